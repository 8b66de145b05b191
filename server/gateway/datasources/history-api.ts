import type { RestClient } from './rest-client';

export interface StatementRowData {
  txId: number;
  at: string;
  kind: string;
  reference: string;
  description: string;
  amount: number;
  balance: number;
  category: 'BETTING' | 'BANKING' | 'COMMISSION' | 'BONUS';
  marketId: string | null;
  sportId: number | null;
}
export interface ProfitLossRowData {
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
export interface CommissionRowData {
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
export interface BetHistoryRowData {
  betId: string;
  marketId: string;
  marketName: string;
  exEventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  selectionName: string;
  side: 'BACK' | 'LAY';
  oddsPrice: number;
  stake: number;
  sizeMatched: number;
  status: 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE';
  placedAt: string;
  settled: boolean;
  averagePriceMatched: number | null;
  state: 'OPEN' | 'SETTLED' | 'VOIDED' | 'CANCELLED' | 'LAPSED';
  settledAt: string | null;
  profitAndLoss: number | null;
}

/** Statement, profit and loss, bet history and rolling commission of the caller. Never cached. */
export class HistoryAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  statement = (from: string, to: string) => this.mine<{ opening: number; rows: StatementRowData[] }>('/user/statement', { from, to });
  profitLoss = (args: { groupBy: 'sport' | 'event' | 'market'; from: string; to: string; sportId?: number | null; eventId?: string | null }) =>
    this.mine<{ rows: ProfitLossRowData[]; total: number; series: Array<{ at: string; net: number }> }>('/user/profit-loss', {
      groupBy: args.groupBy,
      from: args.from,
      to: args.to,
      ...(args.sportId !== null && args.sportId !== undefined ? { sportId: args.sportId } : {}),
      ...(args.eventId ? { eventId: args.eventId } : {}),
    });
  rollingCommission = (from: string, to: string) => this.mine<{ rows: CommissionRowData[]; total: number }>('/user/rolling-commission', { from, to });
  betHistory = (from: string, to: string, marketId?: string | null) => this.mine<BetHistoryRowData[]>('/bets/history', { from, to, ...(marketId ? { marketId } : {}) });
}
