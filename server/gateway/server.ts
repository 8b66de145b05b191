import type { IncomingMessage, Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/fastify';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext } from './context';
import { createDataSourceDeps, createDataSources, type DataSourceDeps } from './datasources';
import { isCsrfSafe, parseLimited, validationRules } from './hardening';
import { buildGatewaySchema } from './schema';

export interface GatewayOptions {
  /** Base URL of the exchange REST API, e.g. http://127.0.0.1:4000/api. A function when known only after listen. */
  exchangeUrl: string | (() => string);
  siteKey: string;
  path?: string;
}

function bearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Mounts GraphQL on `path` (default /graphql): HTTP through graphql-http (the reference
 * GraphQL-over-HTTP server) and WebSocket through graphql-ws on the same path.
 */
export async function registerGateway(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const path = options.path ?? '/graphql';
  const schema = buildGatewaySchema();
  let deps: DataSourceDeps | undefined;
  const getDeps = () => {
    const url = typeof options.exchangeUrl === 'function' ? options.exchangeUrl() : options.exchangeUrl;
    deps ??= createDataSourceDeps(url, options.siteKey);
    return deps;
  };
  const contextFor = (authorization: string | string[] | undefined): GatewayContext => ({
    token: bearer(authorization),
    siteKey: options.siteKey,
    sources: createDataSources(getDeps(), bearer(authorization)),
  });

  const rules = validationRules();
  const handler = createHandler<GatewayContext>({
    schema,
    validationRules: rules,
    parse: parseLimited,
    context: (req) => contextFor((req.raw as FastifyRequest).headers.authorization),
  });
  app.route({
    method: ['GET', 'POST'],
    url: path,
    preHandler: async (request, reply) => {
      if (!isCsrfSafe(request.method, request.headers)) {
        await reply.status(400).send({
          errors: [{ message: 'GET requests need an apollo-require-preflight header (CSRF prevention)', extensions: { code: 'BAD_REQUEST' } }],
        });
      }
    },
    handler,
  });

  const wss = new WebSocketServer({ noServer: true });
  const wsServer = useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      schema,
      validate: (schemaArg, document) => validate(schemaArg, document, rules),
      context: (ctx) => {
        const fromParams = ctx.connectionParams?.authorization;
        return contextFor(typeof fromParams === 'string' ? fromParams : ctx.extra.request.headers.authorization);
      },
    },
    wss,
  );
  const server: Server = app.server;
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  app.addHook('onClose', async () => {
    await wsServer.dispose();
    wss.close();
  });
}
