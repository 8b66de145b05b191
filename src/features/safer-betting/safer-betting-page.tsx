import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { SaferBettingQueryQuery } from '@/gql/graphql';
import { useServices } from '@/lib/services';
import { useNow } from '@/lib/use-now';
import { connectSaferBetting } from './connect-safer-betting';
import { provideSaferBetting } from './provide-safer-betting';
import { SaferBettingView } from './safer-betting-view';

export { SaferBettingQuery } from './safer-betting-documents';

/** `/saferbetting` (both): the caller's protections, changed through the page's machine. */
export function SaferBettingPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<SaferBettingQueryQuery>);
  const client = useApolloClient();
  const services = useServices();
  const machine = useMemo(() => provideSaferBetting(client, services.toast), [client, services]);
  const [snapshot, send] = useMachine(machine);
  const now = useNow();
  return (
    <SaferBettingView
      protections={data.saferBetting}
      view={connectSaferBetting(snapshot)}
      now={now}
      onAct={(act) => send({ type: 'act.request', act })}
      onConfirm={() => send({ type: 'act.confirm' })}
      onCancel={() => send({ type: 'act.cancel' })}
      onDismissFailure={() => send({ type: 'failure.dismiss' })}
    />
  );
}
