import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStore } from './book-store';
import type { LiveFeed } from './feed';
import { useLiveFeed } from './use-live';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A feed that records what is subscribed and ended. */
function recordingFeed() {
  const log: string[] = [];
  const feed: LiveFeed = {
    watchMarket: (marketId) => {
      log.push(`+${marketId}`);
      return () => log.push(`-${marketId}`);
    },
    watchScore: (eventId) => {
      log.push(`+score:${eventId}`);
      return () => log.push(`-score:${eventId}`);
    },
  };
  return { feed, log };
}

describe('useLiveFeed', () => {
  it('subscribes only the markets that came and ends only those that went when the list changes', () => {
    const { feed, log } = recordingFeed();
    const store = new LiveStore();
    const { rerender, unmount } = renderHook(({ ids }: { ids: string[] }) => useLiveFeed(feed, store, 4, ids, 'E1'), { initialProps: { ids: ['a', 'b'] } });
    act(() => void vi.advanceTimersByTime(600));
    expect(log).toEqual(['+a', '+b', '+score:E1']);
    // The event's push adds a market: it alone is subscribed (a and b stay as they are).
    rerender({ ids: ['a', 'b', 'c'] });
    act(() => void vi.advanceTimersByTime(600));
    expect(log.slice(3)).toEqual(['+c']);
    // One closes: it alone ends.
    rerender({ ids: ['a', 'c'] });
    expect(log.slice(4)).toEqual(['-b']);
    unmount();
    expect(log.slice(5).sort()).toEqual(['-a', '-c', '-score:E1']);
  });

  it('drops a market that went before its step started, and starts nothing after the screen left', () => {
    const { feed, log } = recordingFeed();
    const store = new LiveStore();
    const { rerender, unmount } = renderHook(({ ids }: { ids: string[] }) => useLiveFeed(feed, store, 4, ids, null), { initialProps: { ids: ['a'] } });
    rerender({ ids: ['b'] });
    act(() => void vi.advanceTimersByTime(600));
    expect(log).toEqual(['+b']);
    rerender({ ids: ['b', 'c'] });
    unmount();
    act(() => void vi.advanceTimersByTime(600));
    expect(log).toEqual(['+b', '-b']);
  });
});
