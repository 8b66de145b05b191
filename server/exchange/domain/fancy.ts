import { DomainError } from './errors';
import { atRate } from './money';
import type { Side } from './types';

/** A fancy (session/line) bet: BACK is YES, LAY is NO. Lines are whole runs, rates whole percent. */
export interface FancyBet {
  readonly betId: string;
  readonly userId: string;
  readonly side: Side;
  readonly line: number;
  readonly rate: number;
  readonly stake: number;
  readonly placedAt: number;
}

/** One row of the Run / Amount book: the profit (+) or loss (−) if the result is `key` runs. */
export interface RunAmount {
  readonly key: number;
  readonly value: number;
}

/**
 * YES at line L, rate R: result ≥ L wins stake × R/100, else loses the stake.
 * NO at line L, rate R: result < L wins the stake, else loses stake × R/100.
 */
export function fancyProfit(bet: FancyBet, result: number): number {
  if (bet.side === 'BACK') return result >= bet.line ? atRate(bet.stake, bet.rate) : -bet.stake;
  return result < bet.line ? bet.stake : -atRate(bet.stake, bet.rate);
}

/**
 * The Run / Amount book: one row per run from one below the lowest line to the highest line.
 * Results outside that range score like its ends, so the rows cover every possible result.
 */
export function runAmountBook(bets: readonly FancyBet[]): RunAmount[] {
  if (bets.length === 0) return [];
  let low = Infinity;
  let high = -Infinity;
  for (const bet of bets) {
    low = Math.min(low, bet.line);
    high = Math.max(high, bet.line);
  }
  const rows: RunAmount[] = [];
  for (let run = Math.max(0, low - 1); run <= high; run++) {
    rows.push({ key: run, value: bets.reduce((sum, bet) => sum + fancyProfit(bet, run), 0) });
  }
  return rows;
}

/** The worst value of the book, as a positive loss (0 when no result loses). */
export function fancyExposure(bets: readonly FancyBet[]): number {
  return -runAmountBook(bets).reduce((worst, row) => Math.min(worst, row.value), 0) + 0;
}

export function assertLineAndRate(line: number, rate: number): void {
  if (!Number.isSafeInteger(line) || line < 0) throw new DomainError('INVALID_ODDS', `Line ${line} must be a whole number of runs ≥ 0`);
  if (!Number.isSafeInteger(rate) || rate < 1 || rate > 1000) throw new DomainError('INVALID_ODDS', `Rate ${rate} must be a whole percent 1–1000`);
}
