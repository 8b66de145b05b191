import type { Db } from '../db/client';

/** A promise with its settle functions. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Job {
  keys: readonly string[];
  work: (tx: Db) => Promise<unknown>;
  done: ReturnType<typeof deferred<unknown>>;
  committed: ReturnType<typeof deferred<void>>;
}

export interface GroupCommitOptions {
  /** Most jobs in one transaction. */
  maxBatch?: number;
  /** Longest a batch stays open taking newcomers, ms (bounds the latency a busy moment adds). */
  maxOpenMs?: number;
  /**
   * Puts right what failed work left in memory: called with the batch's transaction after one
   * job's savepoint rolled back (`keys` = that job's keys), and with the store after a whole batch
   * failed to commit (`keys` = every job's). The engines are rebuilt from what the store holds.
   */
  repair: (db: Db, keys: readonly string[], err: unknown) => Promise<void>;
}

export interface Submitted<T> {
  /** The work's result (or error), as soon as it ran inside the open transaction. */
  done: Promise<T>;
  /** Settles when the transaction holding the work committed (rejects when it did not). */
  committed: Promise<void>;
}

/**
 * Group commit: work submitted while a transaction is open joins it, each piece in its own
 * savepoint (a failing piece rolls back alone and does not poison the others), and every piece
 * learns of the commit only once the whole transaction is durable. Callers answer their client
 * after `committed`, so nothing is acknowledged before its effects are committed; they may release
 * their in-memory locks at `done`, since anything that then builds on the uncommitted state runs in
 * the same transaction or a later one (transactions commit in order), and a failed commit repairs
 * the engines (`repair`) and fails every piece of that batch.
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private draining = false;
  private readonly maxBatch: number;
  private readonly maxOpenMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: GroupCommitOptions,
  ) {
    this.maxBatch = options.maxBatch ?? 256;
    this.maxOpenMs = options.maxOpenMs ?? 20;
  }

  /** Queues `work` for the open (or next) transaction; `keys` name what it changes in memory (markets). */
  submit<T>(keys: readonly string[], work: (tx: Db) => Promise<T>): Submitted<T> {
    const job: Job = { keys, work, done: deferred<unknown>(), committed: deferred<void>() };
    // The caller may stop at `done` when the work fails; a rejection nobody awaits is not an error.
    job.committed.promise.catch(() => {});
    this.queue.push(job);
    if (!this.draining) void this.drain();
    return { done: job.done.promise as Promise<T>, committed: job.committed.promise };
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const batch: Job[] = [];
        try {
          await this.db.transaction(async (txRaw) => {
            const tx = txRaw as unknown as Db;
            const openedAt = performance.now();
            while (batch.length < this.maxBatch && performance.now() - openedAt < this.maxOpenMs) {
              if (this.queue.length === 0) {
                // Let what this batch's work unblocked (the next bet on the same market, waiting for
                // its lock) and what the network brought in join before committing.
                await new Promise((resolve) => setImmediate(resolve));
                if (this.queue.length === 0) break;
              }
              const job = this.queue.shift()!;
              batch.push(job);
              try {
                job.done.resolve(await tx.transaction(async (savepoint) => job.work(savepoint as unknown as Db)));
              } catch (err) {
                await this.options.repair(tx, job.keys, err);
                job.done.reject(err);
              }
            }
          });
        } catch (err) {
          for (const job of batch) {
            job.done.reject(err);
            job.committed.reject(err);
          }
          await this.options.repair(this.db, [...new Set(batch.flatMap((j) => j.keys))], err).catch(() => {});
          continue;
        }
        for (const job of batch) job.committed.resolve();
      }
    } finally {
      this.draining = false;
    }
  }
}
