import { describe, expect, it, vi } from 'vitest';
import { LiveStore } from './book-store';
import type { MarketBook } from './feed';

const book = (marketId: string, price: number): MarketBook => ({
  marketId,
  status: 'OPEN',
  inPlay: false,
  runners: [{ runnerId: '1', availableToBack: [{ price, size: 100 }], availableToLay: [], lastTradedPrice: null }],
});

describe('the live store', () => {
  it('publishes the latest book of a market once per frame, however many arrived', () => {
    const frames: Array<() => void> = [];
    const store = new LiveStore({ request: (flush) => frames.push(flush) });
    const listener = vi.fn();
    store.subscribe('book:m1', listener);
    for (let i = 0; i < 5000; i++) store.pushBook(book('m1', 1 + (i % 100) / 100));
    expect(frames).toHaveLength(1);
    expect(store.book('m1')).toBeUndefined();
    frames[0]!();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.book('m1')?.runners[0]?.availableToBack[0]?.price).toBe(1.99);
    expect(store.revision('m1')).toBe(1);
  });

  it('tells only the listeners of the markets that changed', () => {
    const frames: Array<() => void> = [];
    const store = new LiveStore({ request: (flush) => frames.push(flush) });
    const m1 = vi.fn();
    const m2 = vi.fn();
    const score = vi.fn();
    store.subscribe('book:m1', m1);
    store.subscribe('book:m2', m2);
    store.subscribe('score:e1', score);
    store.pushBook(book('m2', 2));
    store.pushScore({ eventId: 'e1', inPlay: true, status: 'IN_PLAY', score: null });
    frames[0]!();
    expect([m1.mock.calls.length, m2.mock.calls.length, score.mock.calls.length]).toEqual([0, 1, 1]);
  });
});
