/**
 * The operator's System page (issue #49): every process of the deployment, asked for every
 * SYSTEM_POLL_MS. `loading` until the first answer; then `live` (processes to show) or `empty` (none
 * reported yet); an answer that fails goes to `failed`, which keeps the last status shown (marked
 * stale) and asks again on the next beat or at once on `retry`.
 *
 * Events: `retry`.
 * Must be provided: actor `fetchStatus` (resolves with the status; rejects with an Error whose message is shown).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { actorNotProvided, errorMessage } from './lib/effects';

/** How often the page asks (the processes sample themselves every 2 s too). */
export const SYSTEM_POLL_MS = 2_000;

export interface SystemSampleView {
  at: number;
  betsPerSecond: number;
  p99Ms: number | null;
  loopDelayMs: number;
  busLagMs: number | null;
}

export interface SystemProcessView extends Omit<SystemSampleView, 'at'> {
  instanceId: string;
  role: string;
  ready: boolean;
  silent: boolean;
  notReady: readonly string[];
  partitions: number | null;
  sampledAt: string;
  history: readonly SystemSampleView[];
}

export interface SystemStatusView {
  sampledEveryMs: number;
  processes: readonly SystemProcessView[];
}

export interface SystemMonitorContext {
  /** The last status answered (kept while a later ask fails). */
  status: SystemStatusView | null;
  /** Why the last ask failed (null: it did not). */
  failure: string | null;
}

const NAME = 'systemMonitorMachine';
export const systemMonitorMachine = setup({
  types: {
    context: {} as SystemMonitorContext,
    events: {} as { type: 'retry' },
  },
  actors: {
    fetchStatus: actorNotProvided<SystemStatusView, void>(NAME, 'fetchStatus'),
  },
  actions: {
    keepStatus: assign({ status: (_, params: { status: SystemStatusView }) => params.status, failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => errorMessage(params.error) || 'The system status did not come' }),
  },
  guards: {
    hasProcesses: (_, params: { status: SystemStatusView }) => params.status.processes.length > 0,
  },
  delays: { poll: SYSTEM_POLL_MS },
}).createMachine({
  id: 'systemMonitor',
  context: { status: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: [
          { guard: { type: 'hasProcesses', params: ({ event }) => ({ status: event.output }) }, target: 'live', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
          { target: 'empty', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    live: { after: { poll: 'refreshing' } },
    empty: { after: { poll: 'refreshing' } },
    failed: { after: { poll: 'refreshing' }, on: { retry: 'loading' } },
    refreshing: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: [
          { guard: { type: 'hasProcesses', params: ({ event }) => ({ status: event.output }) }, target: 'live', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
          { target: 'empty', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

/** What the page shows for a snapshot: its view state, the status to draw, and a failure to name. */
export type SystemMonitorShown =
  | { view: 'loading' }
  | { view: 'error'; failure: string }
  | { view: 'empty'; failure: string | null }
  | { view: 'live'; status: SystemStatusView; failure: string | null };

export function systemMonitorShown(snapshot: SnapshotFrom<typeof systemMonitorMachine>): SystemMonitorShown {
  const { status, failure } = snapshot.context;
  if (snapshot.matches('loading') && !status) return { view: 'loading' };
  if (!status) return failure ? { view: 'error', failure } : { view: 'loading' };
  if (status.processes.length === 0) return { view: 'empty', failure };
  return { view: 'live', status, failure };
}
