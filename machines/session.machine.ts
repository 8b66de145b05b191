/**
 * Session (spec §4, §6, §7, §8): token and user detail from storage, login,
 * logout, the 401 rule and the blocked (isLogin 0) user.
 *
 * Input: `{ storage }` ({@link KeyValueStorage}).
 *
 * Must be provided:
 * - actors `login` (input {@link LoginCredentials}, output {@link LoginResult}) and
 *   `logout` (input `{ token }`; the POST with an empty body)
 * - actions `navigate` (params `{ path }`), `reload`, `toastError` (params `{ message }`)
 *
 * Emits: `session.changed { token, blocked }` each time it settles logged in (active or blocked)
 * or logged out after the start (subscribe with `actor.on`; the root actor relays it).
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import { actorNotProvided, errorMessage, notProvidedError } from './lib/effects';
import { isLoginBlocked, readSession, TOKEN_KEY, USER_DETAIL_KEY } from './lib/storage';
import type { KeyValueStorage, UserDetail } from './lib/storage';

/** Shown (as an error toast) when the logout call fails. */
export const LOGOUT_FAILED_MESSAGE = 'Something went wrong. Please try again.';

export interface LoginCredentials {
  userName: string;
  password: string;
}

/** What the login call answers. */
export interface LoginResult {
  token: string;
  userDetail: UserDetail;
}

export interface SessionInput {
  storage: KeyValueStorage;
}

export interface SessionContext {
  storage: KeyValueStorage;
  token: string | null;
  userDetail: UserDetail | null;
  /** Message of the last failed login, cleared on the next attempt. */
  loginError: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginCredentials }
  | { type: 'session.logout' }
  /** Any response with status 401. */
  | { type: 'session.expired' }
  /** Fresh user detail (e.g. after a profile call); stored and re-checked for blocking. */
  | { type: 'session.userDetailChange'; userDetail: UserDetail };

/** What the session tells the other actors when it settles. */
export type SessionEmitted = { type: 'session.changed'; token: string | null; blocked: boolean };

const NAME = 'sessionMachine';

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as 'loggedIn' | 'blocked' | 'busy',
  },
  actors: {
    login: actorNotProvided<LoginResult, LoginCredentials>(NAME, 'login'),
    logout: actorNotProvided<void, { token: string | null }>(NAME, 'logout'),
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    reload: () => {
      throw notProvidedError(NAME, 'reload');
    },
    toastError: (_, _params: { message: string }) => {
      throw notProvidedError(NAME, 'toastError');
    },
    clearStorage: ({ context }) => context.storage.clear(),
    removeSession: ({ context }) => {
      context.storage.remove(TOKEN_KEY);
      context.storage.remove(USER_DETAIL_KEY);
    },
    storeSession: ({ context }) => {
      if (context.token) context.storage.set(TOKEN_KEY, context.token);
      if (context.userDetail) context.storage.set(USER_DETAIL_KEY, JSON.stringify(context.userDetail));
    },
    forgetSession: assign({ token: null, userDetail: null }),
    announce: emit(({ context }) => ({ type: 'session.changed' as const, token: context.token, blocked: isLoginBlocked(context.userDetail) })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isBlocked: ({ context }) => isLoginBlocked(context.userDetail),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ storage: input.storage, ...readSession(input.storage), loginError: null }),
  initial: 'checking',
  on: {
    'session.expired': {
      target: '.loggedOut',
      description: 'Any 401: clear storage, mark logged out, go to root, reload.',
      actions: ['clearStorage', 'forgetSession', { type: 'navigate', params: { path: '/' } }, 'reload'],
    },
  },
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      entry: 'announce',
      on: { 'session.login': 'loggingIn' },
    },
    loggingIn: {
      tags: 'busy',
      entry: assign({ loginError: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return event.credentials;
        },
        onDone: {
          target: 'loggedIn',
          actions: [assign(({ event }) => ({ token: event.output.token, userDetail: event.output.userDetail })), 'storeSession'],
        },
        onError: { target: 'loggedOut', actions: assign({ loginError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      initial: 'checkingAccess',
      on: {
        'session.logout': '#session.loggingOut',
        'session.userDetailChange': {
          target: '.checkingAccess',
          actions: [assign({ userDetail: ({ event }) => event.userDetail }), 'storeSession'],
        },
      },
      states: {
        checkingAccess: {
          always: [{ guard: 'isBlocked', target: 'blocked' }, { target: 'active' }],
        },
        active: { entry: 'announce' },
        blocked: { tags: 'blocked', entry: 'announce', description: 'isLogin 0: login-enabled pages are closed to this user.' },
      },
    },
    loggingOut: {
      tags: 'busy',
      entry: 'clearStorage',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'loggedOut', actions: ['removeSession', 'forgetSession', { type: 'navigate', params: { path: '/' } }] },
        onError: {
          target: 'loggedOut',
          description: 'Token and user detail go even when the call fails.',
          actions: [
            'removeSession',
            'forgetSession',
            { type: 'toastError', params: { message: LOGOUT_FAILED_MESSAGE } },
            { type: 'navigate', params: { path: '/' } },
          ],
        },
      },
    },
  },
});
