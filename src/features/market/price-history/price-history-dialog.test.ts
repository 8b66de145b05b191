import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStore } from '@/lib/feed/book-store';
import type { MarketBook } from '@/lib/feed/feed';
import { HISTORY_TRADE_SETTLE_MS, watchTrades } from './price-history-dialog';

const book = (totalMatched: number, lastTradedPrice: number | null, bestBack = 2): MarketBook => ({
  marketId: 'm1',
  status: 'OPEN',
  inPlay: false,
  totalMatched,
  runners: [{ runnerId: 'r1', availableToBack: [{ price: bestBack, size: 1000 }], availableToLay: [], lastTradedPrice }],
});

describe('the price history follows the market stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is read again when the stream shows a trade, once for trades close together, and never while nothing trades', async () => {
    const frames: Array<() => void> = [];
    const store = new LiveStore({ request: (flush) => frames.push(flush) });
    const push = (b: MarketBook) => {
      store.pushBook(b);
      frames.splice(0).forEach((flush) => flush());
    };
    push(book(10_000, 2));
    const onTrade = vi.fn();
    const stop = watchTrades(store, 'm1', 'r1', onTrade);
    // Prices move, nothing trades: no read, however long the dialog stays open.
    push(book(10_000, 2, 2.02));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onTrade).not.toHaveBeenCalled();
    // Two trades within the settle time: one read.
    push(book(12_000, 2.02));
    push(book(13_000, 2.04));
    await vi.advanceTimersByTimeAsync(HISTORY_TRADE_SETTLE_MS);
    expect(onTrade).toHaveBeenCalledTimes(1);
    push(book(14_000, 2.04));
    await vi.advanceTimersByTimeAsync(HISTORY_TRADE_SETTLE_MS);
    expect(onTrade).toHaveBeenCalledTimes(2);
    stop();
    push(book(15_000, 2.06));
    await vi.advanceTimersByTimeAsync(HISTORY_TRADE_SETTLE_MS);
    expect(onTrade).toHaveBeenCalledTimes(2);
  });
});
