/**
 * The REST and stream contract of the back office's risk book, bet list and bet ticker (issue #32,
 * docs/risk-book.md): written once for the exchange that sends them and the gateway that reads them.
 * Types only. Money in paise.
 */

/** One result a market can settle with (a runner winning, or for a fancy line a number of runs). */
export interface RiskOutcome {
  key: string;
  name: string;
}

export interface RiskOutcomeFigure extends RiskOutcome {
  /** The caller's level's profit (+) or loss (−) if this is the result, paise. */
  myPnl: number;
}

export type RiskMarketKind = 'exchange' | 'bookmaker' | 'fancy' | 'lottery' | 'ballByBall' | 'binary';

export interface RiskBookRow {
  marketId: string;
  marketName: string;
  kind: RiskMarketKind;
  exEventId: string;
  eventName: string;
  sportId: number;
  inPlay: boolean;
  status: string;
  outcomes: RiskOutcomeFigure[];
  /** The worst of the outcomes' figures (negative: the level loses), paise. */
  worstCase: number;
  /** Downline bets on the market (matched or not). */
  betCount: number;
}

/** A downline bet on a market with what it does to its bettor on each outcome. */
export interface RiskBetFields {
  betId: string;
  userId: string;
  userName: string;
  side: 'BACK' | 'LAY';
  /** The runner, or null for a fancy line. */
  runnerId: string | null;
  selectionName: string;
  /** Decimal odds asked (exchange), taken (house), or the rate in percent (fancy). */
  price: number;
  /** Fancy: the line in runs; null otherwise. */
  line: number | null;
  stake: number;
  /** The matched part, paise (a house bet is matched whole). */
  matched: number;
  /** The bettor's profit (+) or loss (−) on each outcome, in the row's outcome order, paise. */
  bettorPnl: number[];
}

/** A downline bet behind a risk book row. */
export interface RiskBetFigure extends RiskBetFields {
  /** ISO 8601. */
  placedAt: string;
  /** The caller's share of this bet's result, basis points of the whole. */
  myShareBps: number;
  /** The caller's level's profit or loss from this bet alone on each outcome, paise. */
  myPnl: number[];
}

export interface RiskMarketDetail extends RiskBookRow {
  bets: RiskBetFigure[];
}

/** The `risk` stream topic's message: the market's row, or `row: null` once it has no downline bet or is no longer open. */
export interface RiskChange {
  marketId: string;
  row: RiskBookRow | null;
}

/** The `ticker` stream topic's message: a new downline bet. */
export interface TickerBet {
  betId: string;
  userName: string;
  marketId: string;
  marketName: string;
  selectionName: string;
  side: 'BACK' | 'LAY';
  price: number;
  stake: number;
  placedAt: string;
}

export type BetListStatus = 'MATCHED' | 'UNMATCHED' | 'SETTLED' | 'VOIDED' | 'CANCELLED' | 'LAPSED';

export interface BetListFilter {
  userName?: string | undefined;
  sportId?: number | undefined;
  marketId?: string | undefined;
  status?: BetListStatus | undefined;
  /** ISO date-times: placed at or after `from`, before `to`. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface BetListRow {
  betId: string;
  userName: string;
  marketId: string;
  marketName: string;
  eventName: string;
  sportId: number;
  selectionName: string;
  side: 'BACK' | 'LAY';
  /** Decimal odds (exchange asked, house taken) or, for a fancy line, the rate in percent. */
  price: number;
  /** Fancy: the line in runs. */
  line: number | null;
  stake: number;
  matched: number;
  unmatched: number;
  status: BetListStatus;
  placedAt: string;
}

export interface BetListPage {
  rows: BetListRow[];
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: string | null;
}
