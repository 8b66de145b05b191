import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
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
 * The live subscriptions of one screen by topic (`market:<id>`, `score:<id>`): `want` starts the topics
 * that came (in steps: startInSteps) and ends those that went, leaving the others as they are.
 */
class ScreenWatches {
  private readonly topics = new Map<string, { stop: (() => void) | null; dropped: boolean }>();
  private readonly steps: Array<() => void> = [];

  want(wanted: ReadonlyMap<string, () => () => void>): void {
    for (const [topic, watch] of this.topics) {
      if (wanted.has(topic)) continue;
      watch.dropped = true;
      watch.stop?.();
      this.topics.delete(topic);
    }
    const started = [...wanted].flatMap(([topic, start]) => {
      if (this.topics.has(topic)) return [];
      const watch = { stop: null as (() => void) | null, dropped: false };
      this.topics.set(topic, watch);
      return [{ watch, start }];
    });
    if (started.length === 0) return;
    const run = ({ watch, start }: (typeof started)[number]) => {
      if (!watch.dropped) watch.stop = start();
      return () => undefined;
    };
    this.steps.push(startInSteps(started, run, { firstStep: 'later' }));
  }

  close(): void {
    this.want(new Map());
    this.steps.forEach((cancel) => cancel());
  }
}

/**
 * Feeds the store from the live feed while the screen shows these markets and this event. The
 * subscriptions start in idle moments, a few at a time (startInSteps), not in the page's commit: a
 * page's first subscriptions run code for the first time, and in the commit they added ~60–80 ms to
 * its task on Lighthouse's phone (4× CPU). The page shows its query's prices meanwhile, and each
 * subscription's first message is the market's current book. When the list changes (the event's push
 * adds a market or closes one) only the markets that came or went are subscribed or ended: the others'
 * subscriptions stay as they are (no subscribe again for a market already watched).
 */
export function useLiveFeed(feed: LiveFeed, store: LiveStore, sportId: number, marketIds: readonly string[], eventId: string | null): void {
  useLiveFeeds(feed, store, sportId, marketIds, eventId ? eventId : '');
}

/**
 * {@link useLiveFeed} for a screen of several events (the race card): their markets' books and their
 * scores (`eventIds`, or one id), each topic subscribed once while it stays on the screen.
 */
export function useLiveFeeds(feed: LiveFeed, store: LiveStore, sportId: number, marketIds: readonly string[], eventIds: readonly string[] | string): void {
  const key = marketIds.join(',');
  const events = typeof eventIds === 'string' ? eventIds : eventIds.join(',');
  const watches = useRef<ScreenWatches | null>(null);
  useEffect(() => {
    const current = new ScreenWatches();
    watches.current = current;
    return () => current.close();
  }, [feed, store, sportId]);
  // Runs after the one above (effects run in order): the screen's watches of this feed are there.
  useEffect(() => {
    const wanted = new Map<string, () => () => void>();
    for (const id of key ? key.split(',') : []) wanted.set(`market:${id}`, () => feed.watchMarket(id, sportId, (book) => store.pushBook(book)));
    for (const id of events ? events.split(',') : []) wanted.set(`score:${id}`, () => feed.watchScore(id, (score) => store.pushScore(score)));
    watches.current?.want(wanted);
  }, [feed, store, sportId, key, events]);
}
