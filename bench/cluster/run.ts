// `npm run bench:cluster [-- --rates=400,800,1600] [-- --seconds=8] [-- --bettors=200] [-- --exchanges=1,2,3]`:
// bets/s and latency through 2 gateways (GraphQL) with 1, 2 and 3 exchange processes on one PostgreSQL
// and one nats-server (issue #33, docs/scaling.md), side by side in one run on one cluster that grows
// (an exchange joins between steps and the partition leases spread over it). Per step and offered
// rate: achieved bets/s, p50/p99, CPU per acknowledged bet of each tier (gateways, exchanges,
// PostgreSQL, NATS; /proc/<pid>/stat), PostgreSQL's commit rate (pg_stat_database), the load average.
// Anchor in the same run: a raw BEGIN + INSERT + COMMIT loop on the same PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { procCpuMs } from '../../scripts/lib/cluster';
import { leaseHolders, startTempCluster, type TempCluster } from '../../tests/support/cluster';
import { postgresCommitRate } from '../bets/anchor';
import { openLoop, postJson, type RoundResult } from '../bets/load';
import { seedBettors } from '../bets/seed';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'] as const;
  }),
);
const rates = (args.get('rates') ?? '400,800,1600').split(',').map(Number);
const seconds = Number(args.get('seconds') ?? 8);
const bettorCount = Number(args.get('bettors') ?? 200);
const steps = (args.get('exchanges') ?? '1,2,3').split(',').map(Number);
const WARMUP_SECONDS = Number(args.get('warmup') ?? 3);
const MAX_IN_FLIGHT = 1000;
const SIZE = 10_000;
const runTag = Date.now().toString(36);

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Pre-play exchange Match Odds markets of the seeded world (no bet delay), as bench:bets bets on, and more partitions. */
let markets: string[] = [];

/** Bet i: crossing pairs (BACK 3 then LAY 3) and resting bets (BACK 20, LAY 1.2), as bench:bets. */
function betOf(i: number) {
  const marketId = markets[Math.floor(i / 4) % markets.length]!;
  const runnerId = String(1 + (Math.floor(i / (4 * markets.length)) % 2));
  const [side, price] = ([['BACK', 3], ['LAY', 3], ['BACK', 20], ['LAY', 1.2]] as const)[i % 4]!;
  return { marketId, side, size: SIZE, idempotencyKey: `cluster-${runTag}-${i}`, selection: { exchange: { runnerId, price } } };
}

const PLACE = 'mutation Place($input: PlaceBetInput!) { placeBet(input: $input) { betId status } }';

function placer(gateways: string[], tokens: string[], offset: number) {
  return async (n: number): Promise<string | null> => {
    const i = offset + n;
    const res = await postJson(`${gateways[i % gateways.length]}/graphql`, { query: PLACE, variables: { input: betOf(i) } }, { authorization: `Bearer ${tokens[i % tokens.length]}` });
    const errors = res.body.errors as Array<{ extensions?: { code?: string } }> | undefined;
    if (res.status === 200 && !errors && res.body.data) return null;
    return errors?.[0]?.extensions?.code ?? `HTTP_${res.status}`;
  };
}

