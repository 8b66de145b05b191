/**
 * The observability endpoints every role serves (issue #49, docs/operations.md#monitoring):
 * `GET /metrics` (Prometheus text format; `Authorization: Bearer $METRICS_TOKEN` when that is set),
 * `GET /livez`, `GET /readyz` (health.ts), and the hook that times every request by API.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readiness } from './health';
import { httpDuration, metricsRegistry } from './registry';
import { fromWarmUp } from '../http-warm-up';

/** The API a request belongs to, and whether it places bets (bounded labels: never an id). */
export function classify(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): { api: 'graphql' | 'rest' | 'betfair' | 'other'; op: 'bet' | 'other' } {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/graphql') {
    const query = (request.body as { query?: unknown } | null | undefined)?.query;
    return { api: 'graphql', op: request.method === 'POST' && typeof query === 'string' && query.includes('placeBet') ? 'bet' : 'other' };
  }
  if (path.startsWith('/exchange/') || path === '/api/login' || path === '/api/keepAlive' || path === '/api/logout') {
    return { api: 'betfair', op: request.method === 'POST' && placesOrders(path, request.body) ? 'bet' : 'other' };
  }
  if (path.startsWith('/api/')) return { api: 'rest', op: request.method === 'POST' && path === '/api/bets/place' ? 'bet' : 'other' };
  return { api: 'other', op: 'other' };
}

/** Betfair's placeOrders: its REST address, or a JSON-RPC call (or batch) naming it. */
function placesOrders(path: string, body: unknown): boolean {
  if (path.endsWith('/placeOrders/') || path.endsWith('/placeOrders')) return true;
  const calls = Array.isArray(body) ? body : [body];
  return calls.some((c) => typeof (c as { method?: unknown } | null)?.method === 'string' && (c as { method: string }).method.endsWith('placeOrders'));
}

export interface ObservabilityOptions {
  readiness: Readiness;
  /** METRICS_TOKEN: /metrics then needs `Authorization: Bearer <token>` with one of them. */
  metricsToken?: string | readonly string[] | undefined;
}

/** /metrics, /livez and /readyz on `app`, and the request-latency hook (added before the other routes). */
export function mountObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (fromWarmUp(request.raw)) return done();
    const { api, op } = classify(request);
    if (api !== 'other') httpDuration.observe({ api, op, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    done();
  });
  const tokens = typeof options.metricsToken === 'string' ? [options.metricsToken] : (options.metricsToken ?? []);
  const expected = tokens.map((token) => Buffer.from(`Bearer ${token}`));
  app.get('/metrics', async (request, reply) => {
    if (expected.length) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (!expected.some((token) => given.length === token.length && timingSafeEqual(given, token))) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ error: { code: 'UNAUTHORIZED', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' } });
      }
    }
    const body = await metricsRegistry.metrics();
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(body);
  });
  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks } = await options.readiness.run();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
