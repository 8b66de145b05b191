import { describe, expect, it } from 'vitest';
import { fancyExposure, fancyProfitAndLiability, isLine, isRate, runAmountBook } from './fancy';

describe('fancy run book', () => {
  it('YES wins stake × rate at or above its line; NO loses stake × rate there', () => {
    expect(fancyProfitAndLiability('BACK', 90, 1000)).toEqual({ profit: 900, liability: 1000 });
    expect(fancyProfitAndLiability('LAY', 110, 1000)).toEqual({ profit: 1000, liability: 1100 });
  });

  it('books every run from one below the lowest line to the highest', () => {
    const bets = [
      { side: 'BACK', line: 45, rate: 100, stake: 1000 },
      { side: 'LAY', line: 43, rate: 100, stake: 1000 },
    ] as const;
    expect(runAmountBook(bets).map((r) => r.key)).toEqual([42, 43, 44, 45]);
    expect(fancyExposure(bets)).toBe(2000);
    expect(runAmountBook([])).toEqual([]);
  });

  it('knows lines and rates', () => {
    expect([isLine(0), isLine(45), isLine(-1), isLine(4.5)]).toEqual([true, true, false, false]);
    expect([isRate(1), isRate(1000), isRate(0), isRate(1001), isRate(9.5)]).toEqual([true, true, false, false, false]);
  });
});
