import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExchangeOnBus, type ExchangeOnBus } from '../../tests/support/exchange-on-bus';
import { BusError, type Bus } from '../bus/bus';
import type { BusCommand, BusCommandReply } from '../bus/command';
import { MemoryBus } from '../bus/memory-bus';
import { ANY_SUBJECT, marketCommandSubject } from '../bus/subjects';
import { createHttpApp, BODY_LIMIT } from '../app';
import type { ServerConfig } from '../config';
import { serveExchangeCommands } from '../exchange/cluster/exchange-commands';
import type { Exchange } from '../exchange/service/exchange';
import { RestClient } from '../gateway/datasources/rest-client';
import { forwardApiOverBus } from './api-forwarding';
import { commandMarketId, commandPartitionKey, commandRoute, commandSubject, isRetrySafe } from './command-routing';
import { waitFor } from '../../tests/support/funded-bettor';
import { busTransport, sendCommand } from './gateway-transport';

/**
 * The gateway's transport over the bus (issue #33) against a real exchange app (PGlite, the REST API
 * and Betfair's API-NG) serving commands on the in-memory bus: calls reach it routed by market, the
 * answers come back as the exchange gave them, a command refused during a lease move without acting is
 * sent again, and one the bus lost on the way only when that cannot act twice.
 */
const MARKET = '41002.mo';
const FORWARD_KEY = 'test-forward-key-0123456789';
const post = (path: string, body: unknown, headers: Record<string, string> = {}): BusCommand => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const bet = (key: string | undefined, price = 2.5) => ({ ...(key ? { idempotencyKey: key } : {}), marketId: MARKET, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price } });

/** A bus that records the subject of every request it carries (the real bus underneath answers). */
function recording(bus: Bus): Bus & { subjects: string[] } {
  const subjects: string[] = [];
  return Object.assign(Object.create(bus) as Bus, {
    subjects,
    request: <TReq, TRes>(subject: string, data: TReq, options?: { timeoutMs?: number }) => {
      subjects.push(subject);
      return bus.request<TReq, TRes>(subject, data, options);
    },
  });
}

