/**
 * The reality check (issue #47): while logged in with an interval set, a dialog opens when the
 * server's `realityCheckDueAt` comes, showing the session's length and net result, and stays until
 * answered: keep playing (the next interval starts) or log out. The server's due time is the truth,
 * so it survives reloads; the tabs of one browser tell each other (`tabs`, a BroadcastChannel with the
 * storage event as fallback): a check due in one is due in all, an answer in one closes it in all.
 *
 * Input: `{ loggedIn }`. Events: {@link RealityCheckEvent}. Emits: `realityCheck.logout` (the root
 * actor then logs out the normal way).
 * Must be provided: actors `scheduleFeed` (callback: sends `schedule.change` as the caller's
 * SaferBetting changes), `tabs` (callback: sends `tabs.due` / `tabs.answered` from other tabs,
 * receives `tabs.post`), `refresh` (→ the schedule as the exchange has it now: read when a check falls
 * due, so the dialog shows the session's result then, not when the schedule was last read), `answer`
 * ({ keepPlaying } → the new schedule).
 */
import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { notProvidedError } from './lib/effects';

/** The session the check counts and when it is next due; times already turned into waits at the edge. */
export interface RealityCheckSchedule {
  /** Interval, minutes; null: off. */
  minutes: number | null;
  sessionStartedAt: string;
  /** Net settled result of the session, paise. */
  sessionNet: number;
  /** When the next check is due (ISO 8601); null when off. */
  dueAt: string | null;
  /** Milliseconds from when the schedule was read until it is due (≤ 0: due now); null when off. */
  dueInMs: number | null;
}

export type TabMessage = { type: 'tabs.due' } | { type: 'tabs.answered'; keepPlaying: boolean; schedule: RealityCheckSchedule | null };

export type RealityCheckEvent =
  | { type: 'session.change'; loggedIn: boolean }
  | { type: 'schedule.change'; schedule: RealityCheckSchedule }
  | { type: 'check.answer'; keepPlaying: boolean }
  | TabMessage;

export type RealityCheckEmitted = { type: 'realityCheck.logout' };

export interface RealityCheckContext {
  schedule: RealityCheckSchedule | null;
  /** Why the last answer did not reach the exchange. */
  failure: string | null;
  /** The check's read of the session's result failed: `schedule.sessionNet` is the last one known. */
  netStale: boolean;
  /** Logged in when the actor started (a reload of a logged-in page). */
  loggedInAtStart: boolean;
}

const NAME = 'realityCheckMachine';
const scheduleOf = (event: RealityCheckEvent) => (event.type === 'schedule.change' ? event.schedule : event.type === 'tabs.answered' ? event.schedule : null);

