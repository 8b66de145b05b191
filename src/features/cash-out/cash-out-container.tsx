import { useMutation, useQuery } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useInspectedActor } from '@/components/workbench/inspector-gate';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { cashOutMachine, type CashOutOutcome, type CashOutQuote } from '../../../machines/cash-out.machine';
import { MyBetsQuery } from '@/features/bets/public';
import { HeaderBalanceQuery } from '@/features/header/public';
import { formatProfitLoss } from '@domain/money';
import { graphqlFailure } from '@/lib/graphql-error';
import { useServices } from '@/lib/services';
import { CashOutMutation, CashOutQuoteQuery } from './cash-out-documents';
import { CashOutPanel } from './cash-out-panel';
import { refusedText } from './cash-out-text';
import { connectCashOut } from './connect-cash-out';

/** How often the live cash-out value is asked for again while the panel is on screen. */
export const CASH_OUT_POLL_MS = 2_000;

export interface CashOutContainerProps {
  marketId: string;
  marketName: string;
  runners?: readonly { runnerId: string; runnerName: string }[];
  compact?: boolean;
}

const newKey = () => `co-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

/** The cash-out panel of one exchange market on the gateway: live quote, confirm, place. */
export function CashOutContainer({ marketId, marketName, runners, compact }: CashOutContainerProps) {
  const services = useServices();
  const [cashOut] = useMutation(CashOutMutation);
  const machine = useMemo(
    () =>
      cashOutMachine.provide({
        actors: {
          placeCashOut: fromPromise<CashOutOutcome, { quote: CashOutQuote; idempotencyKey: string }>(async ({ input }) => {
            const { quote, idempotencyKey } = input;
            try {
              const bets = quote.bets.map(({ runnerId, side, price, size }) => ({ runnerId, side, price, size }));
              const result = await cashOut({ variables: { input: { marketId: quote.marketId, fraction: quote.fraction, idempotencyKey, bets } } });
              if (!result.data) throw new Error('No cash-out result');
              return result.data.cashOut;
            } catch (error) {
              throw Object.assign(new Error(graphqlFailure(error).message), { code: graphqlFailure(error).code });
            } finally {
              void services.client.refetchQueries({ include: [CashOutQuoteQuery, MyBetsQuery, HeaderBalanceQuery] }).catch(() => undefined);
            }
          }),
        },
        actions: {
          notifyDone: (_, { outcome }) => {
            const matched = outcome.bets.reduce((sum, b) => sum + b.sizeMatched, 0);
            const profits = outcome.profitAfter.map((p) => p.profit);
            services.toast('success', matched > 0 ? `Cashed out: ${formatProfitLoss(Math.min(...profits))} whichever wins` : 'Cash out placed: waiting to match');
          },
          notifyFailed: (_, { code }) => services.toast('error', refusedText(code)),
        },
      }),
    [cashOut, services],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useInspectedActor(`cash-out ${marketId}`, actor);
  const view = connectCashOut(snapshot);
  const quoteResult = useQuery(CashOutQuoteQuery, { variables: { marketId, fraction: view.fraction }, pollInterval: CASH_OUT_POLL_MS, fetchPolicy: 'cache-and-network' });
  const quote = quoteResult.data?.cashOutQuote ?? null;
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
      onRequest={() => quote && send({ type: 'cashOut.request', quote: { marketId: quote.marketId, fraction: quote.fraction, available: quote.available, bets: quote.bets, guaranteed: quote.guaranteed }, idempotencyKey: newKey() })}
      onConfirm={() => send({ type: 'cashOut.confirm' })}
      onBack={() => send({ type: 'cashOut.back' })}
      onDismiss={() => send({ type: 'result.dismiss' })}
    />
  );
}