describe('routing rule', () => {
  it('sends a command naming one market to its partition, everything else to cmd.any', () => {
    expect(commandSubject(post('/api/bets/place', bet('k-1234567')))).toBe(marketCommandSubject(MARKET));
    expect(commandSubject(post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }))).toBe(marketCommandSubject(MARKET));
    expect(commandSubject(post('/api/auth/login', { userName: 'demo', password: 'x' }))).toBe(ANY_SUBJECT);
    expect(commandSubject({ method: 'GET', path: '/api/health', headers: {}, body: '' })).toBe(ANY_SUBJECT);
    // The change stream's snapshot of a market comes from its owner's book; a private topic's from any exchange.
    expect(commandSubject(post('/api/stream/snapshot', { topic: `market:${MARKET}` }))).toBe(marketCommandSubject(MARKET));
    expect(commandSubject(post('/api/stream/snapshot', { topic: 'orders' }))).toBe(ANY_SUBJECT);
    expect(commandSubject(post('/api/stream/snapshot', { topic: 'market:' }))).toBe(ANY_SUBJECT);
    // An event's snapshot holds every market's book: from the owner of the event's partition.
    expect(commandSubject(post('/api/stream/snapshot', { topic: 'event:41001' }))).toBe(marketCommandSubject('41001.mo'));
    expect(commandSubject(post('/api/stream/snapshot', { topic: 'event:' }))).toBe(ANY_SUBJECT);
    // An event's reads and acts (its detail with every market's book, an incident's reopening) go to the
    // owner of its markets: partitions are by event, so that is the partition of any of its markets.
    expect(commandSubject(post('/api/events/detail', { eventId: '41002' }))).toBe(marketCommandSubject(MARKET));
    expect(commandSubject(post('/api/admin/events/reopen', { eventId: '41002' }))).toBe(marketCommandSubject('41002.f6'));
    expect(commandPartitionKey(post('/api/events/detail', { eventId: '41002' }))).toBe('41002');
    expect(commandPartitionKey(post('/api/events/detail', { eventId: '' }))).toBeNull();
    const rpc = (marketId: string) => ({ jsonrpc: '2.0', method: 'SportsAPING/v1.0/placeOrders', params: { marketId, instructions: [] }, id: 1 });
    expect(commandMarketId(post('/exchange/betting/json-rpc/v1', rpc(MARKET)))).toBe(MARKET);
    expect(commandMarketId(post('/exchange/betting/json-rpc/v1', [rpc(MARKET), rpc(MARKET)]))).toBe(MARKET);
    // A batch over two markets has no one owner: any exchange, which refuses what it does not own.
    expect(commandMarketId(post('/exchange/betting/json-rpc/v1', [rpc(MARKET), rpc('41003.mo')]))).toBeNull();
    expect(commandMarketId(post('/exchange/betting/rest/v1.0/placeOrders/', { marketId: MARKET, instructions: [] }))).toBe(MARKET);
    // Not JSON (a form, garbage): not market-scoped, the exchange answers its own refusal.
    expect(commandMarketId({ method: 'POST', path: '/api/login', headers: {}, body: 'username=demo&marketId=1' })).toBeNull();
    expect(commandMarketId({ method: 'POST', path: '/api/bets/place', headers: {}, body: '{"marketId":' })).toBeNull();
  });

  it('calls a command safe to send again only when it is a read or carries its idempotency key', () => {
    expect(isRetrySafe(post('/api/bets/place', bet('k-1234567')))).toBe(true);
    expect(isRetrySafe(post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }))).toBe(false);
    expect(isRetrySafe(post('/api/markets/detail', { marketId: MARKET }))).toBe(true);
    expect(isRetrySafe(post('/api/admin/markets/settle', { marketId: MARKET, winners: ['1'] }))).toBe(false);
    expect(isRetrySafe({ method: 'GET', path: '/api/health', headers: {}, body: '' })).toBe(true);
    const call = (method: string, params: Record<string, unknown>) => ({ jsonrpc: '2.0', method: `SportsAPING/v1.0/${method}`, params, id: 1 });
    expect(isRetrySafe(post('/exchange/betting/json-rpc/v1', call('listMarketBook', { marketIds: [MARKET] })))).toBe(true);
    expect(isRetrySafe(post('/exchange/betting/json-rpc/v1', call('placeOrders', { marketId: MARKET, customerRef: 'r1' })))).toBe(true);
    expect(isRetrySafe(post('/exchange/betting/json-rpc/v1', call('cancelOrders', { marketId: MARKET })))).toBe(false);
    expect(isRetrySafe(post('/exchange/betting/json-rpc/v1', [call('listMarketBook', {}), call('cancelOrders', { marketId: MARKET })]))).toBe(false);
    expect(isRetrySafe(post('/exchange/betting/rest/v1.0/listMarketCatalogue/', {}))).toBe(true);
    // The gateway's one read of a body gives both answers.
    expect(commandRoute(post('/api/bets/place', bet('k-1234567')))).toEqual({ subject: marketCommandSubject(MARKET), retrySafe: true });
    expect(commandRoute(post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }))).toEqual({ subject: marketCommandSubject(MARKET), retrySafe: false });
    expect(commandRoute({ method: 'GET', path: '/api/health', headers: {}, body: '' })).toEqual({ subject: ANY_SUBJECT, retrySafe: true });
  });
});

