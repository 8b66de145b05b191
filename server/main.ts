import { ConfigError, configFromEnv, type ServerConfig } from './config';
import { startRole } from './cluster/roles';
import { CREATE_STORE_ENV, createStore, createStoreInChild } from './create-store';
import { DEMO_PASSWORD, DEMO_SITE_KEY, demoAccounts } from './exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from './exchange/db/seed-two-factor';
import { setupLink } from './exchange/service/operator-setup';
import { ServiceError } from './exchange/service/errors';
import { FeedConfigError } from './feeds/feed';
import { planFeeds, startFeeds } from './feeds/registry';
import { simulatorAccountsReady } from './simulator/readiness';

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
// The feeds' options are read and checked before anything starts (server/feeds, docs/feeds.md).
const feedPlan = (() => {
  try {
    return planFeeds(config.feeds, process.env);
  } catch (err) {
    if (!(err instanceof FeedConfigError)) throw err;
    console.error(`Backlay cannot start: ${err.message}`);
    process.exit(1);
  }
})();
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
  // A refusal with a code (an unreadable OPERATOR_PASSWORD_FILE, …): its message alone, no stack.
  if (err instanceof ServiceError) console.error(`Backlay cannot start: ${err.message} (${err.code})`);
  else console.error('Backlay failed to start:', err);
  process.exit(1);
});

const simulatorPassword = process.env.SIMULATOR_PASSWORD ?? DEMO_PASSWORD;
if (config.simulator && !(server.demo ?? (await simulatorAccountsReady(`${server.url}/api`, simulatorPassword, process.env.SIMULATOR_APP_KEY ?? DEMO_SIMULATOR_APP_KEY)))) {
  // The simulator trades as the demo's operator, mm1 and mm2: without them it would run half (no quotes, no events).
  console.error(
    `Backlay cannot start: SIMULATOR=on needs the demo accounts (operator, mm1, mm2 with SIMULATOR_PASSWORD), and this store has none. ` +
      `Start with SEED=demo on an empty store for the demo, or SIMULATOR=off (docs/feeds.md: a real site's markets come from feeds).`,
  );
  await server.close();
  process.exit(1);
}

const feeds = await startFeeds(feedPlan, { apiUrl: `${server.url}/api`, tradingUrl: server.url, siteKey: config.siteKey, log: (message) => console.log(message) }).catch(async (err: unknown) => {
  console.error(`Backlay cannot start: a feed did not start: ${(err as Error).message}`);
  await server.close();
  process.exit(1);
});
const simulator = feeds.find((feed) => feed.name === 'simulator') ?? null;
const otherFeeds = feeds.filter((feed) => feed !== simulator).map((feed) => feed.name);

const setup = server.operatorSetup;
const setupLines =
  setup.kind === 'code'
    ? [
        `  The operator has no password yet. Set it once, before ${setup.expiresAt.toISOString()}, at:`,
        `    ${setupLink(server.url, setup)}${role === 'exchange' ? '   (open it on a gateway: this process serves no pages)' : ''}`,
        '  (a restart while it is unset prints a new link and retires this one; OPERATOR_PASSWORD_FILE sets it instead)',
      ]
    : setup.kind === 'fromFile'
      ? [`  The operator's password was set from ${setup.file}.`]
      : [];
const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const bus = config.busUrl ? `NATS at ${config.busUrl}` : 'in memory';
const lines =
  role === 'all'
    ? [
        `Backlay is running at ${server.url}`,
        `  store: ${store}${created ? ' (created and seeded)' : ''}; site key: ${config.siteKey}`,
        `  GraphQL: ${server.url}/graphql   REST: ${server.url}/api   simulator: ${simulator ? 'on' : 'off'}${otherFeeds.length ? `   feeds: ${otherFeeds.join(', ')}` : ''}`,
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
          `  GraphQL: ${server.url}/graphql   REST (over the bus): ${server.url}/api   simulator: ${simulator ? 'on' : 'off'}${otherFeeds.length ? `   feeds: ${otherFeeds.join(', ')}` : ''}`,
        ];
console.log(
  [
    ...lines,
    ...setupLines,
    ...(server.warmUp ? [`  warmed up: ${server.warmUp.skipped ?? `${server.warmUp.bets} bets on a scratch market, rolled back; ${server.warmUp.requests} placeBets over loopback HTTP, ${server.warmUp.rehearsed} of them placed and rolled back${server.warmUp.page ? `; ${server.warmUp.page} loaded` : ''}`} (${Math.round(server.warmUp.ms)} ms)`] : []),
    ...(role === 'exchange' || server.demo === false
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
    for (const feed of feeds) await feed.stop();
    // Gracefully (docs/operations.md "Rolling restart"): not ready at once, the work moves to the other processes, then it closes.
    await server.drain();
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
