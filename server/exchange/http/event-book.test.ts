import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;
const EVENT = '41005'; // cricket, not yet in play (no bet delay): match odds, bookmaker, fancy lines


interface Book {
  eventId: string;
  outcomes: Array<{ key: string; name: string; profit: number }>;
  markets: Array<{ marketId: string; runners: Array<{ runnerId: string; runnerName: string; profit: number }> }>;
  fancy: Array<{ marketId: string; marketName: string; rows: Array<{ key: number; value: number }> }>;
  hasPosition: boolean;
}

onEveryStore('whole-event book', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1']) tokens[name] = await tokenOf(api(), name);
  });
  const place = (user: string, body: Json) => api().post('/api/bets/place', { idempotencyKey: key(), ...body }, tokens[user]);
  const book = async (eventId = EVENT) => {
    const res = await api().post('/api/bets/event-book', { eventId }, tokens.demo);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Book }).data;
  };

  it('no position: the outcomes at 0, nothing else', async () => {
    const empty = await book();
    expect(empty.hasPosition).toBe(false);
    expect(empty.outcomes.length).toBe(2);
    expect(empty.outcomes.every((o) => o.profit === 0)).toBe(true);
    expect(empty).toMatchObject({ eventId: EVENT, markets: [], fancy: [] });
  });

  it('combines match odds and bookmaker per outcome, and keeps the fancy line as its own run book', async () => {
    // Match odds: back runner 1 for 100.00 at 3.0 (mm1 lays it) → 1: +200.00, 2: −100.00.
    expect((await place('mm1', { marketId: `${EVENT}.mo`, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } })).statusCode).toBe(200);
    expect((await place('demo', { marketId: `${EVENT}.mo`, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } })).json()).toMatchObject({ data: { sizeMatched: 10_000 } });
    // Bookmaker: back runner 2 for 50.00 at its quote → 2: +50.00 × (odds − 1), 1: −50.00.
    const bmMarket = (await api().post('/api/markets/detail', { marketId: `${EVENT}.bm` })).json() as { data: { runners: Array<{ runnerId: string; availableToBack: Array<{ price: number }> }> } };
    const bmPrice = bmMarket.data.runners.find((r) => r.runnerId === '2')!.availableToBack[0]!.price;
    expect((await place('demo', { marketId: `${EVENT}.bm`, side: 'BACK', size: 5_000, selection: { kind: 'bookmaker', runnerId: '2', price: bmPrice } })).statusCode).toBe(200);
    // Fancy: YES 53 at 100% for 20.00.
    expect((await place('demo', { marketId: `${EVENT}.f6`, side: 'BACK', size: 2_000, selection: { kind: 'fancy', line: 53, rate: 100 } })).statusCode).toBe(200);

    const result = await book();
    const bmWin = Math.floor((5_000 * Math.round((bmPrice - 1) * 100)) / 100);
    expect(result.hasPosition).toBe(true);
    expect(result.outcomes.map((o) => o.profit)).toEqual([20_000 - 5_000, -10_000 + bmWin]);
    expect(result.markets.map((m) => m.marketId)).toEqual([`${EVENT}.mo`, `${EVENT}.bm`]);
    expect(result.fancy).toEqual([{ marketId: `${EVENT}.f6`, marketName: expect.any(String), rows: [{ key: 52, value: -2_000 }, { key: 53, value: 2_000 }] }]);

    // The outcomes are the per-market positions summed (the exchange's own figures).
    const positions = (await api().post('/api/bets/positions', { eventId: EVENT }, tokens.demo)).json() as { data: Array<{ runners: Array<{ profit: number }> }> };
    const summed = [0, 1].map((i) => positions.data.reduce((sum, p) => sum + p.runners[i]!.profit, 0));
    expect(result.outcomes.map((o) => o.profit)).toEqual(summed);
  });

  it('is the caller’s own: another bettor sees no position; an unknown event is 404', async () => {
    const other = await api().post('/api/bets/event-book', { eventId: EVENT }, tokens.mm1);
    expect((other.json() as { data: Book }).data.fancy).toEqual([]);
    const unknown = await api().post('/api/bets/event-book', { eventId: 'no-such-event' }, tokens.demo);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'EVENT_NOT_FOUND' } });
    expect((await api().post('/api/bets/event-book', { eventId: EVENT })).statusCode).toBe(401);
    expect((await api().post('/api/bets/event-book', { eventId: '' }, tokens.demo)).json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });
});
