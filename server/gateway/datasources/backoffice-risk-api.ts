import type { RestClient } from './rest-client';
import type { BetListFilter, BetListPage, RiskBookRow, RiskChange, RiskMarketDetail, TickerBet } from '../../contract/backoffice-risk';

export type { BetListFilter, BetListPage, RiskBookRow, RiskChange, RiskMarketDetail, TickerBet };

/** The back office's risk book and bet list (REST /backoffice/risk…, /backoffice/bets). Never cached: figures move with every bet. */
export class BackofficeRiskAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  book = () => this.mine<RiskBookRow[]>('/backoffice/risk');
  market = (marketId: string) => this.mine<RiskMarketDetail>('/backoffice/risk/market', { marketId });
  bets = (filter: BetListFilter, first?: number, after?: string) => this.mine<BetListPage>('/backoffice/bets', { filter, ...(first !== undefined ? { first } : {}), ...(after !== undefined ? { after } : {}) });
}
