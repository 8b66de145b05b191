import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

// A fresh module per test: the first-load flag is the module's own state.
const load = () => import('./progressive');

describe('startInSteps', () => {
  it('starts the first step at once and one more step per idle moment, and stops everything started', async () => {
    const { startInSteps } = await load();
    const started: number[] = [];
    const stopped: number[] = [];
    const stop = startInSteps([1, 2, 3, 4, 5], (n) => {
      started.push(n);
      return () => stopped.push(n);
    }, { perStep: 2 });
    expect(started).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([1, 2, 3, 4]);
    stop();
    expect(stopped).toEqual([1, 2, 3, 4]);
    vi.advanceTimersByTime(10);
    // The step not yet taken is dropped.
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('ends a step early once it has run its time budget, starting at least one item per step', async () => {
    const { startInSteps } = await load();
    let clock = 0;
    const started: number[] = [];
    // Each start takes 5 ms; a step has 8 ms.
    startInSteps([1, 2, 3, 4, 5], (n) => {
      started.push(n);
      clock += 5;
      return () => undefined;
    }, { budgetMs: 8, now: () => clock });
    expect(started).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([1, 2, 3, 4]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts one item per step when each takes longer than the budget', async () => {
    const { startInSteps } = await load();
    let clock = 0;
    const started: number[] = [];
    startInSteps([1, 2, 3], (n) => {
      started.push(n);
      clock += 20;
      return () => undefined;
    }, { budgetMs: 8, now: () => clock });
    expect(started).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([1, 2]);
  });

  it('leaves the first step for the first idle moment too when asked, and drops it if stopped before', async () => {
    const { startInSteps } = await load();
    const started: number[] = [];
    startInSteps([1, 2, 3], (n) => {
      started.push(n);
      return () => undefined;
    }, { perStep: 2, firstStep: 'later' });
    expect(started).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([1, 2, 3]);
    const start = vi.fn(() => () => undefined);
    startInSteps([1], start, { firstStep: 'later' })();
    vi.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts nothing for no items and stops cleanly', async () => {
    const { startInSteps } = await load();
    const start = vi.fn(() => () => undefined);
    startInSteps([], start)();
    vi.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('useRevealed', () => {
  it('reveals `first` at once, then one more per idle moment up to the total', async () => {
    const { useRevealed } = await load();
    const { result } = renderHook(() => useRevealed(4, 2));
    expect(result.current).toBe(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(3);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(4);
    await act(async () => vi.advanceTimersByTime(10));
    expect(result.current).toBe(4);
  });

  it('never reveals more than there are', async () => {
    const { useRevealed } = await load();
    const { result } = renderHook(() => useRevealed(1, 2));
    expect(result.current).toBe(1);
  });

  it('renders everything at once after the first load has finished', async () => {
    const { useRevealed } = await load();
    const first = renderHook(() => useRevealed(3, 1));
    for (let i = 0; i < 3; i += 1) await act(async () => vi.advanceTimersByTime(1));
    expect(first.result.current).toBe(3);
    const later = renderHook(() => useRevealed(5, 1));
    expect(later.result.current).toBe(5);
  });
});
