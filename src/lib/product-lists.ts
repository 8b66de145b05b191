import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';

type NoVariables = Record<string, never>;

/**
 * A product screen's lists as pushed (Subscription.productChanged): written into the cache as the
 * screen's own query's answer — the push selects the same fragment on Query as the query — so the
 * page's useReadQuery moves with it and nothing is read again.
 */
export function writeProductLists<TData>(cache: ApolloCache, query: TypedDocumentNode<TData, NoVariables>, lists: TData): void {
  cache.writeQuery({ query, data: lists });
}

/**
 * Keeps a product screen's query current from the stream (issue #51): the gateway reads the lists
 * again each time the exchange changes them (a draw, line, race or event made, started or finished;
 * a tip published or graded) and once at the start, and pushes them; each push is written into the
 * cache (writeProductLists). No timer: a quiet product sends nothing.
 */
export function useProductLists<TData>(subscription: TypedDocumentNode<{ productChanged: TData }, NoVariables>, query: TypedDocumentNode<TData, NoVariables>): void {
  const client = useApolloClient();
  useSubscription(subscription, {
    // Written once, as the query's answer (not also under the subscription's root).
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.productChanged) writeProductLists(client.cache, query, data.data.productChanged);
    },
  });
}
