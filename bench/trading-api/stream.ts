// `node --import tsx bench/trading-api/stream.ts [-- --subscribers=200] [-- --rate=500] [-- --seconds=10] [-- --quick]`:
// market change messages per second delivered to N subscribers of Betfair's Exchange Stream API
// (WebSocket /exchange/stream; conflateMs 0 and 100) beside the GraphQL marketBook subscription
// (graphql-ws, 100 ms conflation) in the same run, under bench:bets' bet mix over REST (pairs that
// cross and bets that rest on six pre-play Match Odds markets) at a fixed offered rate. The server
// runs from the sources (tsx) as a child, SIMULATOR=off; the subscribers are a third process.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServerChild } from '../../scripts/lib/server-child';
import { openLoop, postJson } from '../bets/load';
import { MIX_MARKETS, mixBet } from '../bets/mix';
import { seedBettors } from '../bets/seed';
import { cpuSeconds } from '../gateway/fanout';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]).map(([k, v]) => [k, v ?? 'true']));
const quick = args.has('quick');
const subscribers = Number(args.get('subscribers') ?? (quick ? 50 : 200));
const rate = Number(args.get('rate') ?? (quick ? 200 : 500));
const seconds = Number(args.get('seconds') ?? (quick ? 4 : 10));
const runTag = Date.now().toString(36);

/** bench:bets' mix (bench/bets/mix.ts) as a REST body. */
function betOf(i: number) {
  const bet = mixBet(i, `stream-bench-${runTag}`);
  return { marketId: bet.marketId, side: bet.side, size: bet.size, idempotencyKey: bet.key, selection: { kind: 'exchange', runnerId: bet.runnerId, price: bet.price } };
}

function startSubscribers(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork('bench/trading-api/subscribers.ts', [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`subscribers exited with ${code}`)));
  });
}

const windowOf = (child: ChildProcess) =>
  new Promise<{ messages: number; changes: number }>((resolve) => {
    child.once('message', (m: { messages: number; changes: number }) => resolve(m));
    child.send({ type: 'stop' });
  });

const dir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-stream-'));
const tokens = await seedBettors({ dataDir: dir, count: 50, tag: runTag, funds: 1_000_000_000 });
const server = await startServerChild({ DATA_DIR: dir, LOG_LEVEL: 'error' }, { timeoutMs: 180_000 });
const pid = server.child.pid!;
let offset = 0;
const place = async (n: number): Promise<string | null> => {
  const i = offset + n;
  const res = await postJson(`${server.url}/api/bets/place`, betOf(i), { authorization: `Bearer ${tokens[i % tokens.length]!}` });
  return res.status === 200 ? null : (((res.body.error as { code?: string } | undefined)?.code ?? `HTTP_${res.status}`) as string);
};

console.log(`stream fan-out: ${subscribers} subscribers × ${MIX_MARKETS.length} markets, bets offered ${rate}/s for ${seconds} s (REST, bench:bets' mix), load ${loadavg()[0]!.toFixed(1)}`);
console.log('path                              bets/s    msg/s  market changes/s  msg/s/sub  server CPU  msg/CPU-s');
try {
  for (const [label, env] of [
    ['Betfair stream, conflateMs 0', { MODE: 'betfair', CONFLATE_MS: '0' }],
    ['Betfair stream, conflateMs 100', { MODE: 'betfair', CONFLATE_MS: '100' }],
    ['GraphQL marketBook (100 ms)', { MODE: 'graphql' }],
  ] as const) {
    const child = await startSubscribers({ ...env, SERVER_URL: server.url, SUBSCRIBERS: String(subscribers), MARKETS: MIX_MARKETS.join(','), TOKEN: tokens[0]! });
    // Warm-up: a short round first, not counted.
    await openLoop({ rate, seconds: 1, maxInFlight: 1000, place, cpuMs: () => 0 });
    offset += rate;
    const cpu0 = cpuSeconds(pid);
    child.send({ type: 'start' });
    const t0 = performance.now();
    const round = await openLoop({ rate, seconds, maxInFlight: 1000, place, cpuMs: () => 0 });
    const { messages, changes } = await windowOf(child);
    const elapsed = (performance.now() - t0) / 1000;
    offset += Math.round(rate * seconds);
    const perSec = messages / elapsed;
    const cpu = cpuSeconds(pid) - cpu0;
    // Messages delivered per second of the server's CPU (bets included): the figure a loaded machine moves least.
    console.log(`${label.padEnd(32)} ${round.achieved.toFixed(0).padStart(7)} ${perSec.toFixed(0).padStart(8)} ${(changes / elapsed).toFixed(0).padStart(17)} ${(perSec / subscribers).toFixed(1).padStart(10)} ${(cpu / elapsed).toFixed(2).padStart(11)} ${(messages / cpu).toFixed(0).padStart(10)}${Object.keys(round.errors).length ? `  errors ${JSON.stringify(round.errors)}` : ''}`);
    child.send({ type: 'exit' });
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
