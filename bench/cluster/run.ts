// `npm run bench:cluster [-- --rates=300] [-- --seconds=8] [-- --bettors=200] [-- --exchanges=1,2,3] [-- --gateways=2|per-exchange] [-- --warmup=20]
//   [-- --pairs=3] [-- --flat] [-- --json=FILE]`
// (`-- --takeover`: the takeover and recovery bench, bench/cluster/takeover.ts):
// bets/s and latency through 2 gateways (GraphQL) with 1, 2 and 3 exchange processes on one PostgreSQL
// and one nats-server (issues #33 and #50, docs/scaling.md), side by side in one run on one cluster that
// grows (an exchange joins between steps and the partition leases spread over it). The offered rate grows
// in proportion to the exchanges (step n offers n × each of --rates; --flat: the same rates every step).
// Per step and offered rate: achieved bets/s, p50/p99, CPU per acknowledged bet of each tier (gateways,
// exchanges, PostgreSQL, NATS; /proc/<pid>/stat), PostgreSQL's commit rate (pg_stat_database), the load,
// the bus messages per bet, and each tier's read/write-family system calls per bet (/proc/<pid>/io; the
// single process's too); before each step's rounds, what each tier spends a second with no bet (its
// idle share), and each round's CPU per bet net of it.
// Anchors in the same run:
// - `npm start`'s single process (gateway and exchange in one, the bundle, NODE_ENV=production) on its own
//   database of the same PostgreSQL, idle and then at every rate a step offers, with the same mix: its CPU
//   per bet (the process and the PostgreSQL processes serving it), and each cluster step's ratio to it at
//   the same rate (issue #50: ≤ 1.5), gross and net of the idle shares. By default in pairs: before each of a
//   step's cluster rounds a round of the single process at the same rate, the step's ratio the median of its
//   pairs' (`--pairs`);
// - a raw BEGIN + INSERT + COMMIT loop on the same PostgreSQL.
// `--cpu-prof` writes a CPU profile of every gateway, exchange and the single process under bench/cluster/profiles/<run>/<process>/
// (read them with `node --import tsx scripts/profile-summary.ts <dir>`). `--pg-stats=FILE` appends each round's
// statements as PostgreSQL counted them (pg_stat_statements: calls and time per bet, buffers per call; pg-stats.ts).
// `--json=FILE` writes {"steps":[{exchanges, offered, achieved, p99_ms, cpu_ms_per_bet:{gateways, exchanges,
// postgres, nats, total}, idle_cpu_ms_per_s:{…}, cpu_ms_per_bet_net, ratio, ratio_net}], "single_process":[{offered,
// achieved, p99_ms, cpu_ms_per_bet, cpu_ms_per_bet_net, cpu_ms_per_bet_split:{process, postgres}}], "single_process_idle_cpu_ms_per_s",
// "single_process_cpu_ms_per_bet" and "ratio" (at the largest step's rate; paired: the median of its pairs, and a
// step row per pair with its `pair`), "pairs", "load": [start, end]}.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { procCpuMs, procIoSyscalls } from '../../scripts/lib/cluster';
import { leaseHolders, startTempCluster, type TempCluster } from '../../tests/support/cluster';
import { appendStatementStats, PG_STATS_SETTINGS, resetStatementStats } from './pg-stats';
import { postgresCommitRate } from '../bets/anchor';
import { buildServerBundle, startBenchServer } from '../bets/server';
import { openLoop, postJson, type RoundResult } from '../bets/load';
import { seedBettors } from '../bets/seed';
import { SPA_PLACE_BET } from '../../server/gateway/spa-place-bet';

// `--takeover`: the takeover and recovery bench instead (bench/cluster/takeover.ts).
if (process.argv.includes('--takeover')) {
  await import('./takeover');
  process.exit(process.exitCode ?? 0);
}

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'] as const;
  }),
);
const rates = (args.get('rates') ?? '300').split(',').map(Number);
const proportional = !args.has('flat');
const jsonFile = args.get('json');
const seconds = Number(args.get('seconds') ?? 8);
const bettorCount = Number(args.get('bettors') ?? 200);
const steps = (args.get('exchanges') ?? '1,2,3').split(',').map(Number);
/**
 * `--gateways=N`: how many gateways share the bets (default 2, as `npm run cluster`'s pair; 1 shows what a gateway's
 * share of the rate does to its cost a bet). `--gateways=per-exchange`: as many gateways as exchange processes, one
 * joining with each — N machines each running a gateway and an exchange, every process at the same rate in every step.
 */
