import { describe, expect, it } from 'vitest';
import { priceToTick } from '../domain/ladder';
import type { Trade } from '../domain/types';
import { averagePricesOf, averagePricesOfOrders } from './order-rows';

const trade = (tradeId: number, price: number, size: number, backOrderId: string, layOrderId: string, backUserId = 'u-back', layUserId = 'u-lay'): Trade => ({
  tradeId,
  runnerId: '1',
  price: priceToTick(price),
  size,
  backOrderId,
  layOrderId,
  backUserId,
  layUserId,
  takerSide: 'BACK',
  matchedAt: tradeId,
});

describe('average matched prices', () => {
  // A back of 300.00 matched 100.00 at 2.0 and 200.00 at 2.3: (2.0×100 + 2.3×200) / 300 = 2.20.
  const trades = [trade(1, 2.0, 10_000, 'b1', 'l1'), trade(2, 2.3, 20_000, 'b1', 'l2'), trade(3, 3.0, 5_000, 'b2', 'l1', 'u-other')];

  it('gives each named order its size-weighted average, whoever owns it, in one pass', () => {
    expect(averagePricesOfOrders(trades, new Set(['b1', 'l1', 'b2']))).toEqual(
      new Map([
        ['b1', 2.2],
        // l1 laid 100.00 at 2.0 and 50.00 at 3.0: (200 + 150) / 150 = 2.33.
        ['l1', 2.33],
        ['b2', 3],
      ]),
    );
  });

  it('leaves out orders not asked for or with nothing matched', () => {
    expect(averagePricesOfOrders(trades, new Set(['b1', 'nothing']))).toEqual(new Map([['b1', 2.2]]));
    expect(averagePricesOfOrders(trades, new Set())).toEqual(new Map());
  });

  it('agrees with the per-user averages My Bets reads', () => {
    const mine = averagePricesOf(trades, 'u-back');
    expect(mine).toEqual(new Map([['b1', 2.2]]));
    expect(averagePricesOfOrders(trades, new Set(['b1'])).get('b1')).toBe(mine.get('b1'));
  });
});
