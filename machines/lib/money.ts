/**
 * Money in integer minor units (ARCHITECTURE §3). The UI shows currency units
 * with 2 decimals; everything computed here is done on integers.
 */

/** Currency units → minor units (rounded to the nearest minor unit). */
export function toMinor(units: number): number {
  return Math.round(units * 100);
}

/** Minor units → currency units. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Back or lay. */
export type BetSide = 'BACK' | 'LAY';

/**
 * Profit if the bet wins and liability if it loses, in minor units.
 * Back: profit = stake × (odds − 1), liability = stake.
 * Lay: profit = stake, liability = stake × (odds − 1).
 * The odds part is rounded down for profit and up for liability, so the
 * slip never promises more than it pays nor shows less than it risks.
 */
export function profitAndLiability(
  side: BetSide,
  priceHundredths: number,
  stakeMinor: number,
): { profitMinor: number; liabilityMinor: number } {
  const product = stakeMinor * (priceHundredths - 100); // minor × hundredths
  if (side === 'BACK') return { profitMinor: Math.floor(product / 100), liabilityMinor: stakeMinor };
  return { profitMinor: stakeMinor, liabilityMinor: Math.ceil(product / 100) };
}
