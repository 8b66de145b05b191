import { beforeAll, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ledgerInvariantHolds } from '../db/queries/ledger';
import { orders } from '../db/schema';
import { marketLock } from '../service/context';
import { onEveryStore, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;


onEveryStore('betting', (api) => {
  const tokens: Record<string, string> = {};
  const INPLAY = '41004.mo'; // India v Australia, Match Odds: in play, with a bet delay
  const PRE = '41002.mo'; // Royal Challengers Bengaluru v Kolkata Knight Riders, pre-play
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'mm2', 'operator', 'blocked', 'agent']) tokens[name] = await tokenOf(api(), name);
  });
  const place = (user: string, body: Json) => api().post('/api/bets/place', { idempotencyKey: key(), ...body }, tokens[user]);
  const balance = async (user: string) => ((await api().post('/api/user/balance', {}, tokens[user])).json() as { data: { bankBalance: number; exposure: number } }).data;

  it('matches the worked example: back 100 @ 2.0 meets a resting lay 60 @ 2.1', async () => {
    const lay = await place('mm1', { marketId: PRE, side: 'LAY', size: 6_000, selection: { kind: 'exchange', runnerId: '1', price: 2.1 } });
    expect(lay.statusCode).toBe(200);
    expect((await balance('mm1')).exposure).toBe(6_600);
    const before = await balance('demo');
    const back = await place('demo', { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } });
    expect(back.json()).toMatchObject({ data: { status: 'EXECUTABLE', sizeMatched: 6_000, sizeRemaining: 4_000, averagePriceMatched: 2.1 } });
    const after = await balance('demo');
    expect(before.exposure).toBe(0);
    expect(after.exposure).toBe(10_000);
    expect(after.bankBalance).toBe(before.bankBalance);
    const book = (await api().post('/api/markets/detail', { marketId: PRE })).json() as { data: { runners: Array<{ availableToLay: Json[]; lastTradedPrice: number }> } };
    expect(book.data.runners[0]!.availableToLay[0]).toEqual({ price: 2, size: 4_000 });
    expect(book.data.runners[0]!.lastTradedPrice).toBe(2.1);
    const mine = (await api().post('/api/bets/event', { eventId: '41002' }, tokens.demo)).json() as { data: { matched: Json[]; unmatched: Json[] } };
    expect(mine.data.matched[0]).toMatchObject({ selectionName: 'Royal Challengers Bengaluru', oddsPrice: 2, averagePriceMatched: 2.1, stake: 10_000, type: 'B', sizeMatched: 6_000 });
    expect(mine.data.unmatched).toHaveLength(1);
  });

  it('reports each bet’s average matched price across the prices it took', async () => {
    await place('mm1', { marketId: PRE, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '2', price: 3 } });
    await place('mm2', { marketId: PRE, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '2', price: 3.2 } });
    // The best price goes first: 50 @ 3.2, then 50 @ 3.0 — 3.1 on average, against 2.9 asked.
    const back = await place('demo', { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 2.9 } });
    expect(back.json()).toMatchObject({ data: { status: 'EXECUTION_COMPLETE', sizeMatched: 10_000, averagePriceMatched: 3.1 } });
    const rows = async (user: string) => ((await api().post('/api/bets/event', { eventId: '41002' }, tokens[user])).json() as { data: { matched: Json[] } }).data.matched;
    expect((await rows('demo')).find((r) => r.runnerId === '2')).toMatchObject({ oddsPrice: 2.9, averagePriceMatched: 3.1, sizeMatched: 10_000 });
    expect((await rows('mm2')).find((r) => r.runnerId === '2')).toMatchObject({ side: 'LAY', oddsPrice: 3.2, averagePriceMatched: 3.2 });
  });

  it('cancels and re-prices an unmatched bet', async () => {
    const placed = (await place('demo', { marketId: PRE, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '2', price: 1.5 } })).json() as { data: { betId: string } };
    const repriced = await api().post('/api/bets/replace', { marketId: PRE, betId: placed.data.betId, price: 1.6 }, tokens.demo);
    expect(repriced.json()).toMatchObject({ data: { betId: placed.data.betId, sizeRemaining: 5_000 } });
    const cancelled = await api().post('/api/bets/cancel', { marketId: PRE, betId: placed.data.betId }, tokens.demo);
    expect(cancelled.json()).toMatchObject({ data: { sizeCancelled: 5_000, sizeRemaining: 0, status: 'CANCELLED' } });
    const again = await api().post('/api/bets/cancel', { marketId: PRE, betId: placed.data.betId }, tokens.demo);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'BET_TAKEN_OR_LAPSED' } });
    const unknown = await api().post('/api/bets/cancel', { marketId: PRE, betId: 'b-does-not-exist' }, tokens.demo);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'INVALID_BET_ID' } });
    const notMine = await api().post('/api/bets/cancel', { marketId: PRE, betId: placed.data.betId }, tokens.mm1);
    expect(notMine.statusCode).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['INVALID_ODDS', 400, { marketId: PRE, side: 'BACK', size: 1_000_000, selection: { kind: 'exchange', runnerId: '1', price: 2.03 } }],
    ['INVALID_BET_SIZE', 400, { marketId: PRE, side: 'BACK', size: 100, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } }],
    ['INSUFFICIENT_FUNDS', 400, { marketId: PRE, side: 'BACK', size: 9_000_000_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } }],
    ['MARKET_NOT_FOUND', 404, { marketId: 'nope', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } }],
    ['INVALID_INPUT_DATA', 400, { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '9', price: 2.0 } }],
    ['INVALID_INPUT_DATA', 400, { marketId: PRE, side: 'UP', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } }],
    // The selection is a typed union whose kind must fit the market's kind.
    ['INVALID_INPUT_DATA', 400, { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'fancy', line: 50, rate: 100 } }],
    ['INVALID_INPUT_DATA', 400, { marketId: '41001.f6', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } }],
    ['INVALID_INPUT_DATA', 400, { marketId: '41001.ball', side: 'BACK', size: 1_000, selection: { kind: 'bookmaker', runnerId: '6', price: 9 } }],
    ['INVALID_INPUT_DATA', 400, { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1' } }],
    ['INVALID_INPUT_DATA', 400, { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'runner', runnerId: '1', price: 2.0 } }],
    ['INVALID_INPUT_DATA', 400, { marketId: PRE, runnerId: '1', side: 'BACK', price: 2.0, size: 10_000 }],
  ])('refuses a bet with %s (%i) and changes nothing', async (code, status, body) => {
    const before = await balance('demo');
    const res = await place('demo', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code } });
    expect(await balance('demo')).toEqual(before);
  });

  it('refuses a bet that would match the bettor’s own bet (INVALID_BACK_LAY_COMBINATION)', async () => {
    await place('mm2', { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 3.0 } });
    const res = await place('mm2', { marketId: PRE, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 3.0 } });
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_BACK_LAY_COMBINATION' } });
  });

  it('refuses blocked users (403) and requests without a token (401)', async () => {
    const blocked = await place('blocked', { marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } });
    expect(blocked.statusCode).toBe(403);
    const anonymous = await api().post('/api/bets/place', { idempotencyKey: key(), marketId: PRE, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replays one idempotency key 100 times as exactly one bet; another payload is DUPLICATE_TRANSACTION', async () => {
    const body = { idempotencyKey: key(), marketId: '41003.mo', side: 'LAY', size: 2_000, selection: { kind: 'exchange', runnerId: '1', price: 1.2 } };
    const replies = await Promise.all(Array.from({ length: 100 }, () => api().post('/api/bets/place', body, tokens.demo)));
    const ids = new Set(replies.map((r) => (r.json() as { data: { betId: string } }).data.betId));
    expect(ids.size).toBe(1);
    const mine = (await api().post('/api/bets/event', { eventId: '41003' }, tokens.demo)).json() as { data: { unmatched: Json[] } };
    expect(mine.data.unmatched).toHaveLength(1);
    const clash = await api().post('/api/bets/place', { ...body, size: 3_000 }, tokens.demo);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { code: 'DUPLICATE_TRANSACTION' } });
  });

  it('never overdraws an account under 50 parallel bets', async () => {
    const start = await balance('agent');
    // agent holds ₹10,00,000; each lay at 11.0 risks 10 × stake: 50 × ₹2,500 × 10 would be ₹12,50,000.
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => place('agent', { marketId: '41005.mo', side: 'LAY', size: 250_000, selection: { kind: 'exchange', runnerId: '1', price: 11 } })),
    );
    const accepted = replies.filter((r) => r.statusCode === 200).length;
    const refused = replies.filter((r) => (r.json() as { error?: { code: string } }).error?.code === 'INSUFFICIENT_FUNDS').length;
    expect(accepted + refused).toBe(50);
    const end = await balance('agent');
    expect(end.exposure).toBe(accepted * 2_500_000);
    expect(end.exposure).toBeLessThanOrEqual(start.bankBalance);
    expect(accepted).toBe(Math.floor(start.bankBalance / 2_500_000));
  });

  it('takes bookmaker, fancy, lottery, binary and ball-by-ball bets against the house', async () => {
    // Taken at once: the in-play bet delay of the bookmaker and fancy markets is set to none (the delay has its own tests).
    for (const marketId of ['41001.bm', '41001.f6']) expect((await api().post('/api/admin/markets/status', { marketId, betDelayMs: 0 }, tokens.operator)).statusCode).toBe(200);
    const bm = await place('demo', { marketId: '41001.bm', side: 'BACK', size: 10_000, selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 } });
    expect(bm.json()).toMatchObject({ data: { status: 'EXECUTION_COMPLETE', sizeMatched: 10_000 } });
    const moved = await place('demo', { marketId: '41001.bm', side: 'BACK', size: 10_000, selection: { kind: 'bookmaker', runnerId: '1', price: 1.9 } });
    expect(moved.json()).toMatchObject({ error: { code: 'BET_TAKEN_OR_LAPSED' } });
    const fancy = await place('demo', { marketId: '41001.f6', side: 'BACK', size: 10_000, selection: { kind: 'fancy', line: 53, rate: 100 } });
    expect(fancy.statusCode).toBe(200);
    await place('demo', { marketId: '41001.f6', side: 'LAY', size: 5_000, selection: { kind: 'fancy', line: 52, rate: 100 } });
    const book = (await api().post('/api/bets/fancy-book', { marketId: '41001.f6' }, tokens.demo)).json() as { data: Array<{ key: number; value: number }> };
    expect(book.data).toEqual([
      { key: 51, value: -5_000 },
      { key: 52, value: -15_000 },
      { key: 53, value: 5_000 },
    ]);
    // A fancy bet carries its line beside its rate (My Bets and the history show "Yes 53 @ 100"), not only in its name.
    const mine = (await api().post('/api/bets/event', { eventId: '41001' }, tokens.demo)).json() as { data: { matched: Json[] } };
    expect(mine.data.matched.filter((r) => r.marketId === '41001.f6').map((r) => [r.side, r.line, r.oddsPrice])).toEqual(expect.arrayContaining([['BACK', 53, 100], ['LAY', 52, 100]]));
    const range = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };
    const history = (await api().post('/api/bets/history', range, tokens.demo)).json() as { data: Json[] };
    expect(history.data.filter((r) => r.marketId === '41001.f6').map((r) => [r.side, r.line, r.oddsPrice])).toEqual(expect.arrayContaining([['BACK', 53, 100], ['LAY', 52, 100]]));
    expect(history.data.filter((r) => r.marketId !== '41001.f6').every((r) => r.line === null)).toBe(true);
    expect((await place('demo', { marketId: '661046601.digit', side: 'BACK', size: 1_000, selection: { kind: 'outcome', outcomeId: '7', odds: 9.5 } })).statusCode).toBe(200);
    expect((await place('demo', { marketId: '661036701.binary', side: 'BACK', size: 10_000, selection: { kind: 'outcome', outcomeId: 'YES', odds: 1.9 } })).statusCode).toBe(200);
    expect((await place('demo', { marketId: '41001.ball', side: 'BACK', size: 1_000, selection: { kind: 'outcome', outcomeId: '6', odds: 9 } })).statusCode).toBe(200);
    const exposure = (await api().post('/api/user/events-exposure', {}, tokens.demo)).json() as { data: Array<{ marketName: string; betCounts: number; sportId: number; eventId: string }> };
    expect(exposure.data.find((r) => r.marketName === '6 Over Runs MI')).toMatchObject({ betCounts: 2, sportId: 4, eventId: '41001', sportName: 'Cricket' });
  });

  it('suspends, settles with commission, and resettles visibly on the statement', async () => {
    const M = '22002.mo'; // Djokovic v Zverev, pre-play
    await place('mm1', { marketId: M, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
    await place('demo', { marketId: M, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
    const suspend = await api().post('/api/admin/markets/status', { marketId: M, status: 'SUSPENDED' }, tokens.operator);
    expect(suspend.statusCode).toBe(200);
    expect((await place('demo', { marketId: M, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } })).json()).toMatchObject({ error: { code: 'MARKET_SUSPENDED' } });
    expect((await api().post('/api/admin/markets/status', { marketId: M, status: 'SUSPENDED' }, tokens.demo)).statusCode).toBe(403);
    const before = await balance('demo');
    const settled = await api().post('/api/admin/markets/settle', { marketId: M, winners: ['1'] }, tokens.operator);
    expect(settled.json()).toMatchObject({ data: { version: 1 } });
    const after = await balance('demo');
    // won 10,000 × (3 − 1) = 20,000, less 2% commission = 19,600
    expect(after.bankBalance - before.bankBalance).toBe(19_600);
    const resettled = await api().post('/api/admin/markets/settle', { marketId: M, winners: ['2'] }, tokens.operator);
    expect(resettled.json()).toMatchObject({ data: { version: 2 } });
    expect((await balance('demo')).bankBalance - before.bankBalance).toBe(-10_000);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const statement = (await api().post('/api/user/statement', { from, to }, tokens.demo)).json() as { data: { rows: Array<{ kind: string; amount: number }> } };
    expect(statement.data.rows.map((r) => [r.kind, r.amount])).toEqual(
      expect.arrayContaining([
        ['settlement', 20_000],
        ['commission', -400],
        ['reversal', -20_000],
        ['reversal', 400],
        ['settlement', -10_000],
      ]),
    );
    const pl = (await api().post('/api/user/profit-loss', { from, to, groupBy: 'sport' }, tokens.demo)).json() as { data: { rows: Array<{ sportId: number; net: number }> } };
    expect(pl.data.rows.find((r) => r.sportId === 2)?.net).toBe(-10_000);
  });

  it('makes in-play bets wait out the bet delay; a suspension during the delay lapses them', async () => {
    await api().post('/api/admin/markets/status', { marketId: INPLAY, betDelayMs: 300 }, tokens.operator);
    const lay = (await place('mm1', { marketId: INPLAY, side: 'LAY', size: 50_000, selection: { kind: 'exchange', runnerId: '1', price: 1.7 } })).json() as { data: { status: string; releaseAt: string } };
    expect(lay.data.status).toBe('PENDING');
    expect(lay.data.releaseAt).toBeTruthy();
    const book = async () => ((await api().post('/api/markets/detail', { marketId: INPLAY })).json() as { data: { runners: Array<{ availableToBack: Array<{ price: number; size: number }> }> } }).data.runners[0]!;
    expect((await book()).availableToBack).toEqual([]);
    await vi.waitFor(async () => expect((await book()).availableToBack[0]).toEqual({ price: 1.7, size: 50_000 }), { timeout: 3_000, interval: 50 });

    const back = (await place('demo', { marketId: INPLAY, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 1.7 } })).json() as { data: { betId: string; status: string } };
    expect(back.data.status).toBe('PENDING');
    const mine = async () => ((await api().post('/api/bets/event', { eventId: '41004' }, tokens.demo)).json() as { data: { matched: Array<{ betId: string; sizeMatched: number }> } }).data;
    await vi.waitFor(async () => expect((await mine()).matched.find((b) => b.betId === back.data.betId)?.sizeMatched).toBe(10_000), { timeout: 3_000, interval: 50 });

    const lapsing = (await place('demo', { marketId: INPLAY, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 1.7 } })).json() as { data: { betId: string } };
    await api().post('/api/admin/markets/status', { marketId: INPLAY, status: 'SUSPENDED' }, tokens.operator);
    const after = (await api().post('/api/bets/event', { eventId: '41004' }, tokens.demo)).json() as { data: { matched: Array<{ betId: string }>; unmatched: Array<{ betId: string }> } };
    expect([...after.data.matched, ...after.data.unmatched].map((b) => b.betId)).not.toContain(lapsing.data.betId);
    await api().post('/api/admin/markets/status', { marketId: INPLAY, status: 'OPEN' }, tokens.operator);
  });

  it('releases an in-play bet at the end of its own delay while a walk over the markets is held up by the others', async () => {
    await api().post('/api/admin/markets/status', { marketId: INPLAY, betDelayMs: 300 }, tokens.operator);
    const { exchange } = api();
    // Every other market's lock held, as a long write holds one: the periodic walk stops at the first market it locks.
    let free!: () => void;
    const held = exchange.services.locks.run(
      exchange.registry.all().map((e) => e.row.marketId).filter((id) => id !== INPLAY).map(marketLock),
      () => new Promise<void>((resolve) => (free = resolve)),
    );
    try {
      const lay = (await place('mm1', { marketId: INPLAY, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '2', price: 1.01 } })).json() as { data: { betId: string; status: string } };
      expect(lay.data.status).toBe('PENDING');
      const stored = async () => (await api().database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, lay.data.betId)))[0]?.status;
      // Its own timer releases its market alone: stored as resting on the book while the other markets are still held.
      await vi.waitFor(async () => expect(await stored()).toBe('EXECUTABLE'), { timeout: 5_000, interval: 25 });
    } finally {
      free();
      await held;
    }
  });

  it('releases bets that fell due while their market was busy together, in one more release rather than one each', async () => {
    await api().post('/api/admin/markets/status', { marketId: INPLAY, betDelayMs: 300 }, tokens.operator);
    const { exchange } = api();
    // Eight bets whose delays end 25 ms apart: each has its own timer.
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const bet = (await place('mm1', { marketId: INPLAY, side: 'LAY', size: 1_000, selection: { kind: 'exchange', runnerId: '2', price: 1.01 } })).json() as { data: { betId: string; status: string; releaseAt: string } };
      expect(bet.data.status).toBe('PENDING');
      ids.push(bet.data.betId);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The market busy (its lock held, as by a long write) from before the first delay ends until after the last.
    let free!: () => void;
    const held = exchange.services.locks.run([marketLock(INPLAY)], () => new Promise<void>((resolve) => (free = resolve)));
    const transactions = vi.spyOn(exchange.services.db, 'transaction');
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      free();
      await held;
      const stored = async () => (await api().database.db.select({ status: orders.status }).from(orders).where(inArray(orders.orderId, ids))).map((o) => o.status);
      await vi.waitFor(async () => expect(await stored()).toEqual(ids.map(() => 'EXECUTABLE')), { timeout: 5_000, interval: 25 });
      // The release under way when the lock freed, one more for the timers that fired meanwhile, and the 100 ms walk's.
      expect(transactions.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      free();
      transactions.mockRestore();
    }
  });

  it('rolls a refused multi-step status change back whole, engine included', async () => {
    const M = '13002.mo'; // Manchester City v Chelsea, pre-play
    const resting = (await place('demo', { marketId: M, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } })).json() as { data: { betId: string } };
    const refused = await api().post('/api/admin/markets/status', { marketId: M, inPlay: true, status: 'INACTIVE' }, tokens.operator);
    expect(refused.statusCode).toBe(400);
    const market = (await api().post('/api/markets/detail', { marketId: M })).json() as { data: { inPlay: boolean; status: string } };
    expect(market.data).toMatchObject({ inPlay: false, status: 'OPEN' });
    const mine = (await api().post('/api/bets/event', { eventId: '13002' }, tokens.demo)).json() as { data: { unmatched: Array<{ betId: string }> } };
    expect(mine.data.unmatched.map((b) => b.betId)).toContain(resting.data.betId);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerInvariantHolds(api().database.db)).toBe(true);
  });
});
