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

/**
 * Starts `start(item)` for every item, `perStep` at a time, each step in its own idle callback; the
 * first step runs at once. Returns one stop for everything started, which also drops the steps not
 * yet taken.
 */
export function startInSteps<T>(items: readonly T[], start: (item: T) => Cancel, perStep = 8): Cancel {
  const stops: Cancel[] = [];
  let next = 0;
  let pending: Cancel | null = null;
  const step = () => {
    pending = null;
    for (const end = Math.min(items.length, next + perStep); next < end; next += 1) stops.push(start(items[next]!));
    if (next < items.length) pending = whenIdle(step);
  };
  step();
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
