import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useInspectedActor } from '@/components/workbench/inspector-gate';
import { useEffect, useId, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { cashOutMachine } from '../../../machines/cash-out.machine';
import type { CashOutAnswer, CashOutQuote } from '../../../machines/cash-out.types';
import { formatProfitLoss } from '@domain/money';
import { useMarketBook } from '@/lib/feed/use-live';
import { graphqlFailure } from '@/lib/graphql-error';
import { whollyOnScreen } from '@/lib/on-screen';
import { useServices } from '@/lib/services';
import { browserQuote, type CashOutMarketBook, type CashOutOwnBet } from './browser-quote';
import { CashOutHedgeBetFragment, CashOutMarketFragment, CashOutMutation } from './cash-out-documents';
import { CashOutPanel, type CashOutQuoteData } from './cash-out-panel';
import { refusedText } from './cash-out-text';
import { connectCashOut } from './connect-cash-out';

export interface CashOutContainerProps {
  marketId: string;
  marketName: string;
  runners?: readonly { runnerId: string; runnerName: string }[];
  /** The bettor's matched profit per runner of this market (My Bets' MarketPosition, kept current by the event figures push). */
  position: readonly { runnerId: string; profit: number }[];
  /** The bettor's unmatched bets of the event (My Bets' list, kept current by the orders push). */
  unmatched: readonly CashOutOwnBet[];
  compact?: boolean;
}

const newKey = () => `co-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
const heldQuote = (quote: CashOutQuoteData): CashOutQuote => ({ marketId: quote.marketId, fraction: quote.fraction, available: quote.available, bets: quote.bets, guaranteed: quote.guaranteed });

/**
 * The cash-out panel of one exchange market: the live value worked out in the browser from what is
 * pushed — the market's book, the bettor's position and resting orders — by the exchange's own rule
 * (browserQuote, @domain/cash-out), so it follows the book with no query; confirm, place; a moved price
 * answers with the exchange's new quote to confirm; in play the hedge's order push ends the wait.
 */
export function CashOutContainer({ marketId, marketName, runners, position, unmatched, compact }: CashOutContainerProps) {
  const services = useServices();
  const client = useApolloClient();
  const [cashOut] = useMutation(CashOutMutation);
  // This container's panel (another may show the same market: the market page's and My Bets').
  const panelId = useId();
  const machine = useMemo(
    () =>
      cashOutMachine.provide({
        actors: {
          placeCashOut: fromPromise<CashOutAnswer, { quote: CashOutQuote; idempotencyKey: string }>(async ({ input }) => {
            const { quote, idempotencyKey } = input;
            try {
              const bets = quote.bets.map(({ runnerId, side, price, size }) => ({ runnerId, side, price, size }));
              const result = await cashOut({ variables: { input: { marketId: quote.marketId, fraction: quote.fraction, idempotencyKey, bets } } });
              if (!result.data) throw new Error('No cash-out result');
              const { requote, ...placed } = result.data.cashOut;
              if (requote) return { moved: { quote: heldQuote(requote), idempotencyKey: newKey() } };
              return { placed };
            } catch (error) {
              throw Object.assign(new Error(graphqlFailure(error).message), { code: graphqlFailure(error).code });
            }
          }),
        },
        // The panel shows how the cash-out ended; a toast says it only when the panel is not on screen (scrolled away).
        actions: {
          notifyDone: (_, { outcome, guaranteed }) => {
            if (whollyOnScreen(document.getElementById(panelId))) return;
            const matched = outcome.bets.some((b) => b.sizeMatched === null || b.sizeMatched > 0);
            services.toast('success', matched ? `Cashed out: ${formatProfitLoss(guaranteed ?? 0)} whichever wins` : 'Cash out placed: nothing matched at the quoted prices');
          },
          notifyFailed: (_, { code }) => {
            if (!whollyOnScreen(document.getElementById(panelId))) services.toast('error', refusedText(code));
          },
        },
      }),
    [cashOut, services, panelId],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useInspectedActor(`cash-out ${marketId}`, actor);
  const view = connectCashOut(snapshot);

  // The book: the pushed one (marketBook) once it came, else the one the page's query or the event's push left in the cache.
  const cached = useFragment({ fragment: CashOutMarketFragment, from: { __typename: 'Market', marketId } });
  const live = useMarketBook(services.liveStore, marketId);
  const market = cached.complete ? cached.data : null;
  const book: CashOutMarketBook | null = useMemo(() => (market ? (live ? { marketId, status: live.status, minStake: market.minStake, runners: live.runners } : market) : null), [market, live, marketId]);
  const names = useMemo(() => new Map([...(market?.runners ?? []).map((r) => [r.runnerId, r.runnerName] as const), ...(runners ?? []).map((r) => [r.runnerId, r.runnerName] as const)]), [market, runners]);
  const quote = useMemo(() => (book ? browserQuote({ fraction: view.fraction, book, names, position, unmatched }) : null), [book, names, position, unmatched, view.fraction]);

  // The hedge's bets as the order push writes them into the cache: each change goes to the machine
  // (ending the in-play wait); the position after it comes by the same pushes, and the value with it.
  const hedgeIds = (view.outcome?.bets ?? []).flatMap((b) => (b.betId ? [b.betId] : [])).join(',');
  useEffect(() => {
    if (!hedgeIds) return;
    const watches = hedgeIds.split(',').map((betId) =>
      client.watchFragment({ fragment: CashOutHedgeBetFragment, from: { __typename: 'Bet', betId } }).subscribe(({ data }) => {
        if (data?.status) send({ type: 'order.update', betId, status: data.status, sizeMatched: data.sizeMatched ?? null });
      }),
    );
    return () => watches.forEach((w) => w.unsubscribe());
  }, [client, hedgeIds, send]);

  return (
    <CashOutPanel
      id={panelId}
      marketName={marketName}
      runners={runners}
      quote={quote}
      view={view}
      compact={compact}
      onFraction={(fraction) => send({ type: 'fraction.change', fraction })}
      onRequest={() => quote && send({ type: 'cashOut.request', quote: heldQuote(quote), idempotencyKey: newKey() })}
      onConfirm={() => send({ type: 'cashOut.confirm' })}
      onBack={() => send({ type: 'cashOut.back' })}
      onDismiss={() => send({ type: 'result.dismiss' })}
    />
  );
}
