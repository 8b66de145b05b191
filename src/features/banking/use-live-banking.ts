import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { addRequestToList } from './banking-cache';

/** The caller's requests as they are made and decided: each lands in the cache under its requestId. */
export const MyBankingRequestsLive = graphql(`
  subscription MyBankingRequestsLive {
    myBankingRequests {
      requestId
      ...BankingRequestLive_request
    }
  }
`);

/**
 * While a banking page is open, its requests move without a reload: the subscription's results are
 * normalised into Apollo's cache (BankingRequest by requestId), so every timeline and status chip
 * reading that request re-renders with the upline's decision, and a request made elsewhere (another
 * tab or device) joins the cached lists.
 */
export function useLiveBankingRequests(): void {
  useSubscription(MyBankingRequestsLive, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data?.myBankingRequests) addRequestToList(client.cache, data.data.myBankingRequests);
    },
  });
}