describe('busTransport and /api forwarding against a real exchange on the bus', () => {
  let harness: ExchangeOnBus | undefined;
  let exchangeApp: FastifyInstance;
  let bus: MemoryBus;
  let exchange: Exchange;
  let config: ServerConfig;

  beforeAll(async () => {
    // The exchange side as an exchange process runs it (on PGlite it holds every partition).
    harness = await startExchangeOnBus(FORWARD_KEY);
    ({ app: exchangeApp, bus, exchange, config } = harness);
  }, 240_000);
  afterAll(async () => {
    await harness?.stop();
  });

  const client = (over: Bus) => new RestClient(busTransport(over), false, FORWARD_KEY);
  const login = async (over: Bus) => (await client(over).data<{ token: string }>({ path: '/auth/login', body: { userName: 'demo', password: 'demo-password' } })).token;

  it('carries the GraphQL data sources\' calls: login on cmd.any, a bet on its market\'s partition, the exchange\'s answers as given', async () => {
    const over = recording(bus);
    const token = await login(over);
    const placed = await client(over).data<{ status: string; betId: string }>({ path: '/bets/place', body: bet('gw-transport-1'), token });
    expect(placed.betId).toEqual(expect.any(String));
    expect(over.subjects).toEqual([ANY_SUBJECT, marketCommandSubject(MARKET)]);
    // A coded refusal travels back as the exchange's code.
    await expect(client(over).data({ path: '/bets/place', body: { ...bet('gw-transport-2'), size: -1 }, token })).rejects.toMatchObject({ extensions: { code: 'INVALID_INPUT_DATA' } });
    // No session: the exchange's 401 is the gateway's UNAUTHENTICATED.
    await expect(client(over).data({ path: '/user/balance', body: {}, token: 'nope' })).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('sends a keyed bet again across a lease move (old owner refuses MARKET_NOT_OWNED, then nobody serves, then the new owner) and it is placed once', async () => {
    const movingBus = new MemoryBus();
    const token = await login(bus);
    const subject = marketCommandSubject(MARKET);
    let refusals = 0;
    // The process that just gave the partition up: it refuses, writing nothing, as the exchange side does.
    const oldOwner = await movingBus.serve(subject, async (): Promise<BusCommandReply> => {
      refusals += 1;
      return { status: 409, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { code: 'MARKET_NOT_OWNED', message: 'moved' } }) };
    });
    const over = recording(movingBus);
    const placing = client(over).data<{ betId: string }>({ path: '/bets/place', body: bet('gw-transport-move-1'), token });
    await waitFor(() => refusals >= 2, 'the old owner to refuse twice');
    await oldOwner.stop();
    await waitFor(() => over.subjects.length >= 4, 'the place to be sent again while nobody serves');
    // The new owner starts serving the partition.
    const newOwner = await serveExchangeCommands({ bus: movingBus, app: exchangeApp, prefix: '', leases: exchange.leases });
    const placed = await placing;
    expect(placed.betId).toEqual(expect.any(String));
    expect(over.subjects.every((s) => s === subject)).toBe(true);
    // The same key again answers the same bet: it was placed once.
    const again = await client(movingBus).data<{ betId: string }>({ path: '/bets/place', body: bet('gw-transport-move-1'), token });
    expect(again.betId).toBe(placed.betId);
    await newOwner.stop();
    await movingBus.close();
  }, 60_000);

  it('sends any command a refusal that did nothing again (MARKET_NOT_OWNED, nobody serving) and gives up after the retry window; an UNAVAILABLE only a read or a keyed write', async () => {
    const quietBus = new MemoryBus();
    const subject = marketCommandSubject(MARKET);
    const window = { retryForMs: 400, firstBackoffMs: 20, maxBackoffMs: 50 };
    let asked = 0;
    let refuseFirst = 2;
    const answering = await quietBus.serve(subject, async (): Promise<BusCommandReply> => {
      asked += 1;
      if (asked <= refuseFirst) return { status: 409, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { code: 'MARKET_NOT_OWNED', message: 'moved' } }) };
      return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { cancelled: 'b1' } }) };
    });
    // A cancel (an `unsafe` route) refused by a process that just gave the market up reaches the new owner.
    const cancel = await sendCommand(quietBus, post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }), window);
    expect(cancel.status).toBe(200);
    expect(asked).toBe(3);
    // Refused all along: sent again until its window, then the refusal stands, for a write as for a read.
    for (const command of [post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }), post('/api/markets/detail', { marketId: MARKET })]) {
      asked = 0;
      refuseFirst = Infinity;
      const refused = await sendCommand(quietBus, command, window);
      expect(refused.status).toBe(409);
      expect(asked).toBeGreaterThan(3);
    }
    await answering.stop();
    // Nobody serves: a cancel sent while the partition has no owner is placed once one serves it.
    asked = 0;
    refuseFirst = 0;
    const late = sendCommand(quietBus, post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }), { ...window, retryForMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const newOwner = await quietBus.serve(subject, async (): Promise<BusCommandReply> => {
      asked += 1;
      return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { cancelled: 'b1' } }) };
    });
    expect((await late).status).toBe(200);
    expect(asked).toBe(1);
    await newOwner.stop();
    // Nobody ever: the bus's refusal after the window.
    await expect(sendCommand(quietBus, post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }), window)).rejects.toMatchObject({ code: 'NO_RESPONDERS' });
    await quietBus.close();

    // The bus failed it UNAVAILABLE (it may have reached the exchange): a cancel is not sent again, a read and a keyed bet are.
    const failing = new MemoryBus();
    let failures = 0;
    const flaky = Object.assign(Object.create(failing) as Bus, {
      request: <TReq, TRes>(subj: string, data: TReq, options?: { timeoutMs?: number }): Promise<TRes> => {
        failures += 1;
        if (failures === 1) return Promise.reject(new BusError('UNAVAILABLE', 'the connection dropped'));
        return failing.request<TReq, TRes>(subj, data, options);
      },
    });
    const served = await failing.serve(subject, async (): Promise<BusCommandReply> => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"data":{}}' }));
    await expect(sendCommand(flaky, post('/api/bets/cancel', { marketId: MARKET, betId: 'b1' }), window)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(failures).toBe(1);
    for (const command of [post('/api/markets/detail', { marketId: MARKET }), post('/api/bets/place', bet('gw-unavailable-1'))]) {
      failures = 0;
      expect((await sendCommand(flaky, command, window)).status).toBe(200);
      expect(failures).toBe(2);
    }
    await served.stop();
    await failing.close();
  });

  it('sends a command an exchange refused busy again, three times at most: admission refused it before doing anything', async () => {
    const busyBus = new MemoryBus();
    const subject = marketCommandSubject(MARKET);
    const busy = (code: string): BusCommandReply => ({ status: 429, headers: { 'content-type': 'application/json', 'retry-after': '1' }, body: JSON.stringify({ error: { code, message: 'busy', retryAfterS: 1 } }) });
    let asked = 0;
    let refuseFirst = 1;
    const exchangeSide = await busyBus.serve(subject, async (): Promise<BusCommandReply> => {
      asked += 1;
      if (asked <= refuseFirst) return busy(asked % 2 ? 'SERVICE_BUSY' : 'TOO_MANY_REQUESTS');
      return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { betId: 'b-1' } }) };
    });
    const waits = { busyWaitsMs: [20, 40, 60] };
    // Refused once, then placed: the gateway's caller sees the bet.
    const placed = await sendCommand(busyBus, post('/api/bets/place', bet('gw-busy-1')), waits);
    expect(placed.status).toBe(200);
    expect(asked).toBe(2);
    // Refused four times: three more tries, then the refusal stands.
    asked = 0;
    refuseFirst = 4;
    const refused = await sendCommand(busyBus, post('/api/bets/place', bet('gw-busy-2')), waits);
    expect(refused.status).toBe(429);
    expect(asked).toBe(4);
    // Without a key too: the refusal placed nothing, so the one bet placed is the second send's.
    asked = 0;
    refuseFirst = 1;
    const unkeyed = await sendCommand(busyBus, post('/api/bets/place', bet(undefined)), waits);
    expect(unkeyed.status).toBe(200);
    expect(asked).toBe(2);
    await exchangeSide.stop();
    await busyBus.close();
  });

  it('carries the request id from the gateway over the bus to the exchange and back (one id to grep)', async () => {
    const replies: BusCommandReply[] = [];
    const over = Object.assign(Object.create(bus) as Bus, {
      request: async <TReq, TRes>(subject: string, data: TReq, options?: { timeoutMs?: number }) => {
        const reply = await bus.request<TReq, TRes>(subject, data, options);
        replies.push(reply as unknown as BusCommandReply);
        return reply;
      },
    });
    const gateway = createHttpApp(config);
    await forwardApiOverBus(gateway, over, { forwardKey: FORWARD_KEY, bodyLimit: BODY_LIMIT });
    await gateway.ready();
    try {
      const token = (await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'demo', password: 'demo-password' } })).json<{ data: { token: string } }>().data.token;
      const placed = await gateway.inject({ method: 'POST', url: '/api/bets/place', headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-bet-42' }, payload: bet('gw-trace-1') });
      expect(placed.statusCode).toBe(200);
      expect(placed.headers['x-request-id']).toBe('trace-bet-42');
      // The exchange answered under the same id: it logged the command with it.
      expect(replies.at(-1)!.headers['x-request-id']).toBe('trace-bet-42');
      // Without one, the gateway makes an id and the exchange uses it too.
      const balance = await gateway.inject({ method: 'POST', url: '/api/user/balance', headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(replies.at(-1)!.headers['x-request-id']).toBe(balance.headers['x-request-id']);
    } finally {
      await gateway.close();
    }
  });

  it('forwards /api and Betfair\'s API-NG from a gateway port: JSON, the login form, GET, the client\'s address; 404 for other methods; 503 with no exchange', async () => {
    const gateway = Fastify({ logger: false, trustProxy: true });
    await forwardApiOverBus(gateway, bus, { forwardKey: FORWARD_KEY, bodyLimit: BODY_LIMIT });
    await gateway.ready();
    const loginReply = await gateway.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '198.51.100.7' }, payload: { userName: 'demo', password: 'demo-password' } });
    expect(loginReply.statusCode).toBe(200);
    expect(loginReply.headers['content-type']).toMatch(/application\/json/);
    const token = (JSON.parse(loginReply.body) as { data: { token: string } }).data.token;
    // The exchange saw the gateway's client, not the gateway: its activity log names the forwarded address.
    const log = await gateway.inject({ method: 'POST', url: '/api/user/activity-log', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('198.51.100.7');

    const betfair = await gateway.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-application': 'test' }, payload: 'username=demo&password=demo-password' });
    expect(JSON.parse(betfair.body)).toMatchObject({ status: 'SUCCESS', token: expect.any(String) });
    const book = await gateway.inject({
      method: 'POST',
      url: '/exchange/betting/json-rpc/v1',
      headers: { 'x-application': 'test', 'x-authentication': (JSON.parse(betfair.body) as { token: string }).token },
      payload: { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listMarketBook', params: { marketIds: [MARKET] }, id: 7 },
    });
    expect(JSON.parse(book.body)).toMatchObject({ jsonrpc: '2.0', id: 7, result: [{ marketId: MARKET }] });
    expect((await gateway.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await gateway.inject({ method: 'PUT', url: '/api/bets/place', payload: {} })).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await gateway.close();

    const empty = new MemoryBus();
    const lonely = Fastify({ logger: false });
    await forwardApiOverBus(lonely, empty, { forwardKey: FORWARD_KEY, bodyLimit: BODY_LIMIT, retryForMs: 200 });
    const down = await lonely.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'demo', password: 'demo-password' } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(down.headers['retry-after']).toBe('1');
    await lonely.close();
    await empty.close();
  }, 60_000);
});
