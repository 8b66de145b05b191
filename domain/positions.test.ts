import { describe, expect, it } from 'vitest';
import { exposureOf, profitAndLiability, profitLossByRunner } from './positions';

describe('profit and loss per runner', () => {
  const runners = ['1', '2', '3'];
  const values = (pl: Map<string, number>) => pl.values();

  it('is zero for every runner without bets', () => {
    expect([...profitLossByRunner(runners, []).values()]).toEqual([0, 0, 0]);
  });

  it('back: wins stake × (odds − 1) on the runner, loses the stake on the others', () => {
    const pl = profitLossByRunner(runners, [{ runnerId: '1', side: 'BACK', odds100: 250, stake: 10_000 }]);
    expect(Object.fromEntries(pl)).toEqual({ '1': 15_000, '2': -10_000, '3': -10_000 });
    expect(exposureOf(values(pl))).toBe(10_000);
  });

  it('lay: loses stake × (odds − 1) on the runner, wins the stake on the others', () => {
    const pl = profitLossByRunner(runners, [{ runnerId: '2', side: 'LAY', odds100: 101, stake: 10_000 }]);
    expect(Object.fromEntries(pl)).toEqual({ '1': 10_000, '2': -100, '3': 10_000 });
    expect(exposureOf(values(pl))).toBe(100);
  });

  it('adds bets up (a back and a lay on different runners)', () => {
    const pl = profitLossByRunner(runners, [
      { runnerId: '1', side: 'BACK', odds100: 165, stake: 10_000 },
      { runnerId: '2', side: 'LAY', odds100: 101, stake: 10_000 },
    ]);
    expect(Object.fromEntries(pl)).toEqual({ '1': 16_500, '2': -10_100, '3': 0 });
    expect(exposureOf(values(pl))).toBe(10_100);
  });

  it('rounds winnings down to the paisa, as the exchange settles them', () => {
    // 0.75 × 1.07: 5.25 paise won by the back, lost by the lay — both 5.
    expect(Object.fromEntries(profitLossByRunner(['1', '2'], [{ runnerId: '1', side: 'BACK', odds100: 107, stake: 75 }]))).toEqual({ '1': 5, '2': -75 });
    expect(Object.fromEntries(profitLossByRunner(['1', '2'], [{ runnerId: '1', side: 'LAY', odds100: 107, stake: 75 }]))).toEqual({ '1': -5, '2': 75 });
    expect(profitAndLiability('BACK', 107, 75)).toEqual({ profit: 5, liability: 75 });
    expect(profitAndLiability('LAY', 107, 75)).toEqual({ profit: 75, liability: 5 });
  });
});
