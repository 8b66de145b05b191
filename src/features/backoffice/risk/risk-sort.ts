import type { RiskRow } from './risk-types';

export type RiskSortKey = 'worstCase' | 'sport' | 'event' | 'market';
export type SortDirection = 'ascending' | 'descending';
export interface RiskSort {
  key: RiskSortKey;
  direction: SortDirection;
}

/** The book opens with the worst case first: the biggest loss at the top. */
export const DEFAULT_RISK_SORT: RiskSort = { key: 'worstCase', direction: 'ascending' };

const text = (row: RiskRow, key: Exclude<RiskSortKey, 'worstCase'>) => (key === 'sport' ? row.sportName : key === 'event' ? row.eventName : row.marketName);

/** The rows in the chosen order; ties keep the market id order so a live update never swaps equal rows. */
export function sortRiskRows(rows: readonly RiskRow[], sort: RiskSort): RiskRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const by = sort.key === 'worstCase' ? a.worstCase - b.worstCase : text(a, sort.key).localeCompare(text(b, sort.key));
    return by !== 0 ? by * sign : a.marketId.localeCompare(b.marketId);
  });
}

/** A header's click: the same column flips its direction, another starts ascending (worst first for money). */
export function nextSort(current: RiskSort, key: RiskSortKey): RiskSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}
