// `npm run bench:cluster -- --takeover [--kills=20] [--rate=60] [--nats=5] [--nats-signal=SIGTERM] [--json=FILE]`
// (issue #50, docs/scaling.md "What fails how"): how long a cluster's markets go without taking bets when an
// exchange process is killed -9 under a steady bet load, and when nats-server restarts.
//
// The cluster of `npm run cluster` on temporary directories (tests/support/cluster.ts): PostgreSQL, nats-server,
// 3 exchange processes, 2 gateways. A steady load of bets (--rate per second, the bench:bets mix on every open
// exchange market, through both gateways in turn) runs throughout. Then, --kills times, one exchange (in turn)
// is killed -9 and, for every market of its partitions:
// - `takes bets`: from the kill until a bet sent after it is accepted — each market is sent a fresh bet every
//   PROBE_EVERY_MS (each through a gateway, not waiting for the ones before it), and the first accepted
//   answer counts: when the market takes bets again, within about PROBE_EVERY_MS;
// - `first bet`: a bet sent to each market as soon as the killed process has exited, timed from the kill
//   to its answer: the gateway sends it again while the partition has no owner, with its backoff (what a
//   bettor who pressed at the wrong moment waits). A bet sent while the process was still exiting (its
//   sockets close last) is lost with it and waits for the gateway's request timeout (15 s): the steady
//   load's SERVICE_UNAVAILABLE refusals are those;
// - `relocked`: when every one of its partitions was held again by a survivor (pg_locks, polled every 10 ms).
// The killed process is started again and the bench waits until the leases are back at their fair shares
// before the next kill. Then, --nats times, nats-server is restarted (SIGTERM, or --nats-signal=SIGKILL) and
// from the moment it is back: until every market takes a bet (as above) and until a marketBook subscription
// on each gateway to each of MARKET_BOOKS markets has moved again (the same WebSocket connections).
// Prints each event and p50/p99/max. `--json=FILE` writes them. The machine's load average is printed at
// each event: the machine is shared, and these are wall-clock figures.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { partitionOf } from '../../server/bus/subjects';
import { leaseHolders, spreadLeases, startTempCluster, type TempCluster } from '../../tests/support/cluster';
import { placeBet } from '../../tests/cluster/graphql-client';
import { firstTaken } from '../../tests/cluster/load';
import { exchangeMarkets, missingOrders, tradeAnomalies, type BetMarket } from '../../tests/cluster/store-checks';
import { seedBettors } from '../bets/seed';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'] as const;
  }),
);
const KILLS = Number(args.get('kills') ?? 20);
const RATE = Number(args.get('rate') ?? 60);
const NATS_RESTARTS = Number(args.get('nats') ?? 0);
const NATS_SIGNAL = (args.get('nats-signal') ?? 'SIGTERM') as NodeJS.Signals;
const jsonFile = args.get('json');
const EXCHANGES = 3;
/** A fresh probe bet per market this often while it has taken none since the event, ms. */
const PROBE_EVERY_MS = 50;
/** How long a market may go without taking a bet before the bench calls it lost, ms. */
const GIVE_UP_MS = 60_000;
const MARKET_BOOKS = 4;
const BETTORS = 20;
const SIZE = 2_000;
const runTag = Date.now().toString(36);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const fmt = (n: number | null) => (n === null || !Number.isFinite(n) ? '—' : String(Math.round(n)));

