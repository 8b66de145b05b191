/**
 * The Safer betting page (issue #47): the bettor sets, lowers, raises or removes deposit and loss
 * limits, takes a time-out, self-excludes, sets the reality check and the privacy of their amounts.
 * Each change is one act sent to the exchange (`saveAct`, provided from the feature); a time-out and a
 * self-exclusion cannot be undone, so they wait for a confirm step first. The exchange decides what
 * applies at once and what waits out the cooling-off; the page shows what it answers.
 *
 * Events: `act.request { act }`, `act.confirm`, `act.cancel`, `failure.dismiss`.
 * Must be provided: actor `saveAct` ({ act } → void), actions `notifySaved` ({ act }).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedError } from './lib/effects';

export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** One change the bettor asks for; amounts in paise, null removes. */
export type ProtectionAct =
  | { kind: 'depositLimit'; period: LimitPeriod; amount: number | null }
  | { kind: 'lossLimit'; period: LimitPeriod; amount: number | null }
  | { kind: 'timeOut'; hours: number }
  | { kind: 'selfExclude'; months: number | null; permanent: boolean }
  | { kind: 'realityCheck'; minutes: number | null }
  | { kind: 'privacy'; shareAmountsWithUpline: boolean };

export interface SaferBettingContext {
  /** The act waiting for its confirm step, or being sent. */
  act: ProtectionAct | null;
  /** The exchange's refusal of the last act: its code and words. */
  failure: { code: string; message: string } | null;
}

export type SaferBettingEvent =
  | { type: 'act.request'; act: ProtectionAct }
  | { type: 'act.confirm' }
  | { type: 'act.cancel' }
  | { type: 'failure.dismiss' };

/** Acts that cannot be undone and are confirmed first. */
export const needsConfirm = (act: ProtectionAct): boolean => act.kind === 'timeOut' || act.kind === 'selfExclude';

const NAME = 'saferBettingMachine';
const failureOf = (error: unknown) => ({
  code: typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'UNKNOWN_ERROR',
  message: error instanceof Error ? error.message : 'The change was not saved. Please try again.',
});

export const saferBettingMachine = setup({
  types: {
    context: {} as SaferBettingContext,
    events: {} as SaferBettingEvent,
  },
  actors: {
    saveAct: fromPromise<void, { act: ProtectionAct }>(async () => {
      throw notProvidedError(NAME, 'saveAct');
    }),
  },
  actions: {
    notifySaved: (_, _params: { act: ProtectionAct }) => {
      throw notProvidedError(NAME, 'notifySaved');
    },
    keepAct: assign({ act: ({ event }) => (event.type === 'act.request' ? event.act : null), failure: null }),
    forgetAct: assign({ act: null }),
  },
  guards: {
    actNeedsConfirm: ({ event }) => event.type === 'act.request' && needsConfirm(event.act),
  },
}).createMachine({
  id: 'saferBetting',
  context: { act: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'act.request': [
          { guard: 'actNeedsConfirm', target: 'confirming', actions: 'keepAct', description: 'A time-out or self-exclusion cannot be ended early: the bettor confirms it first.' },
          { target: 'saving', actions: 'keepAct' },
        ],
        'failure.dismiss': { actions: assign({ failure: null }) },
      },
    },
    confirming: {
      on: {
        'act.confirm': 'saving',
        'act.cancel': { target: 'idle', actions: 'forgetAct' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAct',
        src: 'saveAct',
        input: ({ context }) => ({ act: context.act! }),
        onDone: { target: 'idle', actions: [{ type: 'notifySaved', params: ({ context }) => ({ act: context.act! }) }, 'forgetAct'] },
        onError: { target: 'idle', actions: [assign({ failure: ({ event }) => failureOf(event.error) }), 'forgetAct'] },
      },
    },
  },
});
