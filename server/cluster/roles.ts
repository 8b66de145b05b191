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
import type { Bus, BusServer } from '../bus/bus';
import type { BusCommand, BusCommandReply } from '../bus/command';
import { createBus } from '../bus/create-bus';
import { ALL_PARTS_FILTER, ANY_SUBJECT, EXCHANGE_QUEUE } from '../bus/subjects';
import { BODY_LIMIT, createHttpApp, listen, mountExchange, mountSpa, startServer } from '../app';
import type { Role, ServerConfig } from '../config';
import { openDatabase } from '../exchange/db/client';
import { seedIfEmpty } from '../exchange/db/seed';
import { publishToBus } from '../exchange/stream/bus-publisher';
import { registerGateway } from '../gateway/server';
import { forwardApiOverBus } from './api-forwarding';
import { busTransport } from './gateway-transport';
import { instanceId } from './instance-id';

/** A started process of any role: where it listens, and how to stop it. */
export interface RunningRole {
  role: Role;
  url: string;
  /** Whether this start created the demo world (never for a gateway: it has no store). */
  seeded: boolean;
  /** This process's id in the cluster (instance-id.ts). */
  instanceId: string;
  close(): Promise<void>;
}

/** Starts this process as its configured role. */
export async function startRole(config: ServerConfig): Promise<RunningRole> {
  const role = config.role ?? 'all';
  if (role === 'all') {
    const server = await startServer(config);
    return { role, url: server.url, seeded: server.seeded, instanceId: instanceId(), close: () => server.close() };
  }
  const bus = await createBus({ BUS_URL: config.busUrl }, { name: `${role}:${instanceId()}` });
  try {
    return role === 'exchange' ? await startExchangeRole(config, bus) : await startGatewayRole(config, bus);
  } catch (err) {
    await bus.close().catch(() => {});
    throw err;
  }
}

/** The forward key every cluster process shares (configFromEnv refuses a cluster role without one). */
function sharedForwardKey(config: ServerConfig): string {
  if (!config.forwardKey) throw new Error('A cluster role needs GATEWAY_FORWARD_KEY');
  return config.forwardKey;
}

/** ROLE=exchange: store, service, REST and Betfair on its own port, and the bus's commands. */
export async function startExchangeRole(config: ServerConfig, bus: Bus): Promise<RunningRole> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const seeded = await seedIfEmpty(database.db);
    const app = createHttpApp(config);
    const { exchange, stream } = await mountExchange(app, config, database, { forwardKey: sharedForwardKey(config) });
    // Its changes to the bus, where the gateways read them (docs/live-stream.md).
    const publisher = publishToBus(exchange.services.hub, bus, database.db);
    await mountSpa(app, config, null);
    await app.ready();
    const servers = await serveCommands(bus, app);
    const url = await listen(app, config);
    if (config.streamPort) await stream.listenTcp(config.streamPort, config.host);
    return {
      role: 'exchange',
      url,
      seeded,
      instanceId: instanceId(),
      async close() {
        // No new command is taken; then the exchange closes (its leases go back, its last changes reach the bus), then the store and the bus.
        for (const server of servers) await server.stop();
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
  const gateway = await registerGateway(app, { exchangeUrl: () => `${url}/api`, siteKey: config.siteKey, forwardKey, transport: busTransport(bus), bus });
  await forwardApiOverBus(app, bus, { forwardKey, bodyLimit: BODY_LIMIT });
  await mountSpa(app, config, gateway);
  url = await listen(app, config);
  return {
    role: 'gateway',
    url,
    seeded: false,
    instanceId: instanceId(),
    async close() {
      await app.close();
      await bus.close();
    },
  };
}

/**
 * The exchange's side of the bus's commands, each run through `app` in-process as the HTTP request it
 * carries. Every exchange answers every partition here: the betting path's market ownership still
 * refuses a market another process owns (409 MARKET_NOT_OWNED, nothing written) and the gateway
 * sends the command again, reaching another member of the queue group.
 */
export async function serveCommands(bus: Bus, app: FastifyInstance): Promise<BusServer[]> {
  const run = (command: BusCommand) => injectCommand(app, command);
  return [await bus.serve(ANY_SUBJECT, run, { queue: EXCHANGE_QUEUE }), await bus.serve(ALL_PARTS_FILTER, run, { queue: EXCHANGE_QUEUE })];
}

/** One command answered by `app` as the HTTP request it carries: status, body, and the headers a caller acts on. */
export async function injectCommand(app: FastifyInstance, command: BusCommand): Promise<BusCommandReply> {
  const res = await app.inject({ method: command.method, url: command.path, headers: command.headers, payload: command.method === 'POST' ? command.body : undefined });
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'retry-after']) {
    const value = res.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: res.statusCode, headers, body: res.body };
}
