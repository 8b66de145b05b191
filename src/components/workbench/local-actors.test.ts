import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

// A fresh module per test: the registry's "active" switch is module state, as in the app.
const load = async () => {
  vi.resetModules();
  return import('./local-actors');
};

describe('component-local actors for the inspector', () => {
  it('records nothing while the inspector is not active', async () => {
    const registry = await load();
    const listener = vi.fn();
    registry.subscribeLocalActors(listener);
    const remove = registry.registerLocalActor('date-picker a', createActor(toggle));
    expect(registry.getLocalActors()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    remove();
    expect(registry.localActorsActive()).toBe(false);
  });

  it('lists the actors of mounted components once active, with distinct names, and drops them on removal', async () => {
    const registry = await load();
    registry.activateLocalActors();
    const listener = vi.fn();
    registry.subscribeLocalActors(listener);
    const first = createActor(toggle);
    const second = createActor(toggle);
    const removeFirst = registry.registerLocalActor('date-picker from', first);
    registry.registerLocalActor('date-picker from', second);
    expect(registry.getLocalActors().map((e) => e.name)).toEqual(['date-picker from', 'date-picker from #2']);
    expect(registry.getLocalActors()[1]!.actor).toBe(second);
    const before = registry.getLocalActors();
    removeFirst();
    expect(registry.getLocalActors()).not.toBe(before); // a new list for useSyncExternalStore
    expect(registry.getLocalActors().map((e) => e.name)).toEqual(['date-picker from #2']);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
