import { startTransition, useEffect, useState } from 'react';
import { inSteps, STEP_BUDGET_MS, whenIdle, type Cancel, type StepOptions } from './steps';

/**
 * Work a first load can leave for later, in small pieces: a phone at a quarter of a desktop's speed
 * turns one long task (every list, every live subscription at once) into a frozen page, while the same
 * work in pieces between frames leaves it answering taps. See docs/adr/first-load-in-pieces.md.
 */

/**
 * Starts `start(item)` for every item, a step at a time, each step in its own idle callback; the
 * first step runs at once unless `firstStep` is `later` (the first idle moment). A step starts up to
 * `perStep` items (8 by default) but stops early once it has run `budgetMs`: on a slow phone the first
 * subscriptions pay for code run for the first time, and eight of them were one task of 50–60 ms at 4×
 * CPU throttling. Returns one stop for everything started, which also drops the steps not yet taken.
 */
export function startInSteps<T>(items: readonly T[], start: (item: T) => Cancel, { perStep = 8, budgetMs = STEP_BUDGET_MS, ...options }: Omit<StepOptions, 'later'> = {}): Cancel {
  const stops: Cancel[] = [];
  const cancel = inSteps(items, (item) => stops.push(start(item)), { perStep, budgetMs, ...options, later: whenIdle });
  return () => {
    cancel();
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
