import { describe, expect, it } from 'vitest';
import { exposureOf, profitLossByRunner } from './positions';

describe('profit and loss per runner', () => {
  const runners = ['1', '2', '3'];

  it('is zero for every runner without bets', () => {
    expect([...profitLossByRunner(runners, []).values()]).toEqual([0, 0, 0]);
  });

  it('back: wins stake × (odds − 1) on the runner, loses the stake on the others', () => {
    const pl = profitLossByRunner(runners, [{ runnerId: '1', side: 'BACK', price: 2.5, size: 10_000 }]);
    expect(Object.fromEntries(pl)).toEqual({ '1': 15_000, '2': -10_000, '3': -10_000 });
    expect(exposureOf(pl)).toBe(10_000);
  });

  it('lay: loses stake × (odds − 1) on the runner, wins the stake on the others', () => {
    const pl = profitLossByRunner(runners, [{ runnerId: '2', side: 'LAY', price: 1.01, size: 10_000 }]);
    expect(Object.fromEntries(pl)).toEqual({ '1': 10_000, '2': -100, '3': 10_000 });
    expect(exposureOf(pl)).toBe(100);
  });

  it('adds bets up (a back and a lay on different runners)', () => {
    const pl = profitLossByRunner(runners, [
      { runnerId: '1', side: 'BACK', price: 1.65, size: 10_000 },
      { runnerId: '2', side: 'LAY', price: 1.01, size: 10_000 },
    ]);
    expect(Object.fromEntries(pl)).toEqual({ '1': 16_500, '2': -10_100, '3': 0 });
    expect(exposureOf(pl)).toBe(10_100);
  });
});
