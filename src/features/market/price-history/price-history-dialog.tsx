import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import type { MarketBook } from '@/lib/feed/feed';
import type { LiveStore } from '@/lib/feed/book-store';
import { useServices } from '@/lib/services';
import { PriceHistoryQuery } from './price-history-documents';
import { PriceHistoryView, type PriceHistoryState } from './price-history-view';

/** Trades that come close together are read in once, this long after the first, ms. */
export const HISTORY_TRADE_SETTLE_MS = 500;

/** What of the market's live book says a trade happened: the money matched in the market and the runner's last traded price. */
export function tradeMark(book: MarketBook | undefined, runnerId: string): string | null {
  if (!book) return null;
  const runner = book.runners.find((r) => r.runnerId === runnerId);
  return `${book.totalMatched ?? ''}|${runner?.lastTradedPrice ?? ''}`;
}

/**
 * Calls `onTrade` when the market stream shows a new trade (the matched total or the runner's last
 * traded price moved), at most once per {@link HISTORY_TRADE_SETTLE_MS}: the history is read again
 * because something traded, never on a timer. Answers the unsubscribe.
 */
export function watchTrades(store: LiveStore, marketId: string, runnerId: string, onTrade: () => void): () => void {
  let seen = tradeMark(store.book(marketId), runnerId);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = store.subscribe(`book:${marketId}`, () => {
    const mark = tradeMark(store.book(marketId), runnerId);
    if (mark === seen) return;
    seen = mark;
    timer ??= setTimeout(() => {
      timer = null;
      onTrade();
    }, HISTORY_TRADE_SETTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** The price history dialog of one runner (opened from the runner name): read again when the market stream shows a trade. */
export function PriceHistoryDialog({ marketId, runnerId, runnerName, onClose }: { marketId: string; runnerId: string; runnerName: string; onClose: () => void }) {
  const { liveStore } = useServices();
  const history = useQuery(PriceHistoryQuery, { variables: { marketId, runnerId }, fetchPolicy: 'cache-and-network' });
  const { refetch } = history;
  useEffect(() => watchTrades(liveStore, marketId, runnerId, () => void refetch().catch(() => undefined)), [liveStore, marketId, runnerId, refetch]);
  const state: PriceHistoryState = history.data
    ? { kind: 'ready', bucketMs: history.data.priceHistory.bucketMs, points: history.data.priceHistory.buckets }
    : history.error
      ? { kind: 'error', message: history.error.message }
      : { kind: 'loading' };
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={`Price history: ${runnerName}`} size="standard">
      <PriceHistoryView state={state} onRetry={() => void refetch().catch(() => undefined)} />
    </Modal>
  );
}
