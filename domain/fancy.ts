/**
 * Fancy (session/line) markets (ARCHITECTURE §3): YES (BACK) at line L, rate R wins stake × R/100 when
 * the result is ≥ L, else loses the stake; NO (LAY) wins the stake below L, else loses stake × R/100.
 * Lines are whole runs, rates whole percent.
 */
import { atRate, type Paise } from './money';
import type { Side } from './side';

/** A fancy bet as the book sees it. */
export interface FancyPosition {
  readonly side: Side;
  readonly line: number;
  readonly rate: number;
  readonly stake: Paise;
}

/** One row of the Run / Amount book: the profit (+) or loss (−) if the result is `key` runs. */
export interface RunAmount {
  readonly key: number;
  readonly value: Paise;
}

/** The highest rate a fancy quote may carry, percent. */
export const MAX_FANCY_RATE = 1000;

/** Whether a line (whole runs ≥ 0) and a rate (whole percent 1–1000) can be bet on. */
export function isLine(line: number): boolean {
  return Number.isSafeInteger(line) && line >= 0;
}
export function isRate(rate: number): boolean {
  return Number.isSafeInteger(rate) && rate >= 1 && rate <= MAX_FANCY_RATE;
}

/** Profit or loss of a fancy bet if the result is `result` runs. */
export function fancyProfit(bet: FancyPosition, result: number): Paise {
  if (bet.side === 'BACK') return result >= bet.line ? atRate(bet.stake, bet.rate) : -bet.stake;
  return result < bet.line ? bet.stake : -atRate(bet.stake, bet.rate);
}

/** Profit if a fancy bet wins and liability if it loses, in paise. */
export function fancyProfitAndLiability(side: Side, rate: number, stake: Paise): { profit: Paise; liability: Paise } {
  return side === 'BACK' ? { profit: atRate(stake, rate), liability: stake } : { profit: stake, liability: atRate(stake, rate) };
}

/**
 * The Run / Amount book: one row per run from one below the lowest line to the highest line.
 * Results outside that range score like its ends, so the rows cover every possible result.
 */
export function runAmountBook(bets: readonly FancyPosition[]): RunAmount[] {
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
export function fancyExposure(bets: readonly FancyPosition[]): Paise {
  return -runAmountBook(bets).reduce((worst, row) => Math.min(worst, row.value), 0) + 0;
}
