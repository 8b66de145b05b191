import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import { answerClientError, CONNECTIONS_CHECK_MS, HEADERS_TIMEOUT_MS, trackRequestPaths } from './client-errors';
import { isLandingPath, pathTo } from '../machines/lib/routes';
import { MemoryBus } from './bus/memory-bus';
import { claimDataDir, serveBackups } from './exchange/db/backup-socket';
import { openDatabase, type Database } from './exchange/db/client';
import { exchangeApi } from './exchange/http/app';
import { betfairApi } from './exchange/http/betfair/betfair-api';
import { betfairStream, type BetfairStream } from './exchange/http/betfair/stream-server';
import { shedWhenOverloaded } from './exchange/http/admission-hooks';
import { DirectRoutes } from './exchange/http/direct';
import { Admission } from './exchange/service/admission';
import { perfTimeline } from './exchange/service/perf-timeline';
import { createExchange, type Exchange } from './exchange/service/exchange';
import { ScratchMarket, warmUpBetting, type WarmUpOptions, type WarmUpReport } from './exchange/service/warm-up';
import { warmUpHttp } from './http-warm-up';
import { sportOfEvent } from './exchange/db/queries/events';
import type { Db } from './exchange/db/client';
import { publishToBus } from './exchange/stream/bus-publisher';
import { registerGateway, type GatewayHandle } from './gateway/server';
import { loadFirstScreens, type FirstScreens } from './first-screen';
import { BOOT_LOADER_CSP_SOURCE } from './boot-loader';
import { registerStorybook, STORYBOOK_PREFIX } from './storybook-static';
import { prepareStore, type OperatorSetup } from './startup';
import { loggerOptions, registerRequestLog } from './request-log';
import { readinessOf } from './metrics/health';
import { admissionSources, poolSources } from './metrics/registry';
import { mountObservability } from './metrics/routes';
import { StoreFigureReader, storeSources } from './metrics/store-figures';
import { joinSystemBoard, SystemBoard } from './metrics/system';
import { instanceId } from './cluster/instance-id';
import { SPA_PLACE_BET } from './gateway/spa-place-bet';
import { closeConnectionsWhileDraining, KEEP_ALIVE_MS } from './http-drain';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  /** Whether the demo's accounts are in the store (startup.ts). */
  demo: boolean;
  /** The operator's first password (startup.ts): a setup code to print while it is unset. */
  operatorSetup: OperatorSetup;
  /** What the warm-up before listening did (warm-up.ts, http-warm-up.ts); null: none was asked for, or it failed (logged). */
  warmUp: StartWarmUp | null;
  /** Betfair's Exchange Stream on this process (its drain is part of a graceful stop). */
  stream: BetfairStream;
  close(): Promise<void>;
}

/** The request body limit of every role's HTTP server (a body forwarded over the bus is held to it too). */
export const BODY_LIMIT = 256 * 1024;

/**
 * The changes the embedded process's stream keeps for a resume (a client back within about that many
 * changes gets exactly the ones it missed, later a fresh snapshot): bounded, so `npm start` keeps a
 * small memory whatever runs.
 */
const EMBEDDED_STREAM_CHANGES = 10_000;

