import { DomainError } from './errors';
import type { PositionBet } from '@domain/positions';
import type { Funds } from './types';

export { betProfit, runnerExposure } from '@domain/positions';

/** A bet as exposure and settlement see it: on a runner (or outcome key), at integer odds × 100. */
export interface RunnerBet extends PositionBet {
  readonly betId: string;
  readonly userId: string;
}

export interface AffordabilityInput extends Funds {
  /** This market's exposure now, and as it would be if the bet were accepted. */
  readonly exposureBefore: number;
  readonly exposureAfter: number;
}

/**
 * Refuses a bet that raises exposure past what the user can cover: total exposure over all
 * markets may not exceed bankBalance (INSUFFICIENT_FUNDS) nor the loss limit (LOSS_LIMIT_EXCEEDED).
 * A bet that does not raise exposure (a hedge) is always affordable.
 */
export function checkAffordability(input: AffordabilityInput): void {
  const { bankBalance, otherExposure, exposureBefore, exposureAfter, lossLimit } = input;
  if (exposureAfter <= exposureBefore) return;
  const total = otherExposure + exposureAfter;
  if (total > bankBalance) {
    throw new DomainError('INSUFFICIENT_FUNDS', `Exposure ${total} would exceed the balance ${bankBalance}`);
  }
  if (lossLimit !== undefined && lossLimit !== null && total > lossLimit) {
    const room = Math.max(0, lossLimit - otherExposure - exposureBefore);
    throw new DomainError('LOSS_LIMIT_EXCEEDED', `This bet would take you past your loss limit: room left ${room} paise (exposure ${total} against ${lossLimit})`, room);
  }
}

/** Balance shown to the bettor: bankBalance − total exposure. */
export function availableToBet(bankBalance: number, totalExposure: number): number {
  return bankBalance - totalExposure;
}
