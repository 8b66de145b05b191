/**
 * Session (spec §4, §6, §7, §8): token and user detail from storage, login,
 * logout, the 401 rule and the blocked (isLogin 0) user; two-step sign-in (docs/security.md): after
 * a right password an account with a second factor answers a code (TOTP or recovery code), and a
 * staff account that has none enrols first (QR code, a code of the new secret, recovery codes to save).
 *
 * Input: `{ storage }` ({@link KeyValueStorage}).
 *
 * Must be provided:
 * - actors `login` (input {@link LoginCredentials}, output {@link LoginAnswer}),
 *   `verifyCode` (input {@link CodeInput}, output {@link LoginResult}),
 *   `startEnrolment` (input `{ challengeId }`, output {@link EnrolmentSecret}),
 *   `confirmEnrolment` (input {@link CodeInput}, output {@link EnrolmentDone}) and
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

/** A session: what a login answers when no second step is due. */
export interface LoginResult {
  token: string;
  userDetail: UserDetail;
}

/** TWO_FACTOR_REQUIRED: a code is due; TWO_FACTOR_ENROL_REQUIRED: a staff account must enrol first. */
export type ChallengeCode = 'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_ENROL_REQUIRED';

export interface Challenge {
  code: ChallengeCode;
  challengeId: string;
}

/** What the login call answers: a session, or the second step due. */
export type LoginAnswer = (LoginResult & { kind?: 'session' }) | ({ kind: 'challenge' } & Challenge);

export interface CodeInput {
  challengeId: string;
  code: string;
}

/** The secret being enrolled: typed in by hand or scanned (otpauthUri as a QR code). */
export interface EnrolmentSecret {
  secret: string;
  otpauthUri: string;
}

export interface EnrolmentDone {
  session: LoginResult;
  /** Shown once, to be saved before the session starts. */
  recoveryCodes: string[];
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
  /** The second step due after a right password. */
  challenge: Challenge | null;
  enrolment: EnrolmentSecret | null;
  /** An enrolment's recovery codes, on screen until the user says they are saved. */
  recoveryCodes: string[] | null;
  /** The session an enrolment opened, held while its recovery codes are on screen. */
  pendingSession: LoginResult | null;
  /** Message of the last refused code (or failed enrolment start), cleared on the next attempt. */
  secondStepError: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginCredentials }
  /** A TOTP code or a recovery code for the second step (or to confirm an enrolment). */
  | { type: 'session.code'; code: string }
  /** Back to the password (the challenge is dropped). */
  | { type: 'session.cancelSecondStep' }
  | { type: 'session.retryEnrolment' }
  /** The enrolment's recovery codes are saved: the session starts. */
  | { type: 'session.recoveryCodesSaved' }
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
    tags: {} as 'loggedIn' | 'blocked' | 'busy' | 'secondStep',
  },
  actors: {
    login: actorNotProvided<LoginAnswer, LoginCredentials>(NAME, 'login'),
    verifyCode: actorNotProvided<LoginResult, CodeInput>(NAME, 'verifyCode'),
    startEnrolment: actorNotProvided<EnrolmentSecret, { challengeId: string }>(NAME, 'startEnrolment'),
    confirmEnrolment: actorNotProvided<EnrolmentDone, CodeInput>(NAME, 'confirmEnrolment'),
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
    forgetSecondStep: assign({ challenge: null, enrolment: null, recoveryCodes: null, pendingSession: null, secondStepError: null }),
    announce: emit(({ context }) => ({ type: 'session.changed' as const, token: context.token, blocked: isLoginBlocked(context.userDetail) })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isBlocked: ({ context }) => isLoginBlocked(context.userDetail),
    mustEnrol: ({ context }) => context.challenge?.code === 'TWO_FACTOR_ENROL_REQUIRED',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    ...readSession(input.storage),
    loginError: null,
    challenge: null,
    enrolment: null,
    recoveryCodes: null,
    pendingSession: null,
    secondStepError: null,
  }),
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
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'challenge',
            target: 'secondStep',
            actions: assign(({ event }) => (event.output.kind === 'challenge' ? { challenge: { code: event.output.code, challengeId: event.output.challengeId } } : {})),
          },
          {
            target: 'loggedIn',
            actions: [assign(({ event }) => (event.output.kind !== 'challenge' ? { token: event.output.token, userDetail: event.output.userDetail } : {})), 'storeSession'],
          },
        ],
        onError: { target: 'loggedOut', actions: assign({ loginError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    secondStep: {
      tags: 'secondStep',
      description: 'The password was right; no session until a code answers the challenge (or a staff account enrols).',
      on: { 'session.cancelSecondStep': { target: 'loggedOut', actions: 'forgetSecondStep' } },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'mustEnrol', target: 'enrolment' }, { target: 'code' }] },
        code: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'session.code': 'verifying' } },
            verifying: {
              tags: 'busy',
              entry: assign({ secondStepError: null }),
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'session.code');
                  return { challengeId: context.challenge!.challengeId, code: event.code };
                },
                onDone: {
                  target: '#session.loggedIn',
                  actions: [assign(({ event }) => ({ token: event.output.token, userDetail: event.output.userDetail })), 'forgetSecondStep', 'storeSession'],
                },
                onError: { target: 'waiting', actions: assign({ secondStepError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        enrolment: {
          initial: 'loading',
          states: {
            loading: {
              tags: 'busy',
              entry: assign({ secondStepError: null }),
              invoke: {
                id: 'startEnrolment',
                src: 'startEnrolment',
                input: ({ context }) => ({ challengeId: context.challenge!.challengeId }),
                onDone: { target: 'ready', actions: assign({ enrolment: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ secondStepError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: { on: { 'session.retryEnrolment': 'loading' } },
            ready: { on: { 'session.code': 'confirming' } },
            confirming: {
              tags: 'busy',
              entry: assign({ secondStepError: null }),
              invoke: {
                id: 'confirmEnrolment',
                src: 'confirmEnrolment',
                input: ({ context, event }) => {
                  assertEvent(event, 'session.code');
                  return { challengeId: context.challenge!.challengeId, code: event.code };
                },
                onDone: { target: 'recoveryCodes', actions: assign({ pendingSession: ({ event }) => event.output.session, recoveryCodes: ({ event }) => event.output.recoveryCodes }) },
                onError: { target: 'ready', actions: assign({ secondStepError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            recoveryCodes: {
              description: 'Shown once: the session starts when the user says they are saved.',
              on: {
                'session.recoveryCodesSaved': {
                  target: '#session.loggedIn',
                  actions: [assign(({ context }) => ({ token: context.pendingSession!.token, userDetail: context.pendingSession!.userDetail })), 'forgetSecondStep', 'storeSession'],
                },
              },
            },
          },
        },
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
