import type { LiveFeed } from '@/lib/feed/feed';
import type { LiveStore } from '@/lib/feed/book-store';
import { useLiveFeeds } from '@/lib/feed/use-live';

/** Horse racing's sport id: the feed's books of its win markets. */
const RACING_SPORT_ID = 7;

/**
 * Feeds the store with the race card's live data while it is on screen: each race's win market book
 * and each race's score (the off, the running order, the result). Started a few at a time in idle
 * moments, as the market page does; each subscription's first message is the current state. When the
 * card changes (a race opens or finishes, its markets arrive) only the topics that came or went are
 * subscribed or ended.
 */
export function useRaceFeed(feed: LiveFeed, store: LiveStore, marketIds: readonly string[], eventIds: readonly string[]): void {
  useLiveFeeds(feed, store, RACING_SPORT_ID, marketIds, eventIds);
}
