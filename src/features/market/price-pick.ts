import type { BetSelection, BetSide } from '../../../machines/bet-slip.types';
import type { MarketKind } from '@/gql/graphql';

/** What a price click asks the bet slip for: a typed selection (runner, outcome or fancy line). */
export type PricePick = BetSelection;

/** A click on a runner's price in a market of this kind, as the bet slip's selection. */
export function runnerPick(kind: MarketKind, marketId: string, runner: { runnerId: string; runnerName: string }, side: BetSide, price: number): PricePick {
  const base = { marketId, runnerName: runner.runnerName, side };
  switch (kind) {
    case 'exchange':
    case 'fancy':
      return { ...base, kind: 'exchange', runnerId: runner.runnerId, price };
    case 'bookmaker':
      return { ...base, kind: 'bookmaker', runnerId: runner.runnerId, price };
    case 'lottery':
    case 'binary':
    case 'ballByBall':
      return { ...base, kind: 'outcome', outcomeId: runner.runnerId, odds: price };
  }
}

/** A click on a fancy market's YES (BACK) or NO (LAY) quote. */
export function fancyPick(market: { marketId: string; marketName: string }, side: BetSide, line: number, rate: number): PricePick {
  return { kind: 'fancy', marketId: market.marketId, runnerName: `${market.marketName} ${side === 'BACK' ? 'YES' : 'NO'} ${line}`, side, line, rate };
}
