import { describe, expect, it } from 'vitest';
import { isOnLadder, LADDER, MAX_PRICE, MIN_PRICE, tickDown, tickUp } from './ladder';

describe('Betfair ladder', () => {
  it('has 350 ascending prices from 1.01 to 1000', () => {
    expect(LADDER).toHaveLength(350);
    expect(MIN_PRICE).toBe(101);
    expect(MAX_PRICE).toBe(100000);
    expect(LADDER.every((p, i) => i === 0 || p > LADDER[i - 1]!)).toBe(true);
  });

  it.each([
    [1.01, 1.02, 0.01],
    [2, 2.02, 0.02],
    [3, 3.05, 0.05],
    [4, 4.1, 0.1],
    [6, 6.2, 0.2],
    [10, 10.5, 0.5],
    [20, 21, 1],
    [30, 32, 2],
    [50, 55, 5],
    [100, 110, 10],
  ])('from %s the next price is %s (band step %s)', (from, next) => {
    expect(tickUp(Math.round(from * 100)) / 100).toBe(next);
    expect(tickDown(Math.round(next * 100)) / 100).toBe(from);
  });

  it('knows what is on the ladder', () => {
    for (const p of [1.01, 1.5, 2.02, 3.95, 5.9, 9.8, 19.5, 29, 48, 95, 990, 1000]) expect(isOnLadder(p)).toBe(true);
    for (const p of [1, 1.015, 2.01, 3.01, 4.05, 6.1, 10.2, 20.5, 31, 52, 105, 1010, Number.NaN]) expect(isOnLadder(p)).toBe(false);
  });

  it('stays at the ends', () => {
    expect(tickUp(MAX_PRICE)).toBe(MAX_PRICE);
    expect(tickDown(MIN_PRICE)).toBe(MIN_PRICE);
  });
});
