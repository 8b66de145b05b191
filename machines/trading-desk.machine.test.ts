import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIn, tradingDeskMachine } from './trading-desk.machine';
import { createAct, suspendAct, tradingDeskModel } from './trading-desk.model';
import type { DeskAct } from './trading-desk.types';
import { createFakeActors } from '../tools/machines/model-driver';
import { describeModel } from '../tools/machines/model-test-kit';

function start(eventId: string | null = 'e1') {
  const fakes = createFakeActors();
  const actor = createActor(tradingDeskMachine.provide({ actors: { runAct: fakes.promise() } }), { input: { eventId } }).start();
  return { actor, fakes };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tradingDeskMachine', () => {
  it('runs an act as one call and is busy meanwhile', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'act.request', act: suspendAct });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs.runAct).toEqual([suspendAct]);
    fakes.resolve('runAct', { eventId: 'e1' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'board' });
    expect(actor.getSnapshot().context.done).toBe('marketStatus');
  });

  it('queues keys pressed while an act is in flight and runs them in order', async () => {
    const { actor, fakes } = start();
    const quote: DeskAct = { kind: 'quote', input: { marketId: 'm1', fancy: { noLine: 50, noRate: 100, yesLine: 51, yesRate: 100 } } };
    actor.send({ type: 'act.request', act: quote });
    actor.send({ type: 'act.request', act: suspendAct });
    expect(actor.getSnapshot().context.queue).toEqual([suspendAct]);
    fakes.resolve('runAct', { eventId: 'e1' });
    await flush();
    expect(actor.getSnapshot().matches('acting')).toBe(true);
    expect(fakes.inputs.runAct).toEqual([quote, suspendAct]);
    fakes.resolve('runAct', { eventId: 'e1' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'board' });
  });

  it('keeps a form open with the refusal, and drops what was queued behind it', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'marketForm.open' });
    actor.send({ type: 'act.request', act: { kind: 'addMarket', input: { eventId: 'e1', kind: 'FANCY', marketName: '6 Over', line: null } } });
    actor.send({ type: 'act.request', act: suspendAct });
    fakes.reject('runAct', Object.assign(new Error('A fancy line opens at a whole number of runs'), { code: 'INVALID_LINE' }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'marketForm' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'A fancy line opens at a whole number of runs', queue: [], dialog: 'marketForm' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('selects the event it created', async () => {
    const { actor, fakes } = start(null);
    expect(actor.getSnapshot().can({ type: 'marketForm.open' })).toBe(false);
    actor.send({ type: 'eventForm.open', editing: null });
    actor.send({ type: 'act.request', act: createAct });
    fakes.resolve('runAct', { eventId: 'desk-1' });
    await flush();
    expect(actor.getSnapshot().context.eventId).toBe('desk-1');
    expect(actor.getSnapshot().can({ type: 'marketForm.open' })).toBe(true);
  });

  it('creates an event under a competition it names, carrying the name to the one act', async () => {
    const { actor, fakes } = start(null);
    actor.send({ type: 'eventForm.open', editing: null });
    const named: DeskAct = { kind: 'createEvent', input: { sportId: 4, tournamentName: 'Desk Cup', eventName: 'Lions v Tigers', eventTime: '2026-11-25T14:00:00Z' } };
    actor.send({ type: 'act.request', act: named });
    expect(fakes.inputs.runAct).toEqual([named]);
    fakes.resolve('runAct', { eventId: 'desk-2' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ eventId: 'desk-2', dialog: 'none', error: null });
  });

  it('moves the focus through markets and runners, wrapping', () => {
    const { actor } = start();
    actor.send({ type: 'focus.move', marketIds: ['a', 'b'], step: 1 });
    expect(actor.getSnapshot().context.marketId).toBe('a');
    actor.send({ type: 'focus.move', marketIds: ['a', 'b'], step: -1 });
    expect(actor.getSnapshot().context.marketId).toBe('b');
    actor.send({ type: 'runner.move', runnerIds: ['1', '2'], step: 1 });
    actor.send({ type: 'runner.move', runnerIds: ['1', '2'], step: 1 });
    expect(actor.getSnapshot().context.runnerId).toBe('2');
    expect(stepIn([], 'x', 1)).toBeNull();
  });
});

describeModel(tradingDeskModel, {
  start: (input) => {
    const fakes = createFakeActors();
    const actor = createActor(tradingDeskMachine.provide({ actors: { runAct: fakes.promise() } }), { input: input as { eventId: string | null } }).start();
    return { actor, fakes };
  },
});
