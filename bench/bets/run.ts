// `npm run bench:bets [-- --quick] [-- --store=pglite|postgres|both] [-- --api=graphql,rest] [-- --rates=100,500]
//   [-- --seconds=10] [-- --bettors=200] [-- --history=1000] [-- --warmup=5] [-- --timeline] [-- --no-burst] [-- --cpu-prof]
//   [-- --node-args=--trace-gc] [-- --scrape=1000] [-- --scrape-interval=1]` (BENCH_SERVER_LOG=file keeps the server's output): bets/s through
//   GraphQL and REST against the server as `npm start` runs it. `--scrape=N`: the cost of N GET /metrics at one
//   every `--scrape-interval` s (default 1) as a share of the process's CPU at 1,000 bets/s (scrapeCost).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startTempPostgres, type TempPostgres } from '../../tests/support/postgres';
import { pgliteCommitRate, postgresCommitRate } from './anchor';
import { openLoop, percentile, postJson, preconnect, useSockets, type RoundResult } from './load';
import { overloadScenario, storedOrders, type OverloadResult } from './overload';
import { exchangeBurst, graphqlBurst } from './inproc';
import { seedBettors } from './seed';
import type { PerfSecond } from '../../server/exchange/service/perf-timeline';
import { buildServerBundle, repoRoot, startBenchServer, type BenchServer } from './server';
import { SPA_PLACE_BET } from '../../server/gateway/spa-place-bet';

const args = new Map(
  process.argv.slice(2).map((a) => {
    // Split at the first '=' only: `--node-args=--import=./x.mjs` keeps its value whole.
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k!, v.length ? v.join('=') : 'true'] as const;
  }),
);
const quick = args.has('quick');
const rates = (args.get('rates') ?? (quick ? '200,1000' : '100,200,500,1000,2000')).split(',').map(Number);
const seconds = Number(args.get('seconds') ?? (quick ? 3 : 10));
const bettorCount = Number(args.get('bettors') ?? (quick ? 50 : 200));
/** `--history=N`: N more ledger transactions in each bettor's wallet before the rounds (seed.ts). */
const history = Number(args.get('history') ?? 0);
const apis = (args.get('api') ?? 'graphql,rest').split(',') as Array<'graphql' | 'rest'>;
const storeArg = args.get('store') ?? 'both';
const cpuProf = args.has('cpu-prof');
/** `--node-args=--trace-gc,--max-semi-space-size=64`: flags for the server's node (comma-separated). */
const serverNodeArgs = (args.get('node-args') ?? '').split(',').filter(Boolean);
const MAX_IN_FLIGHT = Number(args.get('max-in-flight') ?? 1000);
const WARMUP_SECONDS = Number(args.get('warmup') ?? (quick ? 2 : 5));
/** Graceful overload (docs/overload.md): this rate offered for `--overload-seconds` beside 1,000/s alone and after; `--no-overload` skips it. */
const OVERLOAD_RATE = args.has('no-overload') ? 0 : Number(args.get('overload') ?? 3000);
const OVERLOAD_SECONDS = Number(args.get('overload-seconds') ?? (quick ? 5 : 20));
const NORMAL_RATE = 1000;
/**
 * The first round after ready: NORMAL_RATE through GraphQL for this long (`--first-seconds`, default 20;
 * `--no-first-round` skips it), sent as soon as the server prints that it is running and its
 * connections are open — before any warm-up — and printed as its own row.
 */
const FIRST_SECONDS = args.has('no-first-round') ? 0 : Number(args.get('first-seconds') ?? (quick ? 5 : 20));
/** `--scrape=N`: the cost of N GET /metrics (default 1,000) at one every `--scrape-interval` s, measured beside NORMAL_RATE rounds (scrapeCost). */
const SCRAPES = args.has('scrape') ? (args.get('scrape') === 'true' ? 1000 : Number(args.get('scrape'))) : 0;
/** `--scrape-rate=R`: the scrape rounds' bets/s (default NORMAL_RATE; lower only to try the option out at a tiny size). */
const SCRAPE_RATE = Number(args.get('scrape-rate') ?? NORMAL_RATE);