/**
 * Composes the exchange service, the gateway and the SPA into one listening process (ROLE=all, the
 * embedded default). The cluster's roles (server/cluster/roles.ts) are built from the same parts.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // PGlite: one process per data directory, which answers backups on its socket (backup-socket.ts).
  if (!config.databaseUrl) await claimDataDir(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const backups = database.dump ? await serveBackups(database, config.dataDir, (line) => console.log(line)) : null;
  const { seeded, demo, operatorSetup } = await prepareStore(database.db, config).catch(async (err: unknown) => {
    await backups?.close();
    await database.close();
    throw err;
  });
  const app = createHttpApp(config);
  let url = '';

  // The in-process gateway carries each caller's real address to the exchange under this key.
  const forwardKey = config.forwardKey ?? randomBytes(32).toString('base64url');
  // The betting path's routes are also handed to the gateway for in-process calls (no HTTP hop).
  const direct = new DirectRoutes();
  const { exchange, stream } = await mountExchange(app, config, database, { forwardKey, acceptKeys: config.forwardKeys?.length ? config.forwardKeys : [forwardKey], direct });
  // The change stream goes through the bus here too, in memory (docs/live-stream.md): the gateway reads it as a cluster's does.
  const bus = new MemoryBus({ maxChanges: EMBEDDED_STREAM_CHANGES });
  const publisher = publishToBus(exchange.services.hub, bus, database.db);
  // The System page: this process samples itself onto its in-memory bus and keeps the board it reads (server/metrics/system.ts).
  const system = new SystemBoard();
  const leaveBoard = await joinSystemBoard(bus, { instanceId: instanceId(), role: 'all', readiness: readinessOf(app) }, system);
  const gateway = await registerGateway(app, { exchangeUrl: () => `${url}/api`, siteKey: config.siteKey, forwardKey, direct, bus, system });
  const firstScreens = await mountSpa(app, config, gateway);
  // Before listening: the betting path run warm on scratch rows that are rolled back (issue #51, docs/scaling.md),
  // and a market page's first screen drawn once (its first visitor after a start waits FIRST_SCREEN_TIMEOUT_MS at most).
  const warmed = config.warmUp ? await warmUp(app, exchange, config.siteKey, config.warmUp, firstScreens ? await drawnPageOf(exchange, database.db) : null) : null;

  url = await listen(app, config);
  if (config.streamPort) await stream.listenTcp(config.streamPort, config.host);

  return {
    url,
    app,
    database,
    seeded,
    demo,
    operatorSetup,
    warmUp: warmed,
    stream,
    async close() {
      await leaveBoard();
      await app.close();
      await publisher.close();
      await bus.close();
      await backups?.close();
      await database.close();
    },
  };
}

/** GraphQL placeBets sent over loopback connections by the warm-up (http-warm-up.ts), at most, and the connections. */
const HTTP_WARM_UP_REQUESTS = 2_500;
const HTTP_WARM_UP_CONNECTIONS = 8;
/** The whole warm-up's cap by default, ms (WARM_UP_MS): a start is never more than about this much later for it. */
const WARM_UP_CAP_MS = 1_500;

/** The start's warm-up: the scratch bets (warm-up.ts), then the GraphQL placeBets answered over loopback HTTP (http-warm-up.ts). */
export interface StartWarmUp extends WarmUpReport {
  /** placeBets answered over HTTP. */
  requests: number;
  /** Of them, the bets placed and rolled back (the others were refused for want of a session, on purpose: see placeBetOverHttp). */
  rehearsed: number;
  /** The market page loaded first over HTTP, its first screen drawn (drawnPageOf), or null: none to draw. */
  page: string | null;
}

/**
 * A page the server draws a first screen for (server/first-screen.ts), to load once in the warm-up:
 * the event page of the first open exchange market, or null when there is none. Its first draw
 * compiles the page's GraphQL query, the event's REST reads, React's server renderer and the
 * compression; cold, that took 170–190 ms at load 0.5 and past FIRST_SCREEN_TIMEOUT_MS at load 10,
 * when the first visitor after a start got index.html instead.
 */
async function drawnPageOf(exchange: Exchange, db: Db): Promise<string | null> {
  const market = exchange.registry.all().find((e) => e.row.kind === 'exchange' && e.row.status === 'OPEN');
  const sportId = market && (await sportOfEvent(db, market.row.exEventId));
  return market && sportId !== undefined ? pathTo('marketDetails', { eventId: market.row.exEventId, id: sportId }) : null;
}

/**
 * The warm-up (warm-up.ts, http-warm-up.ts), its outcome on one line. A warm-up that fails is logged
 * and the start goes on cold: it is an optimisation, and its transactions have rolled back whatever it wrote.
 */
