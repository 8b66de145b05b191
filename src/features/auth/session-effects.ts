import { fromPromise } from 'xstate';
import { sessionMachine, type LoginResult } from '../../../machines/session.machine';
import { authHeaders } from '@/lib/request-rule';
import type { AppServices } from '@/lib/services';
import { BLOCKED_MESSAGE } from './blocked-message';
import { LoginMutation, LogoutMutation } from './session-documents';

/** The session machine with its real effects: the Login and Logout mutations. */
export function provideSession(services: AppServices) {
  const { client } = services;
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }): Promise<LoginResult> => {
        const { data } = await client.mutate({ mutation: LoginMutation, variables: { username: input.userName, password: input.password } });
        if (!data) throw new Error('Login failed');
        const { token, userDetail } = data.login;
        // A blocked bettor may log in (to see their account) but is told at once why betting pages stay closed.
        if (Number(userDetail.isLogin) === 0) services.toast('warning', BLOCKED_MESSAGE);
        return { token, userDetail: { isLogin: userDetail.isLogin, data: { userName: userDetail.userName, isLogin: userDetail.isLogin, role: userDetail.role } } };
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
