import type { KindView, UserBets } from './kinds';
import type { MarketEntry } from './registry';
import type { MarketStatus } from '../domain/types';

export type { PriceSizeView, RunnerView } from './kinds/types';

export interface MarketView extends KindView {
  marketId: string;
  exEventId: string;
  marketName: string;
  kind: MarketEntry['row']['kind'];
  status: MarketStatus;
  minStake: number;
  maxStake: number;
  /** Money matched in the market, paise: the sum of its runners' traded volume (0 for house markets). */
  totalMatched: number;
  /** The definition's version (markets.version): one more at each change of status, in-play, delay or settlement. */
  version: number;
}

/** The public view of a market: its book, best three levels each side, for REST and the stream. */
export function marketView(entry: MarketEntry): MarketView {
  const { row, engine, adapter } = entry;
  const kindView = adapter.view(entry);
  return {
    marketId: row.marketId,
    exEventId: row.exEventId,
    marketName: row.marketName,
    kind: row.kind,
    status: engine.market.status,
    inPlay: kindView.inPlay,
    betDelayMs: kindView.betDelayMs,
    minStake: row.minStake,
    maxStake: row.maxStake,
    fancy: kindView.fancy,
    line: kindView.line,
    runners: kindView.runners,
    totalMatched: kindView.runners.reduce((sum, r) => sum + r.tradedVolume, 0),
    version: row.version,
  };
}

/** A user's bets in one market as My Bets rows: matched and unmatched (`openOnly`: see MarketKindAdapter.betsOf). */
export function betsIn(entry: MarketEntry, userId: string, openOnly = false) {
  const base = { marketId: entry.row.marketId, marketName: entry.row.marketName };
  const bets: UserBets = entry.adapter.betsOf(entry, userId, openOnly);
  return { matched: bets.matched.map((b) => ({ ...base, ...b })), unmatched: bets.unmatched.map((b) => ({ ...base, ...b })) };
}