const gatewaysPerExchange = args.get('gateways') === 'per-exchange';
const gatewayCount = gatewaysPerExchange ? 0 : Number(args.get('gateways') ?? 2);
if (!gatewaysPerExchange && (!Number.isInteger(gatewayCount) || gatewayCount < 1)) {
  console.error(`--gateways must be a whole number ≥ 1 or per-exchange, got '${args.get('gateways')}'`);
  process.exit(2);
}
/** The gateways a step of `exchanges` exchange processes runs. */
const gatewaysAt = (exchanges: number) => (gatewaysPerExchange ? exchanges : gatewayCount);
/**
 * `--warmup=S`: bets at the step's rate before its rounds, unmeasured (default 20). Each of the cluster's processes
 * takes a share of the bets, so it reaches V8's optimised code later than one process taking them all: with 3 s,
 * one run's cluster spent 4.60, 3.66 and 3.20 ms a bet over its first three rounds at 150/s while the single
 * process held 1.98–2.07 (stop 61).
 */
const WARMUP_SECONDS = Number(args.get('warmup') ?? 20);
/**
 * `--pairs=N`: the single process and the cluster measured N times at each step's rate, in turn (single, cluster,
 * single, cluster, …), each cluster round against the single round just before it; the step's ratio is the median
 * of the N. One process's CPU per bet moves by a fifth or more between runs on this VM, so a ratio taken against
 * a round minutes earlier moves with it. Default 3; `--pairs=1`: the single process at every rate first, then the steps.
 */
const pairs = Number(args.get('pairs') ?? 3);
if (!Number.isInteger(pairs) || pairs < 1) {
  console.error(`--pairs must be a whole number ≥ 1, got '${args.get('pairs')}'`);
  process.exit(2);
}
/**
 * Paired, each side sits idle through the other's round, longer than node-postgres keeps an idle connection (10 s):
 * before each measured round it takes bets for this long, unmeasured, so its pools and the backends behind them are
 * open and warm again as they are under steady traffic.
 */
