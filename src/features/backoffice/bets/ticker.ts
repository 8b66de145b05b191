import type { TickerBet } from './bets-types';

/** The ticker keeps the latest bets only. */
export const TICKER_LIMIT = 50;

export interface TickerState {
  /** Newest first, at most TICKER_LIMIT. */
  shown: readonly TickerBet[];
  /** Bets that arrived while paused, newest first, at most TICKER_LIMIT. */
  held: readonly TickerBet[];
  paused: boolean;
}

export type TickerEvent = { type: 'bet.arrive'; bet: TickerBet } | { type: 'ticker.pause' } | { type: 'ticker.resume' };

export const EMPTY_TICKER: TickerState = { shown: [], held: [], paused: false };

const prepend = (list: readonly TickerBet[], bets: readonly TickerBet[]): TickerBet[] => {
  const seen = new Set<string>();
  return [...bets, ...list].filter((b) => !seen.has(b.betId) && seen.add(b.betId)).slice(0, TICKER_LIMIT);
};

/** The ticker's rule: new bets on top, bounded; paused, the list stands still and new bets wait, bounded too. */
export function tickerReducer(state: TickerState, event: TickerEvent): TickerState {
  switch (event.type) {
    case 'bet.arrive':
      return state.paused ? { ...state, held: prepend(state.held, [event.bet]) } : { ...state, shown: prepend(state.shown, [event.bet]) };
    case 'ticker.pause':
      return { ...state, paused: true };
    case 'ticker.resume':
      return { shown: prepend(state.shown, state.held), held: [], paused: false };
  }
}
