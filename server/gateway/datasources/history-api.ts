import type { BetHistoryRow, ProfitLossRow, SettledMarketRow, StatementRowView } from '../../contract/history';
import type { RestClient } from './rest-client';

export type { BetHistoryRow as BetHistoryRowData, ProfitLossRow as ProfitLossRowData, SettledMarketRow as CommissionRowData, StatementRowView as StatementRowData };


/** Statement, profit and loss, bet history and rolling commission of the caller. Never cached. */
export class HistoryAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  statement = (from: string, to: string) => this.mine<{ opening: number; closing: number; rows: StatementRowView[] }>('/user/statement', { from, to });
  profitLoss = (args: { groupBy: 'sport' | 'event' | 'market'; from: string; to: string; sportId?: number | null; eventId?: string | null }) =>
    this.mine<{ rows: ProfitLossRow[]; total: number; series: Array<{ at: string; net: number }> }>('/user/profit-loss', {
      groupBy: args.groupBy,
      from: args.from,
      to: args.to,
      ...(args.sportId !== null && args.sportId !== undefined ? { sportId: args.sportId } : {}),
      ...(args.eventId ? { eventId: args.eventId } : {}),
    });
  rollingCommission = (from: string, to: string) => this.mine<{ rows: SettledMarketRow[]; total: number }>('/user/rolling-commission', { from, to });
  betHistory = (from: string, to: string, marketId?: string | null) => this.mine<BetHistoryRow[]>('/bets/history', { from, to, ...(marketId ? { marketId } : {}) });
  settledBets = (eventId: string) => this.mine<BetHistoryRow[]>('/bets/settled', { eventId });
}
