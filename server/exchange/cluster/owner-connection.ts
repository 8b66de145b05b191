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
 * A paused process (SIGSTOP, a stopped VM, a stall) keeps its socket: its kernel answers the keepalives.
 * So the connection is never left idle by a live process (a `select 1` after IDLE_PING_MS without use;
 * the lease loop's rounds come every 500 ms anyway), and PostgreSQL ends it when it sits idle, in a
 * transaction or not, for OWNER_IDLE_TIMEOUT_MS: a process that stops talking loses its locks, and
 * the others take its partitions; when it runs again its connection is gone and nothing it had begun
 * can commit. A transaction that fails because the connection was lost before its commit throws
 * OwnerConnectionLost — 409 MARKET_NOT_OWNED, nothing written — like one tried on a connection already down.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/client';
import { instanceId as thisProcess } from '../../cluster/instance-id';
import { ServiceError } from '../service/errors';

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

/**
 * How long PostgreSQL lets the owner connection sit idle (idle_session_timeout, PostgreSQL 14 on) or idle
 * inside a transaction (idle_in_transaction_session_timeout) before it ends it, ms: how long a paused
 * process keeps its partitions.
 */
export const OWNER_IDLE_TIMEOUT_MS = 3_000;
/**
 * How often PostgreSQL checks, while a statement of the owner connection runs, that this end is still there, ms
 * (client_connection_check_interval, PostgreSQL 14 on): without it a statement in a lock wait or a long scan runs on,
 * holding the connection's advisory locks, after the process gave the connection up.
 */
const CONNECTION_CHECK_MS = 1_000;
/** A connection unused this long gets a `select 1`, ms: a live process's is never idle for OWNER_IDLE_TIMEOUT_MS. */
const IDLE_PING_MS = 1_000;

/** SQLSTATEs of a session ended by the server (admin shutdown, crash, idle timeouts) or a lost connection (class 08). */
const SESSION_ENDED = new Set(['57P01', '57P02', '57P03', '57P05', '25P03']);
/**
 * SQLSTATEs of a session the server ended because it sat idle (idle_in_transaction_session_timeout,
 * idle_session_timeout): no statement was running, so a commit it had been sent would have finished first —
 * its open transaction was rolled back.
 */
const ENDED_IDLE = new Set(['25P03', '57P05']);

/** `err` and its causes (a Drizzle error wraps the driver's: "Failed query: …", cause). */
function* chain(err: unknown): Generator<unknown> {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

const codeOf = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** Whether `err` (or what it wraps) says the connection itself is gone, not a refusal of the statement. */
function connectionGone(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = codeOf(e);
    if (SESSION_ENDED.has(code) || code.startsWith('08') || code === 'ECONNRESET' || code === 'EPIPE') return true;
    if (e instanceof Error && /Connection terminated|not queryable|connection is closed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * The owner connection as its transactions use it: as few round trips as their statements allow. The
 * BEGIN goes in the same simple-protocol query as the transaction's first statement when that is one
 * (the bet batch's lock and read: runPreparedInOrder), and a statement whose answer nobody reads (the
 * batch's write: runPreparedDeferred) is held to go with the next statement, or with the COMMIT. A bet
 * batch is then two round trips (lock and read; write and commit), not four. Drizzle's queries (the
 * extended protocol, one statement each) send what is waiting first, in a round trip of its own.
 */
export class TransactionClient {
  /** The transaction is begun but its BEGIN not sent yet. */
  private beginPending = false;
  private held: string[] = [];

  constructor(private readonly client: pg.Client) {}

  /** Begins a transaction: its BEGIN goes with its first statement. */
  begin(): void {
    this.beginPending = true;
    this.held = [];
  }

  /** Holds `statement` (SQL) to go with the transaction's next statement or its end; its failure fails the one it goes with. */
  defer(statement: string): void {
    this.held.push(statement);
  }

  /** The node-postgres connection under it (what prepared.ts keeps its per-connection statements by). */
  get underlying(): pg.Client {
    return this.client;
  }

  /** What must run before the next statement, taken. */
  private take(): string[] {
    const waiting = this.beginPending ? ['begin', ...this.held] : this.held;
    this.beginPending = false;
    this.held = [];
    return waiting;
  }

  /** node-postgres's query, with what waits sent first: in the same query when it is a simple-protocol one. */
  async query(config: unknown, values?: unknown): Promise<unknown> {
    const waiting = this.take();
    if (typeof config === 'string' && values === undefined && waiting.length > 0) {
      const answer = (await this.client.query([...waiting, config].join(';\n'))) as unknown as unknown[];
      const own = answer.slice(waiting.length);
      return own.length === 1 ? own[0] : own;
    }
    if (waiting.length > 0) await this.client.query(waiting.join(';\n'));
    return (this.client.query as (config: unknown, values?: unknown) => Promise<unknown>)(config, values);
  }

  /** Ends the transaction with `end` (commit or rollback) and what it holds; nothing is sent when nothing ran in it. */
  async end(end: 'commit' | 'rollback'): Promise<void> {
    const begun = !this.beginPending;
    const waiting = this.take();
    if (!begun && waiting.length === 1) return;
    try {
      await this.client.query([...waiting, end].join(';\n'));
    } catch (err) {
      // A held statement failed, so the end did not run: the transaction is still open (aborted).
      await this.client.query('rollback').catch(() => {});
      throw err;
    }
  }
}

export class OwnerConnection {
  private client: pg.Client | null = null;
  private current: Db | null = null;
  /** The connection as transactions use it (TransactionClient), and Drizzle over it. */
  private session: TransactionClient | null = null;
  private sessionDb: Db | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private lostListeners = new Set<() => void>();
  private closed = false;
  /** When the connection was last used (performance.now()), and the timer that pings it when idle. */
  private lastUse = 0;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private pinging = false;
  /** Connections the server ended for sitting idle (ENDED_IDLE): nothing was committing on them. */
  private readonly endedIdle = new WeakSet<pg.Client>();
  /** The serialised Db handed to code that only opens transactions on it (the bet batch's GroupCommit). */
  readonly db: Db;

  private constructor(
    /** The store's URL (the lease loop's peer watch opens its own connection to it). */
    readonly url: string,
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
      if (ENDED_IDLE.has(codeOf(err))) this.endedIdle.add(client);
      lost();
    });
    client.on('end', lost);
    // A session the server ends for idleness says so (FATAL 25P03 / 57P05) to whichever statement was
    // sent last, often the commit of a transaction begun before a pause: noted here, where the code is
    // seen, since the rollback's own failure is what reaches the caller.
    client.connection.on('errorMessage', (msg: { code?: string }) => {
      if (ENDED_IDLE.has(msg.code ?? '')) this.endedIdle.add(client);
    });
    await client.connect();
    try {
      // A process that stops talking (paused, stalled) loses the connection, and with it its locks (see the header).
      // And a statement still running when this end gives the connection up (drop(): a lease query or a rebuild that
      // took too long) is cut short within CONNECTION_CHECK_MS, its locks with it, instead of running on holding them.
      await client.query(
        `select set_config('idle_in_transaction_session_timeout', $1, false),
                case when current_setting('server_version_num')::int >= 140000 then set_config('idle_session_timeout', $1, false) end,
                case when current_setting('server_version_num')::int >= 140000 then set_config('client_connection_check_interval', $2, false) end`,
        [String(OWNER_IDLE_TIMEOUT_MS), String(CONNECTION_CHECK_MS)],
      );
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    this.client = client;
    this.current = drizzle(client) as unknown as Db;
    this.session = new TransactionClient(client);
    this.sessionDb = drizzle({ client: this.session as unknown as pg.Client }) as unknown as Db;
    this.lastUse = performance.now();
    this.pinger ??= setInterval(() => {
      if (this.pinging || !this.current || performance.now() - this.lastUse < IDLE_PING_MS) return;
      this.pinging = true;
      void this.run((db) => db.execute(sql`select 1`))
        .catch(() => {})
        .finally(() => (this.pinging = false));
    }, IDLE_PING_MS / 2);
    this.pinger.unref();
  }

  /** Gives the connection up (its locks go with it): after a lease query that did not answer in time. */
  drop(): void {
    if (this.client) this.lose(this.client);
  }

  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.current = null;
    this.session = null;
    this.sessionDb = null;
    client.end().catch(() => {});
    for (const listener of this.lostListeners) listener();
  }

  /** Runs `work` on the connection once every earlier use of it is done. Fails at once when it is down. */
  run<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const next = this.tail.then(() => {
      const db = this.current;
      if (!db) throw new OwnerConnectionLost();
      this.lastUse = performance.now();
      return work(db).finally(() => (this.lastUse = performance.now()));
    });
    this.tail = next.catch(() => {});
    return next;
  }

  /**
   * One transaction on the connection, after every earlier use of it. The connection lost before the
   * transaction's commit was sent, or ended by the server for sitting idle (so before it received the
   * commit): OwnerConnectionLost (nothing of it committed). Lost otherwise during the commit: the error
   * as it came (it may have committed).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.run(async () => {
      const client = this.client;
      const session = this.session!;
      let committing = false;
      try {
        session.begin();
        let result: T;
        try {
          result = await fn(this.sessionDb!);
        } catch (err) {
          await session.end('rollback').catch(() => {});
          throw err;
        }
        committing = true;
        await session.end('commit');
        return result;
      } catch (err) {
        if (err instanceof ServiceError || !(this.client !== client || connectionGone(err))) throw err;
        const endedIdle = (client !== null && this.endedIdle.has(client)) || [...chain(err)].some((e) => ENDED_IDLE.has(codeOf(e)));
        if (committing && !endedIdle) throw err;
        if (client && this.client === client) this.lose(client);
        throw new OwnerConnectionLost();
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lostListeners.clear();
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
    await this.tail;
    const client = this.client;
    this.client = null;
    this.current = null;
    this.session = null;
    this.sessionDb = null;
    await client?.end().catch(() => {});
  }
}

/**
 * A write tried on an owner connection that is down, or lost before its commit: nothing was written.
 * With the connection went every partition lease of this process, so it is the refusal of a command for
 * a market this process no longer owns (409 MARKET_NOT_OWNED: the gateway sends it to the new owner).
 */
export class OwnerConnectionLost extends ServiceError {
  constructor() {
    super('conflict', 'MARKET_NOT_OWNED', 'The exchange owner connection is down: nothing was written; the market is matched by another exchange process');
  }
}
