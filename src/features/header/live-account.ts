import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { HeaderBalanceQuery as HeaderBalance } from '@/gql/graphql';
import { MyBetsQuery, SettledBetsQuery } from '@/features/bets/public';
import { HeaderBalanceQuery, MyBalanceLiveSubscription, MyOrdersLiveSubscription } from './account-documents';

/** Order and balance changes that arrive together refresh My Bets once, this long after the first. */
export const ORDERS_REFRESH_MS = 300;

type RefreshedQuery = typeof MyBetsQuery | typeof SettledBetsQuery;

/**
 * While logged in, keeps the header's balance and exposure and the open My Bets current from the
 * gateway's private subscriptions: a balance change is written straight into the cached
 * HeaderBalance query (every reader of it re-renders) and refetches My Bets with its settled bets
 * (a settlement changes the balance and sends no order change); an order change (a match by
 * someone else, a lapse, a cancel) refetches My Bets. Changes that come together refetch once.
 * Polling stays only as a slow fallback for a dropped socket.
 */
export function useLiveAccount(loggedIn: boolean): void {
  const client = useApolloClient();
  const refresh = useRef<{ timer: ReturnType<typeof setTimeout>; queries: Set<RefreshedQuery> } | null>(null);
  useEffect(
    () => () => {
      if (refresh.current) clearTimeout(refresh.current.timer);
    },
    [],
  );
  const refetchSoon = (...queries: RefreshedQuery[]) => {
    if (refresh.current) {
      for (const query of queries) refresh.current.queries.add(query);
      return;
    }
    const pending = new Set(queries);
    const timer = setTimeout(() => {
      refresh.current = null;
      void client.refetchQueries({ include: [...pending] }).catch(() => undefined);
    }, ORDERS_REFRESH_MS);
    refresh.current = { timer, queries: pending };
  };
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
      // My Bets is read again, its settled bets and the open ones (the settled market's leave).
      refetchSoon(SettledBetsQuery, MyBetsQuery);
    },
  });
  useSubscription(MyOrdersLiveSubscription, {
    skip: !loggedIn,
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.myOrders.kind === 'DELTA') refetchSoon(MyBetsQuery);
    },
  });
}
