/**
 * The Betfair price ladder (ARCHITECTURE §3): 350 decimal odds from 1.01 to 1000. A price is kept
 * as its tick (index on the ladder) or as integer odds × 100 ("odds100": 2.5 → 250), so stepping,
 * comparing and money maths never touch float noise. Lookups here answer `undefined` for anything
 * off the ladder; the exchange turns that into its INVALID_ODDS error.
 */

/** A price as its index on the ladder: 0 is 1.01, 349 is 1000. */
export type Tick = number;

export const TICK_COUNT = 350;
export const MIN_TICK: Tick = 0;
export const MAX_TICK: Tick = TICK_COUNT - 1;

/** [from, to, step] in hundredths of decimal odds: prices from+step … to. */
const BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildLadder(): Int32Array {
  const odds: number[] = [];
  for (const [from, to, step] of BANDS) for (let h = from + step; h <= to; h += step) odds.push(h);
  return Int32Array.from(odds);
}

/** Decimal odds × 100 of every tick, ascending. */
export const ODDS100_BY_TICK: Int32Array = buildLadder();

/** Lowest and highest ladder prices as odds × 100 (101 and 100000). */
export const MIN_ODDS100 = ODDS100_BY_TICK[MIN_TICK]!;
export const MAX_ODDS100 = ODDS100_BY_TICK[MAX_TICK]!;

const TICK_BY_ODDS100 = new Map<number, Tick>(Array.from(ODDS100_BY_TICK, (h, tick) => [h, tick]));

/** Whether a value is a tick (a whole number 0…349). */
export function isTick(value: unknown): value is Tick {
  return Number.isInteger(value) && (value as number) >= MIN_TICK && (value as number) <= MAX_TICK;
}

/** Decimal odds → odds × 100, rounded to the nearest hundredth (1.1 → 110). */
export function toOdds100(price: number): number {
  return Math.round(price * 100);
}

/** Odds × 100 → decimal odds. */
export function fromOdds100(odds100: number): number {
  return odds100 / 100;
}

/** Odds × 100 of a tick (tick 99 → 200); the tick must be one (see {@link isTick}). */
export function tickToOdds100(tick: Tick): number {
  return ODDS100_BY_TICK[tick] as number;
}

/** Decimal odds of a tick (tick 99 → 2). */
export function tickToPrice(tick: Tick): number {
  return tickToOdds100(tick) / 100;
}

/** The tick of integer odds × 100, or undefined when off the ladder. */
export function tickOfOdds100(odds100: number): Tick | undefined {
  return TICK_BY_ODDS100.get(odds100);
}

/** The tick of decimal odds that lie exactly on the ladder, else undefined (2.01, 1.005, 1001, NaN). */
export function tickOfPrice(price: number): Tick | undefined {
  if (!Number.isFinite(price)) return undefined;
  const hundredths = toOdds100(price);
  return Math.abs(price * 100 - hundredths) < 1e-6 ? TICK_BY_ODDS100.get(hundredths) : undefined;
}

/** Whether decimal odds lie exactly on the ladder. */
export function isOnLadder(price: number): boolean {
  return tickOfPrice(price) !== undefined;
}

/** The next ladder price above odds × 100 (off-ladder values go to the next ladder price; the top stays put). */
export function odds100Above(odds100: number): number {
  for (let t = MIN_TICK; t <= MAX_TICK; t++) if (ODDS100_BY_TICK[t]! > odds100) return ODDS100_BY_TICK[t]!;
  return MAX_ODDS100;
}

/** The next ladder price below odds × 100 (the bottom stays put). */
export function odds100Below(odds100: number): number {
  for (let t = MAX_TICK; t >= MIN_TICK; t--) if (ODDS100_BY_TICK[t]! < odds100) return ODDS100_BY_TICK[t]!;
  return MIN_ODDS100;
}

/** Decimal odds → hundredths keeping a fraction for off-ladder prices (1.1 → 110, 1.015 → 101.5). */
const exactHundredths = (price: number) => Math.round(price * 10000) / 100;

/** One ladder tick up from any decimal odds; a price that is not a positive number starts at the bottom. */
export function priceAbove(price: number): number {
  return (Number.isFinite(price) && price > 0 ? odds100Above(exactHundredths(price)) : MIN_ODDS100) / 100;
}

/** One ladder tick down from any decimal odds; a price that is not a positive number starts at the top. */
export function priceBelow(price: number): number {
  return (Number.isFinite(price) && price > 0 ? odds100Below(exactHundredths(price)) : MAX_ODDS100) / 100;
}

/** Whether odds × 100 can be a house's fixed odds (lottery, binary, next ball): whole hundredths above 1, at most 1000; off the ladder allowed. */
export function isFixedOdds100(odds100: number): boolean {
  return Number.isInteger(odds100) && odds100 > 100 && odds100 <= MAX_ODDS100;
}

/** Whether decimal odds can be a house's fixed odds (see {@link isFixedOdds100}). */
export function isFixedOdds(price: number): boolean {
  return Number.isFinite(price) && Math.abs(price * 100 - toOdds100(price)) < 1e-6 && isFixedOdds100(toOdds100(price));
}