/** Nearest-rank percentile (p99 of 20 samples is the largest). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(100);
  }
}

/** The steady load: bets at `rate` per second on every market in turn, crossing pairs and resting bets, through the gateways in turn. */
function steadyLoad(gateways: () => string[], tokens: string[], markets: BetMarket[], rate: number) {
  let stopped = false;
  let sent = 0;
  const acked: string[] = [];
  const refused: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  const one = async (i: number) => {
    const market = markets[Math.floor(i / 4) % markets.length]!;
    const runnerId = market.runners[Math.floor(i / (4 * markets.length)) % 2]!;
    const [side, price] = ([['BACK', 3], ['LAY', 3], ['BACK', 20], ['LAY', 1.2]] as const)[i % 4]!;
    const list = gateways();
    const result = await placeBet(list[i % list.length]!, tokens[i % tokens.length]!, { idempotencyKey: `load-${runTag}-${i}`, marketId: market.marketId, side, size: SIZE, runnerId, price });
    if (result.data) acked.push(result.data.betId);
    else refused[result.code] = (refused[result.code] ?? 0) + 1;
  };
  const loop = (async () => {
    const began = Date.now();
    while (!stopped) {
      const due = began + (sent * 1000) / rate;
      if (due > Date.now()) await sleep(due - Date.now());
      const p = one(sent++).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  })();
  return {
    acked,
    refused,
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
    },
  };
}

/** A probe bet (a lay at 1.2: it rests) through a gateway: accepted, or its refusal's code. */
const probe = (gateway: string, token: string, market: BetMarket, key: string) =>
  placeBet(gateway, token, { idempotencyKey: key, marketId: market.marketId, side: 'LAY', size: SIZE, runnerId: market.runners[0]!, price: 1.2 });

/** From now on, a fresh bet to each market every PROBE_EVERY_MS until it takes one (tests/cluster/load.ts firstTaken): the ms from `at` to the last market's. */
async function everyMarketTakesBets(markets: BetMarket[], at: number, gateways: string[], token: string, tag: string): Promise<number | null> {
  const taken = await firstTaken({ tag, markets, gateways, token, everyMs: PROBE_EVERY_MS, timeoutMs: GIVE_UP_MS });
  const times = [...taken.values()].map((t) => (t ? t.answeredAt - at : null));
  return times.includes(null) ? null : Math.max(...(times as number[]));
}

/** One bet to each market, sent now: ms from `at` to each answer, and the refusals' codes. */
async function oneBetEach(markets: BetMarket[], at: number, gateways: string[], token: string, tag: string): Promise<{ ms: number; refused: string[] }> {
  const answers = await Promise.all(
    markets.map(async (m, i) => {
      const result = await probe(gateways[i % gateways.length]!, token, m, `${tag}-${i}`);
      return { at: Date.now(), code: result.data ? null : result.code };
    }),
  );
  return { ms: Math.max(...answers.map((a) => a.at)) - at, refused: answers.flatMap((a) => (a.code ? [a.code] : [])) };
}

interface KillRow {
  victim: string;
  partitions: number;
  markets: number;
  relocked_ms: number | null;
  takes_bets_ms: number | null;
  first_bet_ms: number | null;
  first_bet_refused: string[];
  load: string;
}

interface NatsRow {
  outage_ms: number;
  takes_bets_ms: number | null;
  first_bet_ms: number | null;
  first_bet_refused: string[];
  books_move_ms: number | null;
  load: string;
}


/** When every partition in `partitions` is held by a pid other than `victim` (polled every 10 ms), ms after `at`. */
function watchRelock(pool: pg.Pool, partitions: number[], victim: number, at: number): { done: Promise<number | null>; stop(): void } {
  let stopped = false;
  const done = (async () => {
    while (!stopped && Date.now() - at < GIVE_UP_MS) {
      const holders = await leaseHolders(pool).catch(() => null);
      if (holders && partitions.every((p) => holders.has(p) && holders.get(p) !== victim)) return Date.now() - at;
      await sleep(10);
    }
    return null;
  })();
  return { done, stop: () => void (stopped = true) };
}

