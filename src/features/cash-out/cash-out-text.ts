/** Why a cash out cannot be placed now (the quote's reason), in words. */
export const UNAVAILABLE_TEXT: Record<string, string> = {
  NO_POSITION: 'Your position is even: the same result whichever runner wins.',
  NO_PRICES: 'No prices to trade out at right now.',
  NO_LIQUIDITY: 'Not enough money on the book to cash out this much right now.',
  BELOW_MIN_STAKE: 'The cash-out bet would be below the market’s minimum stake.',
  MARKET_NOT_OPEN: 'The market is suspended: cash out when it reopens.',
};

/** Why a confirmed cash out was refused (the exchange's code), in words. */
export const REFUSED_TEXT: Record<string, string> = {
  PRICE_MOVED: 'The price moved before your cash out was placed, so nothing was placed, and no new value can be placed right now.',
  POSITION_CHANGED: 'Your bets in this market changed since the quote. Check the new value and try again.',
  MARKET_SUSPENDED: 'The market was suspended. Try again when it reopens.',
  MARKET_NOT_OPEN_FOR_BETTING: 'This market is not open for betting.',
  INSUFFICIENT_FUNDS: 'Not enough available balance for the cash-out bet.',
  LOSS_LIMIT_EXCEEDED: 'The cash-out bet would take you past your loss limit.',
  TIMED_OUT: 'You are on a time-out: no bets, cash-out bets included, until it ends.',
  SELF_EXCLUDED: 'You are self-excluded: your account cannot place bets.',
  PERMISSION_DENIED: 'Your account cannot bet on this market. Please contact your upline.',
  UNAUTHENTICATED: 'Your session has ended. Log in again.',
};

export const unavailableText = (reason: string | null): string => (reason && UNAVAILABLE_TEXT[reason]) || 'Cash out is not available right now.';
export const refusedText = (code: string | null): string => (code && REFUSED_TEXT[code]) || 'The cash out was not accepted. Please try again.';