/** PostgreSQL's processes: the postmaster (postmaster.pid) and its children (backends, writer, WAL…). */
function postgresPids(cluster: TempCluster): number[] {
  const master = Number(readFileSync(path.join(cluster.root, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
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

interface TierCpu {
  gateways: number;
  exchanges: number;
  postgres: number;
  nats: number;
}

function tierCpu(cluster: TempCluster): TierCpu {
  const sum = (pids: number[]) => pids.reduce((s, pid) => s + (procCpuMs(pid) || 0), 0);
  return {
    gateways: sum(cluster.gateways.map((p) => p.pid)),
    exchanges: sum(cluster.exchanges.map((p) => p.pid)),
    // Backends come and go; one that ended between the two readings drops out of the sum (a small undercount).
    postgres: sum(postgresPids(cluster)),
    nats: sum([cluster.nats.pid()]),
  };
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

console.log(`bench:cluster — 2 gateways, exchange processes ${steps.join(' → ')}; rates ${rates.join(', ')}/s, ${seconds} s each, ${bettorCount} bettors; load average at start ${load()}`);
let tokens: string[] = [];
let anchor = NaN;
const t0 = performance.now();
const cluster = await startTempCluster({
  exchanges: steps[0]!,
  gateways: 2,
  env: { LOG_LEVEL: 'error' },
  async prepare(databaseUrl) {
    anchor = await postgresCommitRate(databaseUrl, 2);
    tokens = await seedBettors({ dataDir: '/nonexistent', databaseUrl, count: bettorCount, tag: runTag, funds: 1_000_000_000 });
  },
});
const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
try {
  console.log(`cluster up in ${fmt((performance.now() - t0) / 1000, 1)} s; ${tokens.length} bettors funded`);
  console.log(`anchor: raw PostgreSQL (node-postgres, one connection, fsync=off) BEGIN + INSERT + COMMIT loop: ${fmt(anchor)} commits/s`);
  const { rows } = await pool.query<{ market_id: string }>("select market_id from markets where kind = 'exchange' and status = 'OPEN' and bet_delay_ms = 0 and not in_play and market_id like '%.mo' order by market_id");
  markets = rows.map((r) => r.market_id);
  console.log(`${markets.length} markets (pre-play Match Odds, no delay)`);
  const gateways = cluster.gateways.map((g) => g.url);
  console.log('exch  offered  achieved   p50ms   p99ms  p99.9ms | CPU ms/bet: gateways exchanges postgres  nats  total | commits/s  load   errors');
  let offset = 0;
  for (const [s, n] of steps.entries()) {
    while (cluster.exchanges.length < n) await cluster.start('exchange');
    await leasesSpread(pool, n);
    await openLoop({ rate: Math.max(...rates), seconds: WARMUP_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: placer(gateways, tokens, (offset += 1_000_000)), cpuMs: () => 0 });
    for (const rate of rates) {
      const cpu0 = tierCpu(cluster);
      const c0 = await commits(pool);
      const started = performance.now();
      const r: RoundResult = await openLoop({ rate, seconds, maxInFlight: MAX_IN_FLIGHT, place: placer(gateways, tokens, (offset += 1_000_000)), cpuMs: () => 0 });
      const elapsed = (performance.now() - started) / 1000;
      const c1 = await commits(pool);
      const cpu1 = tierCpu(cluster);
      const per = (k: keyof TierCpu) => (cpu1[k] - cpu0[k]) / Math.max(1, r.ok);
      const total = per('gateways') + per('exchanges') + per('postgres') + per('nats');
      const errs = Object.entries(r.errors).map(([k, v]) => `${k}×${v}`).join(' ') || '—';
      console.log(
        `${String(n).padStart(4)} ${String(rate).padStart(8)} ${fmt(r.achieved).padStart(9)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)} ${fmt(r.p999, 1).padStart(8)} | ${fmt(per('gateways'), 2).padStart(19)} ${fmt(per('exchanges'), 2).padStart(9)} ${fmt(per('postgres'), 2).padStart(8)} ${fmt(per('nats'), 2).padStart(5)} ${fmt(total, 2).padStart(6)} | ${fmt((c1 - c0) / elapsed).padStart(9)}  ${loadavg()[0]!.toFixed(1).padStart(4)}   ${errs}`,
      );
      if (r.achieved < rate * 0.5) {
        console.log(`${String(n).padStart(4)} saturated below half the offered rate: higher rates skipped`);
        break;
      }
    }
    if (s < steps.length - 1) console.log(`     (starting exchange-${cluster.exchanges.length + 1}…)`);
  }
  console.log(`load average at the end ${load()}`);
} finally {
  await pool.end();
  await cluster.stop();
}
