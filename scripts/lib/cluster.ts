/**
 * A whole Backlay cluster on this machine (issue #33, docs/scaling.md): PostgreSQL and nats-server
 * (JetStream) from Debian's packages, M exchange processes (ROLE=exchange) and N gateways
 * (ROLE=gateway), each a real `server/main.ts` child on a free port, all on one BUS_URL and one
 * DATABASE_URL. One launcher for `npm run cluster` (a kept store under ./data/cluster),
 * the cluster tests (tests/support/cluster.ts: temporary directories) and bench:cluster, so the
 * three run the same topology. Handles kill -9 one process, start one again, restart NATS.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgresIn, type TempPostgres } from '../../tests/support/postgres';
import { makeBusSecrets } from './bus-secrets';
import { startNatsServer, type NatsServer } from './nats-server';
import { startServerChild, type ServerChild } from './server-child';

export type ClusterRole = 'exchange' | 'gateway';

export interface ClusterProcess {
  /** `exchange-1`, `gateway-2`, … */
  name: string;
  role: ClusterRole;
  url: string;
  pid: number;
  /** What the process printed so far. */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** SIGINT (a clean shutdown) and wait for the exit. */
  stop(): Promise<void>;
  /** kill -9 (no shutdown at all) and wait for the exit. */
  crash(): Promise<void>;
  /** User + system CPU of the process so far, ms (/proc/<pid>/stat). */
  cpuMs(): number;
}

export interface ClusterOptions {
  /** PostgreSQL's cluster in `root`/pg, the JetStream store in `root`/nats, each process's DATA_DIR in `root`/<name>. */
  root: string;
  exchanges: number;
  gateways: number;
  /** Run the bundle `npm start` runs (dist-server/main.mjs; build it first) rather than the sources through tsx. */
  built: boolean;
  /** PostgreSQL's fsync (on for a kept store, off for tests and benches). */
  pgFsync: boolean;
  /** More PostgreSQL server settings (`-c name=value`), e.g. a library to preload for a measurement. */
  pgSettings?: Record<string, string>;
  /** Environment for every process (on top of the cluster's own: ROLE, BUS_URL, DATABASE_URL, …). */
  env?: Record<string, string>;
  /** Extra environment for one process, by name (e.g. SIMULATOR=on for gateway-1). */
  envOf?: (name: string) => Record<string, string>;
  /** Node's own options for a process by its name (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  nodeArgsOf?: (name: string) => string[];
  /** Each line a process prints. */
  onLine?: (name: string, line: string) => void;
  /** A process that exited without being asked to (crash or error). */
  onUnexpectedExit?: (proc: ClusterProcess, how: string) => void;
  /** Runs once PostgreSQL is up, before any process starts (bench:cluster seeds its bettors there). */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** Every child in its own process group (npm run cluster: Ctrl-C reaches the launcher only, which stops them in order). */
  detached?: boolean;
  /** How long a process may take to start, ms (default 240 s: a loaded 2-core machine). */
  startTimeoutMs?: number;
  /**
   * The bus with its password but without TLS (bench:cluster `--bus=plain`, to measure what TLS costs
   * a bet). Never for a cluster anyone uses: the bus is locked with TLS (docs/operations.md).
   */
  plainBus?: boolean;
}

export interface Cluster {
  databaseUrl: string;
  busUrl: string;
  /** What a client needs to reach the locked bus: BUS_USER, BUS_PASSWORD, BUS_TLS_CA (server/bus/bus-security.ts). */
  busEnv: Record<string, string>;
  pg: TempPostgres;
  nats: NatsServer;
  /** The running processes of each role, in start order (a restarted one replaces its entry). */
  exchanges: ClusterProcess[];
  gateways: ClusterProcess[];
  /** Starts one more process of a role (named after the role and the next number), or one again by name. */
  start(role: ClusterRole, name?: string): Promise<ClusterProcess>;
  /**
   * A rolling restart (issue #49): every process in turn, exchanges first, then gateways: SIGTERM (it
   * drains: an exchange hands its partitions over, a gateway finishes what is in flight and tells its
   * WebSocket clients to reconnect), wait for it to exit, start it again under its name, and wait until
   * its /readyz answers 200 (up to 60 s) before the next. `beforeStop`/`afterStart` let a balancer take a gateway out of its
   * rotation first and put the new one in after.
   */
  restartAll(hooks?: RestartHooks): Promise<void>;
  /** Stops every process (gateways first), then NATS and PostgreSQL. */
  stop(): Promise<void>;
}

