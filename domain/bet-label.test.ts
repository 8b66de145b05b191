import { describe, expect, it } from 'vitest';
import { betLabel, betOddsLabel, betPriceLabel, betResult, marketLabel } from './bet-label';

describe('bet labels', () => {
  it('names the event, market and runner, then side, odds and result', () => {
    expect(betLabel({ eventName: 'Mumbai v Chennai', marketName: 'Match Odds', selectionName: 'Mumbai', side: 'BACK', oddsPrice: 2.1, result: 'won' })).toBe('Mumbai v Chennai · Match Odds · Mumbai — Back 2.10 won');
    expect(betLabel({ eventName: 'Mumbai v Chennai', marketName: 'Match Odds', selectionName: 'Chennai', side: 'LAY', oddsPrice: 3.5 })).toBe('Mumbai v Chennai · Match Odds · Chennai — Lay 3.50');
  });

  it('a fancy bet reads as its line and rate, not "Back, odds 100.00"', () => {
    expect(betPriceLabel({ side: 'BACK', oddsPrice: 100, line: 45 })).toBe('Yes 45 @ 100');
    expect(betPriceLabel({ side: 'LAY', oddsPrice: 90, line: 44 })).toBe('No 44 @ 90');
    expect(betLabel({ eventName: 'India v Australia', marketName: '6 Over Runs IND', selectionName: 'YES 45', side: 'BACK', oddsPrice: 100, line: 45, result: 'lost' })).toBe('India v Australia · 6 Over Runs IND — Yes 45 @ 100 lost');
  });

  it('the odds column: the rate with its line for a fancy bet, two-decimal odds otherwise', () => {
    expect(betOddsLabel({ side: 'BACK', oddsPrice: 100, line: 45 })).toBe('Yes 45 @ 100');
    expect(betOddsLabel({ side: 'LAY', oddsPrice: 2.1, line: null })).toBe('2.10');
  });

  it('shows what is known when names are missing', () => {
    expect(marketLabel({ eventName: null, marketName: 'Match Odds' })).toBe('Match Odds');
    expect(marketLabel({})).toBe('');
    expect(betLabel({ side: 'BACK', oddsPrice: 1.5, line: null })).toBe('Back 1.50');
  });

  it('a settled bet won (profit ≥ 0) or lost, a voided one is void, an open one has no result', () => {
    expect(betResult({ state: 'SETTLED', profitAndLoss: 500 })).toBe('won');
    expect(betResult({ state: 'SETTLED', profitAndLoss: -500 })).toBe('lost');
    expect(betResult({ state: 'VOIDED', profitAndLoss: 0 })).toBe('void');
    expect(betResult({ state: 'OPEN', profitAndLoss: null })).toBeNull();
  });
});
