// `node --import tsx bench/bets/cold.ts seed DIR` then `… run DIR on|off`: what a fresh process's
// first bets cost (see bench/README.md). `run` starts the server in this process (startServer, as
// `npm start` composes it, admission off) with the warm-up on or off, and places GraphQL bets through
// Fastify's inject, a few at a time, printing CPU ms per bet (this process: user + system) for each
// chunk — load-independent, unlike latency. `seed` is a separate process so that its own PGlite
// work does not warm the process measured.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SPA_PLACE_BET } from '../../server/gateway/spa-place-bet';
import { seedBettors } from './seed';

const [mode, dir, warm] = process.argv.slice(2);
/** Keys of this run's bets (8 characters at least, as the place route asks; a run on the same directory again places new bets, not replays). */
const runTag = Date.now().toString(36);
const CHUNK = 250;
const CHUNKS = 8;
const AT_ONCE = 4;
if (mode === 'seed') {
  const tokens = await seedBettors({ dataDir: dir!, count: 50, tag: 'cold', funds: 1_000_000_000 });
  writeFileSync(path.join(dir!, 'tokens.json'), JSON.stringify(tokens));
} else {
  const tokens = JSON.parse(readFileSync(path.join(dir!, 'tokens.json'), 'utf8')) as string[];
  const { startServer } = await import('../../server/app');
  const { configFromEnv } = await import('../../server/config');
  const t0 = performance.now();
  const cpuStart = process.cpuUsage();
  const server = await startServer({ ...configFromEnv({ SEED: 'demo' }), host: '127.0.0.1', port: 0, dataDir: dir!, simulator: false, staticDir: `${dir}/no-spa`, admission: false, warmUp: warm === 'on' ? {} : false });
  const startCpu = process.cpuUsage(cpuStart);
  console.log(`start ${Math.round(performance.now() - t0)} ms, ${Math.round((startCpu.user + startCpu.system) / 1000)} ms CPU; warm-up ${server.warmUp ? `${server.warmUp.bets} bets ${Math.round(server.warmUp.ms)} ms` : 'off'}`);
  const markets = ['41002.mo', '41003.mo', '41005.mo', '22002.mo', '13002.mo', '13003.mo'];
  const row: string[] = [];
  const errors: Record<string, number> = {};
  for (let c = 0; c < CHUNKS; c++) {
    const cpu0 = process.cpuUsage();
    const w0 = performance.now();
    let worst = 0;
    for (let g = 0; g < CHUNK / AT_ONCE; g++) {
      const g0 = performance.now();
      const replies = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, k) => {
          const i = c * CHUNK + g * AT_ONCE + k;
          const [side, price] = ([['BACK', 3], ['LAY', 3], ['BACK', 20], ['LAY', 1.2]] as const)[i % 4]!;
          const input = { marketId: markets[Math.floor(i / 4) % markets.length], side, size: 10_000, idempotencyKey: `cold-${runTag}-${i}`, selection: { exchange: { runnerId: String(1 + (Math.floor(i / 24) % 2)), price } } };
          return server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` }, payload: JSON.stringify({ ...SPA_PLACE_BET, variables: { input } }) });
        }),
      );
      worst = Math.max(worst, performance.now() - g0);
      for (const r of replies) {
        const code = r.statusCode !== 200 ? `HTTP_${r.statusCode}` : (r.json() as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code;
        if (code) errors[code] = (errors[code] ?? 0) + 1;
      }
    }
    const cpu = process.cpuUsage(cpu0);
    row.push(`${((cpu.user + cpu.system) / 1000 / CHUNK).toFixed(2)}/${Math.round(worst)}`);
    void w0;
  }
  console.log(`warm-up ${warm}: CPU ms per bet / slowest group of ${AT_ONCE} ms, by ${CHUNK} bets: ${row.join(' ')}; errors ${JSON.stringify(errors)}`);
  await server.close();
}
process.exit(0);
