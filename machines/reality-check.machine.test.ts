import { createActor, fromCallback } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeActors } from '../tools/machines/model-driver';
import { describeModel } from '../tools/machines/model-test-kit';
import { realityCheckMachine, type RealityCheckSchedule, type TabMessage } from './reality-check.machine';
import { realityCheckModel, scheduleFixture } from './reality-check.model';

function start(loggedIn = true) {
  const fakes = createFakeActors();
  const posted: TabMessage[] = [];
  const machine = realityCheckMachine.provide({
    actors: {
      answer: fakes.promise(),
      refresh: fakes.promise(),
      scheduleFeed: fromCallback(() => () => {}),
      tabs: fromCallback<{ type: 'tabs.post'; message: TabMessage }>(({ receive }) => receive((e) => void posted.push(e.message))),
    },
  });
  const actor = createActor(machine, { input: { loggedIn } }).start();
  const logouts: unknown[] = [];
  actor.on('realityCheck.logout', (e) => logouts.push(e));
  return { actor, fakes, posted, logouts };
}
const next: RealityCheckSchedule = { ...scheduleFixture, dueAt: '2026-11-25T07:00:00.000Z', dueInMs: 1_800_000 };

describe('realityCheckMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('opens the dialog when the server’s due time comes, and tells the other tabs', async () => {
    const { actor, posted } = start();
    actor.send({ type: 'schedule.change', schedule: scheduleFixture });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(posted).toEqual([{ type: 'tabs.due' }]);
  });

  it('shows the session’s result as the exchange has it when the check falls due, not as it was when the schedule was read', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'schedule.change', schedule: scheduleFixture });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().hasTag('reading')).toBe(true);
    expect(fakes.inputs.refresh).toHaveLength(1);
    fakes.resolve('refresh', { ...scheduleFixture, sessionNet: -480_000, dueInMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ active: { due: 'shown' } });
    expect(actor.getSnapshot().hasTag('reading')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ schedule: { sessionNet: -480_000, dueAt: scheduleFixture.dueAt }, netStale: false });
  });

  it('a result that cannot be read when due: the last one known is shown, marked as such; a failed answer reads it again', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, dueInMs: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    fakes.reject('refresh', new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ schedule: { sessionNet: scheduleFixture.sessionNet }, netStale: true });
    actor.send({ type: 'check.answer', keepPlaying: true });
    fakes.reject('answer', new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('reading')).toBe(true);
    expect(fakes.inputs.refresh).toHaveLength(2);
  });

  it('a check answered elsewhere meanwhile (the read shows the next due time) closes at once', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, dueInMs: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    fakes.resolve('refresh', next);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' });
    expect(actor.getSnapshot().context.schedule).toEqual(next);
  });

  it('a check already past due (a reload) opens at once', async () => {
    const { actor } = start();
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, dueInMs: -5_000 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
  });

  it('keep playing: the answer’s next due time starts the wait again, and the other tabs close theirs', async () => {
    const { actor, fakes, posted } = start();
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, dueInMs: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'check.answer', keepPlaying: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.resolve('answer', next);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' });
    expect(posted.at(-1)).toEqual({ type: 'tabs.answered', keepPlaying: true, schedule: next });
  });

  it('log out: tells the other tabs and asks the root actor for the normal logout', async () => {
    const { actor, fakes, posted, logouts } = start();
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, dueInMs: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'check.answer', keepPlaying: false });
    fakes.resolve('answer', null);
    await vi.advanceTimersByTimeAsync(0);
    expect(logouts).toEqual([{ type: 'realityCheck.logout' }]);
    expect(posted.at(-1)).toEqual({ type: 'tabs.answered', keepPlaying: false, schedule: null });
  });

  it('an answer in another tab closes the dialog here; a due in another tab opens it here', async () => {
    const { actor } = start();
    actor.send({ type: 'schedule.change', schedule: scheduleFixture });
    actor.send({ type: 'tabs.due' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'tabs.answered', keepPlaying: true, schedule: next });
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' });
  });

  it('a failed answer keeps the dialog open with the reason', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, dueInMs: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'check.answer', keepPlaying: true });
    fakes.reject('answer', new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatch(/did not reach the exchange/);
  });

  it('does nothing while logged out, nor with the check off', async () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'schedule.change', schedule: { ...scheduleFixture, minutes: null, dueAt: null, dueInMs: null } });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(actor.getSnapshot().value).toEqual({ active: 'off' });
  });
});

describeModel(realityCheckModel, { start: (input) => start((input as { loggedIn: boolean }).loggedIn) });
