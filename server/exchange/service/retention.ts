/**
 * Data retention (docs/operations.md#data-retention): two tables that grow with every bet or move are
 * pruned by each exchange process on a timer.
 *
 * - `idempotency_keys`: the reply to every keyed write (a bet, a withdrawal, a transfer …), so a retry
 *   with the same key gets the same answer. A reply is kept at least `idempotencyMs` (24 h by default,
 *   IDEMPOTENCY_RETENTION_HOURS; docs/exchange-api.md promises it to clients): the read
 *   (idempotency.ts, the batch read in db/queries/bet-batch.ts) never looks at a reply's age, so a key
 *   past the window but not pruned yet still replays, and once pruned it is a new key. At 1,000 bets/s
 *   a day is ~86 million rows.
 * - `lease_history`: every taking of a partition (cluster/partition-leases.ts), kept `leaseHistoryMs`
 *   (7 days, LEASE_HISTORY_RETENTION_DAYS) for takeover diagnostics; each partition's last taking
 *   before the cutoff is kept, so the holder at any moment since is still known.
 *
 * Each run (every `intervalMs`, the first one interval after the start, so a start is not slowed)
 * deletes in batches of `batchSize` rows, one short statement each, until a batch comes back short or
 * `maxBatchesPerRun` batches went. In a cluster every exchange prunes: the statements skip rows another
 * process has locked (db/queries/retention.ts), and a delete is idempotent, so running at once is safe.
 */
import type { Db } from '../db/client';
import { pruneIdempotencyKeys, pruneLeaseHistory } from '../db/queries/retention';
import { rowsPruned } from '../../metrics/registry';

export interface RetentionOptions {
  /** How long an idempotency key's reply is kept at least, ms (IDEMPOTENCY_RETENTION_HOURS). */
  idempotencyMs: number;
  /** How long a lease_history row is kept, ms (LEASE_HISTORY_RETENTION_DAYS). */
  leaseHistoryMs: number;
  /** Time between runs, ms (PRUNE_INTERVAL_SECONDS). */
  intervalMs: number;
  /** Rows deleted by one statement (PRUNE_BATCH_SIZE). */
  batchSize: number;
  /** Most batches per table in one run: bounds what one run costs while a backlog is worked off. */
  maxBatchesPerRun: number;
}

const HOUR_MS = 3_600_000;

/**
 * 24 h of replies: Betfair's customerRef de-duplicates for 60 s only; a client retrying after an outage,
 * a restart or a long network partition gets its first answer for a day. 7 days of lease history. A run
 * a minute of at most 100 batches of 1,000 rows deletes up to ~1,700 rows/s per process, above the
 * 1,000 bets/s a process is built for, so the table settles at about a day of replies.
 */
export const DEFAULT_RETENTION: RetentionOptions = {
  idempotencyMs: 24 * HOUR_MS,
  leaseHistoryMs: 7 * 24 * HOUR_MS,
  intervalMs: 60_000,
  batchSize: 1_000,
  maxBatchesPerRun: 100,
};

/** What one run deleted, by table. */
export interface PruneReport {
  idempotencyKeys: number;
  leaseHistory: number;
}

/** Timers, injectable so tests start and stop the job without waiting. */
export interface RetentionTimer {
  every(run: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

const systemTimer: RetentionTimer = {
  every: (run, ms) => {
    const timer = setInterval(run, ms);
    // Pruning never keeps a process alive.
    timer.unref();
    return timer;
  },
  cancel: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export class RetentionJob {
  private handle: unknown = null;
  private running: Promise<PruneReport> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    readonly options: RetentionOptions = DEFAULT_RETENTION,
    /** The clock the cutoffs are taken from (the rows carry the database's time of their insert). */
    private readonly now: () => Date = () => new Date(),
    private readonly timer: RetentionTimer = systemTimer,
  ) {}

  /** Runs every `intervalMs` from now on (a run still going when the next is due: that one is skipped). */
  start(): void {
    if (this.handle !== null || this.closed) return;
    this.handle = this.timer.every(() => {
      if (this.running) return;
      void this.runOnce().catch((err: unknown) => console.error('pruning idempotency keys and lease history failed:', err));
    }, this.options.intervalMs);
  }

  /**
   * One run: each table's rows past their retention at `now()`, in batches. Answers what went. A run
   * asked for while one is going is that run.
   */
  runOnce(): Promise<PruneReport> {
    if (this.running) return this.running;
    const run = this.prune().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  /** Stops the timer and waits for a run in flight, which stops after its current batch. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.handle !== null) this.timer.cancel(this.handle);
    this.handle = null;
    await this.running?.catch(() => {});
  }

  private async prune(): Promise<PruneReport> {
    const at = this.now().getTime();
    const idempotencyKeys = await this.inBatches('idempotency_keys', (limit) => pruneIdempotencyKeys(this.db, new Date(at - this.options.idempotencyMs), limit));
    const leaseHistory = await this.inBatches('lease_history', (limit) => pruneLeaseHistory(this.db, new Date(at - this.options.leaseHistoryMs), limit));
    return { idempotencyKeys, leaseHistory };
  }

  private async inBatches(table: 'idempotency_keys' | 'lease_history', batch: (limit: number) => Promise<number>): Promise<number> {
    const { batchSize, maxBatchesPerRun } = this.options;
    let total = 0;
    for (let i = 0; i < maxBatchesPerRun && !this.closed; i++) {
      const deleted = await batch(batchSize);
      total += deleted;
      if (deleted > 0) rowsPruned.inc({ table }, deleted);
      if (deleted < batchSize) break;
    }
    return total;
  }
}
