import { ConfigError, configFromEnv, type ServerConfig } from './config';
import { startRole } from './cluster/roles';
import { CREATE_STORE_ENV, createStore, createStoreInChild } from './create-store';
import { DEMO_PASSWORD, DEMO_SITE_KEY, demoAccounts } from './exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from './exchange/db/seed-two-factor';
import { startSimulator } from './simulator/world';

const config: ServerConfig = (() => {
  try {
    return configFromEnv();
  } catch (err) {
    // A configuration this process cannot start with: the reason alone, no stack.
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Backlay cannot start: ${err.message}`);
    process.exit(1);
  }
})();
const role = config.role ?? 'all';
if (process.env[CREATE_STORE_ENV]) {
  // The short-lived child createStoreInChild starts: create the store, then exit.
  await createStore(config).catch((err: unknown) => {
    console.error('Backlay could not create its store:', err);
    process.exit(1);
  });
  process.exit(0);
}
const { created, server } = await (async () => {
  const createdInChild = role === 'all' && (await createStoreInChild(config));
  const started = await startRole(config);
  return { created: createdInChild || started.seeded, server: started };
})().catch((err: unknown) => {
  console.error('Backlay failed to start:', err);
  process.exit(1);
});

const simulator = config.simulator
  ? startSimulator({
      baseUrl: `${server.url}/api`,
      siteKey: config.siteKey,
      password: process.env.SIMULATOR_PASSWORD ?? DEMO_PASSWORD,
      appKey: process.env.SIMULATOR_APP_KEY ?? DEMO_SIMULATOR_APP_KEY,
      log: (message) => console.log(message),
      productCycleMs: process.env.PRODUCT_CYCLE_MS ? Number(process.env.PRODUCT_CYCLE_MS) : undefined,
    })
  : null;

const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const bus = config.busUrl ? `NATS at ${config.busUrl}` : 'in memory';
const lines =
  role === 'all'
    ? [
        `Backlay is running at ${server.url}`,
        `  store: ${store}${created ? ' (created and seeded)' : ''}; site key: ${config.siteKey}`,
        `  GraphQL: ${server.url}/graphql   REST: ${server.url}/api   simulator: ${simulator ? 'on' : 'off'}`,
      ]
    : role === 'exchange'
      ? [
          `Backlay is running at ${server.url}`,
          `  role: exchange (instance ${server.instanceId})`,
          `  store: ${store}${created ? ' (created and seeded)' : ''}; bus: ${bus}; site key: ${config.siteKey}`,
          `  REST: ${server.url}/api   Betfair API-NG: ${server.url}/exchange/   commands: cmd.any and the partitions it leases`,
        ]
      : [
          `Backlay is running at ${server.url}`,
          `  role: gateway (instance ${server.instanceId})`,
          `  bus: ${bus}; site key: ${config.siteKey}`,
          `  GraphQL: ${server.url}/graphql   REST (over the bus): ${server.url}/api   simulator: ${simulator ? 'on' : 'off'}`,
        ];
console.log(
  [
    ...lines,
    ...(role === 'exchange'
      ? []
      : [`  demo accounts (password '${DEMO_PASSWORD}', site '${DEMO_SITE_KEY}'):`, ...demoAccounts.map((account) => `    ${account.userName.padEnd(8)} ${account.note}`)]),
    'Press Ctrl-C to stop.',
  ].join('\n'),
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing Backlay...`);
  try {
    await simulator?.stop();
    await server.close();
    console.log(role === 'gateway' ? 'Closed cleanly.' : 'Database closed cleanly.');
    process.exit(0);
  } catch (err) {
    console.error('Error while closing:', err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
