/**
 * The account area's "Two-step sign-in" page (docs/security.md): the caller's status, an enrolment
 * (the QR code and the key as text, a code to confirm, the recovery codes to save), ten new recovery
 * codes for a valid code, and the bot API keys made from a session that passed the second step.
 *
 * Must be provided: actors `loadStatus` (output {@link TwoFactorStatus}), `startEnrolment`
 * (output {@link Enrolment}), `confirmEnrolment` (input `{ challengeId, code }`, output the recovery
 * codes), `regenerateCodes` (input `{ code }`, output the recovery codes), `createKey` (input
 * `{ label }`, output {@link NewKey}), `revokeKey` (input `{ keyId }`).
 */
import { assertEvent, assign, setup } from 'xstate';
import { actorNotProvided, errorMessage } from './lib/effects';

export interface ApiKeyRow {
  keyId: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface TwoFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  required: boolean;
  allowed: boolean;
  recoveryCodesLeft: number;
  apiKeys: ApiKeyRow[];
}

export interface Enrolment {
  challengeId: string;
  secret: string;
  otpauthUri: string;
}

export interface NewKey {
  keyId: string;
  label: string;
  apiKey: string;
}

export interface TwoFactorContext {
  status: TwoFactorStatus | null;
  enrolment: Enrolment | null;
  /** New recovery codes, on screen until the user says they are saved. */
  recoveryCodes: string[] | null;
  /** A new API key, on screen once. */
  newKey: NewKey | null;
  error: string | null;
}

export type TwoFactorEvent =
  | { type: 'twoFactor.retry' }
  | { type: 'twoFactor.enrol' }
  | { type: 'twoFactor.code'; code: string }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.regenerate'; code: string }
  | { type: 'twoFactor.codesSaved' }
  | { type: 'twoFactor.createKey'; label: string }
  | { type: 'twoFactor.keySaved' }
  | { type: 'twoFactor.revokeKey'; keyId: string };

const NAME = 'twoFactorMachine';

export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, events: {} as TwoFactorEvent, tags: {} as 'busy' },
  actors: {
    loadStatus: actorNotProvided<TwoFactorStatus, void>(NAME, 'loadStatus'),
    startEnrolment: actorNotProvided<Enrolment, void>(NAME, 'startEnrolment'),
    confirmEnrolment: actorNotProvided<string[], { challengeId: string; code: string }>(NAME, 'confirmEnrolment'),
    regenerateCodes: actorNotProvided<string[], { code: string }>(NAME, 'regenerateCodes'),
    createKey: actorNotProvided<NewKey, { label: string }>(NAME, 'createKey'),
    revokeKey: actorNotProvided<void, { keyId: string }>(NAME, 'revokeKey'),
  },
  actions: {
    setError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
  },
  guards: {
    mayEnrol: ({ context }) => context.status !== null && context.status.allowed && !context.status.enrolled,
    enrolled: ({ context }) => context.status?.enrolled === true,
  },
}).createMachine({
  id: 'twoFactor',
  context: { status: null, enrolment: null, recoveryCodes: null, newKey: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { 'twoFactor.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'twoFactor.enrol': { guard: 'mayEnrol', target: 'enrolStarting' },
            'twoFactor.regenerate': { guard: 'enrolled', target: 'regenerating' },
            'twoFactor.createKey': { guard: 'enrolled', target: 'creatingKey' },
            'twoFactor.revokeKey': { target: 'revokingKey' },
          },
        },
        enrolStarting: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'startEnrolment',
            src: 'startEnrolment',
            onDone: { target: 'scanning', actions: assign({ enrolment: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
        scanning: {
          on: {
            'twoFactor.code': 'confirming',
            'twoFactor.cancel': { target: 'idle', actions: assign({ enrolment: null, error: null }) },
          },
        },
        confirming: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'confirmEnrolment',
            src: 'confirmEnrolment',
            input: ({ context, event }) => {
              assertEvent(event, 'twoFactor.code');
              return { challengeId: context.enrolment!.challengeId, code: event.code };
            },
            onDone: { target: 'showingCodes', actions: assign({ recoveryCodes: ({ event }) => event.output, enrolment: null }) },
            onError: { target: 'scanning', actions: 'setError' },
          },
        },
        regenerating: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'regenerateCodes',
            src: 'regenerateCodes',
            input: ({ event }) => {
              assertEvent(event, 'twoFactor.regenerate');
              return { code: event.code };
            },
            onDone: { target: 'showingCodes', actions: assign({ recoveryCodes: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
        showingCodes: {
          description: 'Shown once: the status is read again when the user says they are saved.',
          on: { 'twoFactor.codesSaved': { target: '#twoFactor.loading', actions: assign({ recoveryCodes: null }) } },
        },
        creatingKey: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'createKey',
            src: 'createKey',
            input: ({ event }) => {
              assertEvent(event, 'twoFactor.createKey');
              return { label: event.label };
            },
            onDone: { target: 'keyShown', actions: assign({ newKey: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
        keyShown: { on: { 'twoFactor.keySaved': { target: '#twoFactor.loading', actions: assign({ newKey: null }) } } },
        revokingKey: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'revokeKey',
            src: 'revokeKey',
            input: ({ event }) => {
              assertEvent(event, 'twoFactor.revokeKey');
              return { keyId: event.keyId };
            },
            onDone: '#twoFactor.loading',
            onError: { target: 'idle', actions: 'setError' },
          },
        },
      },
    },
  },
});
