import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeActors } from '../tools/machines/model-driver';
import { SYSTEM_POLL_MS, systemMonitorMachine, systemMonitorShown, type SystemStatusView } from './system-monitor.machine';

const status = (count: number): SystemStatusView => ({
  sampledEveryMs: 2000,
  processes: Array.from({ length: count }, (_, i) => ({
    instanceId: `host:${100 + i}:abc`,
    role: i === 0 ? 'exchange' : 'gateway',
    ready: true,
    silent: false,
    notReady: [],
    partitions: i === 0 ? 32 : null,
    betsPerSecond: 120,
    p99Ms: 18,
    loopDelayMs: 4,
    busLagMs: 1.5,
    sampledAt: '2026-11-25T06:00:00.000Z',
    history: [{ at: 1, betsPerSecond: 120, p99Ms: 18, loopDelayMs: 4, busLagMs: 1.5 }],
  })),
});

function start() {
  const fakes = createFakeActors();
  const actor = createActor(systemMonitorMachine.provide({ actors: { fetchStatus: fakes.promise() } })).start();
  return { actor, fakes };
}
const shown = (actor: ReturnType<typeof start>['actor']) => systemMonitorShown(actor.getSnapshot());

describe('systemMonitorMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('loads, shows the processes, and asks again every beat', async () => {
    const { actor, fakes } = start();
    expect(shown(actor)).toEqual({ view: 'loading' });
    fakes.resolve('fetchStatus', status(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('live');
    expect(shown(actor)).toEqual({ view: 'live', status: status(2), failure: null });
    await vi.advanceTimersByTimeAsync(SYSTEM_POLL_MS);
    expect(actor.getSnapshot().value).toBe('refreshing');
    // While asking again, the last answer stays on the page.
    expect(shown(actor)).toMatchObject({ view: 'live' });
    fakes.resolve('fetchStatus', status(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(actor)).toMatchObject({ view: 'live', status: { processes: { length: 3 } } });
  });

  it('is empty while no process has reported', async () => {
    const { actor, fakes } = start();
    fakes.resolve('fetchStatus', status(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(shown(actor)).toEqual({ view: 'empty', failure: null });
  });

  it('names a failure; with nothing shown yet it is the error state, with a status it stays shown as stale; retry asks at once', async () => {
    const { actor, fakes } = start();
    fakes.reject('fetchStatus', new Error('Only the operator sees the system'));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(actor)).toEqual({ view: 'error', failure: 'Only the operator sees the system' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    fakes.resolve('fetchStatus', status(1));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(SYSTEM_POLL_MS);
    fakes.reject('fetchStatus', new Error('Network error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(shown(actor)).toEqual({ view: 'live', status: status(1), failure: 'Network error' });
    // The next beat asks again by itself, and an answer clears the failure.
    await vi.advanceTimersByTimeAsync(SYSTEM_POLL_MS);
    fakes.resolve('fetchStatus', status(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(actor)).toEqual({ view: 'live', status: status(1), failure: null });
  });
});
