import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;
const MARKET = '41003.mo';


interface Quote {
  available: boolean;
  reason: string | null;
  bets: Array<{ runnerId: string; runnerName: string; side: string; price: number; size: number }>;
  profitAfter: Array<{ runnerId: string; profit: number }>;
  guaranteed: number | null;
}

onEveryStore('cash out', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'mm2']) tokens[name] = await tokenOf(api(), name);
  });
  const place = (user: string, body: Json) => api().post('/api/bets/place', { idempotencyKey: key(), marketId: MARKET, ...body }, tokens[user]);
  const quote = async (fraction?: number) => {
    const res = await api().post('/api/bets/cash-out/quote', { marketId: MARKET, ...(fraction ? { fraction } : {}) }, tokens.demo);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Quote }).data;
  };
  const execute = (q: Quote, idempotencyKey = key(), fraction = 1) =>
    api().post('/api/bets/cash-out', { marketId: MARKET, fraction, idempotencyKey, bets: q.bets.map(({ runnerId, side, price, size }) => ({ runnerId, side, price, size })) }, tokens.demo);

  it('quotes nothing without a position, and refuses markets without an order book', async () => {
    expect(await quote()).toMatchObject({ available: false, reason: 'NO_POSITION', bets: [], guaranteed: null });
    const fancy = await api().post('/api/bets/cash-out/quote', { marketId: '41001.f6' }, tokens.demo);
    expect(fancy.statusCode).toBe(400);
    expect(fancy.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('backs at 3.0, the price shortens, and a full cash out leaves the same profit on every runner', async () => {
    expect((await place('mm1', { side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } })).statusCode).toBe(200);
    expect((await place('demo', { side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } })).json()).toMatchObject({ data: { sizeMatched: 10_000 } });
    const bid = (await place('mm2', { side: 'BACK', size: 50_000, selection: { kind: 'exchange', runnerId: '1', price: 2.5 } })).json() as { data: { betId: string } };

    // Position: runner 1 +200.00, every other −100.00. Lay 120.00 at 2.50: 200 − 180 = 20 = −100 + 120.
    const first = await quote();
    expect(first).toMatchObject({ available: true, reason: null, guaranteed: 2_000, bets: [{ runnerId: '1', side: 'LAY', price: 2.5, size: 12_000 }] });
    expect(new Set(first.profitAfter.map((p) => p.profit))).toEqual(new Set([2_000]));
    // Half of it: lay 60.00 → runner 1: 200 − 90 = 110, others: −100 + 60 = −40.
    expect(await quote(0.5)).toMatchObject({ bets: [{ side: 'LAY', price: 2.5, size: 6_000 }], guaranteed: -4_000 });

    // The price moves away: the quote at 2.5 is refused, nothing is placed.
    await api().post('/api/bets/cancel', { marketId: MARKET, betId: bid.data.betId }, tokens.mm2);
    await place('mm2', { side: 'BACK', size: 50_000, selection: { kind: 'exchange', runnerId: '1', price: 2.6 } });
    const moved = await execute(first);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: { code: 'PRICE_MOVED' } });
    // The refusal carries the exchange's new quote at the prices now, to confirm instead.
    expect(moved.json()).toMatchObject({ error: { quote: { available: true, guaranteed: 1_538, bets: [{ runnerId: '1', side: 'LAY', price: 2.6, size: 11_539 }] } } });

    // A new quote at 2.6: 30000 / 2.6 = 11538.46; 11539 (whose floor(s × 2.6) = 30001 is nearest 30000) →
    // runner 1: 20000 − floor(11539 × 1.6) = 1538; others −10000 + 11539 = 1539.
    const second = await quote();
    expect(second).toMatchObject({ guaranteed: 1_538, bets: [{ runnerId: '1', side: 'LAY', price: 2.6, size: 11_539 }] });
    const idempotencyKey = key();
    const done = await execute(second, idempotencyKey);
    expect(done.statusCode).toBe(200);
    const reply = (done.json() as { data: { bets: Json[]; profitAfter: Array<{ runnerId: string; profit: number }> } }).data;
    expect(reply.bets).toEqual([expect.objectContaining({ runnerId: '1', side: 'LAY', sizeMatched: 11_539, averagePriceMatched: 2.6, sizeCancelled: 0, error: null })]);
    const profits = reply.profitAfter.map((p) => p.profit);
    expect(Math.max(...profits) - Math.min(...profits)).toBeLessThanOrEqual(1);
    expect(reply.profitAfter.find((p) => p.runnerId === '1')!.profit).toBe(1_538);

    // A repeat returns the first answer and places nothing more; the old quote no longer fits the position.
    expect((await execute(second, idempotencyKey)).json()).toEqual(done.json());
    const stale = await execute(second);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'POSITION_CHANGED' } });
    const positions = (await api().post('/api/bets/positions', { eventId: '41003' }, tokens.demo)).json() as { data: Array<{ runners: Array<{ profit: number }> }> };
    expect(positions.data[0]!.runners.map((r) => r.profit)).toEqual(profits);
  });

  it('in play, leaves nothing of the hedge resting on the book: what it cannot match when its delay is over is cancelled', async () => {
    const IN_PLAY = '41001.mo';
    const delay = () => new Promise((resolve) => setTimeout(resolve, 3_000 + 600));
    const on = (user: string, body: Json) => api().post('/api/bets/place', { idempotencyKey: key(), marketId: IN_PLAY, ...body }, tokens[user]);
    // Released in the order placed: mm1's lay rests, the bettor's back takes it at 3.0, mm2's bid at 2.5 rests.
    await on('mm1', { side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } });
    await on('demo', { side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } });
    const bid = (await on('mm2', { side: 'BACK', size: 50_000, selection: { kind: 'exchange', runnerId: '1', price: 2.5 } })).json() as { data: { betId: string } };
    await delay();
    const res = await api().post('/api/bets/cash-out/quote', { marketId: IN_PLAY }, tokens.demo);
    const q = (res.json() as { data: Quote }).data;
    expect(q).toMatchObject({ available: true, bets: [{ runnerId: '1', side: 'LAY', price: 2.5, size: 12_000 }] });
    const placed = await api().post('/api/bets/cash-out', { marketId: IN_PLAY, fraction: 1, idempotencyKey: key(), bets: q.bets.map(({ runnerId, side, price, size }) => ({ runnerId, side, price, size })) }, tokens.demo);
    expect(placed.json()).toMatchObject({ data: { bets: [{ status: 'PENDING', sizeMatched: 0 }] } });
    // During the delay the bid shrinks to 50.00: the hedge matches that much at 2.5 and the rest goes.
    expect((await api().post('/api/bets/cancel', { marketId: IN_PLAY, betId: bid.data.betId, sizeReduction: 45_000 }, tokens.mm2)).statusCode).toBe(200);
    await delay();
    const bets = (await api().post('/api/bets/event', { eventId: '41001' }, tokens.demo)).json() as { data: { matched: Array<{ side: string; sizeMatched: number }>; unmatched: unknown[] } };
    expect(bets.data.unmatched).toEqual([]);
    expect(bets.data.matched.filter((b) => b.side === 'LAY').map((b) => b.sizeMatched)).toEqual([5_000]);
  });
});
