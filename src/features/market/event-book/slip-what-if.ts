import type { WhatIfBet } from '@domain/event-book';
import { toOdds100 } from '@domain/ladder';
import type { Side } from '@domain/side';

/** What the what-if reads of the bet slip's selection (the slip machine's BetSelection fits it). */
export type SlipSelection =
  | { kind: 'exchange' | 'bookmaker'; marketId: string; side: Side; runnerId: string }
  | { kind: 'fancy'; marketId: string; side: Side; line: number; rate: number }
  | { kind: 'outcome'; marketId: string };

/** What the what-if needs of the event's markets: kind, name and runners (from the page's query). */
export interface WhatIfMarket {
  marketId: string;
  marketName: string;
  kind: string;
  runners: readonly { runnerId: string; runnerName: string }[];
}

/**
 * The bet slip's bet as an event-book what-if: a runner bet on a match odds or bookmaker market,
 * or a fancy line; null when the slip is empty, has no stake, or is on a market the event book
 * does not cover (next ball, lottery, binary).
 */
export function slipWhatIf(selection: SlipSelection | null, price: number, stake: number, markets: readonly WhatIfMarket[]): WhatIfBet | null {
  if (!selection || stake <= 0) return null;
  const market = markets.find((m) => m.marketId === selection.marketId);
  if (!market) return null;
  switch (selection.kind) {
    case 'exchange':
    case 'bookmaker':
      if ((market.kind !== 'exchange' && market.kind !== 'bookmaker') || !(price > 1)) return null;
      return {
        kind: 'runner',
        market: { marketId: market.marketId, marketName: market.marketName, runners: market.runners.map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName, profit: 0 })) },
        bet: { runnerId: selection.runnerId, side: selection.side, odds100: toOdds100(price), stake },
      };
    case 'fancy':
      if (market.kind !== 'fancy') return null;
      return { kind: 'fancy', market: { marketId: market.marketId, marketName: market.marketName }, bet: { side: selection.side, line: selection.line, rate: selection.rate, stake } };
    case 'outcome':
      return null;
  }
}
