// Child process of the market-query benchmark: the whole system (`startServer`, as `npm start`
// composes it) on an ephemeral port, with a 20-runner market whose every runner shows 3 prices to
// back and 3 to lay. Prints one JSON line {url, marketId, transport} when ready; exits on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';

export const RUNNERS = 20;
export const MARKET_ID = 'bench.live20';

const dir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-gw-'));
const server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });

async function rest<T>(route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${route}: ${json.error?.message}`);
  return json.data;
}
// The operator has two-step sign-in: like the simulator, it signs in as a bot with the demo's API key (docs/security.md).
const login = async (userName: string) =>
  (await rest<{ token: string }>('/auth/login', { userName, password: 'demo-password', ...(userName === 'operator' ? { appKey: DEMO_SIMULATOR_APP_KEY } : {}) })).token;

const [operator, layer, backer] = await Promise.all([login('operator'), login('mm1'), login('mm2')]);
await rest('/admin/markets/create', {
  eventId: '41002',
  market: {
    marketId: MARKET_ID,
    marketName: 'Winner (20 runners)',
    kind: 'exchange',
    runners: Array.from({ length: RUNNERS }, (_, i) => ({ runnerId: String(i + 1), runnerName: `Runner ${i + 1}` })),
  },
}, operator);
// Resting lays show as prices to back, resting backs as prices to lay; the two never cross.
let key = 0;
for (let r = 1; r <= RUNNERS; r++) {
  const bets = [
    ...[3, 2.98, 2.96].map((price) => ({ token: layer, side: 'LAY', price })),
    ...[3.1, 3.15, 3.2].map((price) => ({ token: backer, side: 'BACK', price })),
  ];
  for (const bet of bets) {
    await rest('/bets/place', { marketId: MARKET_ID, side: bet.side, size: 10_000 + r * 100, selection: { kind: 'exchange', runnerId: String(r), price: bet.price }, idempotencyKey: `bench-${++key}-${process.pid}` }, bet.token);
  }
}

console.log(JSON.stringify({ url: server.url, marketId: MARKET_ID, transport: process.env.GATEWAY_REST_TRANSPORT ?? 'inject' }));

async function stop(): Promise<void> {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
