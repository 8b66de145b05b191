import { DomainError } from './errors';
import { winnings } from './money';
import type { Funds, Side } from './types';

/** A bet as exposure and settlement see it: on a runner (or outcome key), at integer odds × 100. */
export interface RunnerBet {
  readonly betId: string;
  readonly userId: string;
  readonly runnerId: string;
  readonly side: Side;
  readonly stake: number;
  readonly odds100: number;
}

/** Profit or loss of one matched bet if `winners` win. */
export function betProfit(bet: RunnerBet, winners: ReadonlySet<string>): number {
  const wins = winners.has(bet.runnerId);
  if (bet.side === 'BACK') return wins ? winnings(bet.stake, bet.odds100) : -bet.stake;
  return wins ? -winnings(bet.stake, bet.odds100) : bet.stake;
}

/**
 * Naive exposure straight from §3: for each single-winner outcome, sum matched bets in full and
 * unmatched bets only where they lose; exposure is the worst of these losses (0 if none lose).
 */
export function runnerExposure(runnerIds: readonly string[], matched: readonly RunnerBet[], unmatched: readonly RunnerBet[] = []): number {
  let worst = 0;
  for (const outcome of runnerIds) {
    const winners = new Set([outcome]);
    let pnl = 0;
    for (const bet of matched) pnl += betProfit(bet, winners);
    for (const bet of unmatched) pnl += Math.min(0, betProfit(bet, winners));
    worst = Math.min(worst, pnl);
  }
  return -worst + 0;
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
    throw new DomainError('LOSS_LIMIT_EXCEEDED', `Exposure ${total} would exceed the loss limit ${lossLimit}`);
  }
}

/** Balance shown to the bettor: bankBalance − total exposure. */
export function availableToBet(bankBalance: number, totalExposure: number): number {
  return bankBalance - totalExposure;
}