export const realityCheckMachine = setup({
  types: {
    input: {} as { loggedIn: boolean },
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    emitted: {} as RealityCheckEmitted,
  },
  actors: {
    scheduleFeed: fromCallback<RealityCheckEvent>(() => {
      throw notProvidedError(NAME, 'scheduleFeed');
    }),
    tabs: fromCallback<{ type: 'tabs.post'; message: TabMessage }>(() => {
      throw notProvidedError(NAME, 'tabs');
    }),
    refresh: fromPromise<RealityCheckSchedule>(async () => {
      throw notProvidedError(NAME, 'refresh');
    }),
    answer: fromPromise<RealityCheckSchedule | null, { keepPlaying: boolean }>(async () => {
      throw notProvidedError(NAME, 'answer');
    }),
  },
  actions: {
    keepSchedule: assign({ schedule: ({ event }) => scheduleOf(event) }),
    tellTabs: sendTo('tabs', (_, message: TabMessage) => ({ type: 'tabs.post' as const, message })),
    logOut: emit({ type: 'realityCheck.logout' as const }),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.change' && event.loggedIn,
    loggedOut: ({ event }) => event.type === 'session.change' && !event.loggedIn,
    scheduled: ({ event }) => {
      const schedule = scheduleOf(event);
      return schedule !== null && schedule.minutes !== null && schedule.dueInMs !== null;
    },
    /** The schedule moved past the check on screen: it was answered (in another tab, or before a reload). */
    movedOn: ({ context, event }) => {
      const schedule = scheduleOf(event);
      return schedule === null || schedule.dueAt !== context.schedule?.dueAt;
    },
    keptPlaying: ({ event }) => event.type === 'tabs.answered' && event.keepPlaying,
    loggedInAtStart: ({ context }) => context.loggedInAtStart,
    hasSchedule: ({ context }) => context.schedule !== null && context.schedule.minutes !== null && context.schedule.dueInMs !== null,
    answerKeptPlaying: ({ event }) => 'output' in event && event.output !== null,
    /** The schedule read when the check fell due is past this check: it was answered elsewhere (another device) meanwhile. */
    refreshMovedOn: ({ context, event }) => 'output' in event && (event.output as RealityCheckSchedule).dueAt !== context.schedule?.dueAt,
  },
  delays: {
    untilDue: ({ context }) => Math.max(0, context.schedule?.dueInMs ?? 0),
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ schedule: null, failure: null, netStale: false, loggedInAtStart: input.loggedIn }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'loggedInAtStart', target: 'active' }, { target: 'loggedOut' }] },
    loggedOut: {
      on: { 'session.change': { guard: 'loggedIn', target: 'active' } },
    },
    active: {
      invoke: [
        { id: 'scheduleFeed', src: 'scheduleFeed' },
        { id: 'tabs', src: 'tabs' },
      ],
      on: { 'session.change': { guard: 'loggedOut', target: 'loggedOut', actions: assign({ schedule: null, failure: null, netStale: false }) } },
      initial: 'off',
      states: {
        off: {
          on: { 'schedule.change': [{ guard: 'scheduled', target: 'waiting', actions: 'keepSchedule' }, { actions: 'keepSchedule' }] },
        },
        waiting: {
          after: { untilDue: 'due' },
          on: {
            'schedule.change': [
              { guard: 'scheduled', target: 'waiting', reenter: true, actions: 'keepSchedule' },
              { target: 'off', actions: 'keepSchedule' },
            ],
            'tabs.due': { target: 'due', description: 'Another tab reached the due time first (a background tab’s timer may be late).' },
          },
        },
        due: {
          tags: ['dialog'],
          entry: { type: 'tellTabs', params: { type: 'tabs.due' } },
          initial: 'reading',
          states: {
            reading: {
              tags: ['reading'],
              description: 'The result shown is the one the exchange has when the check falls due, read now.',
              entry: assign({ netStale: false }),
              invoke: {
                id: 'refresh',
                src: 'refresh',
                onDone: [
                  { guard: 'refreshMovedOn', target: '#realityCheck.active.afterAnswer', actions: assign({ schedule: ({ event }) => event.output }) },
                  { target: 'shown', actions: assign({ schedule: ({ event }) => event.output }) },
                ],
                onError: { target: 'shown', actions: assign({ netStale: true }) },
              },
            },
            shown: {},
          },
          on: {
            'check.answer': 'answering',
            'tabs.answered': [
              { guard: 'keptPlaying', target: 'afterAnswer', actions: 'keepSchedule', description: 'Answered in another tab: the dialog closes here too.' },
              { target: 'off', actions: 'logOut', description: 'Logged out from another tab: this tab logs out too.' },
            ],
            'schedule.change': { guard: 'movedOn', target: 'afterAnswer', actions: 'keepSchedule' },
          },
        },
        answering: {
          tags: ['dialog', 'busy'],
          invoke: {
            id: 'answer',
            src: 'answer',
            input: ({ event }) => ({ keepPlaying: event.type === 'check.answer' && event.keepPlaying }),
            onDone: [
              {
                guard: 'answerKeptPlaying',
                target: 'afterAnswer',
                actions: [assign({ schedule: ({ event }) => event.output, failure: null }), { type: 'tellTabs', params: ({ event }) => ({ type: 'tabs.answered' as const, keepPlaying: true, schedule: event.output }) }],
              },
              { target: 'off', actions: [{ type: 'tellTabs', params: { type: 'tabs.answered', keepPlaying: false, schedule: null } }, 'logOut'] },
            ],
            onError: { target: 'due', actions: assign({ failure: 'Your answer did not reach the exchange. Check your connection and try again.' }) },
          },
        },
        afterAnswer: {
          always: [{ guard: 'hasSchedule', target: 'waiting' }, { target: 'off' }],
        },
      },
    },
  },
});
