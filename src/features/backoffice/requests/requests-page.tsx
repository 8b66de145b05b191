import type { ApolloCache } from '@apollo/client';
import { useMutation, useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { DownlineDeskLiveSubscription, DownlineDeskQueryQuery } from '@/gql/graphql';
import { addRequestToList } from '@/features/banking/public';
import { graphqlFailure } from '@/lib/graphql-error';
import { DownlineView } from './downline-view';

/** The one query of the requests desk (`/backoffice/requests`; `/downline` leads here). */
export const DownlineDeskQuery = graphql(`
  query DownlineDeskQuery($since: String!) {
    downlineBankingRequests {
      requestId
      ...DownlineRequests_requests
    }
    downlineUsers {
      userName
      ...DownlineUsers_users
    }
    downlinePasswordResets {
      userName
      code
      expiresAt
    }
    downlineTotals(since: $since) {
      ...DownlineTotals_totals
    }
  }
`);

/** The desk's day starts at the agent's local midnight. */
export function downlineDeskVariables(): { since: string } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  return { since: start.toISOString() };
}

/** The desk's day totals, as the desk query reads them and each push rewrites them. */
export const DownlineTotals_totals = graphql(`
  fragment DownlineTotals_totals on DownlineTotals {
    depositsApproved
    depositsApprovedCount
    withdrawalsApproved
    withdrawalsApprovedCount
    rejectedCount
    pendingDeposits
    pendingWithdrawals
    pendingCount
  }
`);

/** Each request of the downline made or decided, with the desk's totals and the owner's money after it. */
export const DownlineDeskLive = graphql(`
  subscription DownlineDeskLive($since: String!) {
    downlineDesk(since: $since) {
      request {
        requestId
        ...DownlineRequests_requests
      }
      totals {
        ...DownlineTotals_totals
      }
      user {
        userName
        ...DownlineUsers_users
      }
    }
  }
`);

export const DecideRequestMutation = graphql(`
  mutation DecideRequest($requestId: ID!, $decision: BankingDecision!, $note: String) {
    decideBankingRequest(requestId: $requestId, decision: $decision, note: $note) {
      requestId
      ...DownlineRequests_requests
    }
  }
`);

export const SetUserBlockedMutation = graphql(`
  mutation SetUserBlocked($userName: String!, $blocked: Boolean!) {
    setUserBlocked(userName: $userName, blocked: $blocked) {
      userName
      ...DownlineUsers_users
    }
  }
`);

type DeskChange = DownlineDeskLiveSubscription['downlineDesk'];

/**
 * Writes a desk push into the cache: the request (normalised by requestId) joins the desk's list,
 * the totals of the desk's `since` are replaced, and the owner's row (DownlineUser by userName)
 * moves by itself. Nothing is read again.
 */
export function writeDeskChange(cache: ApolloCache, since: string, change: DeskChange): void {
  addRequestToList(cache, change.request, 'downlineBankingRequests');
  cache.writeQuery({ query: DownlineTotalsQuery, variables: { since }, data: { downlineTotals: change.totals } });
}

/** Only for writing a push's totals into the desk query's field (never sent). */
const DownlineTotalsQuery = graphql(`
  query DownlineTotalsOnly($since: String!) {
    downlineTotals(since: $since) {
      ...DownlineTotals_totals
    }
  }
`);

/** Keeps the desk current from the stream: a request made or decided anywhere in the downline is written into the cache. */
function useLiveDesk(since: string): void {
  useSubscription(DownlineDeskLive, {
    variables: { since },
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data?.downlineDesk) writeDeskChange(client.cache, since, data.data.downlineDesk);
    },
  });
}

/** `/backoffice/requests` (every level above bettors): pending requests to decide, live; the downline's users, reset codes, the day's totals. */
export function RequestsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DownlineDeskQueryQuery>);
  // The day the loader asked for (its variables are computed the same way, a moment before).
  const [since] = useState(() => downlineDeskVariables().since);
  useLiveDesk(since);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each answer moves its own cache entry (request by requestId, user by userName); totals come with the stream.
  const [decide] = useMutation(DecideRequestMutation);
  const [setBlocked] = useMutation(SetUserBlockedMutation);
  const run = (id: string, work: () => Promise<unknown>) => {
    setError(null);
    setBusyId(id);
    work()
      .catch((err: unknown) => setError(graphqlFailure(err).message))
      .finally(() => setBusyId(null));
  };
  return (
    <DownlineView
      requests={data.downlineBankingRequests}
      users={data.downlineUsers}
      resets={data.downlinePasswordResets}
      totals={data.downlineTotals}
      busyId={busyId}
      error={error}
      onDecide={(requestId, decision, note) => run(requestId, () => decide({ variables: { requestId, decision, note } }))}
      onSetBlocked={(userName, blocked) => run(userName, () => setBlocked({ variables: { userName, blocked } }))}
    />
  );
}
