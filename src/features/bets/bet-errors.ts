import { formatMoney } from '@domain/money';

/**
 * Every code the slip or the exchange can give a bet, in words a bettor understands
 * (ARCHITECTURE §3 error codes, plus the slip's own checks).
 */
export const BET_ERROR_MESSAGES: Record<string, string> = {
  STAKE_REQUIRED: 'Enter a stake.',
  INVALID_ODDS: 'Those odds are not on the price ladder. Use the arrows to step to a valid price.',
  INVALID_BET_SIZE: 'The stake is below the minimum (or above the maximum) for this market.',
  INSUFFICIENT_FUNDS: 'Not enough available balance for this bet’s liability. Lower the stake or deposit.',
  MARKET_SUSPENDED: 'The market is suspended right now. Try again when it reopens.',
  MARKET_NOT_OPEN_FOR_BETTING: 'This market is not open for betting.',
  BET_TAKEN_OR_LAPSED: 'Nothing was matched: the price or line changed, or the market suspended and the bet lapsed. Check the market and try again.',
  MARKET_CLOSED: 'The market closed before the bet was matched, so it lapsed.',
  TURNED_IN_PLAY: 'The market turned in-play before the bet was matched, so it lapsed.',
  INVALID_BET_ID: 'That bet no longer exists: it may have matched or been cancelled already.',
  DUPLICATE_TRANSACTION: 'This bet was already sent with different details. Clear the slip and place it again.',
  LOSS_LIMIT_EXCEEDED: 'This bet would take you past a loss limit you set. Lower the stake, or see your limits under Safer betting.',
  TIMED_OUT: 'You are on a time-out: no bets until it ends. You can still see your bets and statements.',
  SELF_EXCLUDED: 'You are self-excluded: your account cannot place bets.',
  TOO_MANY_REQUESTS: 'Too many bets at once. Wait a moment and try again.',
  SERVICE_BUSY: 'The exchange is busy. Wait a moment and try again.',
  INVALID_SESSION_INFORMATION: 'Your session has ended. Log in again to bet.',
  UNAUTHENTICATED: 'Your session has ended. Log in again to bet.',
  INVALID_INPUT_DATA: 'The bet could not be read by the exchange. Check the odds and stake.',
  PERMISSION_DENIED: 'Your account cannot bet on this market. Please contact your upline.',
  INVALID_BACK_LAY_COMBINATION: 'This bet would match one of your own bets on the other side.',
  MARKET_NOT_FOUND: 'This market is no longer available.',
  EVENT_NOT_FOUND: 'This event is no longer available.',
  INTERNAL_ERROR: 'The exchange had a problem taking the bet. Please try again.',
};

/**
 * Refusals under overload (docs/overload.md) name how long to wait: with the exchange's `retryAfterS`
 * the words say it ("… — try again in 1 s"); the slip keeps the bet, so one click sends it again.
 */
const RETRY_AFTER_MESSAGES: Record<string, (seconds: number) => string> = {
  SERVICE_BUSY: (s) => `The exchange is busy — try again in ${s} s.`,
  TOO_MANY_REQUESTS: (s) => `Too many bets at once — try again in ${s} s.`,
};

/** Words for a code (with the wait the exchange named, or the room a loss limit leaves, if any); unknown codes still tell the bettor what happened. */
export function betErrorMessage(code: string, retryAfterS?: number | null, limitRemaining?: number | null): string {
  if (code === 'LOSS_LIMIT_EXCEEDED' && typeof limitRemaining === 'number') return `This bet would take you past your loss limit: ${formatMoney(limitRemaining)} of room is left. Lower the stake, or see your limits under Safer betting.`;
  const withWait = RETRY_AFTER_MESSAGES[code];
  if (withWait && typeof retryAfterS === 'number' && Number.isFinite(retryAfterS) && retryAfterS >= 0) return withWait(Math.ceil(retryAfterS));
  return BET_ERROR_MESSAGES[code] ?? 'The bet was not accepted. Please try again.';
}