const PAIR_REWARM_SECONDS = 2;
/** `--bus=plain`: the bus without TLS, to measure what TLS costs a bet (never how a cluster runs). */
const plainBus = args.get('bus') === 'plain';
/** `--pg-stats=FILE`: each round's statements as PostgreSQL counted them (pg-stats.ts). */
const pgStatsFile = args.get('pg-stats') ?? null;
const MAX_IN_FLIGHT = 1000;
const SIZE = 10_000;
const runTag = Date.now().toString(36);
const profDir = args.has('cpu-prof') ? path.resolve('bench/cluster/profiles', runTag) : null;
/** Node's options for a process profiled under profDir/<name> (written when it exits). */
const profiled = (name: string): string[] => (profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profDir, name)}`] : []);

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** The markets bets go to, on the store at `pool`: bench:bets' pre-play Match Odds with no bet delay. */
async function betMarkets(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ market_id: string }>("select market_id from markets where kind = 'exchange' and status = 'OPEN' and bet_delay_ms = 0 and not in_play and market_id like '%.mo' order by market_id");
  return rows.map((r) => r.market_id);
}

/** Bet i: crossing pairs (BACK 3 then LAY 3) and resting bets (BACK 20, LAY 1.2), as bench:bets. */
function betOf(i: number, markets: readonly string[]) {
  const marketId = markets[Math.floor(i / 4) % markets.length]!;
  const runnerId = String(1 + (Math.floor(i / (4 * markets.length)) % 2));
  const [side, price] = ([['BACK', 3], ['LAY', 3], ['BACK', 20], ['LAY', 1.2]] as const)[i % 4]!;
  return { marketId, side, size: SIZE, idempotencyKey: `cluster-${runTag}-${i}`, selection: { exchange: { runnerId, price } } };
}

function placer(gateways: string[], tokens: string[], offset: number, markets: readonly string[]) {
  return async (n: number): Promise<string | null> => {
    const i = offset + n;
    const res = await postJson(`${gateways[i % gateways.length]}/graphql`, { ...SPA_PLACE_BET, variables: { input: betOf(i, markets) } }, { authorization: `Bearer ${tokens[i % tokens.length]}` });
    const errors = res.body.errors as Array<{ extensions?: { code?: string } }> | undefined;
    if (res.status === 200 && !errors && res.body.data) return null;
    return errors?.[0]?.extensions?.code ?? `HTTP_${res.status}`;
  };
}

/** PostgreSQL's processes: the postmaster (postmaster.pid) and its children (backends, writer, WAL…). */
function postgresPids(cluster: TempCluster): number[] {
  const master = postmaster(cluster);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [master, ...children];
}

const postmaster = (cluster: TempCluster) => Number(readFileSync(path.join(cluster.root, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

/**
 * The PostgreSQL processes serving one database: its client backends and the server's own background
 * processes (WAL writer, checkpointer, …) and the postmaster; not the backends of other databases (the
 * cluster's, idle meanwhile, renewing its leases).
 */
async function postgresPidsOf(cluster: TempCluster, pool: pg.Pool, database: string): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 or backend_type <> 'client backend'", [database]);
  return [postmaster(cluster), ...rows.map((r) => r.pid)];
}

interface TierCpu {
  gateways: number;
  exchanges: number;
  postgres: number;
  nats: number;
}

/** A reading of `of` (CPU ms, system calls) for each process alive now, by pid. */
type Readings = Map<number, number>;
const readingsOf = (pids: readonly number[], of: (pid: number) => number = procCpuMs): Readings => new Map(pids.map((pid) => [pid, of(pid)] as const).filter(([, v]) => Number.isFinite(v)));

/**
 * What the processes used between two readings: each process alive at the second counts from its first reading,
 * or from nothing when it started meanwhile (a PostgreSQL backend for a new connection). One that ended meanwhile
 * counts nothing: its last part is missed, and its whole past is never taken off the sum (a pool closing an idle
 * connection, an autovacuum worker ending, took seconds of CPU off a tier that way).
 */
function usedBetween(before: Readings, after: Readings): number {
  let used = 0;
  for (const [pid, value] of after) used += value - (before.get(pid) ?? 0);
  return used;
}

type TierReadings = Record<keyof TierCpu, Readings>;

function tierReadings(cluster: TempCluster, of: (pid: number) => number = procCpuMs): TierReadings {
  return {
    gateways: readingsOf(cluster.gateways.map((p) => p.pid), of),
    exchanges: readingsOf(cluster.exchanges.map((p) => p.pid), of),
    postgres: readingsOf(postgresPids(cluster), of),
    nats: readingsOf([cluster.nats.pid()], of),
  };
}

/** Each tier's use between two readings (usedBetween). */
function tierUsed(before: TierReadings, after: TierReadings): TierCpu {
  return {
    gateways: usedBetween(before.gateways, after.gateways),
    exchanges: usedBetween(before.exchanges, after.exchanges),
    postgres: usedBetween(before.postgres, after.postgres),
    nats: usedBetween(before.nats, after.nats),
  };
}

/**
 * Bus traffic of the cluster's Node processes so far, from their /metrics: commands sent, changes
 * published and changes received; and the bets the exchanges' admission refused busy (on arrival or
 * after queueing), each sent again by its gateway after about a second (server/cluster/gateway-transport.ts).
 */
interface BusCounts {
  commands: number;
  publishes: number;
  received: number;
  busy: number;
}
const METRIC = (name: string) => new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm');
async function busCounts(cluster: TempCluster): Promise<BusCounts> {
  const sum = (text: string, name: string) => [...text.matchAll(METRIC(name))].reduce((s, m) => s + Number(m[1]), 0);
  const texts = await Promise.all([...cluster.gateways, ...cluster.exchanges].map((p) => fetch(`${p.url}/metrics`).then((r) => r.text()).catch(() => '')));
  return texts.reduce<BusCounts>(
    (c, text) => ({
      commands: c.commands + sum(text, 'backlay_bus_command_seconds_count'),
      publishes: c.publishes + sum(text, 'backlay_bus_publish_seconds_count'),
      received: c.received + sum(text, 'backlay_bus_consume_lag_seconds_count'),
      busy: c.busy + sum(text, 'backlay_admission_refused_total') + sum(text, 'backlay_admission_shed_total'),
    }),
    { commands: 0, publishes: 0, received: 0, busy: 0 },
  );
}

async function commits(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>("select xact_commit as n from pg_stat_database where datname = 'postgres'");
  return Number(rows[0]!.n);
}

/** Waits until the partition leases are spread over `n` exchange processes (all 32 held, each process some). */
async function leasesSpread(pool: pg.Pool, n: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const holders = await leaseHolders(pool);
    if (holders.size === 32 && new Set(holders.values()).size === n) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the partition leases did not spread over ${n} exchange processes in 5 minutes`);
}