/** Pre-play exchange Match Odds markets of the seeded world (no bet delay). */
const MARKETS = ['41002.mo', '41003.mo', '41005.mo', '22002.mo', '13002.mo', '13003.mo'];
const SIZE = 10_000; // ₹100
const runTag = Date.now().toString(36);

/**
 * The mix, by bet number: pairs that cross (BACK 3.0 then LAY 3.0 on the same runner: the second
 * matches the first), and bets that rest (BACK 20, LAY 1.2) and stay on the book.
 */
function betOf(i: number) {
  const marketId = MARKETS[Math.floor(i / 4) % MARKETS.length]!;
  const runnerId = String(1 + (Math.floor(i / (4 * MARKETS.length)) % 2));
  const [side, price] = ([['BACK', 3], ['LAY', 3], ['BACK', 20], ['LAY', 1.2]] as const)[i % 4]!;
  return { marketId, side, size: SIZE, idempotencyKey: `bench-${runTag}-${i}`, runnerId, price };
}

/** `acked`, when given, collects the bet id of every acknowledged bet. */
function placer(server: BenchServer, api: 'graphql' | 'rest', tokens: string[], offset: number, acked?: string[]) {
  return async (n: number): Promise<string | null> => {
    const i = offset + n;
    const bet = betOf(i);
    const token = tokens[i % tokens.length]!;
    const headers = { authorization: `Bearer ${token}` };
    if (api === 'rest') {
      const res = await postJson(
        `${server.url}/api/bets/place`,
        { marketId: bet.marketId, side: bet.side, size: bet.size, idempotencyKey: bet.idempotencyKey, selection: { kind: 'exchange', runnerId: bet.runnerId, price: bet.price } },
        headers,
      );
      if (res.status === 200) {
        acked?.push((res.body.data as { betId: string }).betId);
        return null;
      }
      return ((res.body.error as { code?: string } | undefined)?.code ?? `HTTP_${res.status}`) as string;
    }
    const res = await postJson(
      `${server.url}/graphql`,
      {
        // The document a bettor's bets arrive with (the SPA's, as Apollo sends it), which the start's warm-up rehearses.
        ...SPA_PLACE_BET,
        variables: { input: { marketId: bet.marketId, side: bet.side, size: bet.size, idempotencyKey: bet.idempotencyKey, selection: { exchange: { runnerId: bet.runnerId, price: bet.price } } } },
      },
      headers,
    );
    const errors = res.body.errors as Array<{ extensions?: { code?: string } }> | undefined;
    if (res.status === 200 && !errors && res.body.data) {
      acked?.push((res.body.data as { placeBet: { betId: string } }).placeBet.betId);
      return null;
    }
    return errors?.[0]?.extensions?.code ?? `HTTP_${res.status}`;
  };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

function printRow(store: string, api: string, r: RoundResult, mainCpuMsPerBet: number, note = '') {
  const errs = Object.entries(r.errors).map(([k, v]) => `${k}×${v}`).join(' ') || '—';
  console.log(
    `${store.padEnd(8)} ${api.padEnd(7)} ${String(r.offered).padStart(6)} ${fmt(r.achieved).padStart(8)} ${fmt(r.p50, 1).padStart(8)} ${fmt(r.p95, 1).padStart(8)} ${fmt(r.p99, 1).padStart(8)} ${fmt(r.p999, 1).padStart(8)} ${fmt(r.cpuMsPerBet, 2).padStart(10)} ${fmt(mainCpuMsPerBet, 2).padStart(9)} ${fmt(r.clientCpuMsPerBet, 2).padStart(10)}  ${errs}${note}`,
  );
}

/**
 * `--timeline`: each second of a round, the client's side (bets acknowledged by when they were due,
 * their p99, how late the load generator woke) beside the server's (PERF_TIMELINE: event-loop delay
 * and utilisation, GC, group-commit batches and their queueing and commit times, and the main thread as
 * the scheduler saw it: ms on a CPU and ms runnable but waiting for one, beside the process's CPU ms).
 */
function printTimeline(result: RoundResult, server: BenchServer) {
  const start = result.startedAt.getTime();
  console.log(`  from ${result.startedAt.toISOString().slice(11, 19)}  sec  acked  p99ms  late | loop max/p99 ms   elu  gc n/ms/max   batches  bets/max  queue max  commit max  main cpu/wait  proc cpu  major n/ms  heap/rss MiB`);
  for (const s of result.perSecond) {
    const at = start + s.second * 1000;
    // The server's second that overlaps this one most (its seconds start on its own clock).
    const p = server.perf.reduce<PerfSecond | null>((best, x) => (Math.abs(x.t - at) < 500 && (!best || Math.abs(x.t - at) < Math.abs(best.t - at)) ? x : best), null);
    const srv = p
      ? `${`${p.loopMaxMs}/${p.loopP99Ms}`.padStart(13)}  ${p.elu.toFixed(2).padStart(5)}  ${`${p.gcCount}/${p.gcMs}/${p.gcMaxMs}`.padStart(11)}  ${String(p.batches).padStart(8)}  ${`${p.bets}/${p.batchMax}`.padStart(8)}  ${String(p.queueMaxMs).padStart(9)}  ${String(p.commitMaxMs).padStart(10)}  ${`${p.mainCpuMs ?? '-'}/${p.mainWaitMs ?? '-'}`.padStart(13)}  ${String(p.processCpuMs).padStart(8)}  ${`${p.gcMajor}/${p.gcMajorMs}`.padStart(11)}  ${`${p.heapMb}/${p.rssMb}`.padStart(12)}`
      : '  (no server second)';
    const door = p?.admission ? `  door ${p.admission.refused}/${p.admission.paced} refused/paced` : '';
    console.log(`  ${' '.repeat(14)}${String(s.second).padStart(3)}  ${String(s.ok).padStart(5)}  ${String(Math.round(s.p99)).padStart(5)}  ${String(Math.round(s.clientLate)).padStart(4)} |${srv}${door}`);
  }
}

function printOverload(store: string, api: string, r: OverloadResult, server: BenchServer) {
  const o = r.overload;
  const elapsed = OVERLOAD_SECONDS;
  // Refused: the server's coded answers; anything else (NOT_SENT, TIMEOUT, …) is listed beside them, not counted as refused.
  const refused = (o.errors.SERVICE_BUSY ?? 0) + (o.errors.TOO_MANY_REQUESTS ?? 0);
  const errs = Object.entries(o.errors).map(([k, v]) => `${k}×${v}`).join(' ') || '—';
  console.log(
    `${store.padEnd(8)} ${api.padEnd(7)} overload: ${NORMAL_RATE}/s alone: ${fmt(r.anchor.achieved)}/s, p50 ${fmt(r.anchor.p50, 1)} p99 ${fmt(r.anchor.p99, 1)} max ${fmt(r.anchor.maxAnswerMs, 0)} ms | ${o.offered}/s offered for ${elapsed} s: admitted ${fmt(o.achieved)}/s, refused ${fmt(refused / elapsed)}/s coded (all answers other than accepted: ${errs}); accepted p50 ${fmt(o.p50, 1)} p99 ${fmt(o.p99, 1)} max ${fmt(o.maxOkMs, 0)} ms; longest answer (any) ${fmt(o.maxAnswerMs, 0)} ms; server RSS ${r.rssBeforeMiB} → peak ${r.rssPeakMiB} MiB | ${NORMAL_RATE}/s after: p99 ${fmt(r.after.p99, 1)} ms, back under ${fmt(r.normalP99, 0)} ms ${r.recoveryMs === null ? 'NOT within the round' : `${r.recoveryMs} ms after the drop`} (the anchor's own 100 ms buckets over it: ${r.anchorSlowBuckets.slow} of ${r.anchorSlowBuckets.of}); from 1 s after the drop: p99 ${r.settled.p99 === null ? '—' : fmt(r.settled.p99, 1)} ms against the anchor's ${fmt(r.anchor.p99, 1)}, ${r.settled.slow} of ${r.settled.of} buckets over ${fmt(r.normalP99, 0)} ms`,
  );
  if (args.has('timeline')) {
    console.log(`  overload per second (acknowledged/p99 ms/client late ms): ${o.perSecond.map((s) => `${s.ok}/${Math.round(s.p99)}/${Math.round(s.clientLate)}`).join(' ')}`);
    console.log(`  the server's seconds meanwhile (loop max ms/admitted/refused at the door or on arrival, of those by the pace/shed/pace per s): ${server.perf.filter((p) => p.t >= o.startedAt.getTime() - 500 && p.t <= o.startedAt.getTime() + (OVERLOAD_SECONDS + 1) * 1000).map((p) => `${Math.round(p.loopMaxMs)}/${p.admission ? `${p.admission.admitted}/${p.admission.refused}/${p.admission.paced}/${p.admission.shed}/${p.admission.pacePerS ?? '-'}` : '-'}`).join(' ')}`);
    console.log(`  after the drop, by 100 ms (acknowledged p99 ms): ${r.after.buckets.map((b) => (b?.length ? Math.round(percentile([...b].sort((x, y) => x - y), 99)) : '-')).join(' ')}`);
    printTimeline(r.after, server);
  }
}

async function benchStore(store: 'pglite' | 'postgres', pg: TempPostgres | null): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-bets-'));
  const profDir = path.join(repoRoot, 'bench', 'bets', 'profiles');
  const t0 = performance.now();
  const databaseUrl = store === 'postgres' ? pg!.url : undefined;
  const tokens = await seedBettors({ dataDir: dir, databaseUrl, count: bettorCount, tag: runTag, funds: 1_000_000_000, history });
  const timelineEnv: Record<string, string> = args.has('timeline') ? { PERF_TIMELINE: '1' } : {};
  const server = await startBenchServer({ ...timelineEnv, ...(databaseUrl ? { DATA_DIR: dir, DATABASE_URL: databaseUrl } : { DATA_DIR: dir }) }, [...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), ...serverNodeArgs]);
  const acked: string[] = [];
  let offset = 0;
  try {
    const kept = await preconnect(server.url, SOCKETS);
    console.log(`${store}: ${tokens.length} bettors funded (₹1 crore each) and server started in ${((performance.now() - t0) / 1000).toFixed(1)} s (start to ready ${fmt(server.startToReadyMs / 1000, 2)} s); server RSS ${server.rssMiB()} MiB; ${kept} connections open`);
    console.log('store    api     offered  achieved     p50ms    p95ms    p99ms  p99.9ms  cpu ms/bet  main ms/bet  client ms/bet  errors');
    if (FIRST_SECONDS > 0 && apis.includes('graphql')) {
      // Cold: the first round after ready, before any warm-up of ours (the server's own warm-up ran before it said so).
      const mainBefore = server.mainCpuMs();
      const first = await openLoop({ rate: NORMAL_RATE, seconds: FIRST_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: placer(server, 'graphql', tokens, (offset += 1_000_000)), cpuMs: () => server.cpuMs() });
      printRow(store, 'graphql', first, (server.mainCpuMs() - mainBefore) / Math.max(1, first.ok), `  ← first round after ready (${FIRST_SECONDS} s; max ${fmt(first.maxAnswerMs, 0)} ms; start to ready ${fmt(server.startToReadyMs / 1000, 2)} s; load ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
      if (args.has('timeline')) printTimeline(first, server);
    }
    // `--first-only`: the first round after ready alone (to compare starts, e.g. WARM_UP=off against on).
    for (const api of args.has('first-only') ? [] : apis) {
      // Warm-up, not counted: 1 s at 100/s, then WARMUP_SECONDS at the highest rate, so the JIT has
      // compiled the hot paths (the server's and PGlite's WebAssembly) and the client holds its sockets.
      // A cold server's first seconds at a high rate are slower: see bench/README.md.
      await openLoop({ rate: 100, seconds: 1, maxInFlight: MAX_IN_FLIGHT, place: placer(server, api, tokens, (offset += 1_000_000)), cpuMs: () => server.cpuMs() });
      if (WARMUP_SECONDS > 0) await openLoop({ rate: Math.max(...rates), seconds: WARMUP_SECONDS, maxInFlight: MAX_IN_FLIGHT, place: placer(server, api, tokens, (offset += 1_000_000)), cpuMs: () => server.cpuMs() });
      for (const rate of rates) {
        const mainBefore = server.mainCpuMs();
        const result = await openLoop({ rate, seconds, maxInFlight: MAX_IN_FLIGHT, place: placer(server, api, tokens, (offset += 1_000_000)), cpuMs: () => server.cpuMs() });
        printRow(store, api, result, (server.mainCpuMs() - mainBefore) / Math.max(1, result.ok));
        if (args.has('timeline')) printTimeline(result, server);
        if (result.achieved < rate * 0.5) {
          console.log(`${store.padEnd(8)} ${api.padEnd(7)} saturated below half the offered rate: higher rates skipped`);
          break;
        }
      }
    }
    if (SCRAPES > 0 && !args.has('first-only')) for (const api of apis) await scrapeCost(store, api, server, (acked0) => placer(server, api, tokens, (offset += 1_000_000), acked0));
    if (OVERLOAD_RATE > 0 && !args.has('first-only')) {
      for (const api of apis) {
        const result = await overloadScenario({
          rate: OVERLOAD_RATE,
          normalRate: NORMAL_RATE,
          seconds: OVERLOAD_SECONDS,
          normalSeconds: quick ? 3 : 5,
          maxInFlight: MAX_IN_FLIGHT,
          place: () => placer(server, api, tokens, (offset += 1_000_000), acked),
          cpuMs: () => server.cpuMs(),
          rssMiB: () => server.rssMiB(),
        });
        printOverload(store, api, result, server);
      }
    }
    console.log(`${store}: server RSS after the rounds ${server.rssMiB()} MiB; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await server.stop();
    if (acked.length) {
      const stored = await storedOrders({ dataDir: dir, databaseUrl }, acked);
      console.log(`${store}: acknowledged in the overload scenario ${acked.length} bets, in the store after the server stopped ${stored}${stored === acked.length ? '' : ` — ${acked.length - stored} LOST`}`);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  if (cpuProf) console.log(`CPU profile written under ${profDir}`);
}

/** One GET /metrics, its body read: its size in bytes, and the text when asked for. */
async function scrape(server: BenchServer): Promise<number>;
async function scrape(server: BenchServer, keep: true): Promise<string>;
async function scrape(server: BenchServer, keep = false): Promise<number | string> {
  const res = await fetch(`${server.url}/metrics`);
  if (res.status !== 200) throw new Error(`GET /metrics: HTTP ${res.status}`);
  const text = await res.text();
  return keep ? text : text.length;
}

/** The store figures' reads so far (backlay_metrics_store_refresh_seconds): how many, and their time in ms. */
async function storeRefreshes(server: BenchServer): Promise<{ count: number; ms: number }> {
  const text = await scrape(server, true);
  const value = (name: string) => Number(/^(\S+) (\S+)$/m.exec(text.split('\n').find((l) => l.startsWith(`${name} `)) ?? '')?.[2] ?? 0);
  return { count: value('backlay_metrics_store_refresh_seconds_count'), ms: value('backlay_metrics_store_refresh_seconds_sum') * 1000 };
}

/** The scrape rate the issue's figure is stated at (`--scrape-interval=S`, seconds between scrapes; default 1). */
const SCRAPE_INTERVAL_S = Number(args.get('scrape-interval') ?? 1);

/**
 * What scraping /metrics costs the server, as the issue asks it (docs/operations.md#metrics): the CPU
 * of 1,000 scrapes (`--scrape=N`) as a share of the process's CPU at SCRAPE_RATE bets/s (1,000) over
 * the time they are spread across at one scrape every SCRAPE_INTERVAL_S (1 s: 1,000 s).
 *
 * Measured: N scrapes in a row on the idle server (its kept connections open), less its idle CPU
 * meanwhile; a round at SCRAPE_RATE without scraping (the process's CPU per second at that rate); and
 * the same round with the N scrapes crammed into it (the extra CPU per scrape under that load, taken
 * when larger, and only when both rounds carried the rate: a loaded machine makes two rounds differ by
 * more than the scrapes). A
 * scrape reads the store's figures when they are over 10 s old and reuses them otherwise, so the
 * crammed round's scrapes pay few reads while scrapes a second apart pay one in ten: the reads are
 * counted and timed by the server (backlay_metrics_store_refresh_seconds, its wall time: an upper
 * bound of their CPU) and taken out of the per-scrape figure, then added back at the stated interval's
 * count. The crammed round's own share is printed too, named for what it is.
 */
async function scrapeCost(store: string, api: string, server: BenchServer, place: (acked?: string[]) => (n: number) => Promise<string | null>): Promise<void> {
  let bytes = await scrape(server); // the first builds what later ones reuse
  // A scrape's CPU on the idle server (its kept connections open): N in a row, less what it spends idle meanwhile.
  const idleFor = 1000;
  const idle0 = server.cpuMs();
  await new Promise((r) => setTimeout(r, idleFor));
  const idlePerMs = (server.cpuMs() - idle0) / idleFor;
  await storeRefreshes(server);
  const idleReads0 = await storeRefreshes(server);
  const t0 = performance.now();
  const c0 = server.cpuMs();
  for (let i = 0; i < SCRAPES; i++) await scrape(server);
  const wall = performance.now() - t0;
  const idleCpu = server.cpuMs() - c0 - idlePerMs * wall;
  await storeRefreshes(server);
  const idleReads1 = await storeRefreshes(server);
  const perScrapeIdle = Math.max(0, idleCpu - (idleReads1.ms - idleReads0.ms)) / SCRAPES;
  const round = async (scraping: boolean) => {
    // Twice: a store read the first one set off shows in the second.
    await storeRefreshes(server);
    const reads0 = await storeRefreshes(server);
    const before = server.cpuMs();
    let done = 0;
    const every = (seconds * 1000) / SCRAPES;
    const pending: Array<Promise<number>> = [];
    const timer = scraping
      ? setInterval(() => {
          if (done >= SCRAPES) return;
          done += 1;
          pending.push(scrape(server));
        }, every)
      : null;
    const result = await openLoop({ rate: SCRAPE_RATE, seconds, maxInFlight: MAX_IN_FLIGHT, place: place(), cpuMs: () => server.cpuMs() });
    if (timer) clearInterval(timer);
    bytes = Math.max(bytes, ...(await Promise.all(pending)));
    const cpuMs = server.cpuMs() - before;
    // A scrape's own store read shows in the next scrape: the last one's, in the reading after.
    await storeRefreshes(server);
    const reads1 = await storeRefreshes(server);
    return { result, cpuMs, scrapes: done, reads: { count: reads1.count - reads0.count, ms: reads1.ms - reads0.ms } };
  };
  const without = await round(false);
  const withScrapes = await round(true);
  // The process's CPU per second at the rate (from its CPU per bet: the same when the round carried the rate, and
  // what the rate would cost when a loaded machine kept it below), and a scrape's extra CPU under that load without its store reads.
  const carried = without.result.achieved >= SCRAPE_RATE * 0.9;
  const cpuPerS = (without.cpuMs / Math.max(1, without.result.ok)) * SCRAPE_RATE;
  const reads = { count: withScrapes.reads.count + idleReads1.count - idleReads0.count, ms: withScrapes.reads.ms + idleReads1.ms - idleReads0.ms };
  const readMs = reads.count > 0 ? reads.ms / reads.count : 0;
  // Under load: the extra CPU of the round with the scrapes — a fair figure only when both rounds carried the rate.
  const bothCarried = carried && withScrapes.result.achieved >= SCRAPE_RATE * 0.9;
  const perScrapeLoaded = Math.max(0, withScrapes.cpuMs - without.cpuMs - withScrapes.reads.ms) / Math.max(1, withScrapes.scrapes);
  // The larger of the two, when the loaded one can be trusted.
  const perScrape = bothCarried ? Math.max(perScrapeIdle, perScrapeLoaded) : perScrapeIdle;
  /** N scrapes one every `interval` s: their CPU, with a store read per 10 s (or per scrape when they are further apart), against the process's CPU over N × interval s. */
  const shareAt = (interval: number) => {
    const spanS = SCRAPES * interval;
    const reads = interval >= 10 ? SCRAPES : Math.ceil(spanS / 10);
    return ((SCRAPES * perScrape + reads * readMs) / (cpuPerS * spanS)) * 100;
  };
  console.log(
    `${store.padEnd(8)} ${api.padEnd(7)} scrape: ${SCRAPES} scrapes at one every ${SCRAPE_INTERVAL_S} s (spread over ${fmt(SCRAPES * SCRAPE_INTERVAL_S)} s) cost ${fmt(shareAt(SCRAPE_INTERVAL_S), 3)} % ` +
      `of the process's CPU at ${SCRAPE_RATE} bets/s over that time (every 15 s: ${fmt(shareAt(15), 3)} %); ` +
      `${fmt(perScrape, 2)} ms CPU per scrape (idle server, ${SCRAPES} in a row: ${fmt(perScrapeIdle, 2)} ms; under the load: ${bothCarried ? `${fmt(perScrapeLoaded, 2)} ms` : `not measured, the rounds did not both carry ${SCRAPE_RATE}/s`}), ` +
      `plus a store read of ${fmt(readMs, 2)} ms (wall) once per 10 s; the process at ${SCRAPE_RATE}/s: ${fmt(cpuPerS)} ms CPU a second` +
      `${carried ? '' : ` (it carried only ${fmt(without.result.achieved)}/s here: its CPU per bet × ${SCRAPE_RATE})`}; ` +
      `${fmt(bytes / 1024, 1)} KiB per GET /metrics; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(
    `${store.padEnd(8)} ${api.padEnd(7)} scrape: the measuring rounds — without scraping ${fmt(without.result.achieved)}/s, CPU ${fmt(without.cpuMs)} ms, p99 ${fmt(without.result.p99, 1)} ms; ` +
      `with ${withScrapes.scrapes} scrapes crammed into the same ${seconds} s (${fmt(withScrapes.scrapes / seconds)} scrapes/s, not a real scrape rate) ${fmt(withScrapes.result.achieved)}/s, CPU ${fmt(withScrapes.cpuMs)} ms ` +
      `(${withScrapes.cpuMs >= without.cpuMs ? '+' : ''}${fmt(((withScrapes.cpuMs - without.cpuMs) / Math.max(1, without.cpuMs)) * 100, 1)} %), p99 ${fmt(withScrapes.result.p99, 1)} ms, ${withScrapes.reads.count} store reads`,
  );
}

/** Connections the client opens before the rounds and keeps (more than it ever has in flight). */
const SOCKETS = 1024;
useSockets(SOCKETS);
console.log(`bench:bets — ${quick ? 'quick' : 'full'} run: rates ${rates.join(', ')}/s, ${seconds} s each, ${bettorCount} bettors${history ? ` (${history} ledger transactions each)` : ''} on ${SOCKETS} kept connections, markets ${MARKETS.length}, max in flight ${MAX_IN_FLIGHT}`);
buildServerBundle();
console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const anchorDir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-anchor-'));
try {
  const anchor = await pgliteCommitRate(anchorDir, quick ? 1 : 2);
  console.log(`anchor: raw PGlite BEGIN + INSERT + COMMIT loop in one process: ${fmt(anchor)} commits/s`);
} finally {
  rmSync(anchorDir, { recursive: true, force: true });
}

if (!args.has('no-burst')) {
  const burstDir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-burst-'));
  try {
    const count = quick ? 1000 : 3000;
    const bursts = await exchangeBurst({
      dataDir: burstDir,
      count,
      rounds: 2,
      bet: (i) => {
        const b = betOf(i);
        return { marketId: b.marketId, side: b.side, size: b.size, idempotencyKey: `burst-${runTag}-${i}`, selection: { kind: 'exchange', runnerId: b.runnerId, price: b.price } };
      },
    });
    for (const [n, r] of bursts.entries()) {
      console.log(
        `exchange alone (in-process inject, PGlite), burst ${n + 1}: ${r.bets} bets at once in ${fmt(r.ms)} ms = ${fmt((r.bets / r.ms) * 1000)} bets/s; ${fmt(r.cpuMsPerBet, 2)} ms CPU/bet (${fmt(1000 / r.cpuMsPerBet)} bets per CPU-second); ${fmt(r.statementsPerBet, 3)} SQL statements/bet; ${r.errors} errors`,
      );
    }
  } finally {
    rmSync(burstDir, { recursive: true, force: true });
  }
}

if (!args.has('no-burst') && apis.includes('graphql')) {
  // The GraphQL path's own CPU per bet: the gateway calling the exchange in-process, and through an HTTP inject.
  for (const direct of [true, false]) {
    const burstDir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-gburst-'));
    try {
      const count = quick ? 1000 : 3000;
      const bursts = await graphqlBurst({
        dataDir: burstDir,
        count,
        rounds: 2,
        direct,
        bet: (i) => {
          const b = betOf(i);
          return { marketId: b.marketId, side: b.side, size: b.size, idempotencyKey: `gburst-${runTag}-${direct}-${i}`, selection: { exchange: { runnerId: b.runnerId, price: b.price } } };
        },
      });
      for (const [n, r] of bursts.entries()) {
        console.log(
          `GraphQL alone (startServer in-process, inject to /graphql, PGlite, gateway→exchange ${direct ? 'in-process call' : 'HTTP inject'}), burst ${n + 1}: ${r.bets} bets at once in ${fmt(r.ms)} ms = ${fmt((r.bets / r.ms) * 1000)} bets/s; ${fmt(r.cpuMsPerBet, 2)} ms CPU/bet (${fmt(1000 / r.cpuMsPerBet)} bets per CPU-second); ${r.errors} errors`,
        );
      }
    } finally {
      rmSync(burstDir, { recursive: true, force: true });
    }
  }
}

if (storeArg === 'pglite' || storeArg === 'both') await benchStore('pglite', null);
if (storeArg === 'postgres' || storeArg === 'both') {
  const pg = await startTempPostgres().catch(() => null);
  if (!pg) console.log('postgres: no PostgreSQL binaries here (tests/support/postgres.ts): skipped');
  else {
    try {
      const anchor = await postgresCommitRate(pg.url, quick ? 1 : 2);
      console.log(`anchor: raw PostgreSQL (node-postgres, one connection, fsync=off) BEGIN + INSERT + COMMIT loop: ${fmt(anchor)} commits/s`);
      await benchStore('postgres', pg);
    } finally {
      await pg.stop();
    }
  }
}
console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
process.exit(0);
