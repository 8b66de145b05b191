import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './exchange/db/client';
import { seedIfEmpty } from './exchange/db/seed';
import { exchangeApi } from './exchange/http/app';
import { createExchange } from './exchange/service/exchange';
import { registerGateway } from './gateway/server';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  close(): Promise<void>;
}

const BODY_LIMIT = 256 * 1024;

/** Composes the exchange service, the gateway and the SPA into one listening process. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const seeded = await seedIfEmpty(database.db);
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    bodyLimit: BODY_LIMIT,
    ...(config.trustedProxies.length ? { trustProxy: config.trustedProxies } : {}),
  });
  let url = '';

  // The in-process gateway carries each caller's real address to the exchange under this key.
  const forwardKey = config.forwardKey ?? randomBytes(32).toString('base64url');
  const exchange = await createExchange(database.db);
  await app.register(exchangeApi(exchange, '/api', { forwardKey }), { prefix: '/api' });
  await registerGateway(app, { exchangeUrl: () => `${url}/api`, siteKey: config.siteKey, forwardKey });

  const indexHtml = `${config.staticDir}/index.html`;
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/graphql');
    if (isPage && existsSync(indexHtml)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${host}:${address.port}`;

  return {
    url,
    app,
    database,
    seeded,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
