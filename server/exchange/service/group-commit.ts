import type { Db } from '../db/client';
import type { KeyedMutex } from './keyed-mutex';

/** What one job of a batch came to: its value, or the error that refused it alone. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * A rehearsal of the path (the start's warm-up, warm-up.ts): its jobs go through everything a batch
 * does — locks, one transaction, the writes — but the transaction is always rolled back, so nothing
 * of it is kept.
 */
export interface Rehearsal {
  /** Writes, on the batch's transaction and before its jobs run, the scratch rows they need. */
  prepare(tx: Db): Promise<void>;
  /** After the batch rolled back (still under its locks): forgets what it changed in memory. */
  reset(): void;
}

export interface GroupCommitOptions<J, R> {
  db: Db;
  locks: KeyedMutex;
  /** The in-memory locks a job needs (a bet: its user's and its market's). */
  keysOf: (job: J) => readonly string[];
  /**
   * Runs a batch inside one transaction: one outcome per job, in order. A job refused for its own
   * reason (bad input, no funds) gets `{ ok: false }` without touching the store or the engines;
   * anything thrown aborts the whole batch.
   */
  run: (tx: Db, jobs: readonly J[]) => Promise<Array<Outcome<R>>>;
  /** After a batch was rolled back (still under its locks): rebuild what it changed in memory. */
  repair: (jobs: readonly J[], err: unknown) => Promise<void>;
  /** Most jobs in one transaction. */
  maxBatch?: number;
  /** How long the first job of an idle moment waits for others to join it, ms (0: the same event-loop turn only). */
  gatherMs?: number;
  /**
   * The rehearsal a job belongs to, or null for a real one. A batch holds jobs of one kind only, and a
   * rehearsal's batch is run after `prepare`, answered with its outcomes, rolled back, then `reset`;
   * it is no batch for `onBatch`.
   */
  rehearsalOf?: (job: J) => Rehearsal | null;
  /** After each committed batch: its size, how long its oldest job waited for it, and its locks-to-commit time, ms. */
  onBatch?: (size: number, queuedMs: number, commitMs: number) => void;
}

/** Thrown to end a rehearsal's transaction, with what its jobs came to. */
class RolledBack<R> extends Error {
  constructor(readonly outcomes: Array<Outcome<R>>) {
    super('rehearsal rolled back');
  }
}

interface Waiting<J, R> {
  job: J;
  /** When it was submitted (performance.now()). */
  at: number;
  resolve: (value: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: jobs that arrive while a batch is being written wait, then go together in the next
 * one — every lock they need taken first (sorted, all at once, as every other writer takes locks
 * before the store), one transaction, and each job's caller answered only after that transaction
 * committed. Nothing is acknowledged before its effects are durable; a busy moment costs one commit
 * per batch instead of one per job.
 */
export class GroupCommit<J, R> {
  private queue: Array<Waiting<J, R>> = [];
  private draining = false;
  private readonly maxBatch: number;
  private readonly gatherMs: number;

  constructor(private readonly options: GroupCommitOptions<J, R>) {
    this.maxBatch = options.maxBatch ?? 500;
    this.gatherMs = options.gatherMs ?? Number(process.env.GROUP_COMMIT_GATHER_MS ?? 1);
  }

  /** Resolves with the job's value once its batch committed; rejects with its own error, or the batch's. */
  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ job, at: performance.now(), resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // Whatever arrives within gatherMs joins the first batch; later arrivals wait while it is written.
        if (this.gatherMs > 0) setTimeout(() => void this.drain(), this.gatherMs);
        else setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const rehearsal = this.options.rehearsalOf?.(this.queue[0]!.job) ?? null;
        const batch = this.queue.splice(0, this.sameKind(rehearsal));
        const jobs = batch.map((w) => w.job);
        const keys = [...new Set(jobs.flatMap((j) => this.options.keysOf(j)))];
        let outcomes: Array<Outcome<R>>;
        const began = performance.now();
        try {
          outcomes = await this.options.locks.run(keys, () => (rehearsal ? this.rehearse(rehearsal, jobs) : this.commit(jobs)));
        } catch (err) {
          for (const w of batch) w.reject(err);
          continue;
        }
        if (!rehearsal) this.options.onBatch?.(batch.length, began - batch[0]!.at, performance.now() - began);
        batch.forEach((w, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) w.resolve(outcome.value);
          else w.reject(outcome.error);
        });
      }
    } finally {
      this.draining = false;
    }
  }

  /** How many jobs from the queue's head make the next batch: at most maxBatch, all real or all of `rehearsal`. */
  private sameKind(rehearsal: Rehearsal | null): number {
    const most = Math.min(this.queue.length, this.maxBatch);
    const of = this.options.rehearsalOf;
    if (!of) return most;
    let n = 1;
    while (n < most && of(this.queue[n]!.job) === rehearsal) n += 1;
    return n;
  }

  private async commit(jobs: J[]): Promise<Array<Outcome<R>>> {
    try {
      return await this.options.db.transaction(async (tx) => this.options.run(tx as unknown as Db, jobs));
    } catch (err) {
      await this.options.repair(jobs, err).catch(() => {});
      throw err;
    }
  }

  /** A rehearsal's batch: run as `commit` runs one, on its scratch rows, and rolled back whatever it came to. */
  private async rehearse(rehearsal: Rehearsal, jobs: J[]): Promise<Array<Outcome<R>>> {
    try {
      await this.options.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await rehearsal.prepare(tx);
        throw new RolledBack(await this.options.run(tx, jobs));
      });
      throw new Error('unreachable: a rehearsal always rolls back');
    } catch (err) {
      if (err instanceof RolledBack) return err.outcomes as Array<Outcome<R>>;
      throw err;
    } finally {
      rehearsal.reset();
    }
  }
}
