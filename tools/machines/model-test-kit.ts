/**
 * Test support: registers the model-based tests of one machine — full state and
 * transition coverage, then a real actor replaying every path (fake timers).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayAll } from './model-driver';
import type { ReplayOptions } from './model-driver';
import { traverseModel } from './model-coverage';
import type { MachineModel } from './model-coverage';

export function describeModel(model: MachineModel, options: Omit<ReplayOptions, 'advance'>): void {
  describe(`${model.name} model`, () => {
    const traversal = traverseModel(model);
    const replay: ReplayOptions = { ...options, advance: (ms) => vi.advanceTimersByTimeAsync(ms) };
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('reaches every state', () => {
      expect(traversal.states.missed).toEqual([]);
      expect(traversal.states.reached).toBeGreaterThan(0);
    });
    it('takes every transition', () => {
      expect(traversal.transitions.missed).toEqual([]);
      expect(traversal.transitions.reached).toBeGreaterThan(0);
    });
    it(`a real actor follows the shortest path to each of ${traversal.statePaths.length} snapshots`, async () => {
      expect(await replayAll(traversal.statePaths, replay)).toBe(traversal.statePaths.length);
    });
    it(`a real actor follows ${traversal.transitionPaths.length} paths through every edge`, async () => {
      expect(await replayAll(traversal.transitionPaths, replay)).toBe(traversal.transitionPaths.length);
    });
  });
}

/** Records calls of provided actions by name. */
export function createEffectLog() {
  const calls: { name: string; params?: unknown }[] = [];
  const effect =
    (name: string) =>
    (_: unknown, params?: unknown): void =>
      void calls.push(params === undefined ? { name } : { name, params });
  return { calls, effect, names: () => calls.map((c) => c.name) };
}
