/**
 * Work done a few items per task, each step ending once it has run its time budget. It imports
 * nothing, so the entry (src/main.tsx, which must not bring React in) and the app's React helpers
 * (src/lib/progressive.ts) share it. See docs/adr/first-load-in-pieces.md.
 */

export type Cancel = () => void;

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); a plain timeout where there is no idle callback. */
export function whenIdle(task: () => void, timeoutMs = 500): Cancel {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/** Resolves in a later task (a timeout): what follows the await runs apart from the caller's task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long one step may run before it leaves the rest for a later task. */
export const STEP_BUDGET_MS = 8;

export interface StepOptions {
  /** At most this many items per step (no limit by default). */
  perStep?: number;
  /** A step stops once it has run this long (it always does at least one item). */
  budgetMs?: number;
  /**
   * `now` (the default): the first step runs in the caller's task. `later`: it waits for `later` too,
   * for a caller that runs inside a long task already (a page's first commit).
   */
  firstStep?: 'now' | 'later';
  now?: () => number;
  /** Schedules the next step in a later task, returning its cancel if it has one (an idle callback by default). */
  later?: (step: () => void) => Cancel | void;
}

/**
 * Calls `each(item)` for every item in order, a step at a time: a step does up to `perStep` items
 * but stops early once it has run `budgetMs`, and `later` schedules the next. Returns a cancel that
 * drops the steps not yet taken.
 */
export function inSteps<T>(items: readonly T[], each: (item: T) => void, { perStep = Number.POSITIVE_INFINITY, budgetMs = STEP_BUDGET_MS, firstStep = 'now', now = () => performance.now(), later = whenIdle }: StepOptions = {}): Cancel {
  let next = 0;
  let pending: Cancel | null = null;
  const step = () => {
    pending = null;
    const until = now() + budgetMs;
    const end = Math.min(items.length, next + perStep);
    do {
      const item = items[next]!;
      next += 1;
      each(item);
    } while (next < end && now() < until);
    if (next < items.length) pending = later(step) ?? null;
  };
  if (items.length > 0) {
    if (firstStep === 'now') step();
    else pending = later(step) ?? null;
  }
  return () => pending?.();
}
