/**
 * The Betfair price ladder (ARCHITECTURE §3): 350 decimal odds from 1.01 to
 * 1000. Prices are handled as integer hundredths (2.5 → 250) so that stepping
 * and comparisons never drift.
 */

/** [from, to, step] bands in hundredths: prices from+step … to. */
const BANDS: readonly (readonly [number, number, number])[] = [
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

/** Every ladder price in hundredths, ascending (350 of them). */
export const LADDER: readonly number[] = BANDS.flatMap(([from, to, step]) =>
  Array.from({ length: (to - from) / step }, (_, i) => from + step * (i + 1)),
);

/** Lowest and highest ladder prices in hundredths. */
export const MIN_PRICE = LADDER[0]!;
export const MAX_PRICE = LADDER[LADDER.length - 1]!;

const INDEX = new Map(LADDER.map((p, i) => [p, i]));

/** Decimal odds → hundredths (rounded to the nearest hundredth). */
export function toHundredths(price: number): number {
  return Math.round(price * 100);
}

/** Hundredths → decimal odds. */
export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** Whether decimal odds lie exactly on the ladder. */
export function isOnLadder(price: number): boolean {
  return Number.isFinite(price) && Math.abs(price * 100 - toHundredths(price)) < 1e-6 && INDEX.has(toHundredths(price));
}

/** The next ladder price above `hundredths` (the highest price stays put). */
export function tickUp(hundredths: number): number {
  return LADDER.find((p) => p > hundredths) ?? MAX_PRICE;
}

/** The next ladder price below `hundredths` (the lowest price stays put). */
export function tickDown(hundredths: number): number {
  for (let i = LADDER.length - 1; i >= 0; i--) if (LADDER[i]! < hundredths) return LADDER[i]!;
  return MIN_PRICE;
}
