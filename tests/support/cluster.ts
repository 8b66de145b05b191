/**
 * The cluster of `npm run cluster` for tests and benches (issue #33): PostgreSQL and nats-server on
 * temporary directories and free ports, M exchange processes and N gateways running the server
 * bundle (built first when stale, as `npm start` does), with handles to kill -9 one process, start
 * it again, and restart NATS; `leaseHolders` reads who holds each partition's lease from PostgreSQL
 * (pg_locks on the exchanges' owner connections). `clusterUnavailable()` says why a cluster cannot run here (no
 * PostgreSQL or no nats-server), for a skip with a printed reason.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster, type ClusterProcess } from '../../scripts/lib/cluster';
import { repoRoot } from '../../scripts/lib/server-child';
import { waitFor } from './funded-bettor';
import { postgresUnavailable } from './postgres';
import { natsUnavailable } from './nats';
import type pg from 'pg';
import { PARTITIONS } from '../../server/bus/subjects';
import { LEASE_LOCK_CLASS, LEAVING_KEY, leaseTargets } from '../../server/exchange/cluster/partition-leases';
import { OWNER_APPLICATION_PREFIX } from '../../server/exchange/cluster/owner-connection';

export type { Cluster, ClusterProcess };

export interface TempCluster extends Cluster {
  root: string;
  /** kill -9 the i-th exchange process (0-based) and wait until it is gone. */
  killExchange(i: number): Promise<ClusterProcess>;
  /** kill -9 the i-th gateway and wait until it is gone. */
  killGateway(i: number): Promise<ClusterProcess>;
  /** Stops nats-server (SIGTERM: clean; SIGKILL: kill -9) and starts it again on the same port and store. */
  restartNats(signal?: NodeJS.Signals): Promise<void>;
  /** Everything any process printed, under its name (for a failing test's message). */
  logs(): string;
}

/** Why a cluster cannot run on this machine, or null when it can. */
export function clusterUnavailable(): string | null {
  return postgresUnavailable() ?? natsUnavailable();
}

export async function startTempCluster(
  options: { exchanges?: number; gateways?: number; env?: Record<string, string>; envOf?: (name: string) => Record<string, string>; nodeArgsOf?: (name: string) => string[]; prepare?: (databaseUrl: string) => Promise<void>; plainBus?: boolean; pgSettings?: Record<string, string> } = {},
): Promise<TempCluster> {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-if-needed.mjs'), 'server'], { cwd: repoRoot, stdio: 'ignore' });
  const root = mkdtempSync(path.join(tmpdir(), 'backlay-cluster-'));
  chmodSync(root, 0o755); // PostgreSQL runs as its own user (as root) and must reach root/pg
  const exits: string[] = [];
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      root,
      exchanges: options.exchanges ?? 3,
      gateways: options.gateways ?? 2,
      built: true,
      pgFsync: false,
      env: { LOG_LEVEL: 'warn', ...options.env },
      envOf: options.envOf,
      nodeArgsOf: options.nodeArgsOf,
      onUnexpectedExit: (proc, how) => exits.push(`${proc.name} ${how}`),
      prepare: options.prepare,
      plainBus: options.plainBus,
      pgSettings: options.pgSettings,
    });
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  const killed = async (proc: ClusterProcess | undefined, what: string) => {
    if (!proc) throw new Error(`no ${what}`);
    await proc.crash();
    return proc;
  };
  return {
    ...cluster,
    root,
    killExchange: (i) => killed(cluster.exchanges[i], `exchange ${i}`),
    killGateway: (i) => killed(cluster.gateways[i], `gateway ${i}`),
    restartNats: (signal) => cluster.nats.restart(signal),
    logs: () =>
      [
        ...exits.map((e) => `!! ${e}`),
        ...[...cluster.exchanges, ...cluster.gateways].map((p) => `--- ${p.name} (pid ${p.pid}${p.alive() ? '' : ', dead'}):\n${p.output().slice(-4000)}`),
      ].join('\n'),
    async stop() {
      try {
        await cluster.stop();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Partition → the owner connection's name (`backlay-exchange:<instance id>`) of the exchange process holding its lease now. */
export async function leaseApps(pool: pg.Pool): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ partition: number; app: string }>(
    `select l.objid::int as partition, a.application_name as app
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.classid = $1::oid and l.objsubid = 2 and l.granted and l.objid <> $3::oid
        and a.datname = current_database() and a.application_name like $2`,
    [LEASE_LOCK_CLASS, `${OWNER_APPLICATION_PREFIX}%`, LEAVING_KEY],
  );
  return new Map(rows.map((r) => [r.partition, r.app]));
}

/** The node pid in an owner connection's name (its instance id is `host:pid:rand`). */
const pidOfApp = (app: string): number => Number(app.slice(OWNER_APPLICATION_PREFIX.length).split(':')[1]);

/** Partition → the node pid of the exchange process holding its lease now. */
export async function leaseHolders(pool: pg.Pool): Promise<Map<number, number>> {
  return new Map([...(await leaseApps(pool))].map(([p, app]) => [p, pidOfApp(app)]));
}

/**
 * Whether the leases (`leaseApps`) are settled over `exchanges` processes: every partition held, each process
 * at its target (partition-leases.ts `leaseTargets`, the even split, 11/11/10 with 3), where nothing moves any more
 * while every process lives. A process that joined takes its share one partition a round, so a snapshot taken
 * earlier goes stale as leases keep moving.
 */
function leasesSettled(apps: ReadonlyMap<number, string>, exchanges: number): boolean {
  const held = new Map<string, number>();
  for (const app of apps.values()) held.set(app, (held.get(app) ?? 0) + 1);
  const targets = leaseTargets(held.keys());
  return apps.size === PARTITIONS && held.size === exchanges && [...held].every(([app, n]) => n === targets.get(app));
}

/** Waits (up to `timeoutMs`, 3 min) until the leases are settled over `exchanges` processes (`leasesSettled`); answers the holders then (partition → pid). */
export async function spreadLeases(pool: pg.Pool, exchanges: number, timeoutMs = 180_000): Promise<Map<number, number>> {
  let apps = new Map<number, string>();
  await waitFor(async () => leasesSettled((apps = await leaseApps(pool)), exchanges), `every partition leased, spread evenly over ${exchanges} exchanges`, timeoutMs);
  return new Map([...apps].map(([p, app]) => [p, pidOfApp(app)]));
}
