import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useInspectedActor } from '@/components/workbench/inspector-gate';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { cashOutMachine } from '../../../machines/cash-out.machine';
import type { CashOutAnswer, CashOutQuote } from '../../../machines/cash-out.types';
import { formatProfitLoss } from '@domain/money';
import { useMarketBook } from '@/lib/feed/use-live';
import { graphqlFailure } from '@/lib/graphql-error';
import { useServices } from '@/lib/services';
import { CashOutHedgeBetFragment, CashOutMutation, CashOutQuoteQuery } from './cash-out-documents';
import { CashOutPanel, type CashOutQuoteData } from './cash-out-panel';
import { refusedText } from './cash-out-text';
import { connectCashOut } from './connect-cash-out';

/** The live value is asked for again at most this often while the market's book moves. */
export const CASH_OUT_REQUOTE_MS = 1_000;

export interface CashOutContainerProps {
  marketId: string;
  marketName: string;
  runners?: readonly { runnerId: string; runnerName: string }[];
  compact?: boolean;
}

const newKey = () => `co-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
const heldQuote = (quote: CashOutQuoteData): CashOutQuote => ({ marketId: quote.marketId, fraction: quote.fraction, available: quote.available, bets: quote.bets, guaranteed: quote.guaranteed });

/**
 * The cash-out panel of one exchange market on the gateway: the live quote (asked again when the
 * market's book or the hedge's orders are pushed, never on a timer), confirm, place; a moved price
 * answers with the new quote to confirm; in play the hedge's order push ends the wait.
 */
export function CashOutContainer({ marketId, marketName, runners, compact }: CashOutContainerProps) {
  const services = useServices();
  const client = useApolloClient();
  const [cashOut] = useMutation(CashOutMutation);
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
        actions: {
          notifyDone: (_, { outcome, guaranteed }) => {
            const matched = outcome.bets.some((b) => b.sizeMatched === null || b.sizeMatched > 0);
            services.toast('success', matched ? `Cashed out: ${formatProfitLoss(guaranteed ?? 0)} whichever wins` : 'Cash out placed: nothing matched at the quoted prices');
          },
          notifyFailed: (_, { code }) => services.toast('error', refusedText(code)),
        },
      }),
    [cashOut, services],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useInspectedActor(`cash-out ${marketId}`, actor);
  const view = connectCashOut(snapshot);
  const quoteResult = useQuery(CashOutQuoteQuery, { variables: { marketId, fraction: view.fraction }, fetchPolicy: 'cache-and-network' });
  const quote = quoteResult.data?.cashOutQuote ?? null;
  const { refetch } = quoteResult;

  // The value moves with the book: asked again when the market's book is pushed, at most once a second.
  const book = useMarketBook(services.liveStore, marketId);
  const lastAsked = useRef(0);
  useEffect(() => {
    if (!book || view.stage !== 'idle') return;
    const wait = lastAsked.current + CASH_OUT_REQUOTE_MS - Date.now();
    const ask = () => {
      lastAsked.current = Date.now();
      void refetch().catch(() => undefined);
    };
    if (wait <= 0) return ask();
    const timer = setTimeout(ask, wait);
    return () => clearTimeout(timer);
  }, [book, view.stage, refetch]);

  // The hedge's bets as the order push writes them into the cache: each change goes to the machine
  // (ending the in-play wait), and the value of the position after it is asked for again.
  const hedgeIds = (view.outcome?.bets ?? []).flatMap((b) => (b.betId ? [b.betId] : [])).join(',');
  useEffect(() => {
    if (!hedgeIds) return;
    const watches = hedgeIds.split(',').map((betId) =>
      client.watchFragment({ fragment: CashOutHedgeBetFragment, from: { __typename: 'Bet', betId } }).subscribe(({ data }) => {
        if (!data?.status) return;
        send({ type: 'order.update', betId, status: data.status, sizeMatched: data.sizeMatched ?? null });
        if (data.status === 'EXECUTION_COMPLETE') void refetch().catch(() => undefined);
      }),
    );
    return () => watches.forEach((w) => w.unsubscribe());
  }, [client, hedgeIds, send, refetch]);

  return (
    <CashOutPanel
      marketName={marketName}
      runners={runners}
      quote={quote}
      loading={quoteResult.loading}
      error={Boolean(quoteResult.error) && !quote}
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
