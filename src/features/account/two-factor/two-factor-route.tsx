import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { twoFactorMachine } from '../../../../machines/two-factor.machine';
import { connectTwoFactor, TwoFactorPage } from './two-factor-page';
import {
  ConfirmAccountEnrolmentMutation,
  CreateApiKeyMutation,
  MyTwoFactorQuery,
  RegenerateRecoveryCodesMutation,
  RevokeApiKeyMutation,
  StartAccountEnrolmentMutation,
} from './two-factor-documents';

const must = <T,>(value: T | null | undefined, what: string): T => {
  if (value == null) throw new Error(`${what} failed`);
  return value;
};

/** `/two-step` (token): the page on its machine, with the gateway's queries and mutations as its effects. */
export function TwoFactorRoute() {
  const client = useApolloClient();
  const [machine] = useState(() =>
    twoFactorMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => must((await client.query({ query: MyTwoFactorQuery, fetchPolicy: 'network-only' })).data?.myTwoFactor, 'Loading')),
        startEnrolment: fromPromise(async () => must((await client.mutate({ mutation: StartAccountEnrolmentMutation })).data?.startTwoFactorEnrolment, 'Starting')),
        confirmEnrolment: fromPromise(async ({ input }: { input: { challengeId: string; code: string } }) =>
          must((await client.mutate({ mutation: ConfirmAccountEnrolmentMutation, variables: input })).data?.confirmTwoFactorEnrolment.recoveryCodes, 'Confirming'),
        ),
        regenerateCodes: fromPromise(async ({ input }: { input: { code: string } }) =>
          must((await client.mutate({ mutation: RegenerateRecoveryCodesMutation, variables: input })).data?.regenerateRecoveryCodes, 'New recovery codes'),
        ),
        createKey: fromPromise(async ({ input }: { input: { label: string } }) => must((await client.mutate({ mutation: CreateApiKeyMutation, variables: input })).data?.createApiKey, 'Creating the key')),
        revokeKey: fromPromise(async ({ input }: { input: { keyId: string } }) => {
          must((await client.mutate({ mutation: RevokeApiKeyMutation, variables: input })).data?.revokeApiKey, 'Revoking the key');
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return <TwoFactorPage view={connectTwoFactor(snapshot)} send={send} />;
}
