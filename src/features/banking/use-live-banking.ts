import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

/** The caller's requests as the upline decides them: each result lands in the cache under its requestId. */
export const MyBankingRequestsLive = graphql(`
  subscription MyBankingRequestsLive {
    myBankingRequests {
      requestId
      methodId
      ...RequestTimeline_request
    }
  }
`);

/**
 * While a banking page is open, its requests move without a reload: the subscription's results are
 * normalised into Apollo's cache (BankingRequest by requestId), so every timeline and status chip
 * reading that request re-renders with the upline's decision.
 */
export function useLiveBankingRequests(): void {
  useSubscription(MyBankingRequestsLive, { ignoreResults: true });
}