async function warmUp(app: FastifyInstance, exchange: Exchange, siteKey: string, options: WarmUpOptions, page: string | null): Promise<StartWarmUp | null> {
  const started = performance.now();
  // One cap for both parts: the scratch bets get a fifth of it, the rehearsal over HTTP what is left.
  // The rehearsal runs the whole path, the scratch bets the batch alone, and the functions a request
  // calls once are the ones still compiled after ready: they get most of the cap (docs/scaling.md).
  const capMs = options.budgetMs ?? WARM_UP_CAP_MS;
  const scratch = ScratchMarket.of(exchange, siteKey);
  if (!scratch) return { bets: 0, batches: 0, betsPerS: 0, ms: 0, skipped: 'no open exchange market to copy', requests: 0, rehearsed: 0, page: null };
  try {
    const { market, ...report } = await warmUpBetting(exchange, scratch, { ...options, budgetMs: capMs * 0.2 });
    // Admission's pace, should it start in the first seconds, starts from the rate just measured, not from a cold second's (admission.ts).
    exchange.betting.admission?.seedPace(report.betsPerS);
    // A bettor's placeBet over HTTP, the whole way (rolled back): Node's HTTP server, the app's hooks,
    // the gateway's GraphQL (parsed, validated, compiled by graphql-jit), the session found, admission,
    // the group commit's batch and transaction, and the answer. The first request loads `page`, drawn.
    const rehearsal = scratch.rehearse(market.row, market.runnerRows);
    const http = await warmUpHttp(app, {
      requests: HTTP_WARM_UP_REQUESTS,
      connections: HTTP_WARM_UP_CONNECTIONS,
      budgetMs: Math.max(0, capMs - (performance.now() - started)),
      path: '/graphql',
      request: (n) => (n === 0 && page ? { page } : placeBetOverHttp(n, scratch, rehearsal?.tokens ?? null)),
    });
    return { ...report, requests: http.requests, rehearsed: rehearsal?.placed() ?? 0, page: http.requests > 0 ? page : null, ms: performance.now() - started };
  } catch (err) {
    console.error(`warm-up failed, starting cold: ${(err as Error).message}`);
    return null;
  } finally {
    scratch.close();
  }
}

/**
 * The warm-up's `n`th placeBet: the bench's mix by the two scratch bettors, alternately, on the scratch
 * market's first two runners. Every eighth (and every one when no token could be given) carries a token
 * no session has, so the path a bettor with an expired session takes — the session query that finds
 * none, the refusal — is warm too.
 */
function placeBetOverHttp(n: number, scratch: ScratchMarket, tokens: readonly string[] | null): { token: string; body: string } {
  const { bettor, input } = scratch.bet(n, 'warm-up-http');
  const { kind: _kind, ...exchange } = input.selection;
  const token = tokens && n % 8 !== 7 ? tokens[bettor]! : randomBytes(32).toString('base64url');
  return { token, body: JSON.stringify({ ...SPA_PLACE_BET, variables: { input: { ...input, selection: { exchange } } } }) };
}

/**
 * The HTTP server every role listens with: security headers on every response, Node's refusals
 * before any route answered in the path's shape, and anything failing outside /api and /graphql in
 * the REST error shape.
 */
export function createHttpApp(config: ServerConfig): FastifyInstance {
  const app = Fastify({
    ...loggerOptions(),
    bodyLimit: BODY_LIMIT,
    // Headers (a WebSocket handshake's too) must arrive within HEADERS_TIMEOUT_MS; refusals Node makes
    // before any route (431, 408, 400) answer in the path's documented shape (server/client-errors.ts).
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    clientErrorHandler: answerClientError,
    // Idle kept-alive connections end within a drain (server/http-drain.ts): clients close them first.
    keepAliveTimeout: KEEP_ALIVE_MS,
    ...(config.trustedProxies.length ? { trustProxy: config.trustedProxies } : {}),
  });
  trackRequestPaths(app.server);
  closeConnectionsWhileDraining(app);
  registerRequestLog(app);
  // /metrics, /livez, /readyz and the request-latency hook, on every role (server/metrics, docs/operations.md#monitoring).
  mountObservability(app, { readiness: readinessOf(app), metricsToken: config.metricsToken });

  // Security headers on every response (pages, /graphql, /api, errors): see securityHeaders. Helmet's
  // middleware is built once here; @fastify/helmet rebuilt it (and re-parsed the CSP) on every request.
  const applySecurityHeaders = helmet(securityHeaders());
  app.addHook('onRequest', (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  // Anything outside /api and /graphql that fails (a body on a page URL, …) answers in the REST error shape.
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ code: 'INTERNAL_ERROR', message: err.message }, 'unhandled error');
    return reply.status(status).send({ error: { code: status === 500 ? 'INTERNAL_ERROR' : 'INVALID_INPUT_DATA', message: status === 500 ? 'Internal server error' : err.message } });
  });
  return app;
}