export interface RestartHooks {
  beforeStop?: (proc: ClusterProcess) => void | Promise<void>;
  afterStart?: (proc: ClusterProcess) => void | Promise<void>;
  log?: (line: string) => void;
}

const TICKS_PER_S = 100; // USER_HZ on Linux

/** How long a rolling restart waits for a restarted process's /readyz to answer 200 before it goes on, ms. */
const READY_WAIT_MS = 60_000;

/** Whether `url`'s /readyz answers 200 within `ms` (asked every 200 ms). */
async function readyWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })
      .then(async (res) => {
        await res.body?.cancel();
        return res.status === 200;
      })
      .catch(() => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Where a balancer reaches a process. */
export const upstreamOf = (p: { url: string }) => ({ host: new URL(p.url).hostname, port: Number(new URL(p.url).port) });

/**
 * `npm run cluster:restart`'s rolling restart behind the cluster's balancer (the cluster tests run
 * this same code): before a gateway is stopped the balancer stops handing it new connections, and
 * the new one is handed them once it serves. The processes drain themselves on SIGTERM (server/main.ts).
 */
export function restartBehindBalancer(cluster: Cluster, balancer: { setUpstreams(upstreams: Array<{ host: string; port: number }>): void }, log: (line: string) => void): Promise<void> {
  return cluster.restartAll({
    beforeStop: (proc) => {
      if (proc.role === 'gateway') balancer.setUpstreams(cluster.gateways.filter((g) => g !== proc).map(upstreamOf));
    },
    afterStart: () => balancer.setUpstreams(cluster.gateways.map(upstreamOf)),
    log,
  });
}

/** A process's user + system CPU from /proc/<pid>/stat (fields 14 and 15, after the name's ")"), ms. */
export function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return NaN; // gone
  }
}

/**
 * A process's read/write-family system calls so far (read, readv, pread, write, writev, pwrite, on files
 * and sockets alike), from /proc/<pid>/io (`syscr` + `syscw`); NaN once it is gone or unreadable. Not
 * counted there: send/recv-family calls (PostgreSQL's backends use them on their sockets).
 */
