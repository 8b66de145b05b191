import { randomBytes, randomUUID } from 'node:crypto';
import { authUserOf, type AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { insertMarket, type MarketRow, type RunnerRow } from '../db/queries/markets';
import { accountBalances, users } from '../db/schema';
import { walletAccount } from '../domain/ledger';
import { sessionCache } from '../auth/session-cache';
import type { Admission } from './admission';
import type { BetRehearsal, PlaceBetInput, PlaceJob } from './betting';
import type { Exchange } from './exchange';

export interface WarmUpOptions {
  /** Bets placed (default 500): with the rehearsal over HTTP that follows (app.ts), enough for V8 to have compiled the batch's hot functions and PGlite's hot WebAssembly. */
  bets?: number;
  /** At most this long, ms (default 1,500; startServer gives the bets a fifth of WARM_UP_MS): on a busy machine the bets stop at the first batch that ends past it. */
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
const WARM_UP_MIX = [
  ['BACK', 3],
  ['LAY', 3],
  ['BACK', 20],
  ['LAY', 1.2],
] as const;

/**
 * The warm-up's scratch bettors (two, so their bets can match) and its scratch copy of an open
 * exchange market. Their rows are only ever written inside the warm-up's transactions, which are all
 * rolled back; the market's engine and the bettors' tokens live in memory until `close`.
 */
export class ScratchMarket {
  readonly marketId: string;
  readonly bettors: readonly AuthUser[];
  private closers: Array<() => void> = [];

  private constructor(
    private readonly exchange: Exchange,
    private readonly template: { exEventId: string; runners: ReadonlyArray<{ runnerId: string; runnerName: string }> },
    siteKey: string,
  ) {
    const tag = randomUUID();
    this.marketId = `warm-up-${tag}`;
    // In the one shape of a request's caller (authUserOf): what the warm-up compiles stays valid for real bettors.
    this.bettors = ['a', 'b'].map((s) => authUserOf({ userId: `u-warm-up-${tag}-${s}`, userName: `warm-up-${tag.slice(0, 8)}-${s}`, role: 'bettor', isLogin: 1, siteKey, uplineId: null }));
  }

  /** A scratch copy of an open exchange market with two runners or more; null when there is none. */
  static of(exchange: Exchange, siteKey: string): ScratchMarket | null {
    const template = exchange.registry.all().find((e) => e.row.kind === 'exchange' && e.row.status === 'OPEN' && !e.row.inPlay && e.runners.length >= 2);
    return template ? new ScratchMarket(exchange, { exEventId: template.row.exEventId, runners: template.runners }, siteKey) : null;
  }

  get runnerIds(): string[] {
    return this.template.runners.slice(0, 2).map((r) => r.runnerId);
  }

  /**
   * The `i`th bet of the bench's mix, by bettor i % 2 (its index in `bettors`) on the market's first two
   * runners in turn: the one rule for the scratch bets and the rehearsal over HTTP alike.
   */
  bet(i: number, keyPrefix: string): { bettor: number; input: PlaceBetInput & { selection: { kind: 'exchange'; runnerId: string; price: number } } } {
    const [side, price] = WARM_UP_MIX[i % WARM_UP_MIX.length]!;
    const runnerId = this.runnerIds[Math.floor(i / WARM_UP_MIX.length) % 2]!;
    return { bettor: i % 2, input: { marketId: this.marketId, side, size: STAKE, idempotencyKey: `${keyPrefix}-${i}`, selection: { kind: 'exchange', runnerId, price } } };
  }

  /** Writes the scratch rows on `tx` (the bettors, their balances, the market and its runners) and answers the market's. */
  async write(tx: Db): Promise<{ row: MarketRow; runnerRows: RunnerRow[] }> {
    const siteKey = this.bettors[0]!.siteKey;
    await tx.insert(users).values(this.bettors.map((u) => ({ userId: u.userId, userName: u.userName, passwordHash: '!', role: 'bettor' as const, isLogin: 1, siteKey })));
    await tx.insert(accountBalances).values(this.bettors.map((u) => ({ account: walletAccount(u.userId), balance: 1_000_000_000_000 })));
    const market = { marketId: this.marketId, marketName: 'Warm-up', kind: 'exchange' as const, runners: this.template.runners.map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName })), inPlay: false, betDelayMs: 0 };
    return insertMarket(tx, this.template.exEventId, market, false);
  }

  /** A fresh engine for the market (an empty book), and nothing known of the bettors' markets. */
  install(row: MarketRow, runnerRows: RunnerRow[]): void {
    this.exchange.registry.install(row, runnerRows);
    for (const u of this.bettors) this.exchange.registry.forgetUser(u.userId);
  }

  /**
   * Rehearses the bettors' bets over HTTP until `close` (BettingService.beginRehearsal): each bettor
   * gets a token the session cache knows and the store never does, and their batches, each written
   * with these rows first, are rolled back, then the book is emptied again. null: the session cache is
   * off, so no token can be known without the store.
   */
  rehearse(row: MarketRow, runnerRows: RunnerRow[]): { tokens: string[]; placed: () => number } | null {
    const tokens = this.bettors.map(() => randomBytes(32).toString('base64url'));
    const forget = this.bettors.map((u, i) => sessionCache(this.exchange.services.db).rehearse(tokens[i]!, u));
    for (const f of forget) if (f) this.closers.push(f);
    if (forget.some((f) => f === false)) return null;
    const admission: Admission | null = this.exchange.betting.admission?.twin() ?? null;
    if (admission) this.closers.push(() => admission.close());
    const rehearsal: BetRehearsal = {
      users: new Set(this.bettors.map((u) => u.userId)),
      marketId: this.marketId,
      admission,
      placed: 0,
      prepare: async (tx) => void (await this.write(tx)),
      reset: () => this.install(row, runnerRows),
    };
    this.closers.push(this.exchange.betting.beginRehearsal(rehearsal));
    this.install(row, runnerRows);
    return { tokens, placed: () => rehearsal.placed };
  }

  /** The market leaves the engines, the bettors' tokens the session cache, and the rehearsal ends. */
  close(): void {
    for (const close of this.closers.splice(0)) close();
    this.exchange.registry.remove(this.marketId);
    for (const u of this.bettors) this.exchange.registry.forgetUser(u.userId);
  }
}

