import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeStream } from './live/upstream';
import { registerGateway, type GatewayHandle } from './server';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

const BOOK = `subscription($m: ID!) { marketBook(marketId: $m) { marketId status runners { runnerId availableToBack { price size } availableToLay { price size } } } }`;
const PLACE = 'mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId status } }';
type Book = { marketBook: { marketId: string; runners: Array<{ runnerId: string; availableToBack: Array<{ price: number; size: number }> }> } };
const bestBack = (book: Book | undefined, runner = 0) => book?.marketBook.runners[runner]?.availableToBack[0]?.price;

describe('subscriptions over graphql-ws, fed by the exchange stream', () => {
  const server = useTestServer();
  // A second gateway over HTTP to the same exchange, whose upstream connection the tests can reach.
  let gateway: FastifyInstance;
  let handle: GatewayHandle;
  let gatewayUrl = '';
  beforeAll(async () => {
    gateway = Fastify({ logger: false });
    handle = await registerGateway(gateway, { exchangeUrl: `${server().url}/api`, siteKey: 'demo', restTransport: 'http', conflateMs: 100 });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
  });
  /** That gateway has no bus: it reads the exchange's WebSocket stream, one connection the tests can count and drop. */
  const wsStream = (): ExchangeStream => {
    if (!(handle.stream instanceof ExchangeStream)) throw new Error('The second gateway should read the WebSocket stream');
    return handle.stream;
  };
  const { ok, login, rest } = gatewayClient(() => server().url);
  const place = (token: string, key: string, input: Record<string, unknown>) => ok(PLACE, { i: { idempotencyKey: key, ...input } }, token);
  /** The operator's session, signed in once for the file: each staff sign-in spends a TOTP step, so a second one waits up to 30 s for the next. */
  let operatorSession: Promise<string> | null = null;
  const operatorToken = () => (operatorSession ??= login('operator'));

  it('sends the book at once and again after a bet (npm start gateway, in-process REST)', async () => {
    const mm1 = await login('mm1');
    const sub = wsSubscription<Book>(server().url, BOOK, { m: '41002.mo' });
    try {
      await sub.until((v) => v.length >= 1);
      expect(sub.received[0]?.data?.marketBook.marketId).toBe('41002.mo');
      expect(bestBack(sub.received[0]?.data)).toBeUndefined();
      await place(mm1, 'sub-book-001', { marketId: '41002.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 1.9 } } });
      await sub.until((v) => bestBack(v.at(-1)?.data) === 1.9);
      expect(sub.received.at(-1)?.data?.marketBook.runners[0]?.availableToBack[0]).toEqual({ price: 1.9, size: 10_000 });
    } finally {
      await sub.close();
    }
  });

  it('executes once per update for all subscribers of the same document, over one upstream connection', async () => {
    const mm1 = await login('mm1');
    const subs = Array.from({ length: 5 }, () => wsSubscription<Book>(gatewayUrl, BOOK, { m: '41003.mo' }));
    const other = wsSubscription<Book>(gatewayUrl, BOOK, { m: '41004.mo' });
    try {
      await Promise.all([...subs, other].map((s) => s.until((v) => v.length >= 1)));
      expect(handle.sharedGroups()).toBe(2);
      expect(wsStream().connections).toBe(1);
      await place(mm1, 'sub-share-01', { marketId: '41003.mo', side: 'LAY', size: 20_000, selection: { exchange: { runnerId: '2', price: 2.5 } } });
      for (const s of subs) await s.until((v) => bestBack(v.at(-1)?.data, 1) === 2.5);
      // Every subscriber got byte-for-byte the same payload.
      expect(new Set(subs.map((s) => JSON.stringify(s.received.at(-1))))).toHaveProperty('size', 1);
    } finally {
      await Promise.all([...subs, other].map((s) => s.close()));
    }
    await expect.poll(() => handle.sharedGroups()).toBe(0);
    await expect.poll(() => handle.stream.subscriptionCount).toBe(0);
  });

  it('conflates a burst to at most one message per market per 100 ms, ending on the newest book', async () => {
    const mm1 = await login('mm1');
    const sub = wsSubscription<Book>(gatewayUrl, BOOK, { m: '41005.mo' });
    const arrivals: number[] = [];
    try {
      await sub.until((v) => v.length >= 1);
      const burst = [2.2, 2.1, 2.0, 1.95, 1.9, 1.85];
      const placing = burst.map((price, i) => place(mm1, `sub-burst-0${i}`, { marketId: '41005.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price } } }));
      const watcher = (async () => {
        let seen = 1;
        while (bestBack(sub.received.at(-1)?.data) !== 2.2 || sub.received.length === seen) {
          await sub.until((v) => v.length > seen, 5_000);
          seen = sub.received.length;
          arrivals.push(performance.now());
          if (bestBack(sub.received.at(-1)?.data) === 2.2) break;
        }
      })();
      await Promise.all(placing);
      await watcher;
      // Best price to back is the highest lay: 2.2 once the burst is in.
      expect(bestBack(sub.received.at(-1)?.data)).toBe(2.2);
      expect(sub.received.length - 1).toBeLessThan(burst.length);
      for (let i = 1; i < arrivals.length; i++) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(80);
    } finally {
      await sub.close();
    }
  });

  it('streams the caller’s balance and orders, and refuses them without a token', async () => {
    const demo = await login('demo');
    type Orders = { myOrders: { kind: string; orders: Array<{ betId: string; status: string; sizeRemaining: number; type: string }> } };
    type Money = { myBalance: { wallet: number; exposure: number; held: number; available: number } };
    const orders = wsSubscription<Orders>(gatewayUrl, 'subscription { myOrders { kind orders { betId status sizeRemaining type marketId } } }', {}, demo);
    const balance = wsSubscription<Money>(gatewayUrl, 'subscription { myBalance { wallet exposure held available } }', {}, demo);
    const anonymous = wsSubscription(gatewayUrl, 'subscription { myBalance { exposure } }');
    try {
      await orders.until((v) => v.length >= 1);
      await balance.until((v) => v.length >= 1);
      expect(orders.received[0]?.data?.myOrders).toEqual({ kind: 'SNAPSHOT', orders: [] });
      expect(balance.received[0]?.data?.myBalance).toEqual({ wallet: 10_000_000, exposure: 0, held: 0, available: 10_000_000 });
      await place(demo, 'sub-mine-001', { marketId: '41002.mo', side: 'BACK', size: 10_000, selection: { exchange: { runnerId: '2', price: 20 } } });
      await orders.until((v) => v.length >= 2);
      expect(orders.received[1]?.data?.myOrders).toMatchObject({ kind: 'DELTA', orders: [{ status: 'EXECUTABLE', sizeRemaining: 10_000, type: 'B' }] });
      await balance.until((v) => v.at(-1)?.data?.myBalance.exposure === 10_000);
      await anonymous.until((v) => v.length >= 1);
      expect(anonymous.errors.length + anonymous.received.filter((r) => r.errors).length).toBeGreaterThan(0);
      const reason = JSON.stringify([...anonymous.errors, ...anonymous.received]);
      expect(reason).toContain('UNAUTHENTICATED');
    } finally {
      await Promise.all([orders.close(), balance.close(), anonymous.close()]);
    }
  });

  it('streams the exchange’s positions and event book of the order’s event after each order change, none for the snapshot', async () => {
    const demo = await login('demo');
    type Figures = { eventId: string; marketPositions: Array<{ marketId: string; runners: Array<{ runnerId: string; profit: number }> }>; eventBook: { eventId: string; hasPosition: boolean } };
    const figures = wsSubscription<{ myEventFigures: Figures[] }>(gatewayUrl, 'subscription { myEventFigures { eventId marketPositions { marketId runners { runnerId profit } } eventBook { eventId hasPosition } } }', {}, demo);
    try {
      await figures.until((v) => v.length >= 1);
      expect(figures.received[0]?.data?.myEventFigures).toEqual([]);
      await place(demo, 'sub-figures-001', { marketId: '41002.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 1.01 } } });
      await figures.until((v) => v.some((m) => (m.data?.myEventFigures.length ?? 0) > 0));
      expect(figures.received.find((m) => (m.data?.myEventFigures.length ?? 0) > 0)?.data?.myEventFigures).toEqual([
        expect.objectContaining({ eventId: '41002', eventBook: expect.objectContaining({ eventId: '41002' }), marketPositions: expect.arrayContaining([expect.objectContaining({ marketId: '41002.mo' })]) }),
      ]);
    } finally {
      await figures.close();
    }
  });

  it('sends each matched bet once more when its market settles (settled, its profit or loss), and as VOIDED when voided', async () => {
    const [demo, mm1, operator] = await Promise.all([login('demo'), login('mm1'), operatorToken()]);
    type Row = { betId: string; status: string; sizeMatched: number; sizeRemaining: number; settled: boolean; profitAndLoss: number | null; exEventId: string | null; marketName: string | null };
    const orders = wsSubscription<{ myOrders: { kind: string; orders: Row[] } }>(gatewayUrl, 'subscription { myOrders { kind orders { betId status sizeMatched sizeRemaining settled profitAndLoss exEventId marketName } } }', {}, demo);
    const settledRows = () => orders.received.flatMap((m) => m.data?.myOrders.orders ?? []).filter((r) => r.settled);
    try {
      await orders.until((v) => v.length >= 1);
      await place(mm1, 'sub-settle-lay', { marketId: '22002.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 3 } } });
      const won = (await place(demo, 'sub-settle-back', { marketId: '22002.mo', side: 'BACK', size: 10_000, selection: { exchange: { runnerId: '1', price: 3 } } })) as { placeBet: { betId: string } };
      const voided = (await place(demo, 'sub-void-bm', { marketId: '41002.bm', side: 'BACK', size: 5_000, selection: { bookmaker: { runnerId: '1', price: 1.8 } } })) as { placeBet: { betId: string } };
      await orders.until((v) => v.flatMap((m) => m.data?.myOrders.orders ?? []).some((r) => r.betId === won.placeBet.betId && r.sizeMatched === 10_000));
      // Open, it is not settled.
      expect(orders.received.flatMap((m) => m.data?.myOrders.orders ?? []).find((r) => r.betId === won.placeBet.betId)).toMatchObject({ settled: false, profitAndLoss: null });

      await rest('/admin/markets/settle', { marketId: '22002.mo', winners: ['1'] }, operator);
      await orders.until(() => settledRows().length >= 1);
      expect(settledRows()).toEqual([
        { betId: won.placeBet.betId, status: 'EXECUTION_COMPLETE', sizeMatched: 10_000, sizeRemaining: 0, settled: true, profitAndLoss: 20_000, exEventId: '22002', marketName: 'Match Odds' },
      ]);
      await rest('/admin/markets/settle', { marketId: '41002.bm', void: true }, operator);
      await orders.until(() => settledRows().length >= 2);
      expect(settledRows()[1]).toMatchObject({ betId: voided.placeBet.betId, status: 'VOIDED', sizeMatched: 5_000, settled: true, profitAndLoss: 0, exEventId: '41002' });
    } finally {
      await orders.close();
    }
  });

  it('names why a bet lapsed on the order update that lapsed it: a suspension during the in-play delay is MARKET_SUSPENDED', async () => {
    const [demo, operator] = await Promise.all([login('demo'), operatorToken()]);
    type Row = { betId: string; status: string; sizeLapsed: number; lapseReason: string | null };
    const orders = wsSubscription<{ myOrders: { kind: string; orders: Row[] } }>(gatewayUrl, 'subscription { myOrders { kind orders { betId status sizeLapsed lapseReason } } }', {}, demo);
    const rowsOf = (betId: string) => orders.received.flatMap((m) => m.data?.myOrders.orders ?? []).filter((r) => r.betId === betId);
    try {
      await orders.until((v) => v.length >= 1);
      // 41001.mo is in play with a bet delay: the bet waits, PENDING, with no reason.
      const placed = (await place(demo, 'sub-lapse-001', { marketId: '41001.mo', side: 'BACK', size: 5_000, selection: { exchange: { runnerId: '2', price: 50 } } })) as { placeBet: { betId: string; status: string } };
      expect(placed.placeBet.status).toBe('PENDING');
      await orders.until(() => rowsOf(placed.placeBet.betId).length >= 1);
      expect(rowsOf(placed.placeBet.betId)[0]).toMatchObject({ status: 'PENDING', lapseReason: null });
      await rest('/admin/markets/status', { marketId: '41001.mo', status: 'SUSPENDED' }, operator);
      await orders.until(() => rowsOf(placed.placeBet.betId).some((r) => r.status === 'LAPSED'));
      expect(rowsOf(placed.placeBet.betId).at(-1)).toEqual({ betId: placed.placeBet.betId, status: 'LAPSED', sizeLapsed: 5_000, lapseReason: 'MARKET_SUSPENDED' });
    } finally {
      await rest('/admin/markets/status', { marketId: '41001.mo', status: 'OPEN' }, operator);
      await orders.close();
    }
  });

  it('sends score changes of an event', async () => {
    const operator = await operatorToken();
    type Score = { score: { eventId: string; inPlay: boolean; status: string; score: Record<string, unknown> | null } };
    const sub = wsSubscription<Score>(gatewayUrl, 'subscription($e: ID!) { score(eventId: $e) { eventId inPlay status score } }', { e: '41001' });
    try {
      await sub.until((v) => v.length >= 1);
      expect(sub.received[0]?.data?.score).toMatchObject({ eventId: '41001', inPlay: true });
      await rest('/admin/events/score', { eventId: '41001', score: { home: '145/3', overs: '16.2' } }, operator);
      await sub.until((v) => v.at(-1)?.data?.score.score?.home === '145/3');
    } finally {
      await sub.close();
    }
  });

  it('sends the event again when a market is added, suspended or closed: not on a book move or a score', async () => {
    const [operator, mm1] = await Promise.all([operatorToken(), login('mm1')]);
    type EventPush = { eventChanged: { exEventId: string; eventName: string; markets: Array<{ marketId: string; status: string; runners: Array<{ runnerName: string }> }> } };
    const query = 'subscription($e: ID!) { eventChanged(eventId: $e) { exEventId eventName markets { marketId status runners { runnerName } } } }';
    const subs = [wsSubscription<EventPush>(server().url, query, { e: '41003' }), wsSubscription<EventPush>(gatewayUrl, query, { e: '41003' })];
    const ids = (push: EventPush | undefined) => push?.eventChanged.markets.map((m) => m.marketId) ?? [];
    const newId = '41003.desk1';
    try {
      await Promise.all(subs.map((s) => s.until((v) => v.length >= 1)));
      for (const s of subs) expect(s.received[0]?.data?.eventChanged.exEventId).toBe('41003');
      expect(ids(subs[0]!.received[0]?.data)).not.toContain(newId);
      const before = subs.map((s) => s.received.length);
      // A book move and a score are not event changes.
      await place(mm1, 'sub-event-book1', { marketId: '41003.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 3.5 } } });
      await rest('/admin/events/score', { eventId: '41003', score: { home: '12/0' } }, operator);
      await rest('/admin/markets/create', { eventId: '41003', market: { marketId: newId, marketName: 'Desk line', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'Yes' }, { runnerId: '2', runnerName: 'No' }] } }, operator);
      for (const [i, s] of subs.entries()) {
        await s.until((v) => ids(v.at(-1)?.data).includes(newId));
        // One push: the market's creation (the bet and the score before it sent none).
        expect(s.received.length).toBe(before[i]! + 1);
        expect(s.received.at(-1)?.data?.eventChanged.markets.find((m) => m.marketId === newId)?.runners.map((r) => r.runnerName)).toEqual(['Yes', 'No']);
      }
      await rest('/admin/markets/status', { marketId: newId, status: 'SUSPENDED' }, operator);
      for (const s of subs) await s.until((v) => v.at(-1)?.data?.eventChanged.markets.find((m) => m.marketId === newId)?.status === 'SUSPENDED');
      await rest('/admin/markets/settle', { marketId: newId, void: true }, operator);
      for (const s of subs) await s.until((v) => !ids(v.at(-1)?.data).includes(newId) && ids(v.at(-1)?.data).length > 0);
    } finally {
      await Promise.all(subs.map((s) => s.close()));
    }
  });

  it('sends a settled market’s last book whole and closed, with every field a screen reads: no error', async () => {
    const operator = await operatorToken();
    const marketId = '41003.desk-settle';
    type Whole = { marketBook: { marketId: string; exEventId: string; marketName: string; kind: string; status: string; inPlay: boolean; betDelayMs: number; minStake: number; maxStake: number; totalMatched: number; runners: Array<{ runnerId: string }> } };
    const query = 'subscription($m: ID!) { marketBook(marketId: $m) { marketId exEventId marketName kind status inPlay betDelayMs minStake maxStake totalMatched runners { runnerId } } }';
    await rest('/admin/markets/create', { eventId: '41003', market: { marketId, marketName: 'Desk settle', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'Yes' }, { runnerId: '2', runnerName: 'No' }] } }, operator);
    // The npm start gateway (in-process bus) and one reading the exchange's WebSocket stream.
    const subs = [wsSubscription<Whole>(server().url, query, { m: marketId }), wsSubscription<Whole>(gatewayUrl, query, { m: marketId })];
    try {
      await Promise.all(subs.map((sub) => sub.until((v) => v.length >= 1)));
      const opened = subs[0]!.received[0]!.data!.marketBook;
      await rest('/admin/markets/settle', { marketId, winners: ['1'] }, operator);
      for (const sub of subs) {
        await sub.until((v) => v.at(-1)?.data?.marketBook.status === 'CLOSED' || v.some((m) => m.errors));
        expect(sub.received.filter((m) => m.errors)).toEqual([]);
        expect(sub.received.at(-1)?.data?.marketBook).toEqual({ ...opened, status: 'CLOSED' });
      }
    } finally {
      await Promise.all(subs.map((sub) => sub.close()));
    }
  });

  it('refuses eventChanged of an event that does not exist', async () => {
    type EventPush = { eventChanged: { exEventId: string } };
    const sub = wsSubscription<EventPush>(gatewayUrl, 'subscription($e: ID!) { eventChanged(eventId: $e) { exEventId } }', { e: 'no-such-event' });
    try {
      await sub.until((v) => v.length >= 1);
      expect(JSON.stringify([...sub.errors, ...sub.received])).toContain('EVENT_NOT_FOUND');
    } finally {
      await sub.close();
    }
  });

  it('resumes after the upstream connection drops: the missed deltas arrive, none lost, none repeated', async () => {
    const demo = await login('mm2');
    type Orders = { myOrders: { kind: string; orders: Array<{ betId: string }> } };
    const orders = wsSubscription<Orders>(gatewayUrl, 'subscription { myOrders { kind orders { betId } } }', {}, demo);
    const book = wsSubscription<Book>(gatewayUrl, BOOK, { m: '41004.mo' });
    try {
      await orders.until((v) => v.length >= 1);
      await book.until((v) => v.length >= 1);
      const before = wsStream().connections;
      wsStream().dropConnection();
      const placed: string[] = [];
      for (let i = 0; i < 3; i++) {
        const reply = await ok<{ placeBet: { betId: string } }>(PLACE, { i: { idempotencyKey: `sub-resume-${i}`, marketId: '41004.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 1.5 + i / 10 } } } }, demo);
        placed.push(reply.placeBet.betId);
      }
      await orders.until((v) => v.length >= 4, 10_000);
      expect(wsStream().connections).toBe(before + 1);
      // Three deltas, in order: resumed from lastSeq rather than a fresh snapshot.
      expect(orders.received.slice(1).map((m) => [m.data?.myOrders.kind, m.data?.myOrders.orders[0]?.betId])).toEqual(placed.map((id) => ['DELTA', id]));
      await book.until((v) => bestBack(v.at(-1)?.data) === 1.7, 10_000);
    } finally {
      await Promise.all([orders.close(), book.close()]);
    }
  });

  it('refuses a malformed market id before it reaches the exchange', async () => {
    const sub = wsSubscription(gatewayUrl, BOOK, { m: 'bad id!' });
    try {
      await sub.until((v) => v.length >= 1);
      expect(JSON.stringify([...sub.errors, ...sub.received])).toContain('INVALID_INPUT_DATA');
    } finally {
      await sub.close();
    }
  });
});
