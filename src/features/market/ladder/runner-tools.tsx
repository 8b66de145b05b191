import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { MyBetsQuery, useOneClickBetting } from '@/features/bets/public';
import { useSessionView } from '@/lib/app-actor';
import { useServices } from '@/lib/services';
import { runnerPick, type PricePick } from '@/features/market/price-pick';
import { PriceHistoryDialog } from '@/features/market/price-history/price-history-dialog';
import { useMarketBook } from '@/lib/feed/use-live';
import { RunnerLadderQuery } from './ladder-documents';
import { liveLadder } from './live-ladder';
import { RunnerToolsContext, type RunnerTools, type RunnerToolTarget } from './runner-tools-context';
import type { OwnStake } from './ladder-rows';
import { RunnerLadder, type LadderState } from './runner-ladder';

/** How often at most the open ladder re-reads the full depth while the live book moves, ms. */
const LADDER_REFRESH_MS = 500;

/**
 * Gives the runner rows of a market page their tools (the one-click ladder) and shows the dialog.
 * `onFillSlip` is the page's own price click (login first, then the bet slip).
 */
export function RunnerToolsProvider({ eventId, onFillSlip, children }: { eventId: string; onFillSlip: (pick: PricePick, marketId: string) => void; children: ReactNode }) {
  const [target, setTarget] = useState<RunnerToolTarget | null>(null);
  const [history, setHistory] = useState<RunnerToolTarget | null>(null);
  const tools = useMemo<RunnerTools>(() => ({ openLadder: setTarget, openHistory: setHistory }), []);
  return (
    <RunnerToolsContext.Provider value={tools}>
      {children}
      {target ? (
        <LadderDialog
          target={target}
          eventId={eventId}
          onClose={() => setTarget(null)}
          onFillSlip={(pick) => {
            setTarget(null);
            onFillSlip(pick, target.marketId);
          }}
        />
      ) : null}
      {history ? <PriceHistoryDialog {...history} onClose={() => setHistory(null)} /> : null}
    </RunnerToolsContext.Provider>
  );
}

/**
 * The ladder of one runner, live: the grid's own live book (LiveStore) from the first frame, the full
 * depth under it, re-read when the market's book moves; own unmatched bets from My Bets.
 */
function LadderDialog({ target, eventId, onClose, onFillSlip }: { target: RunnerToolTarget; eventId: string; onClose: () => void; onFillSlip: (pick: PricePick) => void }) {
  const services = useServices();
  const { loggedIn } = useSessionView();
  const { marketId, runnerId, runnerName } = target;
  // The full depth is read fresh (a cached read would be an old book); the grid's live book shows meanwhile.
  const ladder = useQuery(RunnerLadderQuery, { variables: { marketId, runnerId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const book = useMarketBook(services.liveStore, marketId);
  const bets = useQuery(MyBetsQuery, { variables: { eventId }, skip: !loggedIn, fetchPolicy: 'cache-first' });
  const oneClick = useOneClickBetting();
  const { refetch } = ladder;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = services.liveStore.subscribe(`book:${marketId}`, () => {
      timer ??= setTimeout(() => {
        timer = null;
        void refetch().catch(() => undefined);
      }, LADDER_REFRESH_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [services.liveStore, marketId, refetch]);

  const own = useMemo<OwnStake[]>(
    () =>
      (bets.data?.unmatchedBets ?? [])
        .filter((b) => b.marketId === marketId && b.runnerId === runnerId && b.sizeRemaining > 0)
        .map((b) => ({ side: b.side, price: b.oddsPrice, size: b.sizeRemaining })),
    [bets.data, marketId, runnerId],
  );

  const shown = liveLadder(ladder.data?.runnerLadder, book, runnerId);
  const state: LadderState = shown
    ? { kind: 'ready', ladder: shown }
    : ladder.error
      ? { kind: 'error', message: ladder.error.message }
      : { kind: 'loading' };

  const pick = (side: 'BACK' | 'LAY', price: number) => {
    if (oneClick.on) {
      // Through the bet slip machine like any bet; the orders stream moves My Bets and the book moves the ladder.
      oneClick.place({ marketId, runnerId, runnerName, side, price });
      return;
    }
    onFillSlip(runnerPick('exchange', marketId, { runnerId, runnerName }, side, price));
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={`Ladder: ${runnerName}`} size="compact">
      <RunnerLadder
        runnerName={runnerName}
        state={state}
        own={own}
        oneClick={{ on: oneClick.on, stake: oneClick.stake }}
        placing={oneClick.placing}
        onPick={pick}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    </Modal>
  );
}