const loadAtStart = load();
console.log(`bench:cluster — ${gatewaysPerExchange ? 'a gateway per exchange process' : `${gatewayCount} gateway${gatewayCount === 1 ? '' : 's'}`}, exchange processes ${steps.join(' → ')}; ${proportional ? `rates ${rates.join(', ')}/s per exchange process` : `rates ${rates.join(', ')}/s`}, ${seconds} s each, ${bettorCount} bettors; anchor: npm start's single process at ${rates.join(', ')}/s; load average at start ${loadAtStart}`);
buildServerBundle();
let tokens: string[] = [];
let singleTokens: string[] = [];
let anchor = NaN;
const SINGLE_DB = 'single';
let singleUrl = '';
const t0 = performance.now();
const cluster = await startTempCluster({
  exchanges: steps[0]!,
  gateways: gatewaysAt(steps[0]!),
  env: { LOG_LEVEL: 'error' },
  nodeArgsOf: profiled,
  plainBus,
  ...(pgStatsFile ? { pgSettings: PG_STATS_SETTINGS } : {}),
  async prepare(databaseUrl) {
    anchor = await postgresCommitRate(databaseUrl, 2);
    tokens = await seedBettors({ dataDir: '/nonexistent', databaseUrl, count: bettorCount, tag: runTag, funds: 1_000_000_000 });
    // The single process's own database on the same server: the same world and bettors.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${SINGLE_DB}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${SINGLE_DB}`;
    singleUrl = url.toString();
    singleTokens = await seedBettors({ dataDir: '/nonexistent', databaseUrl: singleUrl, count: bettorCount, tag: runTag, funds: 1_000_000_000 });
  },
});
const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
/** The cluster's own database (the single process has SINGLE_DB on the same server). */
const clusterDb = new URL(cluster.databaseUrl).pathname.slice(1);

interface StepRow {
  exchanges: number;
  offered: number;
  achieved: number;
  p99_ms: number;
  cpu_ms_per_bet: TierCpu & { total: number };
  /** What each tier spends a second with no bet (lease rounds, heartbeats, samples), measured before the step's rounds. */
  idle_cpu_ms_per_s: TierCpu & { total: number };
  /** CPU per bet once that idle share is taken out: what one more bet costs. */
  cpu_ms_per_bet_net: number;
  /** Against the single process at the same offered rate. */
  ratio: number | null;
  ratio_net: number | null;
  /** `--pairs`: which round of the step's pairs (0-based); the step's own ratio is then the median of its pairs'. */
  pair?: number;
}
interface SingleRow {
  offered: number;
  achieved: number;
  p99_ms: number;
  cpu_ms_per_bet: number;
  cpu_ms_per_bet_net: number;
  /** The same CPU split: the process (gateway and exchange) and the PostgreSQL processes serving it, ms per acknowledged bet. */
  cpu_ms_per_bet_split: { process: number; postgres: number };
  /** Read/write-family system calls of the process and its PostgreSQL per acknowledged bet (/proc/<pid>/io syscr + syscw; PostgreSQL's socket send/recv are not counted there). */
  syscalls_per_bet: number;
}
const single: SingleRow[] = [];
let singleIdleMsPerS = NaN;
/** Every rate a cluster step offers: the single process is measured at each, so each step is compared at its own rate. */
const offeredRates = [...new Set(steps.flatMap((n) => rates.map((rate) => (proportional ? rate * n : rate))))].sort((a, b) => a - b);
const IDLE_SECONDS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows: StepRow[] = [];
const round = (n: number, digits = 3) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/** `npm start`'s single process on its own database, measured at a rate at a time with the same mix: CPU per bet of the process and of the PostgreSQL processes serving it. */
interface SingleProcess {
  /** One round at `rate`: printed, added to `single` and answered. */
  measure(rate: number): Promise<SingleRow>;
  stop(): Promise<void>;
}

