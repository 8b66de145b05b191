import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../server/exchange/auth/sessions';
import type { Db } from '../../server/exchange/db/client';
import { postTransaction, walletBalance } from '../../server/exchange/db/queries/ledger';
import { users } from '../../server/exchange/db/schema';
import { DEMO_SITE_KEY } from '../../server/exchange/db/seed';
import { deposit } from '../../server/exchange/domain/ledger';
import type { Exchange } from '../../server/exchange/service/exchange';

/**
 * What the user-funds tests (issue #33, docs/adr/user-funds.md) share: a bettor of their own with a
 * known balance, the open exchange markets a process matches, and what user_market_exposure holds.
 */

/** A new bettor under the demo agent, its wallet credited with `paise` by a deposit. */
export async function fundedBettor(db: Db, userId: string, paise: number): Promise<AuthUser> {
  const user: AuthUser = { userId, userName: userId, role: 'bettor', isLogin: 1, siteKey: DEMO_SITE_KEY, uplineId: 'u-agent' };
  await db.insert(users).values({ userId, userName: userId, passwordHash: 'not-a-hash', role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY });
  await postTransaction(db, deposit(userId, paise, `test:fund:${userId}`), 'test funding');
  return user;
}

/** The open exchange markets `exchange` matches now, in market id order. */
export function ownedExchangeMarkets(exchange: Exchange): string[] {
  const owns = (id: string) => exchange.services.ownership?.ownsMarket(id) ?? true;
  return exchange.registry
    .all()
    .filter((e) => e.engine.kind === 'exchange' && e.engine.market.status === 'OPEN' && owns(e.row.marketId))
    .map((e) => e.row.marketId)
    .sort();
}

/** Waits (generously: the machine is loaded) until `ready` holds. */
export async function waitFor(ready: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** user_market_exposure's rows of one user: market → paise (rows at 0 left out). */
export async function storedExposure(db: Db, userId: string): Promise<Record<string, number>> {
  const result = (await db.execute(sql`select market_id, exposure_paise from user_market_exposure where user_id = ${userId} and exposure_paise <> 0 order by market_id`)) as unknown as {
    rows: Array<{ market_id: string; exposure_paise: number | string }>;
  };
  return Object.fromEntries(result.rows.map((r) => [r.market_id, Number(r.exposure_paise)]));
}

/** The user's wallet balance, and the ledger's sum over every account (0 when it balances). */
export async function ledgerState(db: Db, userId: string): Promise<{ wallet: number; imbalance: number }> {
  const result = (await db.execute(sql`select coalesce(sum(amount), 0) as total from ledger_postings`)) as unknown as { rows: Array<{ total: number | string }> };
  return { wallet: await walletBalance(db, userId), imbalance: Number(result.rows[0]!.total) };
}

/** A back bet at the ladder's top price (nothing lays there, so it rests unmatched): its exposure is its stake. */
export function restingBack(marketId: string, runnerId: string, size: number, key: string) {
  return { idempotencyKey: key, marketId, side: 'BACK' as const, size, selection: { kind: 'exchange' as const, runnerId, price: 1000 } };
}