export function procIoSyscalls(pid: number): number {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1] ?? NaN);
    return field('syscr') + field('syscw');
  } catch {
    return NaN;
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const pg = await startPostgresIn(path.join(options.root, 'pg'), { fsync: options.pgFsync, detached: options.detached, settings: options.pgSettings });
  let nats: NatsServer;
  let secrets: ReturnType<typeof makeBusSecrets>;
  try {
    // The bus locked (issue #49): a password made for this start, TLS with a CA kept in <root>/tls.
    secrets = makeBusSecrets(path.join(options.root, 'tls'));
    if (options.plainBus) {
      const { BUS_TLS_CA: _ca, ...env } = secrets.env;
      secrets = { server: { ...secrets.server, tls: undefined }, env };
    }
    // One thread for its Go code: it shares this machine's cores with every other process here, and with
    // Go's default (a thread per core) it spent a fifth more CPU per bet at the same rates (docs/scaling.md).
    nats = await startNatsServer(path.join(options.root, 'nats'), { detached: options.detached, security: secrets.server, goMaxProcs: 1 });
  } catch (err) {
    await pg.stop();
    throw err;
  }
  try {
    await options.prepare?.(pg.url);
  } catch (err) {
    await nats.stop();
    await pg.stop();
    throw err;
  }
  const shared: Record<string, string> = {
    BUS_URL: nats.url,
    ...secrets.env,
    DATABASE_URL: pg.url,
    // Every process must agree on these (docs/scaling.md): a fresh pair per cluster start.
    GATEWAY_FORWARD_KEY: randomBytes(24).toString('hex'),
    PARTNER_SECRET: randomBytes(32).toString('hex'),
    SIMULATOR: 'off',
    // The demo cluster: its first exchange seeds the demo world (the cluster tests and bench:cluster trade with its accounts).
    SEED: 'demo',
    ...options.env,
  };
  const exchanges: ClusterProcess[] = [];
  const gateways: ClusterProcess[] = [];
  let closing = false;

  async function start(role: ClusterRole, name?: string): Promise<ClusterProcess> {
    const list = role === 'exchange' ? exchanges : gateways;
    const procName = name ?? `${role}-${list.length + 1}`;
    let expected = false;
    let server: ServerChild;
    try {
      server = await startServerChild(
        { ...shared, ROLE: role, DATA_DIR: path.join(options.root, procName), ...options.envOf?.(procName) },
        { built: options.built, timeoutMs: options.startTimeoutMs ?? 240_000, detached: options.detached, nodeArgs: options.nodeArgsOf?.(procName) },
      );
    } catch (err) {
      throw new Error(`${procName} did not start: ${(err as Error).message}`, { cause: err });
    }
    const { child } = server;
    if (options.onLine) {
      for (const stream of [child.stdout, child.stderr]) {
        let partial = '';
        stream?.on('data', (chunk: Buffer) => {
          const lines = (partial + chunk.toString()).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) options.onLine!(procName, line);
        });
      }
    }
    const proc: ClusterProcess = {
      name: procName,
      role,
      url: server.url,
      pid: child.pid!,
      output: server.output,
      alive: () => child.exitCode === null && child.signalCode === null,
      async stop() {
        expected = true;
        // SIGTERM, as a process supervisor stops it: main.ts drains and exits.
        await server.stop('SIGTERM');
      },
      async crash() {
        expected = true;
        await server.stop('SIGKILL');
      },
      cpuMs: () => procCpuMs(child.pid!),
    };
    child.once('exit', (code, signal) => {
      if (!expected && !closing) options.onUnexpectedExit?.(proc, signal ? `killed by ${signal}` : `exited with code ${code}`);
    });
    const at = list.findIndex((p) => p.name === procName);
    if (at >= 0) list[at] = proc;
    else list.push(proc);
    return proc;
  }

  const cluster: Cluster = {
    databaseUrl: pg.url,
    busUrl: nats.url,
    busEnv: secrets.env,
    pg,
    nats,
    exchanges,
    gateways,
    start,
    async restartAll(hooks = {}) {
      for (const proc of [...exchanges, ...gateways]) {
        const began = Date.now();
        await hooks.beforeStop?.(proc);
        await proc.stop();
        const stopped = Date.now();
        const fresh = await start(proc.role, proc.name);
        // Serving before the next one stops: its /readyz answers 200 (an exchange holds its share of the partitions).
        const ready = await readyWithin(fresh.url, READY_WAIT_MS);
        await hooks.afterStart?.(fresh);
        hooks.log?.(
          `restarted ${proc.name} (pid ${proc.pid} → ${fresh.pid}) in ${Date.now() - began} ms (drained in ${stopped - began} ms)` +
            (ready ? '' : `; its /readyz did not answer 200 within ${READY_WAIT_MS / 1000} s`),
        );
      }
    },
    async stop() {
      closing = true;
      await Promise.all(gateways.map((p) => p.stop()));
      await Promise.all(exchanges.map((p) => p.stop()));
      await nats.stop();
      await pg.stop();
    },
  };
  try {
    // The first exchange creates the store (migrations, the demo seed) alone; the rest start together.
    await start('exchange');
    await Promise.all([
      ...Array.from({ length: options.exchanges - 1 }, (_, i) => start('exchange', `exchange-${i + 2}`)),
      ...Array.from({ length: options.gateways }, (_, i) => start('gateway', `gateway-${i + 1}`)),
    ]);
    for (const list of [exchanges, gateways]) list.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  } catch (err) {
    await cluster.stop().catch(() => {});
    throw err;
  }
  return cluster;
}