/** Starts the single process, warms it and reads its idle share. */
async function startSingle(): Promise<SingleProcess> {
  const dir = path.join(cluster.root, 'single');
  const server = await startBenchServer({ DATA_DIR: dir, DATABASE_URL: singleUrl, LOG_LEVEL: 'error' }, profiled('single'));
  const singlePool = new pg.Pool({ connectionString: singleUrl, max: 1 });
  try {
    const singleMarkets = await betMarkets(singlePool);
    const place = (offset: number) => placer([server.url], singleTokens, offset, singleMarkets);
    let offset = 0;
    await openLoop({ rate: 100, seconds: 1, maxInFlight: MAX_IN_FLIGHT, place: place((offset += 1_000_000)), cpuMs: () => 0 });
    await openLoop({ rate: Math.max(...offeredRates), seconds: WARMUP_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: place((offset += 1_000_000)), cpuMs: () => 0 });
    // The PostgreSQL processes serving it, found again at each reading: its pool closes a connection idle for 10 s and opens another.
    // With them the server's background processes (WAL writer, checkpointer): paired, a round also carries some of the
    // previous round's background writes, the other side's; the sides take turns, so each carries about what it passes on.
    const pgPids = () => postgresPidsOf(cluster, pool, SINGLE_DB);
    const pgCpu = async () => readingsOf(await pgPids());
    const calls = async () => readingsOf([server.pid, ...(await pgPids())], procIoSyscalls);
    const idle0 = { process: server.cpuMs(), pg: await pgCpu() };
    await sleep(IDLE_SECONDS * 1000);
    singleIdleMsPerS = (server.cpuMs() - idle0.process + usedBetween(idle0.pg, await pgCpu())) / IDLE_SECONDS;
    console.log(`   1        0         — |  single process and its PostgreSQL with no bet: ${fmt(singleIdleMsPerS, 1)} ms of CPU a second`);
    let stopped = false;
    return {
      async measure(rate) {
        if (pairs > 1) await openLoop({ rate, seconds: PAIR_REWARM_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: place((offset += 1_000_000)), cpuMs: () => 0 });
        if (pgStatsFile) await resetStatementStats(pool);
        const calls0 = await calls();
        const pg0 = await pgCpu();
        const process0 = server.cpuMs();
        const started = performance.now();
        const r = await openLoop({ rate, seconds, maxInFlight: MAX_IN_FLIGHT, place: place((offset += 1_000_000)), cpuMs: () => 0 });
        const elapsed = (performance.now() - started) / 1000;
        const processUsed = server.cpuMs() - process0;
        const pgUsed = usedBetween(pg0, await pgCpu());
        const used = processUsed + pgUsed;
        const syscallsPerBet = usedBetween(calls0, await calls()) / Math.max(1, r.ok);
        const perBet = used / Math.max(1, r.ok);
        const net = (used - singleIdleMsPerS * elapsed) / Math.max(1, r.ok);
        const split = { process: processUsed / Math.max(1, r.ok), postgres: pgUsed / Math.max(1, r.ok) };
        const row: SingleRow = { offered: rate, achieved: r.achieved, p99_ms: r.p99, cpu_ms_per_bet: perBet, cpu_ms_per_bet_net: net, cpu_ms_per_bet_split: split, syscalls_per_bet: syscallsPerBet };
        single.push(row);
        if (pgStatsFile) await appendStatementStats(pool, pgStatsFile, `single process, ${rate}/s`, SINGLE_DB, r.ok);
        const errs = Object.entries(r.errors).map(([k, v]) => `${k}×${v}`).join(' ') || '—';
        console.log(`   1 ${String(rate).padStart(8)} ${fmt(r.achieved).padStart(9)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)} ${fmt(r.p999, 1).padStart(8)} | single process (gateway + exchange) and its PostgreSQL: ${fmt(perBet, 2)} ms/bet (${fmt(split.process, 2)} + ${fmt(split.postgres, 2)}; ${fmt(net, 2)} net of idle), ${fmt(syscallsPerBet, 1)} read/write-family system calls/bet  load ${loadavg()[0]!.toFixed(1)}   ${errs}`);
        return row;
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        await singlePool.end();
        await server.stop();
      },
    };
  } catch (err) {
    await singlePool.end();
    await server.stop();
    throw err;
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

let singleProcess: SingleProcess | null = null;
try {
  console.log(`cluster up in ${fmt((performance.now() - t0) / 1000, 1)} s; ${tokens.length} bettors funded (on each database)`);
  console.log(`anchor: raw PostgreSQL (node-postgres, one connection, fsync=off) BEGIN + INSERT + COMMIT loop: ${fmt(anchor)} commits/s`);
  console.log('exch  offered  achieved   p50ms   p99ms  p99.9ms | CPU ms/bet: gateways exchanges postgres  nats  total  ×single | commits/s  load   errors');
  singleProcess = await startSingle();
  // Paired (`--pairs` > 1): the single process stays up and is measured again before each cluster round.
  if (pairs === 1) {
    for (const rate of offeredRates) await singleProcess.measure(rate);
    await singleProcess.stop();
  }
  const markets = await betMarkets(pool);
  console.log(`${markets.length} markets (pre-play Match Odds, no delay); the cluster${pairs > 1 ? `, each round after a round of the single process at its rate (${pairs} pairs a rate)` : ''}:`);
  let offset = 0;
  for (const [s, n] of steps.entries()) {
    while (cluster.exchanges.length < n) await cluster.start('exchange');
    while (cluster.gateways.length < gatewaysAt(n)) await cluster.start('gateway');
    const gateways = cluster.gateways.map((g) => g.url);
    await leasesSpread(pool, n);
    const stepRates = rates.map((rate) => (proportional ? rate * n : rate));
    await openLoop({ rate: Math.max(...stepRates), seconds: WARMUP_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: placer(gateways, tokens, (offset += 1_000_000), markets), cpuMs: () => 0 });
    // What the tiers spend with no bet: lease rounds, heartbeats, the System page's samples, keepalives.
    const idle0 = tierReadings(cluster);
    await sleep(IDLE_SECONDS * 1000);
    const idleUsed = tierUsed(idle0, tierReadings(cluster));
    const idleOf = (key: keyof TierCpu) => idleUsed[key] / IDLE_SECONDS;
    const idle = { gateways: idleOf('gateways'), exchanges: idleOf('exchanges'), postgres: idleOf('postgres'), nats: idleOf('nats') };
    const idleTotal = idle.gateways + idle.exchanges + idle.postgres + idle.nats;
    console.log(`${String(n).padStart(4)}        0         — |  with no bet, ms of CPU a second: ${fmt(idle.gateways, 1)} gateways, ${fmt(idle.exchanges, 1)} exchanges, ${fmt(idle.postgres, 1)} PostgreSQL, ${fmt(idle.nats, 1)} NATS: ${fmt(idleTotal, 1)}`);
    let saturated = false;
    for (const rate of stepRates) {
      const pairRatios: Array<{ ratio: number; net: number }> = [];
      for (let pair = 0; pair < pairs && !saturated; pair++) {
        const anchorRow = pairs > 1 ? await singleProcess.measure(rate) : single.find((row) => row.offered === rate);
        if (pairs > 1) await openLoop({ rate, seconds: PAIR_REWARM_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: placer(gateways, tokens, (offset += 1_000_000), markets), cpuMs: () => 0 });
        if (pgStatsFile) await resetStatementStats(pool);
        const bus0 = await busCounts(cluster);
        const calls0 = tierReadings(cluster, procIoSyscalls);
        const cpu0 = tierReadings(cluster);
        const c0 = await commits(pool);
        const started = performance.now();
        const r: RoundResult = await openLoop({ rate, seconds, maxInFlight: MAX_IN_FLIGHT, place: placer(gateways, tokens, (offset += 1_000_000), markets), cpuMs: () => 0 });
        const elapsed = (performance.now() - started) / 1000;
        const c1 = await commits(pool);
        if (pgStatsFile) await appendStatementStats(pool, pgStatsFile, `cluster, ${n} exchange${n === 1 ? '' : 's'}, ${rate}/s`, clusterDb, r.ok);
        const cpuUsed = tierUsed(cpu0, tierReadings(cluster));
        const callsUsed = tierUsed(calls0, tierReadings(cluster, procIoSyscalls));
        const bus1 = await busCounts(cluster);
        const per = (key: keyof TierCpu) => cpuUsed[key] / Math.max(1, r.ok);
        const total = per('gateways') + per('exchanges') + per('postgres') + per('nats');
        const ratio = anchorRow ? total / anchorRow.cpu_ms_per_bet : null;
        const net = total - (idleTotal * elapsed) / Math.max(1, r.ok);
        const ratioNet = anchorRow ? net / anchorRow.cpu_ms_per_bet_net : null;
        rows.push({ exchanges: n, offered: rate, achieved: r.achieved, p99_ms: r.p99, cpu_ms_per_bet: { gateways: per('gateways'), exchanges: per('exchanges'), postgres: per('postgres'), nats: per('nats'), total }, idle_cpu_ms_per_s: { ...idle, total: idleTotal }, cpu_ms_per_bet_net: net, ratio, ratio_net: ratioNet, ...(pairs > 1 ? { pair } : {}) });
        if (ratio !== null && ratioNet !== null) pairRatios.push({ ratio, net: ratioNet });
        const errs = Object.entries(r.errors).map(([key, v]) => `${key}×${v}`).join(' ') || '—';
        console.log(
          `${String(n).padStart(4)} ${String(rate).padStart(8)} ${fmt(r.achieved).padStart(9)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)} ${fmt(r.p999, 1).padStart(8)} | ${fmt(per('gateways'), 2).padStart(19)} ${fmt(per('exchanges'), 2).padStart(9)} ${fmt(per('postgres'), 2).padStart(8)} ${fmt(per('nats'), 2).padStart(5)} ${fmt(total, 2).padStart(6)} ${ratio === null ? '      —' : `${fmt(ratio, 2).padStart(7)}×`} | ${fmt((c1 - c0) / elapsed).padStart(9)}  ${loadavg()[0]!.toFixed(1).padStart(4)}   ${errs}`,
        );
        const perBet = (key: keyof BusCounts) => fmt((bus1[key] - bus0[key]) / Math.max(1, r.ok), 2);
        console.log(`${' '.repeat(23)}net of the idle share: ${fmt(net, 2)} ms/bet${ratioNet === null ? '' : `, ${fmt(ratioNet, 2)}× the single process's ${fmt(anchorRow!.cpu_ms_per_bet_net, 2)}`}`);
        console.log(`${' '.repeat(23)}bus messages per acknowledged bet: ${perBet('commands')} commands (requests and their answers: each ×2 on the wire), ${perBet('publishes')} changes published, ${perBet('received')} changes received; ${bus1.busy - bus0.busy} refused busy by an exchange and sent again`);
        const callsPer = (key: keyof TierCpu) => callsUsed[key] / Math.max(1, r.ok);
        const callsTotal = callsPer('gateways') + callsPer('exchanges') + callsPer('postgres') + callsPer('nats');
        console.log(`${' '.repeat(23)}read/write-family system calls per acknowledged bet (/proc/<pid>/io; PostgreSQL's socket send/recv are not among them): ${fmt(callsPer('gateways'), 1)} gateways, ${fmt(callsPer('exchanges'), 1)} exchanges, ${fmt(callsPer('postgres'), 1)} PostgreSQL, ${fmt(callsPer('nats'), 1)} NATS: ${fmt(callsTotal, 1)}${anchorRow ? ` (single process and its PostgreSQL: ${fmt(anchorRow.syscalls_per_bet, 1)})` : ''}`);
        if (r.achieved < rate * 0.5) {
          console.log(`${String(n).padStart(4)} saturated below half the offered rate: higher rates skipped`);
          saturated = true;
        }
      }
      if (pairs > 1 && pairRatios.length > 0) {
        const list = (xs: number[]) => xs.map((x) => `${fmt(x, 2)}×`).join(', ');
        console.log(`${' '.repeat(23)}the ${pairRatios.length} pairs at ${rate}/s: ${list(pairRatios.map((x) => x.ratio))} (median ${fmt(median(pairRatios.map((x) => x.ratio)), 2)}×); net of idle ${list(pairRatios.map((x) => x.net))} (median ${fmt(median(pairRatios.map((x) => x.net)), 2)}×)`);
      }
      if (saturated) break;
    }
    if (s < steps.length - 1) console.log(`     (starting exchange-${cluster.exchanges.length + 1}…)`);
  }
  /** How far apart the values are, % of the lowest. */
  const spreadPct = (values: number[]) => fmt((100 * (Math.max(...values) - Math.min(...values))) / Math.min(...values), 0);
  const spread = (values: number[], target = '; issue #50: within 15 %') => `${fmt(Math.min(...values), 2)}–${fmt(Math.max(...values), 2)} ms (spread ${spreadPct(values)} % of the lowest${target})`;
  await singleProcess.stop();
  if (rows.length > 1) {
    console.log(`CPU per bet across the steps: ${spread(rows.map((r) => r.cpu_ms_per_bet.total))}; net of the idle share: ${spread(rows.map((r) => r.cpu_ms_per_bet_net))}`);
    // What one process does over the same rates: a machine whose CPU per bet falls with the rate for one
    // process too (fewer wake-ups per bet, warmer caches, larger batches) cannot show the cluster flat.
    const singleAt = rows.map((r) => single.find((x) => x.offered === r.offered)).filter((x): x is SingleRow => x !== undefined);
    if (singleAt.length === rows.length) {
      const ratios = rows.map((r) => r.ratio_net).filter((x): x is number => x !== null);
      console.log(
        `the single process over the same rates: ${spread(singleAt.map((x) => x.cpu_ms_per_bet), '')}; net of its idle share: ${spread(singleAt.map((x) => x.cpu_ms_per_bet_net), '')}` +
          `; the cluster's ratio to it, net: ${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}× (spread ${spreadPct(ratios)} %)`,
      );
    }
  }
  const loadAtEnd = load();
  console.log(`load average at the end ${loadAtEnd}`);
  if (jsonFile) {
    const ratios = rows.map((r) => r.ratio).filter((r): r is number => r !== null);
    const tiers = (t: TierCpu & { total: number }) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, round(v)]));
    const report = {
      steps: rows.map((r) => ({ ...r, achieved: round(r.achieved, 1), p99_ms: round(r.p99_ms, 1), cpu_ms_per_bet: tiers(r.cpu_ms_per_bet), idle_cpu_ms_per_s: tiers(r.idle_cpu_ms_per_s), cpu_ms_per_bet_net: round(r.cpu_ms_per_bet_net), ratio: r.ratio === null ? null : round(r.ratio, 2), ratio_net: r.ratio_net === null ? null : round(r.ratio_net, 2) })),
      single_process: single.map((r) => ({ offered: r.offered, achieved: round(r.achieved, 1), p99_ms: round(r.p99_ms, 1), cpu_ms_per_bet: round(r.cpu_ms_per_bet), cpu_ms_per_bet_net: round(r.cpu_ms_per_bet_net), cpu_ms_per_bet_split: { process: round(r.cpu_ms_per_bet_split.process), postgres: round(r.cpu_ms_per_bet_split.postgres) } })),
      single_process_idle_cpu_ms_per_s: round(singleIdleMsPerS, 1),
      // At the largest step's rate (the single process measured there too).
      single_process_cpu_ms_per_bet: single.length ? round(single.at(-1)!.cpu_ms_per_bet) : null,
      // Paired: the median of the largest step's pairs.
      ratio: ratios.length ? round(pairs > 1 ? median(rows.filter((r) => r.offered === rows.at(-1)!.offered && r.exchanges === rows.at(-1)!.exchanges).map((r) => r.ratio ?? NaN)) : ratios.at(-1)!, 2) : null,
      pairs,
      load: [loadAtStart, loadAtEnd],
    };
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written ${jsonFile}`);
  }
} finally {
  await singleProcess?.stop();
  await pool.end();
  await cluster.stop();
  if (profDir) console.log(`CPU profiles under ${profDir} (node --import tsx scripts/profile-summary.ts ${profDir}/<process>)`);
}
