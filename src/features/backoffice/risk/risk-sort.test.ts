import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_SORT, nextSort, sortRiskRows } from './risk-sort';
import type { RiskRow } from './risk-types';

const row = (marketId: string, worstCase: number, eventName = 'E'): RiskRow => ({ marketId, sportName: 'Cricket', eventName, marketName: 'Match Odds', inPlay: false, outcomes: [], worstCase });

describe('risk book order', () => {
  it('opens with the biggest loss first', () => {
    const sorted = sortRiskRows([row('a', -100), row('b', -50_000), row('c', 2_000)], DEFAULT_RISK_SORT);
    expect(sorted.map((r) => r.marketId)).toEqual(['b', 'a', 'c']);
  });
  it('keeps equal rows in market id order whatever order they came in', () => {
    expect(sortRiskRows([row('z', -5), row('m', -5)], DEFAULT_RISK_SORT).map((r) => r.marketId)).toEqual(['m', 'z']);
    expect(sortRiskRows([row('m', -5), row('z', -5)], DEFAULT_RISK_SORT).map((r) => r.marketId)).toEqual(['m', 'z']);
  });
  it('sorts by event name and flips on a second click', () => {
    const rows = [row('1', 0, 'Mumbai v Chennai'), row('2', 0, 'Arsenal v Spurs')];
    const byEvent = nextSort(DEFAULT_RISK_SORT, 'event');
    expect(byEvent).toEqual({ key: 'event', direction: 'ascending' });
    expect(sortRiskRows(rows, byEvent).map((r) => r.marketId)).toEqual(['2', '1']);
    expect(sortRiskRows(rows, nextSort(byEvent, 'event')).map((r) => r.marketId)).toEqual(['1', '2']);
  });
  it('does not change the list it was given', () => {
    const rows = [row('a', 0), row('b', -1)];
    sortRiskRows(rows, DEFAULT_RISK_SORT);
    expect(rows.map((r) => r.marketId)).toEqual(['a', 'b']);
  });
});
