import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { EventScore, LiveFeed, MarketBook } from './feed';
import type { LiveStore } from './book-store';
import { startInSteps } from '@/lib/progressive';

/** The latest book of one market, re-rendering at most once per animation frame. */
export function useMarketBook(store: LiveStore, marketId: string): MarketBook | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(`book:${marketId}`, listener), [store, marketId]);
  const book = () => store.book(marketId);
  // The same read on a server render (a market page's first screen, app/first-screen): the store it is given.
  return useSyncExternalStore(subscribe, book, book);
}

/** The latest books of several markets (one re-render per frame whichever of them changed). */
export function useMarketBooks(store: LiveStore, marketIds: readonly string[]): ReadonlyMap<string, MarketBook | undefined> {
  const key = marketIds.join(',');
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = (key ? key.split(',') : []).map((id) => store.subscribe(`book:${id}`, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, key],
  );
  const read = () => (key ? key.split(',') : []).map((id) => store.revision(id)).join(',');
  const revisions = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => {
    void revisions; // the map is rebuilt whenever one of the markets was published again
    return new Map((key ? key.split(',') : []).map((id) => [id, store.book(id)]));
  }, [store, key, revisions]);
}

/** The latest score of one event. */
export function useEventScore(store: LiveStore, eventId: string): EventScore | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(`score:${eventId}`, listener), [store, eventId]);
  const score = () => store.score(eventId);
  return useSyncExternalStore(subscribe, score, score);
}

/**
 * Feeds the store from the live feed while the screen shows these markets and this event. The
 * subscriptions start in idle moments, a few at a time (startInSteps), not in the page's commit: a
 * page's first subscriptions run code for the first time, and in the commit they added ~60–80 ms to
 * its task on Lighthouse's phone (4× CPU). The page shows its query's prices meanwhile, and each
 * subscription's first message is the market's current book.
 */
export function useLiveFeed(feed: LiveFeed, store: LiveStore, sportId: number, marketIds: readonly string[], eventId: string | null): void {
  const key = marketIds.join(',');
  useEffect(() => {
    const watches: Array<() => () => void> = (key ? key.split(',') : []).map((id) => () => feed.watchMarket(id, sportId, (book) => store.pushBook(book)));
    if (eventId) watches.push(() => feed.watchScore(eventId, (score) => store.pushScore(score)));
    return startInSteps(watches, (watch) => watch(), { firstStep: 'later' });
  }, [feed, store, sportId, key, eventId]);
}
