import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { HeaderBalanceQuery as HeaderBalance, MyBalanceLiveSubscription as MyBalanceLive } from '@/gql/graphql';
import { HeaderBalanceQuery, MyBalanceLiveSubscription } from './account-documents';

/**
 * Writes a pushed balance into the cache as the caller's one Balance (root field `balance`), so
 * every reader of it — header, profile menu, banking pages, bet slip — moves with the push; nothing
 * is fetched.
 */
export function writeBalance(cache: ApolloCache, balance: MyBalanceLive['myBalance']): void {
  // With its __typename (the generated types leave it out), so the cache files it under the one Balance.
  const written = { __typename: 'Balance', wallet: balance.wallet, exposure: balance.exposure, held: balance.held, available: balance.available } as HeaderBalance['balance'];
  cache.writeQuery({ query: HeaderBalanceQuery, data: { balance: written } });
}

/**
 * While logged in, keeps the caller's money current from the gateway's myBalance subscription: each
 * push is written into the cache (writeBalance). Open bets follow the orders stream, which the bets
 * feature writes into the cache; a balance change reads nothing again.
 */
export function useLiveAccount(loggedIn: boolean): void {
  const client = useApolloClient();
  useSubscription(MyBalanceLiveSubscription, {
    skip: !loggedIn,
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.myBalance) writeBalance(client.cache, data.data.myBalance);
    },
  });
}
