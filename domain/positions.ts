/**
 * Profit and loss of bets on markets whose outcome is "runner r wins" (exchange, bookmaker, fixed
 * odds), with the exchange's one rounding rule: {@link winnings} rounds down to the paisa.
 */
import { winnings, type Paise } from './money';
import type { Side } from './side';

/** A bet as a position sees it: on a runner (or outcome key), at integer odds × 100, in paise. */
export interface PositionBet {
  readonly runnerId: string;
  readonly side: Side;
  readonly odds100: number;
  /** The part that counts: the matched size (or a slip's stake for a projection). */
  readonly stake: Paise;
}

/**
 * Profit if the bet wins and liability (what it loses) otherwise, in paise.
 * Back: profit = winnings, liability = stake. Lay: profit = stake, liability = winnings.
 */
export function profitAndLiability(side: Side, odds100: number, stake: Paise): { profit: Paise; liability: Paise } {
  const won = winnings(stake, odds100);
  return side === 'BACK' ? { profit: won, liability: stake } : { profit: stake, liability: won };
}

/** Profit or loss of one bet if `winners` win. */
export function betProfit(bet: PositionBet, winners: ReadonlySet<string>): Paise {
  const wins = winners.has(bet.runnerId);
  if (bet.side === 'BACK') return wins ? winnings(bet.stake, bet.odds100) : -bet.stake;
  return wins ? -winnings(bet.stake, bet.odds100) : bet.stake;
}

/**
 * Profit (+) or loss (−) in paise if each runner wins: a back on the winner pays its winnings, a
 * back on a loser loses the stake; a lay is the mirror image.
 */
export function profitLossByRunner(runnerIds: readonly string[], bets: readonly PositionBet[]): Map<string, Paise> {
  const result = new Map<string, Paise>();
  for (const runnerId of runnerIds) {
    const winners = new Set([runnerId]);
    let pnl = 0;
    for (const bet of bets) if (bet.stake > 0) pnl += betProfit(bet, winners);
    result.set(runnerId, pnl + 0);
  }
  return result;
}

/** The worst outcome as a positive number (0 when none loses): a position's exposure. */
export function exposureOf(profitLoss: Iterable<Paise>): Paise {
  let worst = 0;
  for (const value of profitLoss) worst = Math.min(worst, value);
  return -worst + 0;
}

/**
 * Exposure of a market's bets (ARCHITECTURE §3): for each single-winner outcome, matched bets count
 * in full and unmatched bets only where they lose; the exposure is the worst of these losses.
 */
export function runnerExposure(runnerIds: readonly string[], matched: readonly PositionBet[], unmatched: readonly PositionBet[] = []): Paise {
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