/**
 * The exchange on `app`: the service on `database`, admission in front of its betting path, its REST
 * API under /api, Betfair's API-NG at its own addresses and the Exchange Stream's WebSocket.
 */
export async function mountExchange(
  app: FastifyInstance,
  config: ServerConfig,
  database: Database,
  options: { forwardKey: string; /** Every forward key accepted (a rotation lists several); default: forwardKey. */ acceptKeys?: readonly string[]; direct?: DirectRoutes | undefined; deferLeases?: boolean },
): Promise<{ exchange: Exchange; stream: BetfairStream }> {
  const exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb, deferLeases: options.deferLeases, retention: config.retention });
  // Ready while the store answers; its pool and business figures are read by /metrics at scrape time.
  readinessOf(app).add('store', async () => {
    await database.db.execute(sql`select 1`);
  });
  const unregister = [storeSources.add(new StoreFigureReader(database.db)), ...(database.pool ? [poolSources.add(database.pool)] : [])];
  app.addHook('onClose', async () => unregister.forEach((remove) => remove()));
  // Admission in front of the betting path: past what it can answer in time, a bet is refused at once, coded (docs/overload.md).
  if (config.admission !== false) {
    const admission = config.admission instanceof Admission ? config.admission : new Admission(config.admission);
    exchange.betting.admission = admission;
    shedWhenOverloaded(app, admission, { place: '/api/bets/place', graphql: '/graphql' });
    if (perfTimeline.enabled) perfTimeline.watch(() => admission.stats());
    const unwatch = admissionSources.add(() => admission.stats());
    app.addHook('onClose', async () => {
      unwatch();
      admission.close();
    });
  }
  await app.register(exchangeApi(exchange, '/api', { forwardKey: options.acceptKeys ?? options.forwardKey, direct: options.direct }), { prefix: '/api' });
  // Betfair's API-NG at its own addresses (/api/login, /exchange/…): docs/trading-api.md.
  await app.register(betfairApi(exchange));
  // Betfair's Exchange Stream API: WebSocket at /exchange/stream, and TCP on STREAM_PORT when set.
  const stream = betfairStream(exchange);
  stream.attachWebSocket(app.server);
  app.addHook('onClose', () => stream.close());
  return { exchange, stream };
}

/**
 * The built SPA on `app` when there is one (its files, the server-drawn first screens through the
 * gateway's in-process query), the built Storybook, and the 404 every role answers in REST shape.
 * Answers the first screens it draws, or null (no build, or a build without them).
 */
export async function mountSpa(app: FastifyInstance, config: ServerConfig, gateway: Pick<GatewayHandle, 'query'> | null): Promise<FirstScreens | null> {
  const indexHtml = `${config.staticDir}/index.html`;
  let firstScreens: FirstScreens | null = null;
  if (gateway && existsSync(indexHtml)) {
    await app.register(fastifyStatic, staticOptions(config.staticDir));
    firstScreens = await loadFirstScreens(config.staticDir, gateway.query);
  }
  // The built Storybook at /storybook/ when storybook-static/ is there (server/storybook-static.ts).
  if (gateway) await registerStorybook(app, config.storybookDir, securityHeaders());
  const servesPages = gateway !== null && existsSync(indexHtml);
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed file (a chunk of an older build) is a 404, never index.html under a script's name; so is /storybook/ with no Storybook built.
    const isPage = request.method === 'GET' && !['/api/', '/graphql', '/assets/', STORYBOOK_PREFIX].some((prefix) => request.url.startsWith(prefix));
    if (!isPage || !servesPages) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
    const drawn = firstScreens ? await drawFirstScreen(firstScreens, request) : null;
    if (drawn !== null) return sendHtml(reply, drawn, request.headers['accept-encoding']);
    return reply.type('text/html').header('cache-control', NO_CACHE).sendFile(pageFile(config.staticDir, request.url));
  });
  return firstScreens;
}

