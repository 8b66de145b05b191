import { describe, expect, it } from 'vitest';
import { arrangeRiskRows, isOrderStale } from './risk-order';
import { DEFAULT_RISK_SORT } from './risk-sort';
import type { RiskRow } from './risk-types';

const row = (marketId: string, worstCase: number): RiskRow => ({ marketId, sportName: 'Cricket', eventName: 'E', marketName: 'M', inPlay: true, outcomes: [], worstCase });
const ids = (rows: readonly RiskRow[]) => rows.map((r) => r.marketId);

describe('risk book rows under live updates', () => {
  it('keeps the pinned order when a figure moves past another, and says the order is stale', () => {
    const shown = arrangeRiskRows([row('a', -100), row('b', -900)], ['a', 'b'], DEFAULT_RISK_SORT);
    expect(ids(shown)).toEqual(['a', 'b']);
    expect(isOrderStale(shown, DEFAULT_RISK_SORT)).toBe(true);
  });
  it('appends a new market in sort order and drops a closed one', () => {
    const shown = arrangeRiskRows([row('b', -5), row('d', -7), row('c', -9)], ['a', 'b'], DEFAULT_RISK_SORT);
    expect(ids(shown)).toEqual(['b', 'c', 'd']);
  });
  it('is not stale while the pinned order is the sort order', () => {
    const shown = arrangeRiskRows([row('a', -900), row('b', -100)], ['a', 'b'], DEFAULT_RISK_SORT);
    expect(isOrderStale(shown, DEFAULT_RISK_SORT)).toBe(false);
  });
});
