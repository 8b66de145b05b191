import type { IncomingMessage, Server } from 'node:http';
import type { SystemBoard } from '../metrics/system';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRequestParams } from 'graphql-http';
import { createHandler } from 'graphql-http/lib/use/fastify';
import { GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { WebSocketServer } from 'ws';
import type { Bus } from '../bus/bus';
import type { ClientInfo } from '../forwarding';
import type { GatewayContext } from './context';
import { createDataSourceDeps, createDataSources, type DataSourceDeps } from './datasources';
import { httpTransport, injectTransport, type InProcessExchange, type RestTransport } from './datasources/rest-client';
import { DocumentCache } from './documents';
import { asksPersistedQuery, codeForStatus, formatHttpError, isCsrfSafe, validationRules, withCode } from './hardening';
import { LiveFeeds } from './live/feeds';
import { createSharedSubscribe } from './live/shared-execution';
import { BusUpstream } from './live/bus-upstream';
import { restSnapshots } from './live/snapshot-fetch';
import { ExchangeStream, type Upstream } from './live/upstream';
import { serveGraphqlWs } from './live/ws-server';
import { connectionPresence } from './live/presence';
import { buildGatewaySchema, PUBLIC_SUBSCRIPTIONS } from './schema';
import { serveUpgrades } from '../ws-origin';
import { secretList } from '../forwarding';

export interface GatewayOptions {
  /** Base URL of the exchange REST API, e.g. http://127.0.0.1:4000/api. A function when known only after listen. */
  exchangeUrl: string | (() => string);
  siteKey: string;
  path?: string;
  /**
   * How REST calls travel: `http` (keep-alive HTTP/1.1 to exchangeUrl) or `inject` (in-process
   * through the same Fastify instance, when it serves the exchange API). Default: GATEWAY_REST_TRANSPORT,
   * else `inject` when this instance serves the exchange API at exchangeUrl's path, else `http`.
   */
  restTransport?: 'http' | 'inject';
  /** Market-book conflation window, ms (0: every change). Default GATEWAY_CONFLATE_MS or 100. */
  conflateMs?: number;
  /**
   * The exchange's forward key (server/forwarding.ts): REST calls then carry each caller's real
   * address and User-Agent. Default GATEWAY_FORWARD_KEY; without one the exchange sees the gateway.
   */
  forwardKey?: string | undefined;
  /**
   * The exchange's in-process routes (server/exchange/http/direct.ts), when it shares this process:
   * with the `inject` transport those paths (the betting path) are called directly, without HTTP.
   * GATEWAY_DIRECT=off turns this off (to measure the difference).
   */
  direct?: InProcessExchange | undefined;
  /**
   * A transport made by the host, used as given (ROLE=gateway: every call a command over the bus,
   * server/cluster/gateway-transport.ts); restTransport and direct are then not consulted.
   */
  transport?: RestTransport;
  /** Every process's samples (server/metrics/system.ts): the System page's `systemStatus` reads it. */
  system?: SystemBoard;
  /**
   * The bus the exchanges publish their changes to (docs/live-stream.md): subscriptions then read the
   * change stream from it, snapshots through the transport. Without one, from the exchange's
   * WebSocket stream at exchangeUrl's /stream.
   */
  bus?: Bus | undefined;
}

/** What a running gateway exposes to its host (and to tests). */
export interface GatewayHandle {
  live: LiveFeeds;
  /** Where subscriptions read the exchange's changes: the bus (BusUpstream) or the exchange's WebSocket stream (ExchangeStream). */
  stream: Upstream;
  documents: DocumentCache;
  restTransport: 'http' | 'inject' | 'host';
  /** Whether the betting path calls the exchange in-process (options.direct with the inject transport). */
  direct: boolean;
  /** Groups of subscribers sharing one execution per update (tests and diagnostics). */
  sharedGroups: () => number;
  /** Bytes waiting in this process to go out on its graphql-ws sockets: in all and on the fullest one (tests and diagnostics). */
  liveOutgoing: () => { sockets: number; bytes: number; most: number };
  /**
   * Runs a query in-process as a visitor without a session (no token) at `client`'s address: parsed,
   * validated and executed as a POST to /graphql would be. The host's server-drawn first screens use it.
   */
  query: (source: string, variables: Record<string, unknown>, client: ClientInfo) => Promise<ExecutionResult>;
  /**
   * Closes every graphql-ws connection with 1001 (going away) and takes no new one (a draining
   * gateway, issue #49): clients reconnect through the load balancer to another gateway and resume
   * their subscriptions there (`myOrders(after:)`). The app's close does it too.
   */
  closeLive: () => Promise<void>;
}

function bearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

const resolveUrl = (url: string | (() => string)) => (typeof url === 'function' ? url() : url);

function chooseTransport(app: FastifyInstance, options: GatewayOptions): { kind: 'http' | 'inject' | 'host'; transport: RestTransport } {
  if (options.transport) return { kind: 'host', transport: options.transport };
  const env = process.env.GATEWAY_REST_TRANSPORT;
  const servesExchange = app.hasRoute({ method: 'POST', url: '/api/markets/detail' });
  const kind = options.restTransport ?? (env === 'http' || env === 'inject' ? env : servesExchange ? 'inject' : 'http');
  if (kind === 'http') return { kind, transport: httpTransport(() => resolveUrl(options.exchangeUrl)) };
  let inject: RestTransport | undefined;
  const transport: RestTransport = (path, body, headers) => {
    // Only the path counts in-process: it resolves before the app listens too (the start's warm-up draws a page then).
    inject ??= injectTransport(app, new URL(resolveUrl(options.exchangeUrl), 'http://in-process').pathname.replace(/\/$/, ''));
    return inject(path, body, headers);
  };
  if (options.direct && process.env.GATEWAY_DIRECT !== 'off') transport.direct = options.direct;
  return { kind, transport };
}

/** The reply's media type, chosen from the Accept header the way graphql-http chooses it (first acceptable wins). */
function mediaTypeFor(accept: string | undefined): string {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType] = entry.split(';');
    if (mediaType === 'application/graphql-response+json') return 'application/graphql-response+json; charset=utf-8';
    if (mediaType === 'application/json' || mediaType === 'application/*' || mediaType === '*/*') return 'application/json; charset=utf-8';
  }
  return 'application/json; charset=utf-8';
}

