// Bundled by bench/memory/run.ts into dist-server/breakdown.mjs: starts the server and the simulator
// in-process (as server/main.ts does), idles, runs a full GC and prints process.memoryUsage in MB.
// `external` holds PGlite's WebAssembly memory (Postgres's heap, shared buffers included).
import { startServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';
import { startSimulator } from '../../server/simulator/world';

const mb = (n: number) => Math.round(n / 1048576);
// The demo (its accounts and markets) whatever DATA_DIR the run gives: the simulator below trades as its accounts.
const config = configFromEnv({ ...process.env, SEED: process.env.SEED || 'demo' });
const server = await startServer(config);
const simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: config.siteKey, password: DEMO_PASSWORD, appKey: DEMO_SIMULATOR_APP_KEY, log: () => {} });
await new Promise((resolve) => setTimeout(resolve, Number(process.env.IDLE_SECONDS ?? 30) * 1000));
(globalThis as { gc?: () => void }).gc?.();
const m = process.memoryUsage();
console.log(JSON.stringify({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) }));
await simulator.stop();
await server.close();
process.exit(0);
