import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { graphqlFailure } from '@/lib/graphql-error';
import type { AppServices } from '@/lib/services';
import type { SaferBettingPage_ProtectionsFragment } from '@/gql/graphql';
import { saferBettingMachine, type ProtectionAct } from '../../../machines/safer-betting.machine';
import { savedText } from './safer-betting-choices';
import { SaferBettingQuery, SelfExcludeMutation, SetDepositLimitMutation, SetLossLimitMutation, SetProtectionPrivacyMutation, SetRealityCheckMutation, TakeTimeOutMutation } from './safer-betting-documents';

/** One act as its mutation; the answer (the whole SaferBetting) replaces the page query's, so the page moves with it. */
async function send(client: ApolloClient, act: ProtectionAct): Promise<void> {
  const answer = await mutate(client, act);
  if (answer) client.cache.writeQuery({ query: SaferBettingQuery, data: { saferBetting: answer } });
}

async function mutate(client: ApolloClient, act: ProtectionAct): Promise<SaferBettingPage_ProtectionsFragment | undefined> {
  switch (act.kind) {
    case 'depositLimit':
      return (await client.mutate({ mutation: SetDepositLimitMutation, variables: { period: act.period, amount: act.amount } })).data?.setDepositLimit;
    case 'lossLimit':
      return (await client.mutate({ mutation: SetLossLimitMutation, variables: { period: act.period, amount: act.amount } })).data?.setLossLimit;
    case 'timeOut':
      return (await client.mutate({ mutation: TakeTimeOutMutation, variables: { hours: act.hours } })).data?.takeTimeOut;
    case 'selfExclude':
      return (await client.mutate({ mutation: SelfExcludeMutation, variables: act.permanent ? { permanent: true } : { months: act.months } })).data?.selfExclude;
    case 'realityCheck':
      return (await client.mutate({ mutation: SetRealityCheckMutation, variables: { minutes: act.minutes } })).data?.setRealityCheck;
    case 'privacy':
      return (await client.mutate({ mutation: SetProtectionPrivacyMutation, variables: { shareAmountsWithUpline: act.shareAmountsWithUpline } })).data?.setProtectionPrivacy;
  }
}

/** The page's machine with its real effects: the mutations on the gateway and the toast. */
export function provideSaferBetting(client: ApolloClient, toast: AppServices['toast']) {
  return saferBettingMachine.provide({
    actors: {
      saveAct: fromPromise<void, { act: ProtectionAct }>(async ({ input }) => {
        try {
          await send(client, input.act);
        } catch (error) {
          const { code, message } = graphqlFailure(error);
          throw Object.assign(new Error(message), { code });
        }
      }),
    },
    actions: {
      notifySaved: (_, { act }) => toast('success', savedText(act)),
    },
  });
}