/** Body too large, unparsable body, …: refused before graphql-http, answered in the GraphQL error shape. */
function graphqlErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
  if (status >= 500) request.log.error({ code: 'INTERNAL_SERVER_ERROR', message: err.message }, 'GraphQL request failed');
  const message = status === 413 ? 'Request body too large' : status >= 500 ? 'Internal server error' : err.message;
  void reply.status(status).type('application/json; charset=utf-8').send({ errors: [{ message, extensions: { code: codeForStatus(status) } }] });
}

/**
 * Mounts GraphQL on `path` (default /graphql): HTTP through graphql-http (the reference
 * GraphQL-over-HTTP server) and WebSocket through graphql-ws's protocol on the same path, with
 * shared execution for public subscriptions. Documents are parsed, validated and compiled
 * (graphql-jit) once each.
 */
export async function registerGateway(app: FastifyInstance, options: GatewayOptions): Promise<GatewayHandle> {
  const path = options.path ?? '/graphql';
  const schema = buildGatewaySchema();
  const rules = validationRules();
  const documents = new DocumentCache(schema, rules);
  const { kind, transport } = chooseTransport(app, options);
  let deps: DataSourceDeps | undefined;
  const forwardKey = options.forwardKey ?? secretList(process.env.GATEWAY_FORWARD_KEY)[0];
  const getDeps = () => (deps ??= createDataSourceDeps(transport, options.siteKey, forwardKey));

  const stream: Upstream = options.bus
    ? new BusUpstream(options.bus, restSnapshots(transport))
    : new ExchangeStream({ url: () => `${resolveUrl(options.exchangeUrl).replace(/^http/, 'ws')}/stream` });
  const conflateMs = options.conflateMs ?? Number(process.env.GATEWAY_CONFLATE_MS ?? 100);
  const live = new LiveFeeds(stream, { conflateMs: Number.isFinite(conflateMs) && conflateMs >= 0 ? conflateMs : 100 });

  const contextFor = (authorization: string | string[] | undefined, client?: ClientInfo): GatewayContext => {
    const token = bearer(authorization);
    return { token, siteKey: options.siteKey, sources: createDataSources(getDeps(), token, client), live, ...(options.system ? { system: options.system } : {}) };
  };

  const handler = createHandler<GatewayContext>({
    schema,
    validationRules: rules,
    parse: documents.parse,
    validate: documents.validate,
    execute: documents.execute,
    formatError: formatHttpError,
    // No persisted queries here: a request for one is told so in Apollo's terms, and sends its query next.
    parseRequestParams: async (req) => {
      try {
        return await parseRequestParams(req);
      } catch (err) {
        if (err instanceof Error && err.message === 'Missing query' && asksPersistedQuery(req.method, req.url, req.body)) {
          throw new GraphQLError('PersistedQueryNotSupported', { extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } });
        }
        throw err;
      }
    },
    context: (req) => {
      const request = req.raw as FastifyRequest;
      // request.ip: the peer, or the client a configured proxy names (Fastify trustProxy).
      return contextFor(request.headers.authorization, { address: request.ip, userAgent: request.headers['user-agent'], requestId: request.id });
    },
    // A result without errors is serialised here by the document's compiled serialiser, not
    // graphql-http's JSON.stringify with an error replacer (a callback per key).
    onOperation: (req, args, result) => {
      const plain = result as ExecutionResult;
      if (plain.errors || Symbol.asyncIterator in (result as object)) return undefined;
      return [documents.stringify(args.document, args.operationName, plain), { status: 200, statusText: 'OK', headers: { 'content-type': mediaTypeFor((req.raw as FastifyRequest).headers.accept) } }];
    },
  });
  app.route({
    // Other methods too, so graphql-http answers them 405 (Allow: GET, POST) rather than a REST-shaped 404.
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: path,
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isCsrfSafe(request.method, request.headers)) {
        await reply.status(400).send({
          errors: [{ message: 'GET requests need an apollo-require-preflight header (CSRF prevention)', extensions: { code: 'BAD_REQUEST' } }],
        });
      }
    },
    handler,
    errorHandler: graphqlErrorHandler,
    // graphql-http answers some refusals with no body (415) or errors without a code (bad JSON,
    // missing query): every error reply leaves with errors[].extensions.code.
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode < 400) return payload;
      const code = codeForStatus(reply.statusCode);
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
      type ErrorBody = { errors?: Array<{ message?: string; extensions?: Record<string, unknown> }> };
      const body = ((): ErrorBody | null => {
        try {
          return text ? (JSON.parse(text) as ErrorBody) : null;
        } catch {
          return null;
        }
      })();
      if (!body?.errors?.length) {
        void reply.type('application/json; charset=utf-8');
        return JSON.stringify({ errors: [{ message: text.trim() || `Request refused (HTTP ${reply.statusCode})`, extensions: { code } }] });
      }
      if (body.errors.every((e) => typeof e.extensions?.code === 'string')) return payload;
      body.errors = body.errors.map((e) => (typeof e.extensions?.code === 'string' ? e : { ...e, extensions: { ...e.extensions, code } }));
      return JSON.stringify(body);
    },
  });

  // Below the GraphQL path there is nothing: a 404 in the GraphQL error shape, whatever the method.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${path}/*`,
    errorHandler: graphqlErrorHandler,
    handler: async (request, reply) =>
      reply.status(404).send({ errors: [{ message: `No route ${request.method} ${request.url}`, extensions: { code: codeForStatus(404) } }] }),
  });

  const sharedSubscribe = createSharedSubscribe({ sharedFields: PUBLIC_SUBSCRIPTIONS, documents, wireOf: (c) => (c as GatewayContext).wire });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  // A signed-in bettor's connections, told to the exchange (its dead-man switch: cancel unmatched bets on disconnect).
  const presence = connectionPresence((ctx) => {
    const fromParams = ctx.connectionParams?.authorization;
    const upgrade = (ctx.extra as { request: IncomingMessage }).request;
    const context = contextFor(typeof fromParams === 'string' ? fromParams : upgrade.headers.authorization);
    return context.token ? context.sources.account : null;
  });
  const wsServer = serveGraphqlWs<Record<string, unknown>>(
    {
      schema,
      onConnect: presence.onConnect,
      onClose: presence.onClose,
      parse: documents.parse,
      validate: documents.validate,
      execute: documents.execute,
      subscribe: sharedSubscribe as ServerOptions['subscribe'],
      // An error message (no operation to run, a subscription that failed) leaves with a code too.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatHttpError(error).toJSON()),
      // So does an error in a result that did not come through the document cache's execute (a
      // subscription whose variables did not coerce): BAD_USER_INPUT, or INTERNAL_SERVER_ERROR with a path.
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors?.some((e) => typeof e.extensions?.code !== 'string')) return undefined;
        const coded = result.errors.map((e) => withCode(e, e.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT'));
        return { ...result, errors: coded.map((e) => (e instanceof GraphQLError ? e.toJSON() : e)) };
      },
      context: (ctx, id) => {
        const fromParams = ctx.connectionParams?.authorization;
        const upgrade = ctx.extra.request as IncomingMessage;
        const client = upgrade.socket.remoteAddress ? { address: upgrade.socket.remoteAddress, userAgent: upgrade.headers['user-agent'] } : undefined;
        const context = contextFor(typeof fromParams === 'string' ? fromParams : upgrade.headers.authorization, client);
        return { ...context, wire: ctx.extra.wire(id) };
      },
    },
    wss,
  );
  const server: Server = app.server;
  serveUpgrades(server, path, (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));
  let liveClosed: Promise<void> | null = null;
  const closeLive = () => (liveClosed ??= wsServer.dispose());
  // preClose: WebSockets (ours and the upstream one) must end before the HTTP server can close.
  app.addHook('preClose', async () => {
    stream.close();
    transport.close?.();
    await closeLive();
  });
  const query = async (source: string, variables: Record<string, unknown>, client: ClientInfo): Promise<ExecutionResult> => {
    let document: DocumentNode;
    try {
      document = documents.parse(source);
    } catch (err) {
      return { errors: [err instanceof GraphQLError ? err : new GraphQLError(String(err))] };
    }
    const errors = documents.validate(schema, document);
    if (errors.length) return { errors };
    return documents.execute({ schema, document, variableValues: variables, contextValue: contextFor(undefined, client) });
  };
  return { live, stream, documents, restTransport: kind, direct: transport.direct !== undefined, sharedGroups: sharedSubscribe.groupCount, liveOutgoing: wsServer.outgoing, query, closeLive };
}
