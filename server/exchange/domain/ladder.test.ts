import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { ODDS100_BY_TICK, TICK_COUNT, assertTick, odds100ToTick, priceToTick, tickToOdds100, tickToPrice } from './ladder';

describe('price ladder', () => {
  it('has the 350 Betfair prices from 1.01 to 1000, strictly increasing', () => {
    expect(TICK_COUNT).toBe(350);
    expect(ODDS100_BY_TICK.length).toBe(350);
    expect(tickToPrice(0)).toBe(1.01);
    expect(tickToPrice(349)).toBe(1000);
    for (let t = 1; t < 350; t++) expect(ODDS100_BY_TICK[t]!).toBeGreaterThan(ODDS100_BY_TICK[t - 1]!);
  });

  it.each([
    [1.01, 0],
    [2, 99],
    [2.02, 100],
    [2.1, 104],
    [3, 149],
    [3.05, 150],
    [4, 169],
    [4.1, 170],
    [6, 189],
    [6.2, 190],
    [10, 209],
    [10.5, 210],
    [20, 229],
    [21, 230],
    [30, 239],
    [32, 240],
    [50, 249],
    [55, 250],
    [100, 259],
    [110, 260],
    [1000, 349],
  ])('maps odds %s to tick %s and back', (price, tick) => {
    expect(priceToTick(price)).toBe(tick);
    expect(tickToPrice(tick)).toBe(price);
    expect(odds100ToTick(Math.round(price * 100))).toBe(tick);
    expect(tickToOdds100(tick)).toBe(Math.round(price * 100));
  });

  it.each([1, 1.005, 2.01, 3.02, 4.05, 6.1, 10.2, 20.5, 31, 52, 105, 1010, Number.NaN, Infinity, -2])('refuses off-ladder odds %s with INVALID_ODDS', (price) => {
    expect(() => priceToTick(price)).toThrow(expect.objectContaining({ code: 'INVALID_ODDS' }));
  });

  it.each([-1, 350, 1.5, Number.NaN, '3', null])('refuses tick %s with INVALID_ODDS', (tick) => {
    expect(() => assertTick(tick)).toThrow(DomainError);
    expect(() => tickToOdds100(tick as number)).toThrow(expect.objectContaining({ code: 'INVALID_ODDS' }));
  });
});
