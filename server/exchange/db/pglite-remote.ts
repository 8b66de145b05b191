import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../../paths';

/**
 * PGlite on a worker thread (`PGLITE_WORKER=on`), behind the part of PGlite's interface this store
 * uses (Drizzle's PGlite driver, the migrator, prepared statements: `query`, `exec`, `transaction`,
 * `close`).
 *
 * Why: PGlite is Postgres compiled to WebAssembly; every statement runs synchronously on the thread
 * that called it. On the event loop that was ~45 % of the server's main-thread time at 1,000 bets/s
 * (bench/bets --cpu-prof), so the loop was ~94 % busy and any extra moment (a GC, a WAL segment)
 * queued every request behind it. On its own thread the store runs beside the loop: the main
 * thread's CPU per bet halves. Whether that pays in latency depends on spare cores — on the 2-core
 * reference machine, shared with the load generator, an earlier pass found it did not
 * (docs/perf-history.md), so it is an option, measured with `bench:bets` (`main ms/bet`). PGlite's
 * own `PGliteWorker` is for browsers (Web Workers, Web Locks for leader election across tabs), so
 * this ~150-line bridge is ours.
 *
 * Semantics are PGlite's: one connection, statements serialised, a transaction holds it until it
 * ends (other statements wait for it, as they do in PGlite). Errors come back with the driver's
 * fields (code, detail, constraint …). Results are copied across threads (structured clone).
 */
export interface RemoteResults<R = unknown> {
  rows: R[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** A transaction's handle: the same calls, on the transaction's statements. */
export interface RemoteTransaction {
  query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResults<R>>;
  exec(sql: string): Promise<Array<RemoteResults>>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

class Rollback extends Error {}

export class PGliteRemote {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (msg: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (msg.error) waiting.reject(rebuildError(msg.error));
      else waiting.resolve(msg.result);
    });
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => this.fail(new Error(`The PGlite worker exited (code ${code})`)));
  }

  /** Starts PGlite in `dir` on a worker thread with PGlite's options (start parameters …); `durable`: flushOnFsync. */
  static async create(dir: string, options: Record<string, unknown>, durable = false): Promise<PGliteRemote> {
    const worker = new Worker(path.join(projectRoot, 'server', 'exchange', 'db', 'pglite-worker.mjs'), { workerData: { dir, options, durable } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { ready?: boolean }) => {
        if (!msg.ready) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve();
      };
      const onExit = (code: number) => reject(new Error(`The PGlite worker exited before it was ready (code ${code})`));
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', onExit);
    });
    return new PGliteRemote(worker);
  }

  query<R>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<RemoteResults<R>> {
    // Drizzle's parsers keep dates and intervals as text: the worker applies the same to those type ids.
    const raw = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, raw, tx }) as Promise<RemoteResults<R>>;
  }

  exec(sql: string, tx?: number): Promise<Array<RemoteResults>> {
    return this.call({ op: 'exec', sql, tx }) as Promise<Array<RemoteResults>>;
  }

  /** BEGIN; `fn`; COMMIT — or ROLLBACK when `fn` throws (or called `rollback`), and the error goes on. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const handle: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
      rollback: async () => {
        throw new Rollback('Transaction rolled back');
      },
      get closed() {
        return closed;
      },
    };
    let value: T;
    try {
      value = await fn(handle);
    } catch (err) {
      closed = true;
      await this.call({ op: 'end', tx: txId, commit: false });
      if (err instanceof Rollback) return undefined as T;
      throw err;
    }
    closed = true;
    await this.call({ op: 'end', tx: txId, commit: true });
    return value;
  }

  /** A consistent copy of the store (dumpStore, in the worker). */
  async dumpStore(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as Uint8Array<ArrayBuffer>], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    this.failure = new Error('The store is closed');
    await this.worker.terminate();
  }

  private call(msg: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}

/** The worker's error as an Error of the same message, name and fields (code, detail, constraint …). */
function rebuildError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'PGlite error'));
  for (const [k, v] of Object.entries(fields)) if (k !== 'message' && k !== 'stack') (err as unknown as Record<string, unknown>)[k] = v;
  return err;
}
