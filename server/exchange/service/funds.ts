import type { Db } from '../db/client';
import { pendingWithdrawalsOf } from '../db/queries/banking';
import { backfillExposuresOnce, lockUsersFunds, replaceMarketExposures, saveExposures, storedExposuresOf, type ExposureRow } from '../db/queries/funds';
import { walletBalance } from '../db/queries/ledger';
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';

/**
 * A user's money, the one definition every screen and check uses (docs/money.md):
 * wallet (the ledger's balance), exposure (worst loss over open markets), held (withdrawals
 * requested and not yet decided) and available = wallet − exposure − held.
 */
export interface BalanceView {
  /** Wallet ("bank balance"): the ledger's balance of the user's wallet account, paise. */
  bankBalance: number;
  /** Total exposure over open markets, paise. */
  exposure: number;
  /** Withdrawals requested and not yet decided (held at once, released on reject, paid on approve), paise. */
  held: number;
  /** bankBalance − exposure − held: what can be bet, withdrawn or transferred now, paise. */
  available: number;
}

/** The money figures from their parts: the only place available is computed. */
function moneyFrom(bankBalance: number, exposure: number, held: number): BalanceView {
  return { bankBalance, exposure, held, available: bankBalance - exposure - held };
}

/** balanceView from the parts already read (a page of users read in one statement and their totalExposures, service/hierarchy.ts). */
export function balanceViewFrom(bankBalance: number, exposure: number, held: number): BalanceView {
  return moneyFrom(bankBalance, exposure, held);
}

/**
 * Users' total exposure, paise: the engines' figure when they hold every market's exposure (no shared
 * funds: one process), else the sum of the stored rows (user_market_exposure: every process stores what
 * its commits change), so it counts the markets other processes match. The rule balanceView follows.
 */
export async function totalExposures(services: ExchangeServices, userIds: readonly string[], db: Db = services.db): Promise<Map<string, number>> {
  if (!services.sharedFunds) return new Map(userIds.map((userId) => [userId, services.exposure.totalExposure(userId)]));
  const stored = userIds.length === 0 ? new Map<string, Map<string, number>>() : await storedExposuresOf(db, userIds);
  return new Map(
    userIds.map((userId) => {
      let total = 0;
      for (const exposure of stored.get(userId)?.values() ?? []) total += exposure;
      return [userId, total];
    }),
  );
}

/**
 * A user's money as the header, the banking pages, the `balance` stream and the bet checks see it.
 * With shared funds (several processes, docs/adr/user-funds.md) the exposure is the stored rows' sum,
 * and a check inside a transaction (`db` not the pool: a withdrawal, a transfer) first locks the user's
 * row, as a bet batch does, so a bet on another process cannot spend the same money meanwhile.
 */
export async function balanceView(services: ExchangeServices, userId: string, db: Db = services.db): Promise<BalanceView> {
  if (!services.sharedFunds) {
    const [bankBalance, held] = await Promise.all([walletBalance(db, userId), pendingWithdrawalsOf(db, userId)]);
    return moneyFrom(bankBalance, services.exposure.totalExposure(userId), held);
  }
  if (db !== services.db) await lockUsersFunds(db, [userId]);
  // One after another: inside a transaction they share its one connection.
  const bankBalance = await walletBalance(db, userId);
  const held = await pendingWithdrawalsOf(db, userId);
  const exposure = (await totalExposures(services, [userId], db)).get(userId) ?? 0;
  return moneyFrom(bankBalance, exposure, held);
}

/**
 * A user's exposure on every market but `marketId`, for a bet check: the engines' figure for the
 * markets this process matches (`owns`; all of them in the embedded store), the stored rows' for the
 * rest (`stored`: market → paise, read after locking the user's row). The one rule both the bet
 * batch and a re-price use.
 */
export function otherExposure(registry: MarketRegistry, userId: string, marketId: string, owns: (marketId: string) => boolean, stored?: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const entry of registry.marketsOf(userId)) {
    const id = entry.row.marketId;
    if (id !== marketId && owns(id)) total += entry.engine.market.exposureOf(userId);
  }
  for (const [id, exposure] of stored ?? []) if (id !== marketId && !owns(id)) total += exposure;
  return total;
}

/** The users' exposure on one market as its engine holds it now: the rows user_market_exposure stores. */
export function exposureRowsIn(registry: MarketRegistry, marketId: string, userIds: Iterable<string>): ExposureRow[] {
  return [...new Set(userIds)].map((userId) => ({ userId, marketId, exposure: registry.exposureIn(userId, marketId) }));
}

/** Stores what the users' exposure on the market is now (a cancel, re-price, release or lapse), in the caller's transaction. */
export async function storeExposures(tx: Db, registry: MarketRegistry, marketId: string, userIds: Iterable<string>): Promise<void> {
  await saveExposures(tx, exposureRowsIn(registry, marketId, userIds));
}

/** A market just taken over and rebuilt from the store: its rows become what the rebuilt engine holds. */
export async function restoreMarketExposures(tx: Db, registry: MarketRegistry, marketId: string): Promise<void> {
  await replaceMarketExposures(tx, marketId, exposureRowsIn(registry, marketId, registry.usersIn(marketId)));
}

/**
 * Fills user_market_exposure once per store (existing stores, migration 0012) from `registry`, the
 * engines this process has just rebuilt at start, under the backfill marker's lock: every process runs
 * this before it serves anything, so until the marker is done no bet can have changed the store since
 * (a second process starting meanwhile waits on the marker, then finds it done). True when this call
 * filled it.
 */
export async function backfillExposures(db: Db, registry: MarketRegistry): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    return backfillExposuresOnce(tx, async () => {
      await saveExposures(
        tx,
        registry.all().flatMap((entry) => exposureRowsIn(registry, entry.row.marketId, registry.usersIn(entry.row.marketId))),
      );
    });
  });
}
