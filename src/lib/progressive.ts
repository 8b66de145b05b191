import { startTransition, useEffect, useState } from 'react';

/**
 * Work a first load can leave for later, in small pieces: a phone at a quarter of a desktop's speed
 * turns one long task (every list, every live subscription at once) into a frozen page, while the same
 * work in pieces between frames leaves it answering taps. See docs/adr/first-load-in-pieces.md.
 */

type Cancel = () => void;

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); a plain timeout where there is no idle callback. */
export function whenIdle(task: () => void, timeoutMs = 500): Cancel {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/** How long one step of `startInSteps` may run before it leaves the rest for the next idle moment. */
export const STEP_BUDGET_MS = 8;

export interface StepOptions {
  /** At most this many items per step. */
  perStep?: number;
  /** A step stops starting items once it has run this long (it always starts at least one). */
  budgetMs?: number;
  /**
   * `now` (the default): the first step runs in the caller's task. `idle`: it waits for the first
   * idle moment too, for a caller that runs inside a long task already (a page's first commit).
   */
  firstStep?: 'now' | 'idle';
  now?: () => number;
}

/**
 * Starts `start(item)` for every item, a step at a time, each step in its own idle callback; the
 * first step runs at once unless `firstStep` is `idle`. A step starts up to `perStep` items but stops early once it has run
 * `budgetMs`: on a slow phone the first subscriptions pay for code run for the first time, and eight
 * of them were one task of 50–60 ms at 4× CPU throttling. Returns one stop for everything started,
 * which also drops the steps not yet taken.
 */
export function startInSteps<T>(items: readonly T[], start: (item: T) => Cancel, { perStep = 8, budgetMs = STEP_BUDGET_MS, now = () => performance.now(), firstStep = 'now' }: StepOptions = {}): Cancel {
  const stops: Cancel[] = [];
  let next = 0;
  let pending: Cancel | null = null;
  const step = () => {
    pending = null;
    const until = now() + budgetMs;
    const end = Math.min(items.length, next + perStep);
    do {
      stops.push(start(items[next]!));
      next += 1;
    } while (next < end && now() < until);
    if (next < items.length) pending = whenIdle(step);
  };
  if (items.length > 0) {
    if (firstStep === 'now') step();
    else pending = whenIdle(step);
  }
  return () => {
    pending?.();
    stops.forEach((stop) => stop());
  };
}

/** Set once the app's first load has revealed everything: later screens render whole. */
let firstLoadDone = false;

/**
 * How many of `total` items (a page's sections) to render: on the app's first load, `first` at once
 * and then one more per idle moment, each as a transition (React renders it in slices and a tap
 * still goes first); after the first load, all of them at once (a page reached by navigation or
 * Back keeps its full height for scroll restoration).
 */
export function useRevealed(total: number, first: number): number {
  const [revealed, setRevealed] = useState(() => (firstLoadDone ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (revealed >= total) {
      if (total > 0) firstLoadDone = true;
      return undefined;
    }
    return whenIdle(() => startTransition(() => setRevealed((n) => n + 1)));
  }, [revealed, total]);
  return Math.min(revealed, total);
}
