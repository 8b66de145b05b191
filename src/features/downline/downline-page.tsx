import { useApolloClient, useMutation, useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { DownlineDeskQueryQuery } from '@/gql/graphql';
import { graphqlFailure } from '@/lib/graphql-error';
import { DownlineView } from './downline-view';

/** The one query of `/downline`: the agent's desk. */
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
      depositsApproved
      depositsApprovedCount
      withdrawalsApproved
      withdrawalsApprovedCount
      rejectedCount
      pendingDeposits
      pendingWithdrawals
      pendingCount
    }
  }
`);

/** The desk's day starts at the agent's local midnight. */
export function downlineDeskVariables(): { since: string } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  return { since: start.toISOString() };
}

export const DownlineRequestsLive = graphql(`
  subscription DownlineRequestsLive {
    downlineBankingRequests {
      requestId
      status
    }
  }
`);

export const DecideRequestMutation = graphql(`
  mutation DecideRequest($requestId: ID!, $decision: BankingDecision!, $note: String) {
    decideBankingRequest(requestId: $requestId, decision: $decision, note: $note) {
      requestId
      status
    }
  }
`);

export const SetUserBlockedMutation = graphql(`
  mutation SetUserBlocked($userName: String!, $blocked: Boolean!) {
    setUserBlocked(userName: $userName, blocked: $blocked) {
      userName
      isLogin
    }
  }
`);

/** Requests that arrive together refresh the desk once, this long after the first. */
export const DESK_REFRESH_MS = 250;

/** Keeps the desk current: a request made or decided anywhere in the downline refetches it (totals and balances move too). */
function useLiveDesk(): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(DownlineRequestsLive, {
    ignoreResults: true,
    onData: () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void client.refetchQueries({ include: [DownlineDeskQuery] }).catch(() => undefined);
      }, DESK_REFRESH_MS);
    },
  });
}

/** `/downline` (agents and operators): pending requests to decide, the downline's users, reset codes, the day's totals. */
export function DownlinePage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DownlineDeskQueryQuery>);
  useLiveDesk();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decide] = useMutation(DecideRequestMutation, { refetchQueries: [DownlineDeskQuery], awaitRefetchQueries: true });
  const [setBlocked] = useMutation(SetUserBlockedMutation, { refetchQueries: [DownlineDeskQuery], awaitRefetchQueries: true });
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
