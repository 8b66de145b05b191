import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { HeaderBalanceQuery as HeaderBalance } from '@/gql/graphql';
import { MyBetsQuery, SettledBetsQuery } from '@/features/bets/public';
import { HeaderBalanceQuery, MyBalanceLiveSubscription, MyOrdersLiveSubscription } from './account-documents';

/** Order changes that arrive together refresh My Bets once, this long after the first. */
export const ORDERS_REFRESH_MS = 300;

/**
 * While logged in, keeps the header's balance and exposure and the open My Bets current from the
 * gateway's private subscriptions: a balance change is written straight into the cached
 * HeaderBalance query (every reader of it re-renders) and refetches the settled bets My Bets shows
 * (a settlement changes the balance), an order change (a match by someone else, a lapse, a cancel)
 * refetches My Bets. Polling stays only as a slow fallback for a dropped socket.
 */
export function useLiveAccount(loggedIn: boolean): void {
  const client = useApolloClient();
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settledRefresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (refresh.current) clearTimeout(refresh.current);
      if (settledRefresh.current) clearTimeout(settledRefresh.current);
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
      const written = { __typename: 'Balance', bankBalance: balance.bankBalance, exposure: balance.exposure, available: balance.available, withdrawable: balance.withdrawable } as HeaderBalance['balance'];
      client.cache.writeQuery({ query: HeaderBalanceQuery, data: { balance: written } });
      // A settlement moves the balance of everyone with a bet in the market (and sends no order change):
      // the event's settled bets in My Bets are read again.
      if (settledRefresh.current) return;
      settledRefresh.current = setTimeout(() => {
        settledRefresh.current = null;
        void client.refetchQueries({ include: [SettledBetsQuery] }).catch(() => undefined);
      }, ORDERS_REFRESH_MS);
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
