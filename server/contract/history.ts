/**
 * The REST contract of the account history calls (statement, profit and loss, rolling commission,
 * bet history): written once for the exchange that sends them and the gateway that reads them.
 * Types only. Money in paise.
 */

export type StatementCategory = 'BETTING' | 'BANKING' | 'COMMISSION' | 'BONUS';

/** A wallet ledger row with the running balance. */
export interface StatementRow {
  txId: number;
  at: string;
  kind: string;
  reference: string;
  description: string;
  /** + credit, − debit. */
  amount: number;
  /** Wallet balance after this row. */
  balance: number;
}

/** A statement row as `/user/statement` sends it: with its category and, for betting rows, its market. */
export interface StatementRowView extends StatementRow {
  category: StatementCategory;
  marketId: string | null;
  sportId: number | null;
  /** The event and market of a betting line (settlement, commission, void); null for other lines. */
  eventName: string | null;
  marketName: string | null;
}

/** The user's result in one settled market (the latest settlement of it). */
export interface SettledMarketRow {
  marketId: string;
  marketName: string;
  exEventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  settledAt: string;
  profitAndLoss: number;
  commission: number;
}

/** A group of `/user/profit-loss` (by sport, event or market). */
export interface ProfitLossRow {
  key: string;
  sportId: number;
  sportName: string;
  eventId: string | null;
  eventName: string | null;
  marketId: string | null;
  marketName: string | null;
  profitAndLoss: number;
  commission: number;
  net: number;
  markets: number;
}

export type BetHistoryState = 'OPEN' | 'SETTLED' | 'VOIDED' | 'CANCELLED' | 'LAPSED';

/** A bet of `/bets/history`, with what it won or lost. */
export interface BetHistoryRow {
  betId: string;
  marketId: string;
  marketName: string;
  exEventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  /** Runner id (fancy: the market id; outcome markets: the outcome key). */
  runnerId: string;
  selectionName: string;
  side: 'BACK' | 'LAY';
  /** A fancy bet's line (runs; BACK = YES at or above it, LAY = NO below it); null for other bets. */
  line: number | null;
  /** Decimal odds asked (fancy: the rate, whole percent). */
  oddsPrice: number;
  /** Size-weighted matched odds; null when nothing matched or for house bets at a rate. */
  averagePriceMatched: number | null;
  stake: number;
  sizeMatched: number;
  status: 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE';
  state: BetHistoryState;
  placedAt: string;
  settled: boolean;
  settledAt: string | null;
  /** The bet's own profit or loss once its market is settled (before the market's commission); null before. */
  profitAndLoss: number | null;
}