/** Listens on the configured host and port; resolves with the URL it listens at. */
export async function listen(app: FastifyInstance, config: ServerConfig): Promise<string> {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * A page's first screen (server/first-screen.ts), or null: the page has none, or its query failed,
 * took too long or drew nothing. Never an error for the bettor: index.html is sent instead and the
 * app loads the page itself.
 */
async function drawFirstScreen(firstScreens: FirstScreens, request: FastifyRequest): Promise<string | null> {
  try {
    return await firstScreens.html(request.url.split(/[?#]/, 1)[0] ?? '', { address: request.ip, userAgent: request.headers['user-agent'] });
  } catch (err) {
    request.log.warn({ code: 'FIRST_SCREEN_FAILED', message: (err as Error).message, url: request.url.split('?', 1)[0] }, 'first screen not drawn');
    return null;
  }
}

/** A drawn page: not cached (its odds are live), compressed as the browser accepts (brotli, else gzip). */
function sendHtml(reply: FastifyReply, html: string, acceptEncoding: string | string[] | undefined) {
  const accepts = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  void reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * The HTML a page's first load gets: home (`/`, `/home`) has its first screen prerendered into
 * home.html by the build (scripts/prerender-landing.ts); every other route, and a build without it,
 * gets index.html.
 */
export const LANDING_HTML = 'home.html';
export function pageFile(root: string, url: string): string {
  return isLandingPath(url.split(/[?#]/, 1)[0] ?? '') && existsSync(path.join(root, LANDING_HTML)) ? LANDING_HTML : 'index.html';
}

/**
 * How the built SPA is served: each file's brotli or gzip twin (written by the build, see
 * scripts/precompress.ts) when the browser accepts it, else the file itself (`Vary: Accept-Encoding`
 * either way); the content-hashed files under /assets/ are cached for a year as immutable, everything
 * else (index.html, favicon, the SPA fallback) is revalidated on every use (`no-cache`), so a new
 * build is picked up at once.
 */
export function staticOptions(root: string) {
  const assets = path.join(root, 'assets') + path.sep;
  return {
    root,
    wildcard: false,
    // `/` itself: the prerendered landing when the build wrote one (see pageFile).
    index: [LANDING_HTML, 'index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : NO_CACHE);
    },
  };
}

/**
 * The headers every response carries (helmet): a Content-Security-Policy the built SPA runs
 * under with no violation (scripts only from this origin and the pages' boot loader by its hash; inline styles allowed, as Radix's scroll
 * lock injects a <style>; images also from https: for a site's logo; connections to this origin —
 * GraphQL over HTTP and WebSocket — and the Firebase feeds when configured), frame-ancestors 'none'
 * and X-Frame-Options DENY, nosniff, and Referrer-Policy strict-origin-when-cross-origin.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env) {
  const firebase = Object.keys(env).some((name) => name.startsWith('VITE_FIREBASE_'))
    ? ['https://*.googleapis.com', 'https://*.firebaseio.com', 'wss://*.firebaseio.com', 'https://*.firebaseapp.com']
    : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built pages' one inline script, by its hash: the loader that asks for the app once the HTML has painted.
        scriptSrc: ["'self'", BOOT_LOADER_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...firebase],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Plain HTTP on 127.0.0.1 by default: HSTS belongs to the TLS proxy in front, when there is one.
    strictTransportSecurity: false,
  };
}
