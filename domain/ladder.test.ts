import { describe, expect, it } from 'vitest';
import {
  MAX_ODDS100,
  MAX_TICK,
  MIN_ODDS100,
  ODDS100_BY_TICK,
  fromOdds100,
  isOnLadder,
  odds100Above,
  odds100Below,
  tickOfPrice,
  tickToPrice,
  toOdds100,
} from './ladder';

describe('Betfair ladder', () => {
  it('has 350 ascending prices from 1.01 to 1000', () => {
    expect(ODDS100_BY_TICK).toHaveLength(350);
    expect(MIN_ODDS100).toBe(101);
    expect(MAX_ODDS100).toBe(100000);
    expect(Array.from(ODDS100_BY_TICK).every((p, i) => i === 0 || p > ODDS100_BY_TICK[i - 1]!)).toBe(true);
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
    expect(odds100Above(Math.round(from * 100)) / 100).toBe(next);
    expect(odds100Below(Math.round(next * 100)) / 100).toBe(from);
  });

  it('knows what is on the ladder', () => {
    for (const p of [1.01, 1.5, 2.02, 3.95, 5.9, 9.8, 19.5, 29, 48, 95, 990, 1000]) expect(isOnLadder(p)).toBe(true);
    for (const p of [1, 1.015, 2.01, 3.01, 4.05, 6.1, 10.2, 20.5, 31, 52, 105, 1010, Number.NaN]) expect(isOnLadder(p)).toBe(false);
  });

  it('stays at the ends', () => {
    expect(odds100Above(MAX_ODDS100)).toBe(MAX_ODDS100);
    expect(odds100Below(MIN_ODDS100)).toBe(MIN_ODDS100);
  });

  // Was tests/integration/ladder-copies.test.ts, when the bet slip had its own copy of the ladder.
  it('steps a price up and down to the neighbouring ticks', () => {
    for (let tick = 0; tick <= MAX_TICK; tick++) {
      const hundredths = toOdds100(tickToPrice(tick));
      expect(isOnLadder(tickToPrice(tick))).toBe(true);
      if (tick < MAX_TICK) expect(tickOfPrice(fromOdds100(odds100Above(hundredths)))).toBe(tick + 1);
      if (tick > 0) expect(tickOfPrice(fromOdds100(odds100Below(hundredths)))).toBe(tick - 1);
    }
  });
});
