import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createExchange } from '../service/exchange';
import { exchangeApi } from './app';
import { DirectRoutes, directRoute } from './direct';

const PRE = '41002.mo';
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;
const exchange = (runnerId: string, price: number) => ({ kind: 'exchange', runnerId, price });

/** The betting path called in-process answers exactly as its HTTP route does: status and JSON body. */
describe('in-process exchange routes (direct.ts)', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  const direct = new DirectRoutes();
  let demo: string;
  let blocked: string;

  const http = async (url: string, body: unknown, token?: string) => {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    return { statusCode: res.statusCode, body: res.json() as unknown };
  };
  /** The direct reply as it would look on the wire (a JSON round trip must not change it). */
  const inProcess = async (url: string, body: unknown, token?: string) => {
    const reply = await direct.call(url, { body, token: token ?? null });
    expect(JSON.parse(JSON.stringify(reply.body))).toEqual(reply.body);
    return reply;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-direct-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    app = Fastify({ logger: false });
    await app.register(exchangeApi(await createExchange(database.db), '/api', { direct }), { prefix: '/api' });
    await app.ready();
    const login = async (userName: string) => ((await http('/auth/login', { userName, password: 'demo-password' })).body as { data: { token: string } }).data.token;
    demo = await login('demo');
    blocked = await login('blocked');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the betting path, and nothing else, in-process', () => {
    expect(['/bets/place', '/bets/cancel', '/bets/replace'].every((p) => direct.has(p))).toBe(true);
    expect(direct.has('/user/balance')).toBe(false);
  });

  it('places, re-prices and cancels with the same replies as over HTTP', async () => {
    const viaHttp = await http('/bets/place', { marketId: PRE, side: 'LAY', size: 5_000, idempotencyKey: key(), selection: exchange('2', 1.5) }, demo);
    const viaDirect = await inProcess('/bets/place', { marketId: PRE, side: 'LAY', size: 5_000, idempotencyKey: key(), selection: exchange('2', 1.5) }, demo);
    expect(viaDirect.statusCode).toBe(200);
    const shape = (b: unknown) => ({ ...(b as { data: object }).data, betId: 'x' });
    expect(shape(viaDirect.body)).toEqual(shape(viaHttp.body));
    const betId = (viaDirect.body as { data: { betId: string } }).data.betId;
    const repriced = await inProcess('/bets/replace', { marketId: PRE, betId, price: 1.6 }, demo);
    expect(repriced).toMatchObject({ statusCode: 200, body: { data: { betId, sizeRemaining: 5_000 } } });
    const cancelled = await inProcess('/bets/cancel', { marketId: PRE, betId }, demo);
    expect(cancelled).toMatchObject({ statusCode: 200, body: { data: { betId, sizeCancelled: 5_000, status: 'CANCELLED' } } });
    // The bet placed in-process is the user's, as HTTP sees it.
    const mine = (await http('/bets/event', { eventId: '41002' }, demo)).body as { data: { matched: unknown[]; unmatched: Array<{ betId: string }> } };
    expect(mine.data.unmatched.some((b) => b.betId === betId)).toBe(false);
  });

  it('replays an idempotency key placed over HTTP, and refuses it for another payload', async () => {
    const idempotencyKey = key();
    const body = { marketId: PRE, side: 'BACK', size: 1_000, idempotencyKey, selection: exchange('1', 50) };
    const first = await http('/bets/place', body, demo);
    expect(await inProcess('/bets/place', body, demo)).toEqual(first);
    expect(await inProcess('/bets/place', { ...body, size: 2_000 }, demo)).toEqual(await http('/bets/place', { ...body, size: 2_000 }, demo));
  });

  it('refuses as HTTP does: no token, a blocked user, bad input, control characters, an unknown market', async () => {
    const good = { marketId: PRE, side: 'BACK', size: 1_000, idempotencyKey: key(), selection: exchange('1', 50) };
    const cases: Array<[unknown, string | undefined, number, string]> = [
      [good, undefined, 401, 'INVALID_SESSION_INFORMATION'],
      [good, 'not-a-token', 401, 'INVALID_SESSION_INFORMATION'],
      [{ ...good, idempotencyKey: key() }, 'blocked', 403, 'PERMISSION_DENIED'],
      [{ ...good, size: -5 }, 'demo', 400, 'INVALID_INPUT_DATA'],
      [{ ...good, extra: 1 }, 'demo', 400, 'INVALID_INPUT_DATA'],
      [{ ...good, idempotencyKey: 'abc\u0000defgh' }, 'demo', 400, 'INVALID_INPUT_DATA'],
      [{ ...good, marketId: 'no-such.mo', idempotencyKey: key() }, 'demo', 404, 'MARKET_NOT_FOUND'],
    ];
    for (const [body, who, status, code] of cases) {
      const token = who === 'demo' ? demo : who === 'blocked' ? blocked : who;
      const viaDirect = await inProcess('/bets/place', body, token);
      expect(viaDirect, JSON.stringify(body)).toEqual(await http('/bets/place', body, token));
      expect(viaDirect).toMatchObject({ statusCode: status, body: { error: { code } } });
    }
  });

  it('answers a handler’s own bug with 500 INTERNAL_ERROR, as HTTP does, and an unknown path with 404', async () => {
    const own = Fastify({ logger: false });
    const routes = new DirectRoutes();
    directRoute(own, routes, '/boom', async () => {
      throw new Error('SELECT secret FROM somewhere');
    });
    await own.ready();
    expect(await routes.call('/boom', { body: {}, token: null })).toEqual({ statusCode: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } } });
    expect(await routes.call('/nowhere', { body: {}, token: null })).toMatchObject({ statusCode: 404, body: { error: { code: 'NOT_FOUND' } } });
    await own.close();
  });
});
