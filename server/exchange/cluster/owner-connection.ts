/**
 * The owner connection of an exchange process on PostgreSQL (issue #33, docs/adr/market-ownership.md):
 * one dedicated connection, outside the pool, on which the process holds its partition leases
 * (session-level advisory locks) and writes everything that belongs to a market. Because the locks live
 * on the connection the writes go through, losing the connection loses the locks and every write with
 * them: a process that is no longer the owner cannot commit.
 *
 * One connection runs one transaction at a time, so every use of it is serialised here (`run`,
 * `transaction`): a cancel never interleaves its statements into a bet batch's transaction.
 *
 * Liveness: once its lease loop runs, the connection is named `backlay-exchange:<instance id>`
 * (pg_stat_activity counts the live exchange processes by it), and both ends keep TCP alive every second, so a dead or cut-off owner's
 * backend, and with it its locks, goes within about 5 s (a process killed with -9 closes the socket at once).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/client';
import { instanceId as thisProcess } from '../../cluster/instance-id';

/**
 * The application_name prefix of a live exchange process's owner connection: set by its lease loop
 * (partition-leases.ts), so a process that opened the store but matches nothing (a script, a test's
 * store) is not counted among the processes the partitions are shared by.
 */
export const OWNER_APPLICATION_PREFIX = 'backlay-exchange:';
/** The application_name of an owner connection before its lease loop runs. */
const IDLE_APPLICATION_PREFIX = 'backlay-owner:';

/** Server-side keepalive: first probe after 2 s idle, then every 1 s, dropped after 3 unanswered (≈ 5 s). */
const SERVER_KEEPALIVE = '-c tcp_keepalives_idle=2 -c tcp_keepalives_interval=1 -c tcp_keepalives_count=3';

export class OwnerConnection {
  private client: pg.Client | null = null;
  private current: Db | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private lostListeners = new Set<() => void>();
  private closed = false;
  /** The serialised Db handed to code that only opens transactions on it (the bet batch's GroupCommit). */
  readonly db: Db;

  private constructor(
    private readonly url: string,
    readonly instanceId: string,
  ) {
    const transaction = (fn: (tx: Db) => Promise<unknown>) => this.transaction(fn);
    this.db = new Proxy({} as Db, {
      get: (_target, key) => {
        if (key === 'transaction') return transaction;
        if (key === 'execute') return (query: Parameters<Db['execute']>[0]) => this.run((db) => db.execute(query));
        throw new Error(`The owner connection is used through transaction() and execute() only (not ${String(key)})`);
      },
    });
  }

  /** Opens the owner connection of this process. */
  static async open(url: string, instanceId: string = thisProcess()): Promise<OwnerConnection> {
    const owner = new OwnerConnection(url, instanceId);
    await owner.connect();
    return owner;
  }

  /** Whether the connection is up (a lost one has lost every lock taken on it). */
  get alive(): boolean {
    return this.current !== null;
  }

  /** Told once each time the connection is lost (the leases drop every partition at once). */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** A new connection after a loss; holds no lock until the leases take some again. */
  async connect(): Promise<void> {
    if (this.closed) throw new Error('The owner connection is closed');
    if (this.client) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `${IDLE_APPLICATION_PREFIX}${this.instanceId}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 1_000,
      options: SERVER_KEEPALIVE,
    });
    const lost = () => this.lose(client);
    client.on('error', (err) => {
      console.error('exchange owner connection lost:', err.message);
      lost();
    });
    client.on('end', lost);
    await client.connect();
    this.client = client;
    this.current = drizzle(client) as unknown as Db;
  }

  /** Gives the connection up (its locks go with it): after a lease query that did not answer in time. */
  drop(): void {
    if (this.client) this.lose(this.client);
  }

  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.current = null;
    client.end().catch(() => {});
    for (const listener of this.lostListeners) listener();
  }

  /** Runs `work` on the connection once every earlier use of it is done. Fails at once when it is down. */
  run<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const next = this.tail.then(() => {
      const db = this.current;
      if (!db) throw new OwnerConnectionLost();
      return work(db);
    });
    this.tail = next.catch(() => {});
    return next;
  }

  /** One transaction on the connection, after every earlier use of it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.run((db) => db.transaction(async (tx) => fn(tx as unknown as Db)));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lostListeners.clear();
    await this.tail;
    const client = this.client;
    this.client = null;
    this.current = null;
    await client?.end().catch(() => {});
  }
}

/** A write tried on an owner connection that is down: nothing was written. */
export class OwnerConnectionLost extends Error {
  override readonly name = 'OwnerConnectionLost';
  constructor() {
    super('The exchange owner connection is down: nothing was written');
  }
}
