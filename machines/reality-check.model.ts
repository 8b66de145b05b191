/** Model of {@link realityCheckMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { realityCheckMachine, type RealityCheckSchedule } from './reality-check.machine';

export const scheduleFixture: RealityCheckSchedule = { minutes: 30, sessionStartedAt: '2026-11-25T06:00:00.000Z', sessionNet: -125_000, dueAt: '2026-11-25T06:30:00.000Z', dueInMs: 60_000 };
const next: RealityCheckSchedule = { ...scheduleFixture, dueAt: '2026-11-25T07:00:00.000Z', dueInMs: 1_800_000 };
const off: RealityCheckSchedule = { ...scheduleFixture, minutes: null, dueAt: null, dueInMs: null };

export const realityCheckModel: MachineModel = {
  name: 'reality-check',
  machine: realityCheckMachine,
  inputs: [{ loggedIn: false }, { loggedIn: true }],
  events: [
    { type: 'session.change', loggedIn: true },
    { type: 'session.change', loggedIn: false },
    { type: 'schedule.change', schedule: scheduleFixture },
    { type: 'schedule.change', schedule: next },
    { type: 'schedule.change', schedule: off },
    { type: 'tabs.due' },
    { type: 'tabs.answered', keepPlaying: true, schedule: next },
    { type: 'tabs.answered', keepPlaying: false, schedule: null },
    // The check's own read (a newer result; due in 1 ms, not 0, so where it lands as a moved-on schedule its wait is not over at once).
    { type: 'xstate.done.actor.refresh', output: { ...scheduleFixture, sessionNet: -480_000, dueInMs: 1 } },
    { type: 'xstate.done.actor.refresh', output: next },
    { type: 'xstate.error.actor.refresh', error: new Error('offline') },
    { type: 'check.answer', keepPlaying: true },
    { type: 'xstate.done.actor.answer', output: next },
    { type: 'xstate.done.actor.answer', output: null },
    { type: 'xstate.error.actor.answer', error: new Error('offline') },
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.schedule?.dueAt ?? null, s.context.schedule?.sessionNet ?? null, s.context.failure, s.context.netStale]),
};
