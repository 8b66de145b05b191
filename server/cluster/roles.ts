/**
 * What a Backlay process is (ROLE, issue #33, docs/cluster-roles.md):
 * - `all` (default): exchange, gateway and SPA in one process on PGlite or PostgreSQL, the embedded
 *   default `npm start` runs (server/app.ts startServer; its betting path stays in-process).
 * - `exchange`: the store, matching and the exchange service; its REST API under /api, Betfair's
 *   API-NG and Exchange Stream on its own port; the bus's commands for the partitions it holds a
 *   lease on and `cmd.any`. No SPA, no GraphQL.
 * - `gateway`: GraphQL, graphql-ws, the SPA and its first screens; no store. Every exchange call is a
 *   command over the bus (gateway-transport.ts), and /api plus Betfair's API-NG addresses are carried
 *   the same way (api-forwarding.ts), so a browser, the simulator or a bot needs one gateway port.
 */
import type { FastifyInstance } from 'fastify';
import type { Bus } from '../bus/bus';
import { CHECK_TIMEOUT_MS } from '../metrics/health';
import { createBus } from '../bus/create-bus';
import { BODY_LIMIT, createHttpApp, listen, mountExchange, mountSpa, startServer, type StartWarmUp } from '../app';
import type { Role, ServerConfig } from '../config';
import { registerCancelMarketRoute, remoteMarketCancel } from '../exchange/cluster/cross-market-cancel';
import { serveExchangeCommands } from '../exchange/cluster/exchange-commands';
import { openDatabase } from '../exchange/db/client';
import { DirectRoutes } from '../exchange/http/direct';
import { publishToBus } from '../exchange/stream/bus-publisher';
import { registerGateway } from '../gateway/server';
import { forwardApiOverBus } from './api-forwarding';
import { busExchange } from './exchange-calls';
import { busTransport } from './gateway-transport';
import { instanceId } from './instance-id';
import { announceOwner, listenForOwners } from './owner-changes';
import { prepareStore, type OperatorSetup } from '../startup';
import { LEASES_SUBJECT, PARTITIONS } from '../bus/subjects';
import { startDraining, waitForConnections } from '../http-drain';
import { readinessOf } from '../metrics/health';
import { busSources, leaseSources } from '../metrics/registry';
import { joinSystemBoard, SystemBoard } from '../metrics/system';
import { sendCommand } from './gateway-transport';

/** A started process of any role: where it listens, and how to stop it. */
export interface RunningRole {
  role: Role;
  url: string;
  /** Whether this start created the demo world (never for a gateway: it has no store). */
  seeded: boolean;
  /** Whether the demo's accounts are there: null for a gateway (no store; main.ts asks over HTTP). */
  demo: boolean | null;
  /** The operator's first password (startup.ts); `done` for a gateway. */
  operatorSetup: OperatorSetup;
  /** This process's id in the cluster (instance-id.ts). */
  instanceId: string;
  /**
   * The graceful part of a stop (SIGTERM, issue #49; docs/operations.md "Rolling restart"): /readyz
   * answers 503 at once, then the work moves elsewhere — a gateway's connections end as their answers
   * go out and its WebSocket clients reconnect to another gateway, an exchange tells its Exchange Stream
   * clients to reconnect, hands its partitions over one by one and answers every command it took.
   * `close` after it.
   */
  drain(): Promise<void>;
  /** What the warm-up before listening did (ROLE=all only; server/exchange/service/warm-up.ts). */
  warmUp?: StartWarmUp | null;
  close(): Promise<void>;
}

/** Starts this process as its configured role. */
export async function startRole(config: ServerConfig): Promise<RunningRole> {
  const role = config.role ?? 'all';
  if (role === 'all') {
    const server = await startServer(config);
    // One process: nothing takes its work over; /readyz says it is stopping, its Exchange Stream clients are told the
    // connection closes (after what they were due), then it closes (what is in flight finishes).
    const drain = async () => {
      readinessOf(server.app).drain();
      await server.stream.drain();
    };
    return { role, url: server.url, seeded: server.seeded, demo: server.demo, operatorSetup: server.operatorSetup, instanceId: instanceId(), warmUp: server.warmUp, drain, close: () => server.close() };
  }
  const bus = await createBus({ ...process.env, BUS_URL: config.busUrl }, { name: `${role}:${instanceId()}` });
  try {
    return role === 'exchange' ? await startExchangeRole(config, bus) : await startGatewayRole(config, bus);
  } catch (err) {
    await bus.close().catch(() => {});
    throw err;
  }
}

