import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { insertMarket } from '../db/queries/markets';
import { accountBalances, users } from '../db/schema';
import { walletAccount } from '../domain/ledger';
import type { PlaceJob } from './betting';
import type { Exchange } from './exchange';

export interface WarmUpOptions {
  /** Bets placed (default 2,000): enough for V8 to have compiled the path's hot functions and PGlite's hot WebAssembly. */
  bets?: number;
  /** At most this long, ms (default 1,500; startServer gives the bets 4/5 of WARM_UP_MS): on a busy machine the bets stop at the first batch that ends past it. */
  budgetMs?: number;
  /** Bets a batch (group commit's batches at 1,000 bets/s hold a few to a few dozen). */
  batch?: number;
}

export interface WarmUpReport {
  bets: number;
  batches: number;
  /** Bets a second the batches were placed at (the path's own rate, without HTTP or GraphQL; 0: none placed). */
  betsPerS: number;
  /** Wall time, ms (the scratch rows, the batches and the rollback; startServer's report adds the gateway's calls). */
  ms: number;
  /** Why nothing ran (no open exchange market to copy), or null. */
  skipped: string | null;
}

/** Thrown to end the warm-up's transaction: nothing it wrote is kept. */
class RolledBack extends Error {}

const STAKE = 10_000;
/** The bench's mix: a pair that crosses (BACK then LAY 3.0 on one runner) and two bets that rest. */
const MIX = [
  ['BACK', 3],
  ['LAY', 3],
  ['BACK', 20],
  ['LAY', 1.2],
] as const;

/**
 * Warms the betting path before the process says it is ready (issue #51): a fresh process's first
 * second of bets ran on cold code — V8 interpreting what it later compiles, PGlite's WebAssembly on its
 * baseline tier, Postgres's catalog and buffer caches empty — and the first 1,000 bets/s round after
 * start tailed to a second and was refused busy. So here, in one transaction that is always rolled
 * back, two scratch bettors with a scratch balance place the bench's mix on a scratch copy of an open
 * exchange market, in batches through the same code the group commit runs (BettingService.placeBatch:
 * the batch read, the engine, the batch write, the exposure rows): `bets` of them, or as many as
 * `budgetMs` allows. Then the
 * transaction is rolled back and the scratch market and bettors leave the engines: no user, balance,
 * posting, market, order, trade or reply is left (tests/integration/warm-up.test.ts). Publishing is not
 * part of it (publishChanges runs after the group commit, outside the batch), so no stream sees it.
 */
export async function warmUpBetting(exchange: Exchange, siteKey: string, options: WarmUpOptions = {}): Promise<WarmUpReport> {
  const budgetMs = options.budgetMs ?? 1_500;
  const target = options.bets ?? 2_000;
  const batch = options.batch ?? 8;
  const started = performance.now();
  const template = exchange.registry.all().find((e) => e.row.kind === 'exchange' && e.row.status === 'OPEN' && !e.row.inPlay && e.runners.length >= 2);
  if (!template) return { bets: 0, batches: 0, betsPerS: 0, ms: 0, skipped: 'no open exchange market to copy' };
  const tag = randomUUID();
  const marketId = `warm-up-${tag}`;
  const bettors: AuthUser[] = ['a', 'b'].map((s) => ({ userId: `u-warm-up-${tag}-${s}`, userName: `warm-up-${tag.slice(0, 8)}-${s}`, role: 'bettor', isLogin: 1, siteKey, uplineId: null }));
  let bets = 0;
  let batches = 0;
  let batchMs = 0;
  try {
    await exchange.services.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.insert(users).values(bettors.map((u) => ({ userId: u.userId, userName: u.userName, passwordHash: '!', role: 'bettor' as const, isLogin: 1, siteKey })));
      await tx.insert(accountBalances).values(bettors.map((u) => ({ account: walletAccount(u.userId), balance: 1_000_000_000_000 })));
      const { row, runnerRows } = await insertMarket(
        tx,
        template.row.exEventId,
        { marketId, marketName: 'Warm-up', kind: 'exchange', runners: template.runners.map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName })), inPlay: false, betDelayMs: 0 },
        false,
      );
      exchange.registry.install(row, runnerRows);
      while (bets < target && performance.now() - started < budgetMs) {
        const jobs: PlaceJob[] = Array.from({ length: batch }, (_, n) => {
          const i = bets + n;
          const [side, price] = MIX[i % MIX.length]!;
          const runnerId = runnerRows[Math.floor(i / MIX.length) % 2]!.runnerId;
          return { user: bettors[i % 2]!, input: { marketId, side, size: STAKE, idempotencyKey: `warm-up-${i}`, selection: { kind: 'exchange', runnerId, price } } };
        });
        const b0 = performance.now();
        const outcomes = await exchange.betting.rehearse(tx, jobs);
        batchMs += performance.now() - b0;
        const refused = outcomes.find((o) => !o.ok);
        // A refusal here is a bug in the warm-up's own bets: stop, so a start never spins on it.
        if (refused && !refused.ok) throw refused.error;
        bets += jobs.length;
        batches += 1;
      }
      throw new RolledBack();
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  } finally {
    exchange.registry.remove(marketId);
    for (const u of bettors) exchange.registry.forgetUser(u.userId);
  }
  return { bets, batches, betsPerS: batchMs > 0 ? Math.round((bets / batchMs) * 1000) : 0, ms: performance.now() - started, skipped: null };
}
