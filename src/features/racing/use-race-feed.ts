import { useEffect } from 'react';
import type { LiveFeed } from '@/lib/feed/feed';
import type { LiveStore } from '@/lib/feed/book-store';
import { startInSteps } from '@/lib/progressive';

/**
 * Feeds the store with the race card's live data while it is on screen: each race's win market book
 * and each race's score (the off, the running order, the result). Started a few at a time in idle
 * moments (startInSteps), as the market page does; each subscription's first message is the current state.
 */
export function useRaceFeed(feed: LiveFeed, store: LiveStore, marketIds: readonly string[], eventIds: readonly string[]): void {
  const markets = marketIds.join(',');
  const events = eventIds.join(',');
  useEffect(() => {
    const watches: Array<() => () => void> = [
      ...(markets ? markets.split(',') : []).map((id) => () => feed.watchMarket(id, 7, (book) => store.pushBook(book))),
      ...(events ? events.split(',') : []).map((id) => () => feed.watchScore(id, (score) => store.pushScore(score))),
    ];
    return startInSteps(watches, (watch) => watch());
  }, [feed, store, markets, events]);
}