async function killOne(cluster: TempCluster, pool: pg.Pool, markets: BetMarket[], token: string, k: number): Promise<KillRow> {
  // Settled: each exchange at its target of the partitions, where no give-back is left to make.
  const holders = await spreadLeases(pool, EXCHANGES, 300_000);
  const index = k % EXCHANGES;
  const victim = cluster.exchanges[index]!;
  const partitions = [...holders].filter(([, pid]) => pid === victim.pid).map(([p]) => p);
  const theirs = markets.filter((m) => partitions.includes(partitionOf(m.marketId)));
  const gateways = cluster.gateways.map((g) => g.url);
  const killedAt = Date.now();
  const crashed = victim.crash();
  const relock = watchRelock(pool, partitions, victim.pid, killedAt);
  const takes = everyMarketTakesBets(theirs, killedAt, gateways, token, `kill-${runTag}-${k}`);
  const firsts = crashed.then(() => oneBetEach(theirs, killedAt, gateways, token, `first-${runTag}-${k}`));
  const [taken, first, relockedMs] = await Promise.all([takes, firsts, relock.done]);
  relock.stop();
  const row: KillRow = {
    victim: victim.name,
    partitions: partitions.length,
    markets: theirs.length,
    relocked_ms: relockedMs,
    takes_bets_ms: taken,
    first_bet_ms: first.ms,
    first_bet_refused: first.refused,
    load: load(),
  };
  console.log(
    `kill ${String(k + 1).padStart(2)}  ${row.victim.padEnd(10)} ${String(row.partitions).padStart(3)} partitions ${String(row.markets).padStart(3)} markets | relocked ${fmt(row.relocked_ms).padStart(5)} ms | takes bets ${fmt(row.takes_bets_ms).padStart(5)} ms | a bet sent once it exited answered ${fmt(row.first_bet_ms).padStart(5)} ms${row.first_bet_refused.length ? ` (refused: ${row.first_bet_refused.join(', ')})` : ''} | load ${row.load}`,
  );
  await cluster.start('exchange', victim.name);
  return row;
}

