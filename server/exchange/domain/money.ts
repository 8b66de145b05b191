import { DomainError } from './errors';

/** Money is integer minor units (paise). The largest stake keeps stake × odds100 exact in a double. */
export const MAX_STAKE = 10_000_000_000;

/** Validates a stake or size in paise: a positive integer no larger than MAX_STAKE. */
export function assertStake(size: unknown, what = 'size'): number {
  if (!Number.isSafeInteger(size) || (size as number) <= 0 || (size as number) > MAX_STAKE) {
    throw new DomainError('INVALID_BET_SIZE', `${what} must be a whole number of paise between 1 and ${MAX_STAKE}, got ${String(size)}`);
  }
  return size as number;
}

/**
 * What a back stake wins (and a lay of the same stake loses) at integer odds × 100,
 * rounded down to the paisa. Both sides of a trade use this one figure, so every trade is zero-sum.
 */
export function winnings(stake: number, odds100: number): number {
  return Math.floor((stake * (odds100 - 100)) / 100);
}

/** stake × rate / 100 rounded down: a fancy YES win or a fancy NO loss. */
export function atRate(stake: number, ratePercent: number): number {
  return Math.floor((stake * ratePercent) / 100);
}

/** Commission in basis points of a positive net win, rounded down. */
export function commissionOn(netWin: number, rateBp: number): number {
  return netWin > 0 ? Math.floor((netWin * rateBp) / 10_000) : 0;
}
