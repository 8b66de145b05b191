/**
 * How an exchange process learns at once that another one is gone (issue #50, docs/adr/market-ownership.md),
 * rather than at its next lease round: every exchange holds, on its owner connection, an exclusive
 * advisory lock keyed by that connection's backend pid (LIVENESS_LOCK_CLASS, taken when its lease loop
 * names the connection), and each one waits on one other's — the next live exchange after it, by name, so
 * the live exchanges watch each other in a ring — with `pg_advisory_lock_shared` on a connection of its
 * own. The wait ends the moment the watched process's owner connection ends (kill -9 closes it at once; a
 * cut-off or paused process's is ended by PostgreSQL: keepalive, idle timeouts), and the watcher is told
 * (`onGone`): its lease loop runs a round at once and tells the others over the bus, so the partitions of
 * the process that went are taken within milliseconds instead of up to a round later.
 *
 * The wait gives up every WAIT_MS (lock_timeout) to follow a new target (a process joined or left). A
 * target whose lock was free while it still ran (a process of an older version, without the lock) is not
 * watched again. One connection per process, whatever the number of processes.
 */
import pg from 'pg';

/** The advisory-lock class of the exchanges' liveness locks (key 2: the owner connection's backend pid). */
export const LIVENESS_LOCK_CLASS = 0x4c5645; // "LVE"

/** The application_name of a watcher connection (not counted among the live exchanges: OWNER_APPLICATION_PREFIX is not its prefix). */
const WATCH_APPLICATION_PREFIX = 'backlay-watch:';

/** How long one wait lasts before the watcher looks for a new target, ms. */
const WAIT_MS = 2_000;
/** The pause after the watcher's connection failed, ms. */
const RECONNECT_MS = 1_000;

/** SQLSTATE of a lock wait that ran out (lock_timeout). */
const LOCK_NOT_AVAILABLE = '55P03';

export class PeerWatch {
  private target: number | null = null;
  private client: pg.Client | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  /** Wakes the loop when a target is set while it has none. */
  private wake: (() => void) | null = null;
  /** Backend pids whose lock was found free while they still ran: never targeted again. */
  private readonly unwatchable = new Set<number>();
  /** The pid told gone last, until a census shows whether it really went. */
  private lastGone: number | null = null;

  constructor(
    private readonly url: string,
    private readonly instanceId: string,
    private readonly onGone: (pid: number) => void,
  ) {}

  /**
   * The live exchanges' owner backends by name, from a lease census (this process's own among them):
   * the watch follows the next one after `self`.
   */
  follow(self: string, live: ReadonlyMap<string, number>): void {
    if (this.lastGone !== null && [...live.values()].includes(this.lastGone)) this.unwatchable.add(this.lastGone);
    this.lastGone = null;
    const names = [...live.keys()].filter((name) => name === self || !this.unwatchable.has(live.get(name)!)).sort();
    const at = names.indexOf(self);
    const next = names.length > 1 && at >= 0 ? names[(at + 1) % names.length]! : null;
    this.target = next === null ? null : live.get(next)!;
    if (this.target !== null) this.wake?.();
    if (!this.running && !this.stopped) this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    const client = this.client;
    this.client = null;
    // A wait in progress ends with the connection (at worst when its lock_timeout runs out on the server).
    await client?.end().catch(() => {});
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const target = this.target;
      if (target === null) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, WAIT_MS).unref();
        });
        this.wake = null;
        continue;
      }
      try {
        const client = await this.connection();
        await client.query('select pg_advisory_lock_shared($1, $2)', [LIVENESS_LOCK_CLASS, target]);
        await client.query('select pg_advisory_unlock_shared($1, $2)', [LIVENESS_LOCK_CLASS, target]);
        if (this.stopped) return;
        // Granted: the process whose owner connection held it exclusively is gone.
        if (this.target === target) this.target = null;
        this.lastGone = target;
        this.onGone(target);
      } catch (err) {
        if (this.stopped) return;
        if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE) continue; // still there: look again
        this.client?.end().catch(() => {});
        this.client = null;
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS).unref());
      }
    }
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `${WATCH_APPLICATION_PREFIX}${this.instanceId}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 1_000,
      options: `-c lock_timeout=${WAIT_MS}`,
    });
    client.on('error', () => {
      if (this.client === client) this.client = null;
    });
    await client.connect();
    this.client = client;
    return client;
  }
}
