/**
 * The bet list's state in the URL (`/backoffice/bets?user=demo&status=SETTLED&from=…&to=…&pages=c1,c2`),
 * so a reload or a shared link shows the same page: the filters, and the cursors of the pages walked
 * through (the last one is where this page starts; Newer drops it).
 */
import { rangeFromSearch, rangeVariables } from '@/features/account/public';
import type { BackofficeBetFilter, BackofficeBetStatus } from '@/gql/graphql';
import { STATUS_OPTIONS, type BetFilter, type BetStatusFilter } from './bets-types';

/** Bets per page. */
export const BETS_PAGE_SIZE = 50;

const STATUSES = new Set<string>(STATUS_OPTIONS.map((o) => o.value));

export function filterFromSearch(search: URLSearchParams, now: Date): BetFilter {
  const status = search.get('status') ?? 'ALL';
  return {
    userName: search.get('user') ?? '',
    sportId: /^\d+$/.test(search.get('sport') ?? '') ? search.get('sport')! : '',
    marketId: search.get('market') ?? '',
    status: (STATUSES.has(status) ? status : 'ALL') as BetStatusFilter,
    range: rangeFromSearch(search, now),
  };
}

/** The cursors of the pages before this one (empty on the first page). */
export function cursorsFromSearch(search: URLSearchParams): string[] {
  return (search.get('pages') ?? '').split(',').filter(Boolean);
}

/** The URL search of a filter and the pages walked; a new filter starts on the first page. */
export function searchOf(filter: BetFilter, cursors: readonly string[] = []): string {
  const search = new URLSearchParams();
  if (filter.userName) search.set('user', filter.userName);
  if (filter.sportId) search.set('sport', filter.sportId);
  if (filter.marketId) search.set('market', filter.marketId);
  if (filter.status !== 'ALL') search.set('status', filter.status);
  search.set('from', filter.range.from);
  search.set('to', filter.range.to);
  if (cursors.length > 0) search.set('pages', cursors.join(','));
  return `?${search.toString()}`;
}

/** The query's variables: the filter as the gateway takes it (the range from local midnight to the midnight after its last day). */
export function betsVariables(search: URLSearchParams, now: Date): { filter: BackofficeBetFilter; first: number; after: string | null } {
  const filter = filterFromSearch(search, now);
  const { from, to } = rangeVariables(filter.range);
  return {
    filter: {
      ...(filter.userName ? { userName: filter.userName } : {}),
      ...(filter.sportId ? { sportId: Number(filter.sportId) } : {}),
      ...(filter.marketId ? { marketId: filter.marketId } : {}),
      ...(filter.status !== 'ALL' ? { status: filter.status as BackofficeBetStatus } : {}),
      from,
      to,
    },
    first: BETS_PAGE_SIZE,
    after: cursorsFromSearch(search).at(-1) ?? null,
  };
}