/** A marketBook subscription on `gatewayUrl`: counts its updates and the time of the last one. */
function watchBook(gatewayUrl: string, marketId: string): { client: Client; updates: () => number; updatesAfter: (at: number) => number | null } {
  const client = createClient({ url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  const times: number[] = [];
  client.subscribe({ query: `subscription { marketBook(marketId: "${marketId}") { marketId } }` }, { next: () => void times.push(Date.now()), error: () => {}, complete: () => {} });
  return { client, updates: () => times.length, updatesAfter: (at) => times.find((t) => t > at) ?? null };
}

async function restartNats(cluster: TempCluster, markets: BetMarket[], token: string, n: number): Promise<NatsRow> {
  const gateways = cluster.gateways.map((g) => g.url);
  const books = cluster.gateways.flatMap((g) => markets.slice(0, MARKET_BOOKS).map((m) => watchBook(g.url, m.marketId)));
  try {
    await waitUntil('every live book moving', () => books.every((b) => b.updates() >= 2), 120_000);
    const stoppedAt = Date.now();
    await cluster.restartNats(NATS_SIGNAL);
    const backAt = Date.now();
    const [taken, first] = await Promise.all([
      everyMarketTakesBets(markets, backAt, gateways, token, `nats-${runTag}-${n}`),
      oneBetEach(markets, backAt, gateways, token, `nats-first-${runTag}-${n}`),
    ]);
    await waitUntil('every live book moving after the restart', () => books.every((b) => b.updatesAfter(backAt) !== null), GIVE_UP_MS).catch(() => {});
    const moved = books.map((b) => b.updatesAfter(backAt));
    const row: NatsRow = {
      outage_ms: backAt - stoppedAt,
      takes_bets_ms: taken,
      first_bet_ms: first.ms,
      first_bet_refused: first.refused,
      books_move_ms: moved.includes(null) ? null : Math.max(...(moved as number[])) - backAt,
      load: load(),
    };
    console.log(
      `nats ${String(n + 1).padStart(2)}  ${NATS_SIGNAL}, away ${fmt(row.outage_ms)} ms | every market takes bets ${fmt(row.takes_bets_ms).padStart(5)} ms after it is back | a bet sent then answered ${fmt(row.first_bet_ms).padStart(5)} ms${row.first_bet_refused.length ? ` (refused: ${row.first_bet_refused.join(', ')})` : ''} | every book moved ${fmt(row.books_move_ms).padStart(5)} ms | load ${row.load}`,
    );
    return row;
  } finally {
    for (const b of books) await b.client.dispose();
  }
}

function summary(name: string, values: Array<number | null>): Record<string, number | null> {
  const known = values.filter((v): v is number => v !== null);
  const lost = values.length - known.length;
  const s = { p50: percentile(known, 50), p99: percentile(known, 99), max: known.length ? Math.max(...known) : NaN };
  console.log(`${name.padEnd(44)} p50 ${fmt(s.p50).padStart(5)} ms  p99 ${fmt(s.p99).padStart(5)} ms  max ${fmt(s.max).padStart(5)} ms${lost ? `  (${lost} never)` : ''}`);
  return { p50: s.p50, p99: s.p99, max: s.max, never: lost };
}

const loadAtStart = load();
console.log(`bench:cluster --takeover — ${EXCHANGES} exchanges, 2 gateways; ${KILLS} kill -9s, ${NATS_RESTARTS} NATS restarts (${NATS_SIGNAL}); steady load ${RATE} bets/s; probes every ${PROBE_EVERY_MS} ms; load average at start ${loadAtStart}`);
let tokens: string[] = [];
const t0 = Date.now();
const cluster = await startTempCluster({
  exchanges: EXCHANGES,
  gateways: 2,
  env: { LOG_LEVEL: 'error' },
  async prepare(databaseUrl) {
    tokens = await seedBettors({ dataDir: '/nonexistent', databaseUrl, count: BETTORS + 1, tag: runTag, funds: 1_000_000_000 });
  },
});
const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
const kills: KillRow[] = [];
const restarts: NatsRow[] = [];
try {
  const markets = await exchangeMarkets(pool);
  console.log(`cluster up in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${markets.length} open exchange markets (no bet delay) over ${new Set(markets.map((m) => partitionOf(m.marketId))).size} partitions`);
  const probeToken = tokens[BETTORS]!;
  const load1 = steadyLoad(() => cluster.gateways.map((g) => g.url), tokens.slice(0, BETTORS), markets, RATE);
  try {
    for (let k = 0; k < KILLS; k++) kills.push(await killOne(cluster, pool, markets, probeToken, k));
    for (let n = 0; n < NATS_RESTARTS; n++) {
      restarts.push(await restartNats(cluster, markets, probeToken, n));
      await sleep(3_000);
    }
  } finally {
    await load1.stop();
  }
  const missing = await missingOrders(pool, load1.acked);
  const anomalies = await tradeAnomalies(pool);
  console.log(`steady load: ${load1.acked.length} bets acknowledged, refused ${JSON.stringify(load1.refused)}; acknowledged and not stored: ${missing.length}; trade anomalies: ${anomalies.length}`);
  const report: Record<string, unknown> = { load: [loadAtStart, load()], rate: RATE, probe_every_ms: PROBE_EVERY_MS };
  if (kills.length) {
    report.kills = kills;
    report.relocked_ms = summary('kill -9: partitions relocked', kills.map((r) => r.relocked_ms));
    report.takes_bets_ms = summary('kill -9: every market takes bets', kills.map((r) => r.takes_bets_ms));
    report.first_bet_ms = summary('kill -9: a bet sent once it exited answered', kills.map((r) => r.first_bet_ms));
  }
  if (restarts.length) {
    report.nats = restarts;
    report.nats_takes_bets_ms = summary('NATS restart: every market takes bets', restarts.map((r) => r.takes_bets_ms));
    report.nats_books_move_ms = summary('NATS restart: every live book moved', restarts.map((r) => r.books_move_ms));
  }
  console.log(`load average at the end ${load()}`);
  if (jsonFile) {
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written ${jsonFile}`);
  }
} finally {
  await pool.end();
  await cluster.stop();
}
