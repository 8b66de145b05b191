import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { HeaderBalanceQuery as HeaderBalance } from '@/gql/graphql';
import { MyBetsQuery } from '@/features/bets/public';
import { HeaderBalanceQuery, MyBalanceLiveSubscription, MyOrdersLiveSubscription } from './account-documents';

/** Order changes that arrive together refresh My Bets once, this long after the first. */
export const ORDERS_REFRESH_MS = 300;

/**
 * While logged in, keeps the header's balance and exposure and the open My Bets current from the
 * gateway's private subscriptions: a balance change is written straight into the cached
 * HeaderBalance query (every reader of it re-renders), an order change (a match by someone else, a
 * lapse, a cancel) refetches My Bets. Polling stays only as a slow fallback for a dropped socket.
 */
export function useLiveAccount(loggedIn: boolean): void {
  const client = useApolloClient();
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (refresh.current) clearTimeout(refresh.current);
    },
    [],
  );
  useSubscription(MyBalanceLiveSubscription, {
    skip: !loggedIn,
    ignoreResults: true,
    onData: ({ data }) => {
      const balance = data.data?.myBalance;
      if (!balance) return;
      // With its __typename, as the cache stores what the HeaderBalance query itself brings.
      const written = { __typename: 'Balance', bankBalance: balance.bankBalance, exposure: balance.exposure, available: balance.available } as HeaderBalance['balance'];
      client.cache.writeQuery({ query: HeaderBalanceQuery, data: { balance: written } });
    },
  });
  useSubscription(MyOrdersLiveSubscription, {
    skip: !loggedIn,
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.myOrders.kind !== 'DELTA' || refresh.current) return;
      refresh.current = setTimeout(() => {
        refresh.current = null;
        void client.refetchQueries({ include: [MyBetsQuery] }).catch(() => undefined);
      }, ORDERS_REFRESH_MS);
    },
  });
}
