import { useQuery } from '@apollo/client/react';
import { Modal } from '@/components/ui/modal';
import { PriceHistoryQuery } from './price-history-documents';
import { PriceHistoryView, type PriceHistoryState } from './price-history-view';

/** How often the open price history re-reads the trades, ms (new trades land in the current bucket). */
const HISTORY_POLL_MS = 10_000;

/** The price history dialog of one runner (opened from the runner name). */
export function PriceHistoryDialog({ marketId, runnerId, runnerName, onClose }: { marketId: string; runnerId: string; runnerName: string; onClose: () => void }) {
  const history = useQuery(PriceHistoryQuery, { variables: { marketId, runnerId }, fetchPolicy: 'cache-and-network', pollInterval: HISTORY_POLL_MS });
  const state: PriceHistoryState = history.data
    ? { kind: 'ready', bucketMs: history.data.priceHistory.bucketMs, points: history.data.priceHistory.buckets }
    : history.error
      ? { kind: 'error', message: history.error.message }
      : { kind: 'loading' };
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={`Price history: ${runnerName}`} size="standard">
      <PriceHistoryView state={state} onRetry={() => void history.refetch().catch(() => undefined)} />
    </Modal>
  );
}
