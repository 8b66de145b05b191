import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExchangeOnBus, type ExchangeOnBus } from '../../tests/support/exchange-on-bus';
import { BusError, type Bus } from '../bus/bus';
import { MemoryBus } from '../bus/memory-bus';
import { ANY_SUBJECT, EXCHANGE_QUEUE, marketCommandSubject, PARTITIONS, partitionOf } from '../bus/subjects';
import { serveExchangeCommands } from '../exchange/cluster/exchange-commands';
import type { Database } from '../exchange/db/client';
import type { DirectRoutes } from '../exchange/http/direct';
import { ServiceError } from '../exchange/service/errors';
import type { Exchange } from '../exchange/service/exchange';
import { RestClient } from '../gateway/datasources/rest-client';
import type { ExchangeCallBatch, ExchangeCallBatchReply } from './exchange-call';
import { busExchange } from './exchange-calls';
import { busTransport } from './gateway-transport';
import { announceOwner, listenForOwners } from './owner-changes';
import { busCommandsResent } from '../metrics/registry';

/**
 * The betting path as typed calls over the bus (issue #50) against a real exchange (PGlite, every
 * partition held) serving them: the gateway's RestClient places, cancels and re-prices through
 * busExchange exactly as through the in-process routes — the bet's contract in one message per
 * partition and turn, answered by the REST routes' own handlers — with the refusals a lease move and
 * admission's door give sent again, and nothing else.
 */
const MARKET = '41002.mo';
const FORWARD_KEY = 'test-forward-key-typed-0123456789';
const bet = (key: string, marketId = MARKET, price = 2.5) => ({ idempotencyKey: `typed-call-${key}`, marketId, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price } });

/** A bus that carries each request as NATS would (JSON both ways) and records what it carried. */
function wire(bus: Bus): Bus & { sent: Array<{ subject: string; data: unknown }> } {
  const sent: Array<{ subject: string; data: unknown }> = [];
  return Object.assign(Object.create(bus) as Bus, {
    sent,
    request: async <TReq, TRes>(subject: string, data: TReq, options?: { timeoutMs?: number }) => {
      const carried = JSON.parse(JSON.stringify(data)) as TReq;
      sent.push({ subject, data: carried });
      return JSON.parse(JSON.stringify(await bus.request<TReq, TRes>(subject, carried, options))) as TRes;
    },
  });
}

