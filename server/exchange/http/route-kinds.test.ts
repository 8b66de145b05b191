import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRetrySafe } from '../../cluster/command-routing';
import { registerCancelMarketRoute } from '../cluster/cross-market-cancel';
import { openDatabase, type Database } from '../db/client';
import { createExchange } from '../service/exchange';
import { exchangeApi } from './app';
import { operations } from './betfair/operations';
import { ROUTE_KINDS } from './route-kinds';
import { copyMigratedStore } from '../../../tests/support/pglite-template';

/**
 * Every exchange REST route (the cluster's own cancel route too) has its kind in route-kinds.ts (a route added without one fails here), the
 * table names no route that is gone, and the gateway's retry rule (command-routing.ts isRetrySafe) is
 * derived from it; no Betfair operation that writes is retried without its customerRef.
 */
describe('the kinds of the exchange routes', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  const routes = new Set<string>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-route-kinds-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    app = Fastify();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(route.url.slice('/api'.length));
    });
    const exchange = await createExchange(database.db);
    await app.register(exchangeApi(exchange), { prefix: '/api' });
    // The route only the exchange processes of a cluster serve, to each other (it is under /api too).
    await registerCancelMarketRoute(app, exchange, ['forward-key-0123456789abcdef0123']);
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('classifies every route the exchange serves, and only those', () => {
    expect(routes.size).toBeGreaterThan(100);
    expect([...routes].filter((route) => !Object.hasOwn(ROUTE_KINDS, route)), 'routes without a kind in route-kinds.ts').toEqual([]);
    expect(Object.keys(ROUTE_KINDS).filter((route) => !routes.has(route)), 'kinds of routes the exchange does not serve').toEqual([]);
  });

  it('retries a read, a keyed write with its key, and never an unsafe write', () => {
    const post = (route: string, body: object) => ({ method: 'POST' as const, path: `/api${route}`, headers: {}, body: JSON.stringify(body) });
    for (const [route, kind] of Object.entries(ROUTE_KINDS)) {
      expect(isRetrySafe(post(route, {})), route).toBe(kind === 'read');
      expect(isRetrySafe(post(route, { idempotencyKey: 'key-12345678' })), `${route} with a key`).toBe(kind !== 'unsafe');
    }
    expect(isRetrySafe(post('/no/such/route', { idempotencyKey: 'key-12345678' }))).toBe(false);
  });

  it('retries no Betfair operation that writes unless it carries its customerRef', () => {
    const prefixes = { betting: 'SportsAPING/v1.0/', account: 'AccountAPING/v1.0/', heartbeat: 'HeartbeatAPING/v1.0/' } as const;
    let writes = 0;
    for (const [api, named] of Object.entries(operations) as Array<[keyof typeof prefixes, (typeof operations)[keyof typeof operations]]>) {
      for (const [name, operation] of Object.entries(named)) {
        const call = (params: object) => ({ method: 'POST' as const, path: `/exchange/${api}/json-rpc/v1`, headers: {}, body: JSON.stringify({ jsonrpc: '2.0', method: `${prefixes[api]}${name}`, params, id: 1 }) });
        const rest = { method: 'POST' as const, path: `/exchange/${api}/rest/v1.0/${name}/`, headers: {}, body: '{}' };
        if (!operation.writes) continue;
        writes += 1;
        expect(isRetrySafe(call({})), name).toBe(false);
        expect(isRetrySafe(rest), `${name} (REST)`).toBe(false);
        expect(isRetrySafe(call({ customerRef: 'ref-1' })), `${name} with its customerRef`).toBe(true);
      }
    }
    expect(writes).toBeGreaterThanOrEqual(4);
  });
});
