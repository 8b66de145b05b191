import { describe, expect, it } from 'vitest';
import { ExchangeMarket } from './exchange-market';
import type { PlaceOrder } from './exchange-market';
import { priceToTick as t } from './ladder';
import { expectCode } from './test-support';

const openMarket = () => new ExchangeMarket({ marketId: 'm1', runnerIds: ['A', 'B'], status: 'OPEN' });
let n = 0;
const order = (o: Partial<PlaceOrder> & Pick<PlaceOrder, 'userId' | 'side' | 'price' | 'size'>): PlaceOrder => ({ orderId: `o${++n}`, runnerId: 'A', now: n, ...o });

describe('exchange matching (worked examples, money in paise)', () => {
  it('back 100 @ 2.0 meets a resting lay 60 @ 2.1: 60 matched at 2.1, 40 unmatched at 2.0', () => {
    const market = openMarket();
    market.place(order({ orderId: 'lay1', userId: 'layer', side: 'LAY', price: t(2.1), size: 6000 }));
    // Layer risks 60 × (2.1 − 1) = 66 if A wins.
    expect(market.exposureOf('layer')).toBe(6600);
    expect(market.exposureOf('backer')).toBe(0);

    const result = market.place(order({ orderId: 'back1', userId: 'backer', side: 'BACK', price: t(2), size: 10000 }));

    expect(result).toMatchObject({ orderId: 'back1', status: 'EXECUTABLE', sizeMatched: 6000, sizeRemaining: 4000 });
    expect(result.trades).toEqual([
      expect.objectContaining({ backOrderId: 'back1', layOrderId: 'lay1', backUserId: 'backer', layUserId: 'layer', price: t(2.1), size: 6000, takerSide: 'BACK' }),
    ]);
    // Backer: A wins → +66 (matched); A loses → −60 matched −40 unmatched = −100.
    expect(market.exposureOf('backer')).toBe(10000);
    expect(market.profitAndLossOf('backer')).toEqual([
      { runnerId: 'A', profit: 6600 },
      { runnerId: 'B', profit: -6000 },
    ]);
    // Layer: A wins → −66, A loses → +60; still 66.
    expect(market.exposureOf('layer')).toBe(6600);
    const book = market.book('A');
    expect(book.availableToBack).toEqual([]);
    expect(book.availableToLay).toEqual([{ price: t(2), odds: 2, size: 4000 }]);
    expect(book.lastTradedPrice).toBe(t(2.1));
    expect(book.tradedVolume).toBe(6000);
    expect(market.volumeAt('A', t(2.1))).toBe(6000);
  });

  it('fills best price first, then oldest first, each at the resting price', () => {
    const market = openMarket();
    market.place(order({ orderId: 'l-old', userId: 'u1', side: 'LAY', price: t(3), size: 1000 }));
    market.place(order({ orderId: 'l-new', userId: 'u2', side: 'LAY', price: t(3), size: 1000 }));
    market.place(order({ orderId: 'l-best', userId: 'u3', side: 'LAY', price: t(3.2), size: 500 }));
    const result = market.place(order({ orderId: 'b', userId: 'u4', side: 'BACK', price: t(3), size: 2000 }));
    expect(result.trades.map((tr) => [tr.layOrderId, tr.price, tr.size])).toEqual([
      ['l-best', t(3.2), 500],
      ['l-old', t(3), 1000],
      ['l-new', t(3), 500],
    ]);
    expect(result.status).toBe('EXECUTION_COMPLETE');
    expect(market.book('A').availableToBack).toEqual([{ price: t(3), odds: 3, size: 500 }]);
  });

  it('an incoming lay takes resting backs priced at or below it, lowest first', () => {
    const market = openMarket();
    market.place(order({ orderId: 'b1', userId: 'u1', side: 'BACK', price: t(1.5), size: 300 }));
    market.place(order({ orderId: 'b2', userId: 'u2', side: 'BACK', price: t(1.6), size: 300 }));
    market.place(order({ orderId: 'b3', userId: 'u3', side: 'BACK', price: t(1.8), size: 300 }));
    const result = market.place(order({ orderId: 'l', userId: 'u4', side: 'LAY', price: t(1.6), size: 1000 }));
    expect(result.trades.map((tr) => [tr.backOrderId, tr.price, tr.size])).toEqual([
      ['b1', t(1.5), 300],
      ['b2', t(1.6), 300],
    ]);
    expect(result.sizeRemaining).toBe(400);
    // Best three each way: lay 400 @ 1.6 shows as available to back; back 300 @ 1.8 as available to lay.
    expect(market.book('A')).toMatchObject({
      availableToBack: [{ price: t(1.6), size: 400 }],
      availableToLay: [{ price: t(1.8), size: 300 }],
    });
  });

  it('shows the best three prices each way with their sizes', () => {
    const market = openMarket();
    for (const [i, price] of [1.9, 1.95, 1.98, 1.99].entries()) market.place(order({ userId: `l${i}`, side: 'LAY', price: t(price), size: 100 * (i + 1) }));
    for (const [i, price] of [2, 2.02, 2.04, 2.06].entries()) market.place(order({ userId: `b${i}`, side: 'BACK', price: t(price), size: 100 * (i + 1) }));
    const book = market.book('A');
    expect(book.availableToBack.map((p) => [p.odds, p.size])).toEqual([
      [1.99, 400],
      [1.98, 300],
      [1.95, 200],
    ]);
    expect(book.availableToLay.map((p) => [p.odds, p.size])).toEqual([
      [2, 100],
      [2.02, 200],
      [2.04, 300],
    ]);
    expect(market.book('B')).toEqual({ runnerId: 'B', availableToBack: [], availableToLay: [], lastTradedPrice: null, tradedVolume: 0 });
  });

  it('refuses a bet that would match the same user’s own unmatched bet (INVALID_BACK_LAY_COMBINATION)', () => {
    const market = openMarket();
    market.place(order({ userId: 'u1', side: 'LAY', price: t(2), size: 100 }));
    expectCode(() => market.place(order({ userId: 'u1', side: 'BACK', price: t(2), size: 100 })), 'INVALID_BACK_LAY_COMBINATION');
    expectCode(() => market.place(order({ userId: 'u1', side: 'BACK', price: t(1.5), size: 100 })), 'INVALID_BACK_LAY_COMBINATION');
    // Above the own lay it does not cross, and the same prices on another runner are fine.
    expect(market.place(order({ userId: 'u1', side: 'BACK', price: t(2.02), size: 100 })).status).toBe('EXECUTABLE');
    expect(market.place(order({ userId: 'u1', runnerId: 'B', side: 'BACK', price: t(2), size: 100 })).status).toBe('EXECUTABLE');
    expectCode(() => market.place(order({ userId: 'u1', side: 'LAY', price: t(2.02), size: 100 })), 'INVALID_BACK_LAY_COMBINATION');
    expect(market.trades()).toEqual([]);
  });

  it('cancels the unmatched part, or reduces it, and frees the exposure', () => {
    const market = openMarket();
    market.place(order({ orderId: 'lay', userId: 'u1', side: 'LAY', price: t(3), size: 1000 }));
    market.place(order({ userId: 'u2', side: 'BACK', price: t(3), size: 400 }));
    // Matched 400 @ 3 (liability 800) + unmatched 600 @ 3 (liability 1200).
    expect(market.exposureOf('u1')).toBe(2000);
    expect(market.cancel({ orderId: 'lay', userId: 'u1', sizeReduction: 200 })).toEqual({ orderId: 'lay', sizeCancelled: 200, sizeRemaining: 400, status: 'EXECUTABLE' });
    expect(market.book('A').availableToBack).toEqual([{ price: t(3), odds: 3, size: 400 }]);
    expect(market.exposureOf('u1')).toBe(1600);
    expect(market.cancel({ orderId: 'lay', userId: 'u1', sizeReduction: 5000 })).toEqual({ orderId: 'lay', sizeCancelled: 400, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' });
    expect(market.book('A').availableToBack).toEqual([]);
    expect(market.exposureOf('u1')).toBe(800);
    expect(market.ordersOf('u1')).toMatchObject({ matched: [{ orderId: 'lay', sizeMatched: 400, sizeCancelled: 600 }], unmatched: [] });
  });

  it('refuses cancelling what cannot be cancelled', () => {
    const market = openMarket();
    market.place(order({ orderId: 'x', userId: 'u1', side: 'LAY', price: t(3), size: 1000 }));
    expectCode(() => market.cancel({ orderId: 'nope', userId: 'u1' }), 'INVALID_BET_ID');
    expectCode(() => market.cancel({ orderId: 'x', userId: 'u2' }), 'PERMISSION_DENIED');
    expectCode(() => market.cancel({ orderId: 'x', userId: 'u1', sizeReduction: 0 }), 'INVALID_BET_SIZE');
    market.place(order({ userId: 'u2', side: 'BACK', price: t(3), size: 1000 }));
    expectCode(() => market.cancel({ orderId: 'x', userId: 'u1' }), 'BET_TAKEN_OR_LAPSED');
  });

  it('re-pricing takes a new place at the back of the queue and can match at once', () => {
    const market = openMarket();
    market.place(order({ orderId: 'a', userId: 'u1', side: 'LAY', price: t(2), size: 100 }));
    market.place(order({ orderId: 'b', userId: 'u2', side: 'LAY', price: t(2), size: 100 }));
    market.replace({ orderId: 'a', userId: 'u1', price: t(1.99), now: 50 });
    market.replace({ orderId: 'a', userId: 'u1', price: t(2), now: 51 });
    const fill = market.place(order({ userId: 'u3', side: 'BACK', price: t(2), size: 100 }));
    expect(fill.trades[0]?.layOrderId).toBe('b');
    // A lay moved up to 2.5 crosses a resting back at 2.4 and trades at 2.4.
    market.place(order({ orderId: 'back', userId: 'u4', side: 'BACK', price: t(2.4), size: 100 }));
    const moved = market.replace({ orderId: 'a', userId: 'u1', price: t(2.5), now: 52 });
    expect(moved).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 100, trades: [{ backOrderId: 'back', price: t(2.4), size: 100 }] });
    expectCode(() => market.replace({ orderId: 'a', userId: 'u1', price: t(3), now: 53 }), 'BET_TAKEN_OR_LAPSED');
  });

  it('validates every field of a new order', () => {
    const market = openMarket();
    const ok = { userId: 'u1', side: 'BACK', price: t(2), size: 100 } as const;
    expectCode(() => market.place(order({ ...ok, price: 350 })), 'INVALID_ODDS');
    expectCode(() => market.place(order({ ...ok, price: 2.5 })), 'INVALID_ODDS');
    expectCode(() => market.place(order({ ...ok, size: 0 })), 'INVALID_BET_SIZE');
    expectCode(() => market.place(order({ ...ok, size: 10.5 })), 'INVALID_BET_SIZE');
    expectCode(() => market.place(order({ ...ok, runnerId: 'Z' })), 'INVALID_INPUT_DATA');
    expectCode(() => market.place(order({ ...ok, side: 'UP' as 'BACK' })), 'INVALID_INPUT_DATA');
    expectCode(() => market.place(order({ ...ok, orderId: '' })), 'INVALID_INPUT_DATA');
    expectCode(() => market.place(order({ ...ok, userId: '' })), 'INVALID_INPUT_DATA');
    expectCode(() => market.place(order({ ...ok, persistence: 'KEEP' as 'PERSIST' })), 'INVALID_INPUT_DATA');
    market.place(order({ ...ok, orderId: 'dup' }));
    expectCode(() => market.place(order({ ...ok, orderId: 'dup' })), 'DUPLICATE_TRANSACTION');
    const withMin = new ExchangeMarket({ marketId: 'm2', runnerIds: ['A'], status: 'OPEN', minStake: 200 });
    expectCode(() => withMin.place(order({ ...ok, size: 199 })), 'INVALID_BET_SIZE');
  });
});