describe('typed calls over the bus against a real exchange', () => {
  let harness: ExchangeOnBus | undefined;
  let database: Database;
  let exchangeApp: FastifyInstance;
  let exchange: Exchange;
  let bus: MemoryBus;
  let direct: DirectRoutes;
  let token = '';
  /** A second open market, in another partition than MARKET. */
  let otherMarket = '';
  let doorRefusals = 0;

  beforeAll(async () => {
    const door = () => (doorRefusals-- > 0 ? new ServiceError('rate_limited', 'SERVICE_BUSY', 'The exchange is busy: try again in 1 s', 1) : null);
    harness = await startExchangeOnBus(FORWARD_KEY, { door });
    ({ database, app: exchangeApp, exchange, bus, direct } = harness);
    token = (await new RestClient(busTransport(bus), false, FORWARD_KEY).data<{ token: string }>({ path: '/auth/login', body: { userName: 'demo', password: 'demo-password' } })).token;
    const open = (await database.db.execute(sql`select market_id from markets where kind = 'exchange' and status = 'OPEN' and bet_delay_ms = 0 and not in_play`)) as unknown as { rows: Array<{ market_id: string }> };
    otherMarket = open.rows.map((r) => r.market_id).find((id) => partitionOf(id) !== partitionOf(MARKET)) ?? '';
  }, 240_000);
  afterAll(async () => {
    await harness?.stop();
  });

  const clientOver = (over: Bus, options = {}) => {
    const transport = busTransport(over);
    transport.direct = busExchange(over, FORWARD_KEY, options);
    return new RestClient(transport, false, FORWARD_KEY);
  };

  it('places, re-prices and cancels as the bet contract in one message per partition and turn, answered by the routes’ handlers', async () => {
    const over = wire(bus);
    const client = clientOver(over);
    const placed = await client.data<{ betId: string; status: string; sizeRemaining: number }>({ path: '/bets/place', body: bet('1'), token });
    expect(placed).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 10_000 });
    // One message on the market's partition: the typed call, not an HTTP request.
    expect(over.sent).toHaveLength(1);
    expect(over.sent[0]!.subject).toBe(marketCommandSubject(MARKET));
    const batch = over.sent[0]!.data as ExchangeCallBatch;
    expect(batch.key).toBe(FORWARD_KEY);
    expect(batch.calls).toEqual([{ path: '/bets/place', body: bet('1'), token }]);
    const repriced = await client.data<{ betId: string }>({ path: '/bets/replace', body: { marketId: MARKET, betId: placed.betId, price: 2.4 }, token });
    expect(repriced.betId).toBe(placed.betId);
    const cancelled = await client.data<{ sizeCancelled: number }>({ path: '/bets/cancel', body: { marketId: MARKET, betId: placed.betId }, token });
    expect(cancelled.sizeCancelled).toBe(10_000);
    // What the exchange holds is what was answered: the bet is there, cancelled.
    const open = await new RestClient(busTransport(bus), false, FORWARD_KEY).data<Array<{ betId: string }>>({ path: '/bets/unsettled', body: {}, token });
    expect(open.some((b) => b.betId === placed.betId)).toBe(false);
    // The same key again is the same bet (placed once).
    const again = await client.data<{ betId: string }>({ path: '/bets/place', body: bet('1'), token });
    expect(again.betId).toBe(placed.betId);
  });

  it('sends the calls of one turn together: one message per partition, each answered in its place', async () => {
    expect(otherMarket).not.toBe('');
    const over = wire(bus);
    const client = clientOver(over);
    const answers = await Promise.allSettled([
      client.data<{ marketId: string }>({ path: '/bets/place', body: bet('batch-1'), token }),
      client.data<{ marketId: string }>({ path: '/bets/place', body: { ...bet('batch-2'), size: -1 }, token }),
      client.data<{ marketId: string }>({ path: '/bets/place', body: bet('batch-3', otherMarket), token }),
      client.data<{ marketId: string }>({ path: '/bets/place', body: bet('batch-4'), token }),
    ]);
    expect(over.sent.map((m) => [m.subject, (m.data as ExchangeCallBatch).calls.length])).toEqual([
      [marketCommandSubject(MARKET), 3],
      [marketCommandSubject(otherMarket), 1],
    ]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.marketId : (a.reason as { extensions: { code: string } }).extensions.code))).toEqual([MARKET, 'INVALID_INPUT_DATA', otherMarket, MARKET]);
  });

  it('answers each bad call of a batch 400 coded and still runs the good ones; a body the HTTP route would refuse is refused alike', async () => {
    const good = { path: '/bets/place', body: bet('bad-0'), token };
    const bad: unknown[] = [
      null,
      'x',
      { path: '/auth/login', body: {}, token: null },
      { path: '/bets/place', body: [], token },
      { path: '/bets/place', body: bet('bad-1'), token: 7 },
      { path: '/bets/place', body: bet('bad-2'), token, client: { address: 5 } },
      { path: '/bets/place', body: { ...bet('bad-3'), marketId: '' }, token },
      { path: '/bets/place', body: { ...bet('bad-4'), idempotencyKey: 'nul\u0000-key-xx' }, token },
      { path: '/bets/place', body: { ...bet('bad-5'), extra: 1 }, token },
    ];
    const answer = await bus.request<ExchangeCallBatch, ExchangeCallBatchReply>(marketCommandSubject(MARKET), { key: FORWARD_KEY, calls: [...bad, good] as ExchangeCallBatch['calls'] });
    expect(answer.replies).toHaveLength(bad.length + 1);
    for (const reply of answer.replies.slice(0, -1)) expect(reply).toMatchObject({ statusCode: 400, body: { error: { code: 'INVALID_INPUT_DATA' } } });
    expect(answer.replies.at(-1)).toMatchObject({ statusCode: 200, body: { data: { marketId: MARKET } } });
    // No session: 401, the gateway's UNAUTHENTICATED.
    await expect(clientOver(bus).data({ path: '/bets/place', body: bet('bad-6'), token: 'nope' })).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('logs each call under the gateway’s request id, and believes the client only under the forward key', async () => {
    const level = exchangeApp.log.level;
    exchangeApp.log.level = 'info';
    const info = vi.spyOn(exchangeApp.log, 'info').mockImplementation(() => undefined);
    try {
      const client = clientOver(bus).forClient({ address: '198.51.100.9', requestId: 'trace-typed-7' });
      await client.data({ path: '/bets/place', body: bet('trace-1'), token });
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ reqId: 'trace-typed-7', method: 'BUS', path: '/bets/place', status: 200 }), 'request');
      info.mockClear();
      await bus.request(marketCommandSubject(MARKET), { key: 'wrong-key', calls: [{ path: '/bets/place', body: bet('trace-2'), token, client: { address: '198.51.100.9', requestId: 'trace-typed-8' } }] });
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ reqId: undefined, path: '/bets/place', status: 200 }), 'request');
    } finally {
      exchangeApp.log.level = level;
      info.mockRestore();
    }
  });

  it('sends a bet again while its partition moves (MARKET_NOT_OWNED, then nobody serves, then the new owner) and places it once', async () => {
    const moving = new MemoryBus();
    const subject = marketCommandSubject(MARKET);
    let refusals = 0;
    const oldOwner = await moving.serve(subject, async (data: ExchangeCallBatch): Promise<ExchangeCallBatchReply> => {
      refusals += 1;
      return { replies: data.calls.map(() => ({ statusCode: 409, body: { error: { code: 'MARKET_NOT_OWNED', message: 'moved' } } })) };
    });
    const over = wire(moving);
    const placing = clientOver(over).data<{ betId: string }>({ path: '/bets/place', body: bet('move-1'), token });
    await vi.waitFor(() => expect(refusals).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await oldOwner.stop();
    await vi.waitFor(() => expect(over.sent.length).toBeGreaterThanOrEqual(4), { timeout: 5_000 });
    const newOwner = await serveExchangeCommands({ bus: moving, app: exchangeApp, prefix: '', leases: exchange.leases, direct, forwardKeys: [FORWARD_KEY] });
    const placed = await placing;
    expect(over.sent.every((m) => m.subject === subject)).toBe(true);
    const again = await clientOver(moving).data<{ betId: string }>({ path: '/bets/place', body: bet('move-1'), token });
    expect(again.betId).toBe(placed.betId);
    await newOwner.stop();
    await moving.close();
  }, 60_000);

  it('sends a bet in flight to an owner that died again to the process that took its partition, once that one serves it, and places it once; a cancel in flight is not sent again', async () => {
    const moving = new MemoryBus();
    const subject = marketCommandSubject(MARKET);
    const { owners, stop } = await listenForOwners(moving);
    let deadAsked = 0;
    // The owner takes the calls and dies with them: no answer ever comes.
    const dead = await moving.serve(subject, () => {
      deadAsked += 1;
      return new Promise<never>(() => {});
    });
    // …and it had taken a read any exchange may answer (cmd.any), which it never answers either.
    let deadAnyAsked = 0;
    const deadAny = await moving.serve(
      ANY_SUBJECT,
      () => {
        deadAnyAsked += 1;
        return new Promise<never>(() => {});
      },
      { queue: EXCHANGE_QUEUE },
    );
    const over = wire(moving);
    const resent = async () => (await busCommandsResent.get()).values[0]?.value ?? 0;
    const resentBefore = await resent();
    // Waiting out the timeout would outlast the test's own: the bets are answered because they were sent again.
    const patient = { owners, timeoutMs: 600_000 };
    const placing = clientOver(over, patient).data<{ betId: string }>({ path: '/bets/place', body: bet('takeover-1'), token });
    // The same through the REST command (busTransport without the typed calls): keyed, so it may be sent twice too.
    const placingRest = new RestClient(busTransport(over, patient), false, FORWARD_KEY).data<{ betId: string }>({ path: '/bets/place', body: bet('takeover-2'), token });
    // A cancel may have acted: it waits for its own answer (here, its timeout), never sent to the new owner.
    const cancelling = clientOver(over, { owners, timeoutMs: 1_500 })
      .data({ path: '/bets/cancel', body: { marketId: MARKET, betId: 'no-such-bet' }, token })
      .then(
        () => 'answered',
        (err: { extensions?: { code?: string } }) => err.extensions?.code,
      );
    // A read not tied to a market: sent again once at the first takeover, to whichever exchange serves cmd.any.
    const reading = new RestClient(busTransport(over, patient), false, FORWARD_KEY).data<{ balance: number }>({ path: '/user/balance', body: {}, token });
    await vi.waitFor(() => expect(deadAsked).toBe(3), { timeout: 5_000 });
    await vi.waitFor(() => expect(deadAnyAsked).toBe(1), { timeout: 5_000 });
    expect(owners.size).toBe(3);
    await dead.stop(0);
    await deadAny.stop(0);
    const announced: number[] = [];
    const newOwner = await serveExchangeCommands({
      bus: moving,
      app: exchangeApp,
      prefix: '',
      leases: exchange.leases,
      direct,
      forwardKeys: [FORWARD_KEY],
      onServing: (partition) => {
        announced.push(partition);
        announceOwner(moving, partition);
      },
    });
    // It announces every partition it serves (this exchange holds them all).
    expect([...announced].sort((a, b) => a - b)).toEqual(Array.from({ length: PARTITIONS }, (_, p) => p));
    const [placed, placedRest, balance] = await Promise.all([placing, placingRest, reading]);
    expect(balance).toBeTypeOf('object');
    expect(await cancelling).toBe('SERVICE_UNAVAILABLE');
    const sent = (path: string) => over.sent.filter((m) => JSON.stringify(m.data).includes(path)).length;
    expect(sent('/bets/place')).toBe(4);
    expect(sent('/bets/cancel')).toBe(1);
    // Once more, not once per partition announced.
    expect(sent('/user/balance')).toBe(2);
    expect(await resent()).toBe(resentBefore + 3);
    expect(owners.size).toBe(0);
    // Placed once each: the same keys again are the same bets.
    const plain = clientOver(bus);
    expect((await plain.data<{ betId: string }>({ path: '/bets/place', body: bet('takeover-1'), token })).betId).toBe(placed.betId);
    expect((await plain.data<{ betId: string }>({ path: '/bets/place', body: bet('takeover-2'), token })).betId).toBe(placedRest.betId);
    await newOwner.stop();
    await stop();
    await moving.close();
  }, 60_000);

  it('sends a bet again after the bus failed it UNAVAILABLE (NATS away, or the connection dropped with it in flight) and places it once; a cancel’s failure stands', async () => {
    let failNext = 0;
    let asked = 0;
    const flaky = Object.assign(Object.create(bus) as Bus, {
      request: <TReq, TRes>(subject: string, data: TReq, options?: { timeoutMs?: number }) => {
        asked += 1;
        if (failNext > 0) {
          failNext -= 1;
          return Promise.reject(new BusError('UNAVAILABLE', 'NATS is unreachable'));
        }
        return bus.request<TReq, TRes>(subject, data, options);
      },
    });
    failNext = 2;
    const placed = await clientOver(flaky).data<{ betId: string; marketId: string }>({ path: '/bets/place', body: bet('unavailable-1'), token });
    expect(placed.marketId).toBe(MARKET);
    expect(asked).toBe(3);
    failNext = 1;
    asked = 0;
    await expect(clientOver(flaky).data({ path: '/bets/cancel', body: { marketId: MARKET, betId: placed.betId }, token })).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(asked).toBe(1);
  });

  it('sends a bet admission refused busy again (three times at most); a TIMEOUT is not sent again and is SERVICE_UNAVAILABLE', async () => {
    const over = wire(bus);
    doorRefusals = 1;
    const placed = await clientOver(over, { busyWaitsMs: [20, 40, 60] }).data<{ marketId: string }>({ path: '/bets/place', body: bet('busy-1'), token });
    expect(placed.marketId).toBe(MARKET);
    expect(over.sent).toHaveLength(2);
    doorRefusals = 10;
    over.sent.length = 0;
    await expect(clientOver(over, { busyWaitsMs: [20, 40, 60] }).data({ path: '/bets/place', body: bet('busy-2'), token })).rejects.toMatchObject({ extensions: { code: 'SERVICE_BUSY', retryAfterS: 1 } });
    expect(over.sent).toHaveLength(4);
    doorRefusals = 0;

    const silent = new MemoryBus();
    let asked = 0;
    const never = await silent.serve(marketCommandSubject(MARKET), () => {
      asked += 1;
      return new Promise<never>(() => {});
    });
    await expect(clientOver(silent, { timeoutMs: 200 }).data({ path: '/bets/place', body: bet('timeout-1'), token })).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(asked).toBe(1);
    await never.stop(0);
    await silent.close().catch(() => {});
  });
});
