import { betProfit, type RunnerBet } from './exposure';
import { fancyProfit, type FancyBet } from './fancy';
import type { MarketKind } from './types';

/** How an operator settled a market: winners, a result value, or void. */
export type MarketResult = { winners: string[] } | { value: number } | { void: true };

/**
 * The winning runners of a settled runner market: the winners given, or the outcome a result
 * value picks (binary: YES when the value reaches the line; lottery and ball-by-ball: the value's key).
 */
export function winnersOf(kind: Exclude<MarketKind, 'fancy'>, result: { winners: string[] } | { value: number }, binaryLine?: number): string[] {
  if ('winners' in result) return result.winners;
  if (kind === 'binary') return [result.value >= Number(binaryLine) ? 'YES' : 'NO'];
  return [String(result.value)];
}

/** Where a past bet stands in the bettor's history (My Bets history filter). */
export type BetHistoryState = 'OPEN' | 'SETTLED' | 'VOIDED' | 'CANCELLED' | 'LAPSED';

/**
 * A bet with anything matched takes its market's fate (open, settled or voided); a bet that never
 * matched was cancelled by the bettor or lapsed (in-play turn, market closed), or is still waiting.
 */
export function betHistoryState(bet: { sizeMatched: number; sizeCancelled: number; sizeLapsed: number }, market: { settled: boolean; voided: boolean }): BetHistoryState {
  if (bet.sizeMatched > 0) return market.voided ? 'VOIDED' : market.settled ? 'SETTLED' : 'OPEN';
  if (bet.sizeLapsed > 0) return 'LAPSED';
  if (bet.sizeCancelled > 0) return 'CANCELLED';
  return market.voided ? 'VOIDED' : 'OPEN';
}

/** Profit (+) or loss (−) of the matched parts of one exchange order, before commission. */
export function matchedPartsProfit(parts: readonly RunnerBet[], winners: readonly string[]): number {
  const won = new Set(winners);
  return parts.reduce((sum, part) => sum + betProfit(part, won), 0);
}

/** Profit (+) or loss (−) of one house bet (bookmaker, fixed odds or fancy) once its market has a result. */
export function houseBetProfit(kind: MarketKind, bet: RunnerBet | FancyBet, result: MarketResult, binaryLine?: number): number {
  if ('void' in result) return 0;
  if (kind === 'fancy') {
    if (!('value' in result)) return 0;
    return fancyProfit(bet as FancyBet, result.value);
  }
  return betProfit(bet as RunnerBet, new Set(winnersOf(kind, result, binaryLine)));
}
