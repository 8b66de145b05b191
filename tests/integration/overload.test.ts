import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { orders } from '../../server/exchange/db/schema';
import { Admission } from '../../server/exchange/service/admission';
import { copyMigratedStore } from '../support/pglite-template';

/**
 * Graceful overload at a small scale, over real HTTP (docs/overload.md): the server admits one bet at
 * a time with two waiting (one per bettor). While a long batch holds that place, a burst of bets from
 * three bettors through REST and GraphQL is refused at once but for two — every refusal coded
 * (SERVICE_BUSY or TOO_MANY_REQUESTS) with a Retry-After, the queue never past its bound — and once it
 * frees, the two queued are placed and in the store, and the next bet is accepted at once.
 */
const BETTORS = ['demo', 'mm1', 'mm2'];
const REFUSALS = ['SERVICE_BUSY', 'TOO_MANY_REQUESTS'];
const PER_BETTOR = 12;

/**
 * A server on a fresh store with `admission` in front of its betting path (registered in the calling
 * describe's beforeAll/afterAll), the three bettors logged in, and a bet through REST or GraphQL: its
 * bet id, or its refusal's status, code, Retry-After (body and header).
 */
function betting(admission: Admission, tag: string) {
  let dir = '';
  let server!: RunningServer;
  const tokens: Record<string, string> = {};
  let n = 0;
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
  };
  const bet = () => {
    n += 1;
    return { marketId: '41002.mo', side: n % 2 ? 'BACK' : 'LAY', size: 1_000, idempotencyKey: `${tag}-${n}-${Date.now()}`, runnerId: '1', price: n % 2 ? 20 : 1.2 };
  };
  const placeRest = async (user: string) => {
    const { runnerId, price, ...rest } = bet();
    const res = await post('/api/bets/place', { ...rest, selection: { kind: 'exchange', runnerId, price } }, tokens[user]);
    if (res.status === 200) return { ok: true as const, betId: (res.body.data as { betId: string }).betId };
    const error = res.body.error as { code: string; retryAfterS?: number };
    return { ok: false as const, status: res.status, code: error.code, retryAfterS: error.retryAfterS, header: res.retryAfter };
  };
  const placeGraphql = async (user: string) => {
    const { runnerId, price, ...rest } = bet();
    const res = await post(
      '/graphql',
      { query: 'mutation Place($input: PlaceBetInput!) { placeBet(input: $input) { betId status } }', variables: { input: { ...rest, selection: { exchange: { runnerId, price } } } } },
      tokens[user],
    );
    const errors = res.body.errors as Array<{ extensions: { code: string; retryAfterS?: number } }> | undefined;
    if (!errors) return { ok: true as const, betId: (res.body.data as { placeBet: { betId: string } }).placeBet.betId };
    return { ok: false as const, status: res.status, code: errors[0]!.extensions.code, retryAfterS: errors[0]!.extensions.retryAfterS, header: res.retryAfter };
  };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `backlay-${tag}-`));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa'), admission });
    for (const user of BETTORS) tokens[user] = ((await post('/api/auth/login', { userName: user, password: 'demo-password' })).body.data as { token: string }).token;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    admission.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { post, placeRest, placeGraphql, tokens, server: () => server };
}

