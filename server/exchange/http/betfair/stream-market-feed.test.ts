import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketRegistry } from '../../markets/registry';
import type { ChangeHub } from '../../stream/hub';
import { MarketFeeds } from './stream-market-feed';
import type { MarketInfo } from './stream-image';

/** A hub with one market's topic: `change()` publishes to whoever listens (a feed), as the exchange's hub does. */
function fakeHub() {
  const listeners = new Map<string, () => void>();
  const hub = {
    async subscribe(topic: string, listener: () => void) {
      listeners.set(topic, listener);
      // The snapshot every subscriber gets first.
      listener();
      return () => void listeners.delete(topic);
    },
  } as unknown as ChangeHub;
  return { hub, change: (topic: string) => listeners.get(topic)?.(), listening: (topic: string) => listeners.has(topic) };
}

const INFO: MarketInfo = { marketId: '1.mo', eventId: 'e1', eventTypeId: '4', openDate: '2026-11-25T00:00:00.000Z', commissionBp: 500 };
const registry = { get: () => undefined } as unknown as MarketRegistry;

describe('MarketFeeds.forget (a market whose partition left this process)', () => {
  afterEach(() => void vi.useRealTimers());

  it('drops the feed, so a client coming back with its old clock gets an image, and the old feed cannot drop the new one', async () => {
    vi.useFakeTimers();
    const { hub, change, listening } = fakeHub();
    const feeds = new MarketFeeds(hub, registry, { history: 16, lingerMs: 1_000 });
    const first = await feeds.listen(INFO, () => {});
    change('market:1.mo');
    const clock = feeds.clock;
    expect(first.feed.since(clock)).not.toBeNull();

    feeds.forget((id) => id === '1.mo');
    await Promise.resolve();
    // No longer listening for a market another process now matches.
    expect(listening('market:1.mo')).toBe(false);

    // The partition came back: a fresh feed, from the market's image now; the old clock is not resumed.
    const second = await feeds.listen(INFO, () => {});
    expect(second.feed).not.toBe(first.feed);
    expect(second.feed.since(clock)).toBeNull();
    expect(listening('market:1.mo')).toBe(true);

    // The old subscriber leaving later, and its linger ending, leave the fresh feed in place.
    first.close();
    await vi.advanceTimersByTimeAsync(2_000);
    const third = await feeds.listen(INFO, () => {});
    expect(third.feed).toBe(second.feed);
    expect(listening('market:1.mo')).toBe(true);
  });

  it('leaves the other markets’ feeds alone', async () => {
    const { hub, change } = fakeHub();
    const feeds = new MarketFeeds(hub, registry, { history: 16, lingerMs: 1_000 });
    const kept = await feeds.listen({ ...INFO, marketId: '2.mo' }, () => {});
    change('market:2.mo');
    const clock = feeds.clock;
    feeds.forget((id) => id === '1.mo');
    await Promise.resolve();
    expect((await feeds.listen({ ...INFO, marketId: '2.mo' }, () => {})).feed).toBe(kept.feed);
    expect(kept.feed.since(clock)).not.toBeNull();
  });

  it('does not resume a clock from before a market left: the client gets an image (its copy may hold the market), a clock from after resumes', async () => {
    const { hub, change } = fakeHub();
    const feeds = new MarketFeeds(hub, registry, { history: 16, lingerMs: 1_000 });
    await feeds.listen({ ...INFO, marketId: '2.mo' }, () => {});
    change('market:2.mo');
    const before = `${feeds.epoch}-${feeds.clock}`;
    expect(feeds.resumePoint(before)).toBe(feeds.clock);

    // 1.mo leaves, whether or not anyone streamed it here since: a client may hold a copy from a feed dropped since.
    feeds.forget((id) => id === '1.mo');
    expect(feeds.resumePoint(before)).toBeNull();
    const after = `${feeds.epoch}-${feeds.clock}`;
    expect(feeds.resumePoint(after)).toBe(feeds.clock);
    change('market:2.mo');
    expect(feeds.resumePoint(after)).toBe(feeds.clock - 1);
    // As before: another process's clock, one ahead of now, or none is an image.
    expect(feeds.resumePoint(`${feeds.epoch.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}-1`)).toBeNull();
    expect(feeds.resumePoint(`${feeds.epoch}-${feeds.clock + 1}`)).toBeNull();
    expect(feeds.resumePoint(undefined)).toBeNull();
  });
});
