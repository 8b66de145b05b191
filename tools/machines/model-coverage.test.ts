import { assign, createActor, fromPromise, setup } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCoverage, isFullyCovered, machineInventory, traverseModel } from './model-coverage';
import { createFakeActors, replayAll, replayPath } from './model-driver';

const door = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' }, context: {} as { opened: number } },
  actors: { check: fromPromise(async () => true) },
  delays: { autoClose: 100 },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'checking', 'door.lock': 'locked' } },
    checking: { invoke: { id: 'check', src: 'check', onDone: { target: 'opening', actions: assign({ opened: ({ context }) => context.opened + 1 }) } } },
    opening: { always: 'open' },
    open: { on: { 'door.close': 'closed' }, after: { autoClose: 'closed' } },
    locked: {},
  },
});

const fullModel = {
  name: 'door',
  machine: door,
  events: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'door.lock' }, { type: 'xstate.done.actor.check', output: true }],
  serializeState: (s: { value: unknown }) => JSON.stringify(s.value),
};

describe('traverseModel', () => {
  it('counts every state node and every transition, including invoke, after and always', () => {
    const inventory = machineInventory(door);
    expect(inventory.states.map((s) => s.id)).toEqual(['door.closed', 'door.checking', 'door.opening', 'door.open', 'door.locked']);
    expect(inventory.transitions.size).toBe(6);
  });

  it('reports full coverage when every event is offered', () => {
    const t = traverseModel(fullModel);
    expect(formatCoverage(t)).toBe('door states 5/5 transitions 6/6');
    expect(isFullyCovered(t)).toBe(true);
  });

  it('names what a model misses', () => {
    const t = traverseModel({ ...fullModel, events: fullModel.events.filter((e) => e.type !== 'door.lock') });
    expect(formatCoverage(t)).toBe('door states 4/5 transitions 5/6');
    expect(t.states.missed).toEqual(['door.locked']);
    expect(t.transitions.missed).toEqual(['door.closed door.lock → door.locked']);
    expect(isFullyCovered(t)).toBe(false);
  });

  it('without the done event the invoked actor never finishes', () => {
    const t = traverseModel({ ...fullModel, events: fullModel.events.filter((e) => !e.type.startsWith('xstate.done')) });
    expect(t.states.missed).toEqual(['door.opening', 'door.open']);
  });
});

describe('replayPath', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const startReal = () => {
    const fakes = createFakeActors();
    return { actor: createActor(door.provide({ actors: { check: fakes.promise() } })).start(), fakes };
  };

  it('drives a real actor along every path (settling actors, advancing the clock)', async () => {
    const t = traverseModel(fullModel);
    expect(await replayAll([...t.statePaths, ...t.transitionPaths], { start: startReal, advance })).toBeGreaterThan(0);
  });

  it('fails when the real actor diverges from the model', async () => {
    const t = traverseModel(fullModel);
    const toOpen = t.statePaths.find((p) => JSON.stringify(p.steps.at(-1)?.state.value) === '"open"')!;
    // An implementation whose delay is shorter than the model's closes before the check.
    const broken = () => {
      const fakes = createFakeActors();
      const actor = createActor(door.provide({ actors: { check: fakes.promise() }, delays: { autoClose: 0 } })).start();
      return { actor, fakes };
    };
    await expect(replayPath(toOpen, { start: broken, advance })).rejects.toThrow(/diverged at step 2/);
  });

  it('fails when the real actor runs its own effects instead of the model', async () => {
    const t = traverseModel(fullModel);
    const toOpen = t.statePaths.find((p) => JSON.stringify(p.steps.at(-1)?.state.value) === '"open"')!;
    const noFakes = () => ({ actor: createActor(door).start(), fakes: createFakeActors() });
    await expect(replayPath(toOpen, { start: noFakes, advance })).rejects.toThrow(/diverged at step 1 \(door.open\)/);
  });
});
