import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { systemMonitorMachine, systemMonitorShown, type SystemStatusView } from '../../../../machines/system-monitor.machine';
import { graphqlFailure } from '@/lib/graphql-error';
import { SystemStatusQuery } from './system-documents';
import { SystemView } from './system-view';

/** `/backoffice/system` (operator only): the processes' figures, asked for every 2 s by systemMonitorMachine. */
export function SystemPage() {
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      systemMonitorMachine.provide({
        actors: {
          fetchStatus: fromPromise<SystemStatusView, void>(async () => {
            try {
              const { data } = await client.query({ query: SystemStatusQuery, fetchPolicy: 'no-cache' });
              if (!data) throw new Error('No answer');
              return data.systemStatus;
            } catch (error) {
              throw new Error(graphqlFailure(error).message, { cause: error });
            }
          }),
        },
      }),
    [client],
  );
  const [snapshot, send] = useMachine(machine);
  return <SystemView shown={systemMonitorShown(snapshot)} onRetry={() => send({ type: 'retry' })} />;
}
