// `npm run bench:gateway` (table) or `npm run bench:gateway -- --json` (one JSON object per scenario).
// 1. market-query: the live market query (20 runners × 3 back + 3 lay) through the gateway vs the same
//    JSON straight from the REST endpoint, autocannon, interleaved rounds, medians.
// 2. fanout: market books to 1,000 graphql-ws subscribers, Backlay's gateway vs graphql-ws's own useServer,
//    with the markets changing in lockstep (all in one tick) and at independent phases.
// 3. stadium: 20,000 graphql-ws subscribers on ONE market changing 4 times a second (issue #50): latency
//    from the exchange's change to the gateway's socket write (sampled in the gateway) and to the client,
//    and messages per gateway CPU-second (stadium.ts).
import { cpuSeconds, fanout, type FanoutResult } from './fanout';
import { load, MARKET_QUERY, sameData, startMarketServer, type LoadResult } from './market-query';
import { stadium } from './stadium';

const json = process.argv.includes('--json');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const FANOUT = { subscribers: 1000, markets: 12, publishMs: 50, conflateMs: 100, seconds: 10 };
const STADIUM = {
  subscribers: Number(process.env.BENCH_STADIUM_SUBSCRIBERS ?? 20_000),
  publishMs: 250,
  conflateMs: 100,
  seconds: Number(process.env.BENCH_STADIUM_SECONDS ?? 10),
  processes: Number(process.env.BENCH_STADIUM_PROCESSES ?? 2),
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const log = (line: string) => {
  if (!json) console.log(line);
};

interface Measured extends LoadResult {
  /** Requests per CPU-second of the server process (this box is shared: wall-clock rates swing). */
  perCpuSecond: number;
}

async function marketQuery(transport: 'inject' | 'http', rounds: number) {
  const server = await startMarketServer({ GATEWAY_REST_TRANSPORT: transport });
  try {
    const shape = await sameData(server);
    const targets = {
      rest: { url: `${server.url}/api/markets/detail`, body: JSON.stringify({ marketId: server.marketId }) },
      gateway: { url: `${server.url}/graphql`, body: JSON.stringify({ query: MARKET_QUERY, variables: { id: server.marketId } }) },
    };
    const measure = async (which: keyof typeof targets, seconds: number): Promise<Measured> => {
      const cpu0 = cpuSeconds(server.child.pid);
      const result = await load({ ...targets[which], seconds, connections: CONNECTIONS });
      const cpu = cpuSeconds(server.child.pid) - cpu0;
      return { ...result, perCpuSecond: (result.reqPerSec * seconds) / cpu };
    };
    await measure('rest', 2);
    await measure('gateway', 2);
    const runs: Record<'rest' | 'gateway', Measured[]> = { rest: [], gateway: [] };
    for (let round = 0; round < rounds; round++) {
      const order: Array<'rest' | 'gateway'> = round % 2 ? ['gateway', 'rest'] : ['rest', 'gateway'];
      for (const which of order) runs[which].push(await measure(which, SECONDS));
      log(`  round ${round + 1}: REST ${fmt(runs.rest.at(-1)!.reqPerSec)} req/s, gateway ${fmt(runs.gateway.at(-1)!.reqPerSec)} req/s`);
    }
    const summary = (xs: Measured[]) => ({
      reqPerSec: median(xs.map((x) => x.reqPerSec)),
      p99Ms: median(xs.map((x) => x.p99Ms)),
      perCpuSecond: median(xs.map((x) => x.perCpuSecond)),
      errors: xs.reduce((n, x) => n + x.errors, 0),
    });
    return { shape, rest: summary(runs.rest), gateway: summary(runs.gateway) };
  } finally {
    await server.stop();
  }
}

async function fanoutRounds(mode: 'shared' | 'stock', phases: 'lockstep' | 'spread', rounds: number): Promise<FanoutResult> {
  const results: FanoutResult[] = [];
  for (let i = 0; i < rounds; i++) {
    results.push(await fanout({ ...FANOUT, mode, phases }));
    const r = results.at(-1)!;
    log(`  ${mode}, ${phases}, round ${i + 1}: ${fmt(r.deliveredPerSec)} msg/s, p99 ${r.p99Ms} ms (gateway CPU ${r.gatewayCpu}, subscribers CPU ${r.subscribersCpu})`);
  }
  const pick = (key: keyof FanoutResult) => median(results.map((r) => r[key] as number));
  return { ...results[0]!, deliveredPerSec: pick('deliveredPerSec'), p50Ms: pick('p50Ms'), p99Ms: pick('p99Ms'), maxMs: pick('maxMs'), gatewayCpu: pick('gatewayCpu'), subscribersCpu: pick('subscribersCpu') };
}

log(`Node ${process.version}; market query: ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections, medians; collapsing ${process.env.GATEWAY_COLLAPSE === 'off' ? 'off' : 'on'}`);
const inject = await marketQuery('inject', ROUNDS);
log(`  (${inject.shape.runners} runners, ${inject.shape.levels} price levels; REST reply ${fmt(inject.shape.restBytes)} B, gateway reply ${fmt(inject.shape.gatewayBytes)} B)`);
log('market query, gateway calling REST over keep-alive HTTP instead of in-process:');
const http = await marketQuery('http', Math.max(1, Math.ceil(ROUNDS / 2)));
log(`fan-out: ${FANOUT.subscribers} subscribers × ${FANOUT.markets} markets, each market published every ${FANOUT.publishMs} ms (in lockstep, then at own phases), conflated to ${FANOUT.conflateMs} ms`);
const fanRounds = Number(process.env.BENCH_FANOUT_ROUNDS ?? 3);
const ours = await fanoutRounds('shared', 'lockstep', fanRounds);
const anchor = await fanoutRounds('stock', 'lockstep', 1);
const spread = await fanoutRounds('shared', 'spread', fanRounds);
log(`stadium: ${fmt(STADIUM.subscribers)} subscribers (${STADIUM.processes} client processes) on one market changing every ${STADIUM.publishMs} ms, ${STADIUM.seconds} s after 3 s of warm-up`);
const crowd = await stadium(STADIUM);
log(`  ${fmt(crowd.deliveredPerSec)} msg/s, gateway change → write p99 ${crowd.gatewayP99Ms} ms, ${fmt(crowd.perGatewayCpuSecond)} msg per gateway CPU-second (set-up ${crowd.setupSeconds} s)`);
const stadiumMet = crowd.subscribers >= 20_000 && crowd.gatewayP99Ms <= 200 && crowd.perGatewayCpuSecond >= 100_000 && crowd.deliveredPerSec >= 0.95 * crowd.offeredPerSec;

const ratio = inject.gateway.reqPerSec / inject.rest.reqPerSec;
const cpuRatio = inject.gateway.perCpuSecond / inject.rest.perCpuSecond;
const met = (r: FanoutResult) => r.deliveredPerSec >= 100_000 && r.p99Ms <= 100;
if (json) {
  console.log(JSON.stringify({ scenario: 'market-query', collapsing: process.env.GATEWAY_COLLAPSE !== 'off', rest_req_per_s: inject.rest.reqPerSec, gateway_req_per_s: inject.gateway.reqPerSec, ratio: Math.round(ratio * 100) / 100, rest_p99_ms: inject.rest.p99Ms, gateway_p99_ms: inject.gateway.p99Ms, rest_req_per_cpu_s: Math.round(inject.rest.perCpuSecond), gateway_req_per_cpu_s: Math.round(inject.gateway.perCpuSecond), gateway_http_req_per_s: http.gateway.reqPerSec, rest_req_per_s_http_run: http.rest.reqPerSec }));
  console.log(JSON.stringify({ scenario: 'fanout-1000', subscribers: ours.subscribers, markets: ours.markets, offered_msgs_per_s: ours.offeredPerSec, delivered_msgs_per_s: ours.deliveredPerSec, p50_ms: ours.p50Ms, p99_ms: ours.p99Ms, gateway_cpu: ours.gatewayCpu, anchor_msgs_per_s: anchor.deliveredPerSec, anchor_p99_ms: anchor.p99Ms, anchor_gateway_cpu: anchor.gatewayCpu }));
  console.log(JSON.stringify({ scenario: 'fanout-1000-spread', subscribers: spread.subscribers, markets: spread.markets, offered_msgs_per_s: spread.offeredPerSec, delivered_msgs_per_s: spread.deliveredPerSec, p50_ms: spread.p50Ms, p99_ms: spread.p99Ms, gateway_cpu: spread.gatewayCpu }));
  console.log(
    JSON.stringify({
      scenario: 'stadium-20000',
      subscribers: crowd.subscribers,
      requested_subscribers: crowd.requested,
      open_files_limit: crowd.openFilesLimit,
      updates_per_s: crowd.updatesPerSec,
      offered_msgs_per_s: crowd.offeredPerSec,
      delivered_msgs_per_s: crowd.deliveredPerSec,
      per_socket_min_max: crowd.perSocket,
      gateway_p50_ms: crowd.gatewayP50Ms,
      gateway_p99_ms: crowd.gatewayP99Ms,
      gateway_max_ms: crowd.gatewayMaxMs,
      client_p50_ms: crowd.clientP50Ms,
      client_p99_ms: crowd.clientP99Ms,
      gateway_cpu: crowd.gatewayCpu,
      gateway_system_share: crowd.gatewaySystemShare,
      msgs_per_gateway_cpu_s: crowd.perGatewayCpuSecond,
      gateway_rss_mb: crowd.gatewayRssMb,
      setup_s: crowd.setupSeconds,
      met: stadiumMet,
    }),
  );
} else {
  console.log('');
  console.log(['scenario'.padEnd(34), 'ours'.padStart(14), 'anchor'.padStart(14), 'ratio'.padStart(7), 'p99 ours / anchor'.padStart(20), 'target'.padEnd(30), 'result'].join(' | '));
  const row = (name: string, oursN: number, anchorN: number, p99: string, target: string, met: boolean | null) =>
    console.log([name.padEnd(34), fmt(oursN).padStart(14), fmt(anchorN).padStart(14), `${(oursN / anchorN).toFixed(2)}×`.padStart(7), p99.padStart(20), target.padEnd(30), met === null ? '–' : met ? 'met' : 'MISSED'].join(' | '));
  row('market query, req/s (vs REST)', inject.gateway.reqPerSec, inject.rest.reqPerSec, `${inject.gateway.p99Ms} / ${inject.rest.p99Ms} ms`, '≥ 0.6× raw REST', ratio >= 0.6);
  row('  same, req per server CPU-second', inject.gateway.perCpuSecond, inject.rest.perCpuSecond, '', `(reference: ${cpuRatio.toFixed(2)}×)`, null);
  row('  gateway → REST over HTTP, req/s', http.gateway.reqPerSec, http.rest.reqPerSec, `${http.gateway.p99Ms} / ${http.rest.p99Ms} ms`, '(reference)', null);
  row('fan-out 1,000 subs, msg/s (vs ws)', ours.deliveredPerSec, anchor.deliveredPerSec, `${ours.p99Ms} / ${anchor.p99Ms} ms`, '≥ 100k msg/s at p99 ≤ 100 ms', met(ours));
  row('  same, markets at own phases', spread.deliveredPerSec, anchor.deliveredPerSec, `${spread.p99Ms} / – ms`, '≥ 100k msg/s at p99 ≤ 100 ms', met(spread));
  row(`stadium ${fmt(crowd.subscribers)} subs, msg/s`, crowd.deliveredPerSec, crowd.offeredPerSec, `${crowd.gatewayP99Ms} / – ms`, '≤ 200 ms to write, ≥ 100k/CPU-s', stadiumMet);
  row('  same, msg per gateway CPU-second', crowd.perGatewayCpuSecond, 100_000, '', '(anchor: the target)', null);
  console.log(`fan-out offered ${fmt(ours.offeredPerSec)} msg/s; gateway CPU ${ours.gatewayCpu} (anchor ${anchor.gatewayCpu}, own phases ${spread.gatewayCpu}), subscribers CPU ${ours.subscribersCpu}; p50 ${ours.p50Ms} ms (anchor ${anchor.p50Ms}, own phases ${spread.p50Ms}); max ${ours.maxMs} ms`);
  console.log(
    `stadium: ${fmt(crowd.subscribers)} of ${fmt(crowd.requested)} subscribers (gateway's open-files limit ${fmt(crowd.openFilesLimit)}), anchor column = offered msg/s; ` +
      `change → gateway write p50 ${crowd.gatewayP50Ms} / p99 ${crowd.gatewayP99Ms} / max ${crowd.gatewayMaxMs} ms (${fmt(crowd.gatewaySamples)} samples); change → client read p50 ${crowd.clientP50Ms} / p99 ${crowd.clientP99Ms} ms; ` +
      `gateway CPU ${crowd.gatewayCpu} (kernel ${Math.round(crowd.gatewaySystemShare * 100)} %), RSS ${crowd.gatewayRssMb} MB; clients CPU ${crowd.subscribersCpu}; per socket ${crowd.perSocket[0]}–${crowd.perSocket[1]} messages in ${STADIUM.seconds} s; set-up ${crowd.setupSeconds} s`,
  );
  if (inject.rest.errors + inject.gateway.errors > 0) console.log(`errors: REST ${inject.rest.errors}, gateway ${inject.gateway.errors}`);
}