/**
 * Warms the betting path before the process says it is ready (issue #51): a fresh process's first
 * second of bets ran on cold code — V8 interpreting what it later compiles, PGlite's WebAssembly on its
 * baseline tier, Postgres's catalog and buffer caches empty — and the first 1,000 bets/s round after
 * start tailed to a second and was refused busy. So here, in one transaction that is always rolled
 * back, the scratch bettors with a scratch balance place the bench's mix on the scratch market, in
 * batches through the same code the group commit runs (BettingService.placeBatch: the batch read,
 * the engine, the batch write, the exposure rows): `bets` of them, or as many as `budgetMs` allows.
 * Then the transaction is rolled back; the market's rows and runners are answered for the rehearsal
 * over HTTP that follows (ScratchMarket.rehearse), and `scratch.close()` takes the market and the
 * bettors out of the engines: no user, balance, posting, market, order, trade or reply is left
 * (tests/integration/warm-up.test.ts). Publishing is not part of it (publishChanges runs after the
 * group commit, outside the batch), so no stream sees it.
 */
export async function warmUpBetting(exchange: Exchange, scratch: ScratchMarket, options: WarmUpOptions = {}): Promise<WarmUpReport & { market: { row: MarketRow; runnerRows: RunnerRow[] } }> {
  const budgetMs = options.budgetMs ?? 1_500;
  const target = options.bets ?? 500;
  const batch = options.batch ?? 8;
  const started = performance.now();
  let bets = 0;
  let batches = 0;
  let batchMs = 0;
  let market: { row: MarketRow; runnerRows: RunnerRow[] } | null = null;
  try {
    await exchange.services.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      market = await scratch.write(tx);
      scratch.install(market.row, market.runnerRows);
      // One batch at least, however busy the machine: then as many as the budget allows.
      while (bets < target && (batches === 0 || performance.now() - started < budgetMs)) {
        const jobs: PlaceJob[] = Array.from({ length: batch }, (_, n) => {
          const { bettor, input } = scratch.bet(bets + n, 'warm-up');
          return { user: scratch.bettors[bettor]!, input };
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
  }
  return { bets, batches, betsPerS: batchMs > 0 ? Math.round((bets / batchMs) * 1000) : 0, ms: performance.now() - started, skipped: null, market: market! };
}
