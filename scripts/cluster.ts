// `npm run cluster`: a local Backlay cluster (issue #33, docs/scaling.md) — PostgreSQL and nats-server
// (JetStream) from Debian's packages, 3 exchange processes, 2 gateways (the first runs the simulator)
// and one port for the browser (PORT, default 4000) that hands connections to the gateways in turn.
// The store is kept in ./data/cluster (CLUSTER_DIR). Ctrl-C stops everything in order; a process
// that dies is reported (the others carry on: that is the point).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_SITE_KEY, demoAccounts } from '../server/exchange/db/seed';
import { restartBehindBalancer, startCluster, upstreamOf, type Cluster } from './lib/cluster';
import { startTcpBalancer, type TcpBalancer } from './lib/tcp-balancer';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer 0-65535, got '${process.env.PORT}'`);
  process.exit(1);
}
const root = path.resolve(process.env.CLUSTER_DIR ?? './data/cluster');
// The demo cluster by default; SEED=operator starts an empty site (only the operator: its setup link, or OPERATOR_PASSWORD_FILE), where the simulator cannot run.
const seed = process.env.SEED || 'demo';
const simulator = (process.env.SIMULATOR ?? (seed === 'demo' ? 'on' : 'off')) !== 'off';
if (seed !== 'demo' && !process.env.OPERATOR_PASSWORD_FILE) {
  // Each exchange would print its own setup link, and only the last would work: the cluster takes the password from a file.
  console.error(`SEED=${seed} in npm run cluster needs OPERATOR_PASSWORD_FILE (the operator's first password): see docs/operations.md`);
  process.exit(1);
}

let started = false;
let closing = false;
let cluster: Cluster | null = null;
let balancer: TcpBalancer | null = null;

console.log(`Starting a Backlay cluster in ${root}: PostgreSQL, NATS JetStream, 3 exchanges, 2 gateways…`);
try {
  cluster = await startCluster({
    root,
    exchanges: 3,
    gateways: 2,
    built: true,
    pgFsync: true,
    detached: true,
    // The demo cluster: the demo's accounts and markets (the simulator trades with them).
    env: { SEED: seed },
    envOf: (name) => (name === 'gateway-1' && simulator ? { SIMULATOR: 'on' } : {}),
    // Once started, every line a process prints, under its name (their start banners are not repeated).
    onLine: (name, line) => {
      if (started && line.trim()) console.log(`[${name}] ${line}`);
    },
    onUnexpectedExit: (proc, how) => {
      console.error(
        `\n!! ${proc.name} (pid ${proc.pid}) ${how}. ` +
          (proc.role === 'exchange'
            ? 'Its markets move to the other exchanges within 5 s (their leases expire).'
            : 'The balancer now sends connections to the other gateway; its WebSocket clients reconnect there.') +
          ' Restart the cluster to bring it back.\n',
      );
    },
  });
  // Only to gateways whose /readyz answers 200 (asked every second): a gateway not ready gets no new connection.
  balancer = await startTcpBalancer({
    host,
    port,
    upstreams: cluster.gateways.map(upstreamOf),
    readyPath: '/readyz',
  });
} catch (err) {
  console.error('The cluster failed to start:', (err as Error).message);
  await cluster?.stop().catch(() => {});
  process.exit(1);
}
started = true;

const url = `http://${host}:${balancer.port}`;
console.log(
  [
    `Backlay (cluster) is running at ${url}`,
    `  PostgreSQL: ${cluster.databaseUrl} (${path.join(root, 'pg')})   NATS: ${cluster.busUrl} (JetStream in ${path.join(root, 'nats')}; TLS with the CA in ${path.join(root, 'tls')}, user ${cluster.busEnv.BUS_USER} with a password made for this start)`,
    ...cluster.exchanges.map((p) => `  ${p.name.padEnd(10)} ${p.url}  pid ${p.pid}`),
    ...cluster.gateways.map((p) => `  ${p.name.padEnd(10)} ${p.url}  pid ${p.pid}${p.name === 'gateway-1' && simulator ? '  (runs the simulator)' : ''}`),
    `  GraphQL: ${url}/graphql   (each connection goes to the next gateway in turn)`,
    ...(seed === 'demo'
      ? [`  demo accounts (password '${DEMO_PASSWORD}', site '${DEMO_SITE_KEY}'):`, ...demoAccounts.map((account) => `    ${account.userName.padEnd(8)} ${account.note}`)]
      : [`  operator: the password in ${process.env.OPERATOR_PASSWORD_FILE}`]),
    'Press Ctrl-C to stop.',
  ].join('\n'),
);

// `npm run cluster:restart` (or kill -HUP <this pid>): a rolling restart of every process, one by one.
writeFileSync(path.join(root, 'cluster.pid'), `${process.pid}\n`);
let restarting = false;
process.on('SIGHUP', () => {
  if (restarting || closing || !cluster || !balancer) return;
  restarting = true;
  const live = cluster;
  const lb = balancer;
  console.log('\nSIGHUP: rolling restart, one process at a time (exchanges, then gateways)…');
  // The balancer stops sending new connections to a gateway before it drains, and takes the new one after.
  void restartBehindBalancer(live, lb, (line) => console.log(`  ${line}`))
    .then(
      () => console.log('Rolling restart done.'),
      (err: unknown) => console.error('Rolling restart failed:', err),
    )
    .finally(() => (restarting = false));
});

async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: stopping the cluster (gateways, exchanges, NATS, PostgreSQL)…`);
  try {
    await balancer?.close();
    await cluster?.stop();
    console.log('Cluster stopped cleanly.');
    process.exit(0);
  } catch (err) {
    console.error('Error while stopping:', err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
