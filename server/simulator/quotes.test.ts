import { describe, expect, it } from 'vitest';
import { MAX_TICK, priceToTick } from '../exchange/domain/ladder';
import { FairPrices, nearestTick, seededRandom } from './pricing';
import { planInPlayQuotes, planQuotes, wantedQuotes } from './quotes';

describe('simulator pricing and quoting', () => {
  it('finds the nearest ladder tick', () => {
    expect(nearestTick(2)).toBe(priceToTick(2));
    expect(nearestTick(2.011)).toBe(priceToTick(2.02));
    expect(nearestTick(3.07)).toBe(priceToTick(3.05));
    expect(nearestTick(5000)).toBe(priceToTick(1000));
    expect(nearestTick(1)).toBe(priceToTick(1.01));
  });

  it('keeps fair probabilities summing to one as they drift', () => {
    const fair = new FairPrices(3, seededRandom(7));
    for (let i = 0; i < 500; i += 1) fair.drift(0.05);
    const total = fair.probabilities().reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
    expect(fair.fairTicks()).toHaveLength(3);
  });

  it('quotes three lays below and three backs above the fair price, never crossed', () => {
    const fair = priceToTick(2.0);
    const wanted = wantedQuotes(fair, () => 10_000);
    expect(wanted.filter((w) => w.side === 'LAY').map((w) => w.price)).toEqual([1.99, 1.98, 1.97]);
    expect(wanted.filter((w) => w.side === 'BACK').map((w) => w.price)).toEqual([2.02, 2.04, 2.06]);
    const highestLay = Math.max(...wanted.filter((w) => w.side === 'LAY').map((w) => w.price));
    const lowestBack = Math.min(...wanted.filter((w) => w.side === 'BACK').map((w) => w.price));
    expect(highestLay).toBeLessThan(lowestBack);
  });

  it('plans the fewest calls: keep, re-price, place, cancel', () => {
    const resting = [
      { betId: 'a', side: 'LAY' as const, price: 1.99, sizeRemaining: 10_000 },
      { betId: 'b', side: 'LAY' as const, price: 1.9, sizeRemaining: 10_000 },
      { betId: 'c', side: 'BACK' as const, price: 2.5, sizeRemaining: 100 },
      { betId: 'd', side: 'BACK' as const, price: 2.02, sizeRemaining: 10_000 },
    ];
    const wanted = [
      { side: 'LAY' as const, price: 1.99, size: 10_000 },
      { side: 'LAY' as const, price: 1.98, size: 10_000 },
      { side: 'BACK' as const, price: 2.02, size: 10_000 },
      { side: 'BACK' as const, price: 2.04, size: 10_000 },
    ];
    expect(planQuotes(resting, wanted, 1_000)).toEqual([
      { kind: 'cancel', betId: 'c' },
      { kind: 'replace', betId: 'b', price: 1.98 },
      { kind: 'place', side: 'BACK', price: 2.04, size: 10_000 },
    ]);
  });

  it('in play, places the new quotes before cancelling the old, except old ones a new quote would cross', () => {
    const resting = [
      { betId: 'lay-old', side: 'LAY' as const, price: 1.9, sizeRemaining: 10_000 },
      { betId: 'lay-keep', side: 'LAY' as const, price: 1.95, sizeRemaining: 10_000 },
      { betId: 'back-crossed', side: 'BACK' as const, price: 2, sizeRemaining: 10_000 },
      { betId: 'back-old', side: 'BACK' as const, price: 2.1, sizeRemaining: 10_000 },
    ];
    // The fair price moved up: lays now at 1.95 and 2.0, backs at 2.06 and 2.1.
    const wanted = [
      { side: 'LAY' as const, price: 2, size: 10_000 },
      { side: 'LAY' as const, price: 1.95, size: 10_000 },
      { side: 'BACK' as const, price: 2.06, size: 10_000 },
      { side: 'BACK' as const, price: 2.1, size: 10_000 },
    ];
    expect(planInPlayQuotes(resting, wanted, 1_000)).toEqual([
      { kind: 'cancel', betId: 'back-crossed' },
      { kind: 'place', side: 'LAY', price: 2, size: 10_000 },
      { kind: 'place', side: 'BACK', price: 2.06, size: 10_000 },
    ]);
    // A round later the new quotes are live: only now does the stale lay go.
    const live = [
      { betId: 'lay-old', side: 'LAY' as const, price: 1.9, sizeRemaining: 10_000 },
      { betId: 'lay-keep', side: 'LAY' as const, price: 1.95, sizeRemaining: 10_000 },
      { betId: 'lay-new', side: 'LAY' as const, price: 2, sizeRemaining: 10_000 },
      { betId: 'back-new', side: 'BACK' as const, price: 2.06, sizeRemaining: 10_000 },
      { betId: 'back-old', side: 'BACK' as const, price: 2.1, sizeRemaining: 10_000 },
    ];
    expect(planInPlayQuotes(live, wanted, 1_000)).toEqual([{ kind: 'cancel', betId: 'lay-old' }]);
  });

  it('in play, a jump past the spread keeps the side it crosses until that side’s new quotes rest', () => {
    const resting = [
      { betId: 'lay-1', side: 'LAY' as const, price: 2.6, sizeRemaining: 10_000 },
      { betId: 'back-1', side: 'BACK' as const, price: 2.66, sizeRemaining: 10_000 },
      { betId: 'back-2', side: 'BACK' as const, price: 2.68, sizeRemaining: 10_000 },
    ];
    // The fair price jumped: the new lays (2.7, 2.72) would cross every resting back.
    const wanted = [
      { side: 'LAY' as const, price: 2.72, size: 10_000 },
      { side: 'LAY' as const, price: 2.7, size: 10_000 },
      { side: 'BACK' as const, price: 2.76, size: 10_000 },
      { side: 'BACK' as const, price: 2.78, size: 10_000 },
    ];
    // First only the new backs go up; the old backs keep the lay side of the book filled meanwhile.
    expect(planInPlayQuotes(resting, wanted, 1_000)).toEqual([
      { kind: 'place', side: 'BACK', price: 2.76, size: 10_000 },
      { kind: 'place', side: 'BACK', price: 2.78, size: 10_000 },
    ]);
    // Once the new backs rest, the crossed old backs go and the new lays are placed.
    const later = [
      ...resting,
      { betId: 'back-new-1', side: 'BACK' as const, price: 2.76, sizeRemaining: 10_000 },
      { betId: 'back-new-2', side: 'BACK' as const, price: 2.78, sizeRemaining: 10_000 },
    ];
    expect(planInPlayQuotes(later, wanted, 1_000)).toEqual([
      { kind: 'cancel', betId: 'back-1' },
      { kind: 'cancel', betId: 'back-2' },
      { kind: 'place', side: 'LAY', price: 2.72, size: 10_000 },
      { kind: 'place', side: 'LAY', price: 2.7, size: 10_000 },
    ]);
  });

  it('quotes both sides even for a runner at the ends of the ladder (issue 19)', () => {
    for (const fair of [0, 1, MAX_TICK - 1, MAX_TICK]) {
      const wanted = wantedQuotes(fair, () => 10_000);
      expect(wanted.filter((w) => w.side === 'LAY')).toHaveLength(3);
      expect(wanted.filter((w) => w.side === 'BACK')).toHaveLength(3);
      expect(Math.max(...wanted.filter((w) => w.side === 'LAY').map((w) => w.price))).toBeLessThan(Math.min(...wanted.filter((w) => w.side === 'BACK').map((w) => w.price)));
    }
  });
});
