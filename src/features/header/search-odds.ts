import { useMemo } from 'react';
import { useEventListOdds } from '@/features/home/public';
import type { SearchResult } from './event-search';

/** The live match odds (back prices) beside the search results, read only while the results show. */
export function useSearchOdds(results: readonly SearchResult[], visible: boolean) {
  const events = useMemo(() => (visible ? results.map((r) => ({ exEventId: r.exEventId, sportId: Number(r.sportId) })) : []), [results, visible]);
  return useEventListOdds(events, { compact: true });
}
