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
import { findNatsServer } from '../../scripts/lib/nats-server';
import { repoRoot } from '../../scripts/lib/server-child';
import { waitFor } from './funded-bettor';
import { findPostgresBin } from './postgres';
import type pg from 'pg';
import { PARTITIONS } from '../../server/bus/subjects';
import { LEASE_LOCK_CLASS, LEAVING_KEY } from '../../server/exchange/cluster/partition-leases';
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
  if (!findPostgresBin()) return 'PostgreSQL is not installed (apt-get install postgresql)';
  if (!findNatsServer()) return 'nats-server is not installed (apt-get install nats-server)';
  return null;
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

/** Partition → the node pid of the exchange process holding its lease now (from its owner connection's instance id `host:pid:rand`). */
export async function leaseHolders(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ partition: number; app: string }>(
    `select l.objid::int as partition, a.application_name as app
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.classid = $1::oid and l.objsubid = 2 and l.granted and l.objid <> $3::oid
        and a.datname = current_database() and a.application_name like $2`,
    [LEASE_LOCK_CLASS, `${OWNER_APPLICATION_PREFIX}%`, LEAVING_KEY],
  );
  return new Map(rows.map((r) => [r.partition, Number(r.app.slice(OWNER_APPLICATION_PREFIX.length).split(':')[1])]));
}

/**
 * Waits (up to 3 min) until every partition's lease is held and the leases are spread over `exchanges`
 * processes as a cluster settles after its start: each holds at least ⌊PARTITIONS / exchanges⌋, where a
 * process gives back nothing more (partition-leases.ts `plan`: one above its share gives back only while
 * another is below that floor, so with 3 exchanges 12/10/10 is as settled as 11/11/10); answers the
 * holders then (partition → pid). Both exchanges holding some is not enough: a process that joined takes
 * its share one partition a round, so a snapshot taken earlier goes stale as leases keep moving; once
 * settled no lease moves while every process lives.
 */
export async function spreadLeases(pool: pg.Pool, exchanges: number): Promise<Map<number, number>> {
  const floor = Math.floor(PARTITIONS / exchanges);
  let holders = new Map<number, number>();
  await waitFor(async () => {
    holders = await leaseHolders(pool);
    const held = new Map<number, number>();
    for (const pid of holders.values()) held.set(pid, (held.get(pid) ?? 0) + 1);
    return holders.size === PARTITIONS && held.size === exchanges && Math.min(...held.values()) >= floor;
  }, `every partition leased, spread over ${exchanges} exchanges, none below ${floor}`, 180_000);
  return holders;
}