describe('graceful overload over HTTP and GraphQL', () => {
  // The event loop's delay is the test's to set (the machine's own stalls must not decide the outcome).
  let loopDelay = 0;
  const INTERVAL_MS = 2_000;
  const admission = new Admission({ initialLimit: 1, minLimit: 1, maxLimit: 1, maxQueue: 2, maxQueuePerKey: 1, maxWaitMs: 60_000, queueTargetMs: 60_000, intervalMs: INTERVAL_MS, loopDelay: () => loopDelay, shedMinBusy: 0 });
  const { post, placeRest, placeGraphql, tokens, server } = betting(admission, 'overload');

  it('refuses what it cannot serve at once, coded with a Retry-After, on REST and GraphQL alike; loses nothing it acknowledged', async () => {
    // A long batch holds the one place: the burst finds it taken, as it would under load.
    let release!: () => void;
    const holder = admission.run('long-batch', () => new Promise<void>((resolve) => (release = resolve)));
    const total = BETTORS.length * PER_BETTOR;
    const answers = Promise.all(BETTORS.flatMap((user) => Array.from({ length: PER_BETTOR }, (_, i) => (i % 2 ? placeGraphql(user) : placeRest(user)).then((r) => ({ ...r, api: i % 2 ? 'graphql' : 'rest' })))));
    // Every bet but the two queued ones is refused without waiting for the place to free.
    for (let waited = 0; admission.stats().refused + admission.stats().queued < total; waited += 20) {
      if (waited > 60_000) throw new Error(`the burst did not reach admission: ${JSON.stringify(admission.stats())}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(admission.stats()).toMatchObject({ queued: 2, refused: total - 2, inFlight: 1 });
    release();
    await holder;
    const burst = await answers;
    const accepted = burst.filter((r) => r.ok);
    const refused = burst.filter((r) => !r.ok);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(total - 2);
    for (const r of refused) {
      expect(REFUSALS).toContain(r.code);
      expect(r.retryAfterS).toBe(1);
      if (r.api === 'rest') {
        expect(r.status).toBe(429);
        expect(r.header).toBe('1');
      }
    }
    // Both doors refused, with both codes: a bettor's second bet was their own burst, the rest the exchange's.
    expect(new Set(refused.map((r) => r.api))).toEqual(new Set(['rest', 'graphql']));
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(REFUSALS));
    expect(admission.stats().peakQueued).toBe(2);

    const ids = accepted.map((r) => r.betId);
    const stored = await server().database.db.select({ id: orders.orderId }).from(orders).where(inArray(orders.orderId, ids));
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it('accepts the next bet at once when the burst is over', async () => {
    expect(await placeRest('demo')).toMatchObject({ ok: true });
    expect(await placeGraphql('mm1')).toMatchObject({ ok: true });
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('refuses bets before reading them while the event loop is delayed, on REST and GraphQL; other calls go on; then accepts again', async () => {
    expect(await placeRest('mm2')).toMatchObject({ ok: true }); // opens a window
    loopDelay = 400;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS + 100));
    const before = admission.stats();
    const rest = await placeRest('demo');
    const graphql = await placeGraphql('mm1');
    expect(rest).toMatchObject({ ok: false, status: 429, code: 'SERVICE_BUSY', retryAfterS: 1, header: '1' });
    expect(graphql).toMatchObject({ ok: false, code: 'SERVICE_BUSY', retryAfterS: 1 });
    // Betfair's placeOrders, over REST and JSON-RPC: the same door, Betfair's SERVICE_BUSY.
    const betfair = (url: string, body: unknown) =>
      fetch(`${server().url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-application': 'overload-test', 'x-authentication': tokens.demo! }, body: JSON.stringify(body) });
    const instructions = [{ selectionId: 1, side: 'BACK', orderType: 'LIMIT', limitOrder: { size: 10, price: 2, persistenceType: 'LAPSE' } }];
    const betfairRest = await betfair('/exchange/betting/rest/v1.0/placeOrders/', { marketId: '1.41002', instructions });
    expect(betfairRest.status).toBe(400);
    expect(betfairRest.headers.get('retry-after')).toBe('1');
    expect(((await betfairRest.json()) as { detail: { APINGException: { errorCode: string } } }).detail.APINGException.errorCode).toBe('SERVICE_BUSY');
    const rpc = (await (await betfair('/exchange/betting/json-rpc/v1', [
      { jsonrpc: '2.0', method: 'SportsAPING/v1.0/placeOrders', params: { marketId: '1.41002', instructions }, id: 1 },
      { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listEventTypes', params: { filter: {} }, id: 2 },
    ])).json()) as Array<{ id: number; result?: unknown; error?: { data: { APINGException: { errorCode: string } } } }>;
    expect(rpc[0]!.error?.data.APINGException.errorCode).toBe('SERVICE_BUSY');
    // The read beside it in the batch is served.
    expect(rpc[1]!.result).toBeDefined();
    // None reached the betting service: refused at the door.
    expect(admission.stats()).toMatchObject({ admitted: before.admitted, refused: before.refused + 4 });
    // A GraphQL query and a REST read are not bets: served.
    const query = await post('/graphql', { query: '{ sports { sportId } }' }, tokens.demo);
    expect(query.status).toBe(200);
    expect(query.body.errors).toBeUndefined();
    loopDelay = 0;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS + 100));
    expect(await placeGraphql('mm1')).toMatchObject({ ok: true });
    expect(await placeRest('demo')).toMatchObject({ ok: true });
  });
});

/**
 * The door's pace at a small scale, over real HTTP (docs/overload.md, 5): with the event loop's typical
 * delay held over the target by the test, bets knocking steadily past what admission holds make the door pace; a burst is then let
 * through at the pace and the rest refused at once, coded, before reaching admission; reads go on; and
 * once the delay is gone the pace ends and bets are accepted at once.
 */
describe('the door paces bets while the event loop stays behind', () => {
  let delay = 0;
  // Two bets at a time and one waiting: three bettors betting at once overflow it, the load the pace is for.
  const admission = new Admission({ initialLimit: 2, minLimit: 2, maxLimit: 2, maxQueue: 1, maxQueuePerKey: 1, intervalMs: 300, paceTargetMs: 20, shedMinBusy: 2, shedLoopDelayMs: 10_000, loopDelay: () => ({ worst: delay, typical: delay }) });
  const { post, placeRest, placeGraphql, tokens } = betting(admission, 'pace');
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const place = (user: string, api: 'rest' | 'graphql') => (api === 'rest' ? placeRest(user) : placeGraphql(user));

  it('lets a burst through at the pace and refuses the rest at once, coded, on REST and GraphQL; reads go on; then the pace ends', async () => {
    delay = 60;
    // Bets knocking steadily (nine at once every 100 ms, more than admission holds) while the loop stays behind: after two intervals the door paces.
    const until = Date.now() + 20_000;
    while (admission.stats().pacePerS === null && Date.now() < until) {
      await Promise.all(BETTORS.flatMap((user) => [place(user, 'rest'), place(user, 'rest'), place(user, 'rest')]));
      await sleep(100);
    }
    expect(admission.stats().pacePerS).not.toBeNull();

    const before = admission.stats();
    const burst = await Promise.all(BETTORS.flatMap((user) => Array.from({ length: 8 }, (_, i) => place(user, i % 2 ? 'graphql' : 'rest'))));
    const accepted = burst.filter((r) => r.ok);
    const refused = burst.filter((r) => !r.ok);
    // At the pace (tens a second) a burst of 24 at once gets a few places, no more.
    expect(accepted.length).toBeLessThan(8);
    expect(refused.length).toBeGreaterThan(16);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 429, retryAfterS: 1 });
      expect(['SERVICE_BUSY', 'TOO_MANY_REQUESTS']).toContain(r.code);
    }
    const after = admission.stats();
    // Refused at the door: never admitted, and the pace's own refusals counted as such.
    expect(after.admitted - before.admitted).toBe(accepted.length);
    expect(after.refused - before.refused).toBe(refused.length);
    expect(after.paced).toBeGreaterThan(before.paced);
    const query = await post('/graphql', { query: '{ sports { sportId } }' }, tokens.demo);
    expect(query.status).toBe(200);
    expect(query.body.errors).toBeUndefined();

    // The loop has caught up: ten intervals that refuse nothing end the pace, and a bet is accepted at once.
    delay = 0;
    const end = Date.now() + 30_000;
    for (let i = 0; admission.stats().pacePerS !== null && Date.now() < end; i++) {
      await place(BETTORS[i % BETTORS.length]!, 'rest');
      await sleep(100);
    }
    expect(admission.stats().pacePerS).toBeNull();
    expect(await place('demo', 'graphql')).toMatchObject({ ok: true });
    expect(await place('mm1', 'rest')).toMatchObject({ ok: true });
  });
});
