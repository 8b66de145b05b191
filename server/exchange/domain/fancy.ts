/**
 * Fancy rules (profit, Run / Amount book, exposure) are the shared domain package's
 * (`@domain/fancy`); the exchange adds the bet's identity and its INVALID_ODDS edge.
 */
import { isLine, isRate, MAX_FANCY_RATE, type FancyPosition } from '@domain/fancy';
import { DomainError } from './errors';

export { fancyExposure, fancyProfit, runAmountBook, type RunAmount } from '@domain/fancy';

/** A fancy (session/line) bet: BACK is YES, LAY is NO. Lines are whole runs, rates whole percent. */
export interface FancyBet extends FancyPosition {
  readonly betId: string;
  readonly userId: string;
  readonly placedAt: number;
}

export function assertLineAndRate(line: number, rate: number): void {
  if (!isLine(line)) throw new DomainError('INVALID_ODDS', `Line ${line} must be a whole number of runs ≥ 0`);
  if (!isRate(rate)) throw new DomainError('INVALID_ODDS', `Rate ${rate} must be a whole percent 1–${MAX_FANCY_RATE}`);
}