/** How old the last lease census may be for an exchange to count as ready (the loop runs every 500 ms). */
const CENSUS_FRESH_MS = 5_000;

/** The bus on /readyz (`bus`: connected) and /metrics (backlay_bus_connected) while `app` runs. */
function watchBus(app: FastifyInstance, bus: Bus): void {
  const unwatch = busSources.add({ kind: bus.kind, connected: () => bus.isConnected() });
  app.addHook('onClose', async () => unwatch());
  readinessOf(app).add('bus', async () => {
    if (!bus.isConnected()) throw new Error(`the ${bus.kind} bus is not connected`);
  });
}

/** The forward key every cluster process shares (configFromEnv refuses a cluster role without one). */
function sharedForwardKey(config: ServerConfig): string {
  if (!config.forwardKey) throw new Error('A cluster role needs GATEWAY_FORWARD_KEY');
  return config.forwardKey;
}

/** ROLE=exchange: store, service, REST and Betfair on its own port, and the bus's commands. */
export async function startExchangeRole(config: ServerConfig, bus: Bus): Promise<RunningRole> {
  // The owner connection names itself by this process's instance id (the leases count live exchanges by it).
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, instanceId: instanceId() });
  try {
    const { seeded, demo, operatorSetup } = await prepareStore(database.db, config);
    const app = createHttpApp(config);
    const forwardKey = sharedForwardKey(config);
    // Its partitions are taken once it serves (below): a process joining a running cluster does not take
    // markets over, and the bets waiting for them, while it is still starting on the same cores.
    // The betting path's handlers, for the gateways' typed calls (server/cluster/exchange-call.ts).
    const direct = new DirectRoutes();
    const acceptKeys = config.forwardKeys?.length ? config.forwardKeys : [forwardKey];
    const { exchange, stream } = await mountExchange(app, config, database, { forwardKey, acceptKeys, direct, deferLeases: true });
    watchBus(app, bus);
    // Ready while it serves at least its target of the partitions (partition-leases.ts leaseTargets), by a census under 5 s old.
    const leases = exchange.leases;
    const unwatchLeases = leaseSources.add({ owned: () => leases.held().length, census: () => leases.census() });
    app.addHook('onClose', async () => unwatchLeases());
    readinessOf(app).add('partitions', async () => {
      const census = leases.census();
      const held = leases.held().length;
      if (Date.now() - census.at > CENSUS_FRESH_MS) throw new Error(`no lease census for ${census.at ? Date.now() - census.at : '∞'} ms`);
      if (held < census.target) throw new Error(`serves ${held} of ${PARTITIONS} partitions, its share is ${census.target}`);
      return `${held} of ${PARTITIONS} partitions (${census.live} exchanges)`;
    });
    // A bettor-wide cancel (dead-man switch, Betfair cancelOrders with no market): each market's share to its owner; and the
    // switches armed on a process that died are fired by the others (server/exchange/cluster/cross-market-cancel.ts, dead-man.ts).
    // A share in flight to an owner that dies goes again to the partition's new owner (server/cluster/owner-changes.ts).
    await registerCancelMarketRoute(app, exchange, acceptKeys);
    const { owners, stop: stopHearingOwners } = await listenForOwners(bus);
    app.addHook('onClose', async () => stopHearingOwners());
    exchange.remoteCancel = remoteMarketCancel(bus, forwardKey, owners);
    exchange.deadMan.sweepLapsed();
    // A partition released here is taken by another exchange at once: they are told over the bus (else at their next round).
    const hearReleases = await bus.listen(LEASES_SUBJECT, () => leases.nudge());
    const unwatchReleases = leases.onReleased((partition) => {
      try {
        bus.broadcast(LEASES_SUBJECT, { partition });
      } catch {
        // The bus is away or closed: the others take it at their next round.
      }
    });
    app.addHook('onClose', async () => {
      unwatchReleases();
      await hearReleases.stop();
    });
    // Its changes to the bus, where the gateways read them (docs/live-stream.md).
    const publisher = publishToBus(exchange.services.hub, bus, database.db);
    await mountSpa(app, config, null);
    await app.ready();
    // cmd.any, and cmd.part.<p> while this process holds partition p's lease (server/exchange/cluster/exchange-commands.ts).
    const admission = exchange.betting.admission;
    const commands = await serveExchangeCommands({
      bus,
      app,
      prefix: '',
      leases: exchange.leases,
      direct,
      forwardKeys: acceptKeys,
      door: admission ? (authorization) => admission.door(authorization) : undefined,
      // The gateways send again what they had in flight to the partition's last owner (a process that died never answers it).
      onServing: (partition) => announceOwner(bus, partition),
    });
    // Its samples to the gateways' System page (server/metrics/system.ts).
    const leaveBoard = await joinSystemBoard(bus, { instanceId: instanceId(), role: 'exchange', readiness: readinessOf(app) }, null);
    const url = await listen(app, config);
    if (config.streamPort) await stream.listenTcp(config.streamPort, config.host);
    await leases.start();
    return {
      role: 'exchange',
      url,
      seeded,
      demo,
      operatorSetup,
      instanceId: instanceId(),
      async drain() {
        readinessOf(app).drain();
        startDraining(app);
        // Its Exchange Stream clients told the connection closes (Betfair's status, connectionClosed: true) after what they
        // were due, before its markets move: each reconnects, to its markets' new owner, with its clocks.
        await stream.drain();
        // Its partitions to the other exchanges, one at a time (each one's commands in flight answered first; the gateways send the next ones to the new owner).
        await leases.handOver();
        // Then no new command: every one it took (cmd.any) is answered.
        await commands.stop();
        // Its own HTTP clients (Betfair API bots, operators' scripts) finish and go.
        await waitForConnections(app);
      },
      async close() {
        // No new command is taken; then the exchange closes (its leases go back, its last changes reach the bus), then the store and the bus.
        await leaveBoard();
        await commands.stop();
        await app.close();
        await publisher.close();
        await database.close();
        await bus.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

/** ROLE=gateway: GraphQL, graphql-ws, the SPA and /api forwarding, every exchange call over the bus. */
export async function startGatewayRole(config: ServerConfig, bus: Bus): Promise<RunningRole> {
  const forwardKey = sharedForwardKey(config);
  const app = createHttpApp(config);
  let url = '';
  const system = new SystemBoard();
  // The betting path as typed calls batched per partition (server/cluster/exchange-calls.ts); GATEWAY_DIRECT=off: as REST commands like the rest.
  // What is in flight to a partition's last owner goes again to its new one (server/cluster/owner-changes.ts).
  const { owners, stop: stopHearingOwners } = await listenForOwners(bus);
  const transport = busTransport(bus, { owners });
  if (process.env.GATEWAY_DIRECT !== 'off') transport.direct = busExchange(bus, forwardKey, { owners });
  const gateway = await registerGateway(app, { exchangeUrl: () => `${url}/api`, siteKey: config.siteKey, forwardKey, transport, bus, system });
  watchBus(app, bus);
  // Ready while an exchange answers a command over the bus (cmd.any: any exchange), within the check's timeout.
  readinessOf(app).add('exchange', async () => {
    const reply = await sendCommand(bus, { method: 'GET', path: '/api/health', headers: {}, body: '' }, { timeoutMs: CHECK_TIMEOUT_MS, retryForMs: 0 });
    if (reply.status !== 200) throw new Error(`an exchange answered ${reply.status}`);
  });
  await forwardApiOverBus(app, bus, { forwardKey, bodyLimit: BODY_LIMIT, owners });
  await mountSpa(app, config, gateway);
  url = await listen(app, config);
  // Samples itself and keeps every process's for the System page (server/metrics/system.ts).
  const leaveBoard = await joinSystemBoard(bus, { instanceId: instanceId(), role: 'gateway', readiness: readinessOf(app) }, system);
  return {
    role: 'gateway',
    url,
    seeded: false,
    demo: null,
    operatorSetup: { kind: 'done' },
    instanceId: instanceId(),
    async drain() {
      // 1. /readyz 503: the load balancer sends no new connection here; every answer from now on closes its connection.
      readinessOf(app).drain();
      startDraining(app);
      // 2. Time for the balancer to see it; connections it still sends meanwhile are served.
      await new Promise((resolve) => setTimeout(resolve, config.drainNoticeMs ?? 2_000));
      // 3. graphql-ws clients reconnect through the balancer to another gateway and resume from their last seq.
      await gateway.closeLive();
      // 4. Requests in flight are answered (each closing its connection); idle kept-alive connections are closed by their clients.
      await waitForConnections(app);
    },
    async close() {
      await leaveBoard();
      await app.close();
      await stopHearingOwners();
      await bus.close();
    },
  };
}
