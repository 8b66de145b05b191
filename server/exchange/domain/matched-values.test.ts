import { describe, expect, it } from 'vitest';
import { ExchangeMarket } from './exchange-market';
import { priceToTick as t } from './ladder';
import { MatchedValues } from './matched-values';
import type { Trade } from './types';

const trade = (tradeId: number, price: number, size: number, backOrderId: string, layOrderId: string): Trade => ({
  tradeId,
  runnerId: 'A',
  price: t(price),
  size,
  backOrderId,
  layOrderId,
  backUserId: `u-${backOrderId}`,
  layUserId: `u-${layOrderId}`,
  takerSide: 'BACK',
  matchedAt: tradeId,
});

describe('matched values', () => {
  it('gives each order its size-weighted average matched price, both sides of every trade', () => {
    const values = new MatchedValues();
    // b1 backs 300.00: 100.00 at 2.0 and 200.00 at 2.3 → (2.0×100 + 2.3×200) / 300 = 2.20.
    // l1 lays 150.00: 100.00 at 2.0 and 50.00 at 3.0 → (200 + 150) / 150 = 2.33.
    for (const tr of [trade(1, 2.0, 10_000, 'b1', 'l1'), trade(2, 2.3, 20_000, 'b1', 'l2'), trade(3, 3.0, 5_000, 'b2', 'l1')]) values.add(tr);
    expect(values.averagePrice('b1')).toBe(2.2);
    expect(values.averagePrice('l1')).toBe(2.33);
    expect(values.averagePrice('b2')).toBe(3);
    expect(values.averagePrice('nothing')).toBeNull();
  });

  it('is kept by the market as it matches, and rebuilt the same from restored trades', () => {
    const market = () => new ExchangeMarket({ marketId: 'm1', runnerIds: ['A'], status: 'OPEN' });
    const before = market();
    before.place({ orderId: 'l1', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2), size: 10_000, now: 1 });
    before.place({ orderId: 'l2', userId: 'u2', runnerId: 'A', side: 'LAY', price: t(2.3), size: 20_000, now: 2 });
    // The back takes the best lay first (2.3 is the better price for a backer), then 2.0.
    before.place({ orderId: 'b1', userId: 'u3', runnerId: 'A', side: 'BACK', price: t(2), size: 30_000, now: 3 });
    expect(before.averagePriceMatched('b1')).toBe(2.2);
    expect(before.averagePriceMatched('l1')).toBe(2);
    expect(before.averagePriceMatched('l2')).toBe(2.3);

    const after = market();
    for (const trade of before.trades()) after.restoreTrade(trade);
    for (const id of ['b1', 'l1', 'l2']) expect(after.averagePriceMatched(id)).toBe(before.averagePriceMatched(id));
    expect(after.averagePriceMatched('never')).toBeNull();
  });
});
