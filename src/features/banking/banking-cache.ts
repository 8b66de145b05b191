import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '@/gql/gql';

/**
 * Every field any banking view reads of a request (hub list, timelines, details): the stream and the
 * request mutations bring all of them, so a request they add to a list is complete in the cache and
 * no view has to fetch it.
 */
export const BankingRequestLive_request = graphql(`
  fragment BankingRequestLive_request on BankingRequest {
    requestId
    methodId
    ...RequestList_requests
    ...RequestTimeline_request
  }
`);

type RootListField = 'bankingRequests' | 'downlineBankingRequests';

/**
 * Puts a request (already normalised in the cache under its requestId) at the head of a cached root
 * list, once; a request already listed just moves with its own cache entry. Lists not in the cache
 * yet are left alone (their page's query fetches them whole when it opens).
 */
export function addRequestToList(cache: ApolloCache, request: { __typename?: 'BankingRequest'; requestId: string }, field: RootListField = 'bankingRequests'): void {
  const id = cache.identify({ __typename: 'BankingRequest', requestId: request.requestId });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [field]: (existing: readonly Reference[] | undefined, { toReference, readField }) => {
        if (!existing) return existing;
        if (existing.some((ref) => readField('requestId', ref) === request.requestId)) return existing;
        const ref = toReference(id);
        return ref ? [ref, ...existing] : existing;
      },
    },
  });
}

/** Puts the caller's row of a transfer just made (TransferEntry by txId) at the head of the cached `transfers`. */
export function addTransferToList(cache: ApolloCache, entry: { __typename?: 'TransferEntry'; txId: string; description: string; at: string; amount: number }): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      transfers: (existing: readonly Reference[] | undefined, { toReference, readField }) => {
        if (!existing || existing.some((ref) => readField('txId', ref) === entry.txId)) return existing;
        const ref = toReference({ ...entry, __typename: 'TransferEntry' }, true);
        return ref ? [ref, ...existing] : existing;
      },
    },
  });
}

/** Puts a reward just credited (Reward by reference) at the head of the cached `rewards`. */
export function addRewardToList(cache: ApolloCache, reward: { reference: string; description: string; at: string; amount: number }): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      rewards: (existing: readonly Reference[] | undefined, { toReference, readField }) => {
        if (!existing || existing.some((ref) => readField('reference', ref) === reward.reference)) return existing;
        const { reference, description, at, amount } = reward;
        const ref = toReference({ __typename: 'Reward', reference, description, at, amount }, true);
        return ref ? [ref, ...existing] : existing;
      },
    },
  });
}
