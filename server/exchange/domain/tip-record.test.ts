import { describe, expect, it } from 'vitest';
import { authorRecords, levelStakeProfit, tipOutcome } from './tip-record';

describe('tip grading and author records', () => {
  it('grades a tip from its market result', () => {
    expect(tipOutcome('1', null)).toBe('PENDING');
    expect(tipOutcome('1', { winners: ['1'] })).toBe('WON');
    expect(tipOutcome('1', { winners: ['2'] })).toBe('LOST');
    expect(tipOutcome('1', { void: true })).toBe('VOID');
  });

  it('counts profit at a ₹100 level stake at the published odds', () => {
    expect(levelStakeProfit('WON', 250)).toBe(15_000);
    expect(levelStakeProfit('LOST', 250)).toBe(-10_000);
    expect(levelStakeProfit('VOID', 250)).toBe(0);
    expect(levelStakeProfit('PENDING', 250)).toBe(0);
  });

  it('sums each author: hit rate over decided tips, pending and void apart', () => {
    const records = authorRecords([
      { author: 'A', outcome: 'WON', odds100: 300 },
      { author: 'A', outcome: 'LOST', odds100: 200 },
      { author: 'A', outcome: 'LOST', odds100: 200 },
      { author: 'A', outcome: 'PENDING', odds100: 200 },
      { author: 'B', outcome: 'VOID', odds100: 200 },
    ]);
    expect(records).toEqual([
      { author: 'A', tips: 4, pending: 1, won: 1, lost: 2, void: 0, hitRateBp: 3333, profit: 0, levelStake: 10_000 },
      { author: 'B', tips: 1, pending: 0, won: 0, lost: 0, void: 1, hitRateBp: null, profit: 0, levelStake: 10_000 },
    ]);
  });
});
