import { fromPromise } from 'xstate';
import { sessionMachine, type ChallengeCode, type LoginAnswer, type LoginResult } from '../../../machines/session.machine';
import { authHeaders } from '@/lib/request-rule';
import type { AppServices } from '@/lib/services';
import { BLOCKED_MESSAGE } from './blocked-message';
import { ConfirmTwoFactorEnrolmentMutation, LoginMutation, LogoutMutation, StartTwoFactorEnrolmentMutation, VerifyTwoFactorMutation } from './session-documents';

interface SignedIn {
  token: string | null;
  userDetail: { userName: string; isLogin: number; role: string } | null;
}

/** The session the SPA stores, from a login's answer. */
function sessionOf(services: AppServices, signedIn: SignedIn | null | undefined): LoginResult {
  const { token, userDetail } = signedIn ?? {};
  if (!token || !userDetail) throw new Error('Login failed');
  // A blocked bettor may log in (to see their account) but is told at once why betting pages stay closed.
  if (Number(userDetail.isLogin) === 0) services.toast('warning', BLOCKED_MESSAGE);
  return { token, userDetail: { isLogin: userDetail.isLogin, data: { userName: userDetail.userName, isLogin: userDetail.isLogin, role: userDetail.role } } };
}

/** The session machine with its real effects: the Login, two-step and Logout mutations. */
export function provideSession(services: AppServices) {
  const { client } = services;
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }): Promise<LoginAnswer> => {
        const { data } = await client.mutate({ mutation: LoginMutation, variables: { username: input.userName, password: input.password } });
        if (!data) throw new Error('Login failed');
        const { challenge } = data.login;
        if (challenge) return { kind: 'challenge', code: challenge.code as ChallengeCode, challengeId: challenge.challengeId };
        return { kind: 'session', ...sessionOf(services, data.login) };
      }),
      verifyCode: fromPromise(async ({ input }): Promise<LoginResult> => {
        const { data } = await client.mutate({ mutation: VerifyTwoFactorMutation, variables: { challengeId: input.challengeId, code: input.code } });
        return sessionOf(services, data?.verifyTwoFactor);
      }),
      startEnrolment: fromPromise(async ({ input }) => {
        const { data } = await client.mutate({ mutation: StartTwoFactorEnrolmentMutation, variables: { challengeId: input.challengeId } });
        if (!data) throw new Error('Could not start the enrolment');
        return { secret: data.startTwoFactorEnrolment.secret, otpauthUri: data.startTwoFactorEnrolment.otpauthUri };
      }),
      confirmEnrolment: fromPromise(async ({ input }) => {
        const { data } = await client.mutate({ mutation: ConfirmTwoFactorEnrolmentMutation, variables: { challengeId: input.challengeId, code: input.code } });
        if (!data) throw new Error('Could not confirm the enrolment');
        return { session: sessionOf(services, data.confirmTwoFactorEnrolment.login), recoveryCodes: data.confirmTwoFactorEnrolment.recoveryCodes };
      }),
      // Storage is already cleared when this runs, so the token comes in as input.
      logout: fromPromise(async ({ input }) => {
        const token = services.rotatedToken ?? input.token;
        services.rotatedToken = null;
        try {
          await client.mutate({ mutation: LogoutMutation, context: { headers: authHeaders('/graphql', { token, userName: null }) } });
        } finally {
          await client.clearStore();
        }
      }),
    },
    actions: {
      navigate: (_, { path }) => services.navigate(path),
      toastError: (_, { message }) => services.toast('error', message),
      reload: () => window.location.reload(),
    },
  });
}
