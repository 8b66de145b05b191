import { describe, expect, it } from 'vitest';
import { openBetCount } from './open-bets';

describe('the open bets of an event (the phone’s My Bets button)', () => {
  it('is none before My Bets is read', () => expect(openBetCount(undefined)).toBe(0));
  it('counts matched and waiting bets', () =>
    expect(openBetCount({ matchedBets: [{ betId: 'a' }, { betId: 'b' }], unmatchedBets: [{ betId: 'c' }] })).toBe(3));
  it('counts a partly matched bet once, though it is in both lists', () =>
    expect(openBetCount({ matchedBets: [{ betId: 'a' }], unmatchedBets: [{ betId: 'a' }, { betId: 'b' }] })).toBe(2));
});
