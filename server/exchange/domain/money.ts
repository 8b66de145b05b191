/**
 * Money rules are the shared domain package's (`@domain/money`); the exchange adds only its edge:
 * a stake that is not one is refused with INVALID_BET_SIZE.
 */
import { MAX_STAKE, isStake } from '@domain/money';
import { DomainError } from './errors';

export { MAX_STAKE, atRate, commissionOn, winnings } from '@domain/money';

/** Validates a stake or size in paise: a positive integer no larger than MAX_STAKE. */
export function assertStake(size: unknown, what = 'size'): number {
  if (!isStake(size)) {
    throw new DomainError('INVALID_BET_SIZE', `${what} must be a whole number of paise between 1 and ${MAX_STAKE}, got ${String(size)}`);
  }
  return size;
}
