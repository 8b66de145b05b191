import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { TOAST_DURATION_MS, toastMachine } from './toast.machine';
import { toastModel } from './toast.model';

function start(durationMs?: number) {
  const log = createEffectLog();
  const machine = toastMachine.provide({ actions: { showToast: log.effect('showToast'), dismissToast: log.effect('dismissToast') } });
  return { actor: createActor(machine, { input: durationMs === undefined ? undefined : { durationMs } }).start(), log };
}

describe('toastMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows a toast and dismisses it after its duration', () => {
    const { actor, log } = start();
    actor.send({ type: 'toast.show', kind: 'error', message: 'Please Login first! ' });
    expect(log.calls).toEqual([{ name: 'showToast', params: { id: 1, kind: 'error', message: 'Please Login first! ' } }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('showing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(log.calls.at(-1)).toEqual({ name: 'dismissToast', params: { id: 1 } });
  });

  it('keeps one toast open at a time: a new one replaces the open one and restarts the timer', () => {
    const { actor, log } = start(1000);
    actor.send({ type: 'toast.show', kind: 'error', message: 'first' });
    vi.advanceTimersByTime(800);
    actor.send({ type: 'toast.show', kind: 'info', message: 'second' });
    expect(log.calls).toEqual([
      { name: 'showToast', params: { id: 1, kind: 'error', message: 'first' } },
      { name: 'dismissToast', params: { id: 1 } },
      { name: 'showToast', params: { id: 2, kind: 'info', message: 'second' } },
    ]);
    vi.advanceTimersByTime(800);
    expect(actor.getSnapshot().context.current?.message).toBe('second');
    vi.advanceTimersByTime(200);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('keeps the open toast when the same message comes again, restarting its timer (no flicker, no second toast)', () => {
    const { actor, log } = start(1000);
    actor.send({ type: 'toast.show', kind: 'warning', message: 'blocked' });
    vi.advanceTimersByTime(800);
    actor.send({ type: 'toast.show', kind: 'warning', message: 'blocked' });
    expect(log.calls).toEqual([{ name: 'showToast', params: { id: 1, kind: 'warning', message: 'blocked' } }]);
    vi.advanceTimersByTime(800);
    expect(actor.getSnapshot().value).toBe('showing');
    vi.advanceTimersByTime(200);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(log.calls.at(-1)).toEqual({ name: 'dismissToast', params: { id: 1 } });
    // The same text as another kind is a new toast.
    actor.send({ type: 'toast.show', kind: 'warning', message: 'blocked' });
    actor.send({ type: 'toast.show', kind: 'error', message: 'blocked' });
    expect(log.names().slice(-3)).toEqual(['showToast', 'dismissToast', 'showToast']);
  });

  it('can be dismissed by hand', () => {
    const { actor, log } = start();
    actor.send({ type: 'toast.show', kind: 'success', message: 'ok' });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().context.current).toBeNull();
    expect(log.names()).toEqual(['showToast', 'dismissToast']);
  });
});

describeModel(toastModel, { start: (input) => ({ actor: start((input as { durationMs: number }).durationMs).actor }) });
