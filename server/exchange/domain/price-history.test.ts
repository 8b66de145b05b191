import { describe, expect, it } from 'vitest';
import { priceToTick } from './ladder';
import { bucketSizeFor, bucketTrades } from './price-history';

const trade = (price: number, size: number, matchedAt: number) => ({ tick: priceToTick(price), size, matchedAt });

describe('price history buckets', () => {
  it('groups trades by time: open, high, low, close, size-weighted average, volume and count', () => {
    const buckets = bucketTrades([trade(2, 1000, 10_500), trade(2.1, 3000, 10_900), trade(1.98, 1000, 11_200), trade(2.5, 500, 20_000)], 1000);
    expect(buckets).toEqual([
      // (200×1000 + 210×3000) / 4000 = 207.5 → 208
      { at: 10_000, open: 2, high: 2.1, low: 2, close: 2.1, average: 2.08, volume: 4000, trades: 2 },
      { at: 11_000, open: 1.98, high: 1.98, low: 1.98, close: 1.98, average: 1.98, volume: 1000, trades: 1 },
      { at: 20_000, open: 2.5, high: 2.5, low: 2.5, close: 2.5, average: 2.5, volume: 500, trades: 1 },
    ]);
  });

  it('has no buckets without trades', () => {
    expect(bucketTrades([], 60_000)).toEqual([]);
  });

  it('picks whole-second buckets, about 120 over the span, at least one second', () => {
    expect(bucketSizeFor(0)).toBe(1000);
    expect(bucketSizeFor(60_000)).toBe(1000);
    expect(bucketSizeFor(3_600_000)).toBe(30_000);
    expect(bucketSizeFor(3_600_001)).toBe(31_000);
  });
});
