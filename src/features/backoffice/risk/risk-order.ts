import { sortRiskRows, type RiskSort } from './risk-sort';
import type { RiskRow } from './risk-types';

/**
 * The rows in the order the screen last settled on (`pinned` market ids), markets not yet placed
 * appended in sort order, closed ones dropped. A live change of a figure never moves a row under
 * the reader's eyes: the order changes only when they sort.
 */
export function arrangeRiskRows(rows: readonly RiskRow[], pinned: readonly string[], sort: RiskSort): RiskRow[] {
  const byId = new Map(rows.map((row) => [row.marketId, row]));
  const placed = pinned.flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(pinned);
  return [...placed, ...sortRiskRows(rows.filter((row) => !seen.has(row.marketId)), sort)];
}

/** True when the shown order is no longer the sort's (a figure moved past another): the screen offers to sort again. */
export function isOrderStale(shown: readonly RiskRow[], sort: RiskSort): boolean {
  const sorted = sortRiskRows(shown, sort);
  return sorted.some((row, i) => row.marketId !== shown[i]?.marketId);
}
