/**
 * Betfair speaks decimal currency units (2.5 = ₹2.50); Backlay keeps integer paise. This is the one
 * place the Betfair API converts between them.
 */

/** Paise as Betfair's decimal units. */
export function toUnits(paise: number): number {
  return paise / 100;
}

/** Betfair's decimal units as paise; null when the amount is not a whole number of paise (more than two decimals) or not finite. */
export function toPaise(units: number): number | null {
  if (!Number.isFinite(units)) return null;
  const paise = Math.round(units * 100);
  return Math.abs(paise - units * 100) < 1e-6 ? paise : null;
}
