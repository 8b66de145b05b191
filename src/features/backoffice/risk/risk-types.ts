/** What the risk screens show, as plain data: the page maps the GraphQL answer onto these (money in paise). */

/** My level's profit (+) or loss (−) if this outcome wins, after partnership. */
export interface RiskOutcome {
  /** The runner's id, or the run value/line of a fancy market. */
  key: string;
  name: string;
  pnl: number;
}

/** One open market with bets of my downline. */
export interface RiskRow {
  marketId: string;
  sportName: string;
  eventName: string;
  marketName: string;
  inPlay: boolean;
  outcomes: readonly RiskOutcome[];
  /** The lowest of the outcomes' figures: what my level loses at worst. */
  worstCase: number;
}

/** A bet behind a market's figures: the bettor's P&L on each outcome and my share of it. */
export interface RiskBet {
  betId: string;
  userName: string;
  side: 'BACK' | 'LAY';
  /** The selection as the list shows it: "Back Mumbai Indians", or a fancy line's market name. */
  selection: string;
  /** The odds column: "2.50", or "Yes 45 @ 100" on a fancy line (domain/bet-label.ts). */
  price: string;
  stake: number;
  matched: number;
  placedAt: string;
  /** The bettor's P&L per outcome, in the market's outcome order. */
  bettorPnl: readonly number[];
  /** My level's share of the bet's result, basis points of the whole. */
  myShareBps: number;
}
