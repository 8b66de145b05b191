/** Pure rules of the bet slip: price mode, validation, figures, outcomes. */
import { endedUnmatched } from '@domain/bet-contract';
import { fancyProfitAndLiability, isRate } from '@domain/fancy';
import { isFixedOdds, isOnLadder, priceAbove, priceBelow, toOdds100 } from '@domain/ladder';
import type { Paise } from '@domain/money';
import { profitAndLiability } from '@domain/positions';
import type { BetOutcome, BetSelection, BetSlipContext, BetSlipErrorCode, PlacedSelection, PlaceBetResult, PriceMode } from './bet-slip.types';

/** One ladder tick up from any price (off-ladder prices go to the next ladder price). */
export const priceUp = priceAbove;
/** One ladder tick down from any price. */
export const priceDown = priceBelow;

/** How the selection's price may change: exchange odds step on the ladder; house quotes stay; fancy shows its rate. */
export function priceModeOf(selection: BetSelection | null): PriceMode {
  switch (selection?.kind) {
    case 'fancy':
      return 'rate';
    case 'bookmaker':
    case 'outcome':
      return 'fixed';
    default:
      return 'ladder';
  }
}

/** The decimal odds a selection starts the slip at (0 for fancy, priced by its rate). */
export function priceOfSelection(selection: BetSelection): number {
  switch (selection.kind) {
    case 'exchange':
    case 'bookmaker':
      return selection.price;
    case 'outcome':
      return selection.odds;
    case 'fancy':
      return 0;
  }
}

/** What `placeBet` sends: the selection at the price the bettor last set. */
export function placedSelection(selection: BetSelection, price: number): PlacedSelection {
  switch (selection.kind) {
    case 'exchange':
      return { kind: 'exchange', runnerId: selection.runnerId, price };
    case 'bookmaker':
      return { kind: 'bookmaker', runnerId: selection.runnerId, price: selection.price };
    case 'fancy':
      return { kind: 'fancy', line: selection.line, rate: selection.rate };
    case 'outcome':
      return { kind: 'outcome', outcomeId: selection.outcomeId, odds: selection.odds };
  }
}

type Figures = Pick<BetSlipContext, 'selection' | 'price' | 'stake'>;

/** Whether the slip's price can be bet at: ladder odds for runners, the house's fixed odds for outcomes, a rate for fancy. */
function priceIsValid({ selection, price }: Pick<BetSlipContext, 'selection' | 'price'>): boolean {
  if (selection?.kind === 'fancy') return isRate(selection.rate);
  if (selection?.kind === 'outcome') return isFixedOdds(price);
  return isOnLadder(price);
}

/** Profit and liability for display, paise (zero while the price is invalid), by the exchange's rounding. */
export function betSlipFigures(context: Figures): { profit: Paise; liability: Paise } {
  const { selection } = context;
  const stake = Math.max(0, context.stake);
  if (!selection || !priceIsValid(context)) return { profit: 0, liability: 0 };
  if (selection.kind === 'fancy') return fancyProfitAndLiability(selection.side, selection.rate, stake);
  return profitAndLiability(selection.side, toOdds100(context.price), stake);
}

/**
 * Profit (back) or liability (lay) of the matched part of a placed bet at the exchange's average
 * matched price, paise: what the confirmation shows, so it agrees with My Bets (issue 19).
 */
export function matchedFigures(outcome: BetOutcome | null, side: 'BACK' | 'LAY' | undefined): { profit: Paise; liability: Paise } | null {
  if (!outcome || !side || outcome.averagePriceMatched === null || outcome.sizeMatched <= 0) return null;
  return profitAndLiability(side, toOdds100(outcome.averagePriceMatched), outcome.sizeMatched);
}

/** Every reason the bet cannot be placed, in a fixed order. */
export function validateBet(context: Pick<BetSlipContext, 'selection' | 'price' | 'stake' | 'minStake' | 'available'>): BetSlipErrorCode[] {
  const errors: BetSlipErrorCode[] = [];
  if (!priceIsValid(context)) errors.push('INVALID_ODDS');
  if (!(context.stake > 0)) errors.push('STAKE_REQUIRED');
  else if (context.stake < context.minStake) errors.push('INVALID_BET_SIZE');
  if (errors.length === 0 && betSlipFigures(context).liability > context.available) errors.push('INSUFFICIENT_FUNDS');
  return errors;
}

/**
 * The outcome a place or await answer settles on: the exchange's status as it is. An order that ended
 * with nothing matched (lapsed, cancelled, voided) says so with BET_TAKEN_OR_LAPSED; a refusal keeps
 * the exchange's code.
 */
export function outcomeOf(result: PlaceBetResult): BetOutcome {
  if (result.status === 'REJECTED') return { status: 'REJECTED', betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: result.errorCode, retryAfterS: result.retryAfterS ?? null, ...(typeof result.limitRemaining === 'number' ? { limitRemaining: result.limitRemaining } : {}) };
  return {
    status: result.status,
    betId: result.betId,
    sizeMatched: result.sizeMatched,
    averagePriceMatched: result.averagePriceMatched ?? null,
    sizeRemaining: result.sizeRemaining,
    // A lapse with its reason names it (the market suspended during the delay, the bettor's own bet…), else the general words.
    errorCode: endedUnmatched(result.status) ? (result.lapseReason ?? 'BET_TAKEN_OR_LAPSED') : null,
  };
}

/** Where a place or await answer leads the slip: refused (or ended with nothing matched), fully matched, part matched, or waiting on the book. */
export type Settlement = 'rejected' | 'matched' | 'partlyMatched' | 'unmatched';
export function settlementOf(result: PlaceBetResult | undefined): Settlement {
  if (!result || result.status === 'REJECTED' || endedUnmatched(result.status)) return 'rejected';
  if (result.status === 'EXECUTION_COMPLETE') return 'matched';
  return result.sizeMatched > 0 ? 'partlyMatched' : 'unmatched';
}

/** Default idempotency keys. */
export const randomKey = (): string => globalThis.crypto.randomUUID();

/** Step of the in-play countdown. */
export const COUNTDOWN_STEP_MS = 1000;

/**
 * Whether placing first checks the market's price now (domain/odds-change): only for a runner's
 * price taken from the book (exchange or bookmaker) that the bettor has not stepped to a limit of
 * their own — a price they set is theirs, and the exchange treats it as a limit.
 */
export function checksOddsChange({ selection, price }: Pick<BetSlipContext, 'selection' | 'price'>): boolean {
  if (selection?.kind !== 'exchange' && selection?.kind !== 'bookmaker') return false;
  return price === selection.price;
}

/** The selection re-priced at a moved price (exchange and bookmaker runners carry their price). */
export function repriced(selection: BetSelection, price: number): BetSelection {
  return selection.kind === 'exchange' || selection.kind === 'bookmaker' ? { ...selection, price } : selection;
}
