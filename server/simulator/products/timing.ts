/** How often each product runs; a short cycle makes the e2e tests fast (`PRODUCT_CYCLE_MS`). */
export interface ProductTiming {
  /** A new lottery draw, binary line and virtual race/match every cycle, ms. */
  cycleMs: number;
  /** How long a lottery draw reveals its digits, ms. */
  drawMs: number;
  /** How long a virtual race or match runs, ms. */
  runMs: number;
  /** How many events of each product line are scheduled ahead (the next one is always offered). */
  ahead: number;
}

export const DEFAULT_CYCLE_MS = 3 * 60_000;

export function productTiming(cycleMs = DEFAULT_CYCLE_MS): ProductTiming {
  const cycle = Math.max(10_000, cycleMs);
  return { cycleMs: cycle, drawMs: Math.min(20_000, Math.round(cycle / 6)), runMs: Math.min(60_000, Math.round(cycle * 0.4)), ahead: 2 };
}
