/** Pure rules of the bet slip: validation, figures, outcomes. */
import { isOnLadder, MAX_PRICE, MIN_PRICE, tickDown, tickUp } from './lib/ladder';
import { fromMinor, profitAndLiability } from './lib/money';
import type { BetOutcome, BetSlipContext, BetSlipErrorCode, PlaceBetResult } from './bet-slip.types';

/** Decimal odds → hundredths without float noise (1.1 → 110, 1.015 → 101.5). */
const hundredths = (price: number) => Math.round(price * 10000) / 100;

/** One ladder tick up from any price (off-ladder prices go to the next ladder price). */
export const priceUp = (price: number): number => (Number.isFinite(price) && price > 0 ? tickUp(hundredths(price)) : MIN_PRICE) / 100;
/** One ladder tick down from any price. */
export const priceDown = (price: number): number => (Number.isFinite(price) && price > 0 ? tickDown(hundredths(price)) : MAX_PRICE) / 100;

/** Profit and liability for display, in minor units (zero while the price is off the ladder). */
export function slipFiguresMinor(context: Pick<BetSlipContext, 'selection' | 'price' | 'stakeMinor'>) {
  if (!context.selection || !isOnLadder(context.price)) return { profitMinor: 0, liabilityMinor: 0 };
  return profitAndLiability(context.selection.side, hundredths(context.price), Math.max(0, context.stakeMinor));
}

/** Profit and liability for display, in currency units. */
export function betSlipFigures(context: Pick<BetSlipContext, 'selection' | 'price' | 'stakeMinor'>): { profit: number; liability: number } {
  const { profitMinor, liabilityMinor } = slipFiguresMinor(context);
  return { profit: fromMinor(profitMinor), liability: fromMinor(liabilityMinor) };
}

/** Every reason the bet cannot be placed, in a fixed order. */
export function validateBet(
  context: Pick<BetSlipContext, 'selection' | 'price' | 'stakeMinor' | 'minStakeMinor' | 'availableMinor'>,
): BetSlipErrorCode[] {
  const errors: BetSlipErrorCode[] = [];
  if (!isOnLadder(context.price)) errors.push('INVALID_ODDS');
  if (!(context.stakeMinor > 0)) errors.push('STAKE_REQUIRED');
  else if (context.stakeMinor < context.minStakeMinor) errors.push('INVALID_BET_SIZE');
  if (errors.length === 0 && slipFiguresMinor(context).liabilityMinor > context.availableMinor) errors.push('INSUFFICIENT_FUNDS');
  return errors;
}

/** The outcome a place or await answer settles on. */
export function outcomeOf(result: PlaceBetResult): BetOutcome {
  return {
    status: result.status ?? 'UNMATCHED',
    betId: result.betId ?? null,
    sizeMatched: result.sizeMatched ?? 0,
    errorCode: result.status === 'REJECTED' ? (result.errorCode ?? 'UNKNOWN_ERROR') : null,
  };
}

/** Default idempotency keys. */
export const randomKey = (): string => globalThis.crypto.randomUUID();

/** Step of the in-play countdown. */
export const COUNTDOWN_STEP_MS = 1000;
