import type { RestClient } from './rest-client';
import type { OperatorMarketQuery, OperatorMarketView, OperatorSettlementView, SiteSettingsInput, SiteSettingsScreen } from '../../contract/backoffice-operator';

export type { OperatorMarketQuery, OperatorMarketView, OperatorSettlementView, SiteSettingsInput, SiteSettingsScreen };

/** The operator's console (REST /backoffice/operator/…, /backoffice/settings). Never cached: every act changes it. */
export class BackofficeOperatorAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  markets = (query: OperatorMarketQuery) => this.mine<OperatorMarketView[]>('/backoffice/operator/markets', query);
  market = (marketId: string) => this.mine<OperatorMarketView>('/backoffice/operator/market', { marketId });
  setStatus = (marketId: string, status: string) => this.mine<OperatorMarketView>('/backoffice/operator/markets/status', { marketId, status });
  settle = (marketId: string, result: { winnerId?: string | null; runs?: number | null; reason?: string | null }) =>
    this.mine<OperatorSettlementView>('/backoffice/operator/markets/settle', { marketId, ...result });
  void = (marketId: string, reason: string) => this.mine<OperatorSettlementView>('/backoffice/operator/markets/void', { marketId, reason });
  settings = () => this.mine<SiteSettingsScreen>('/backoffice/settings');
  updateSettings = (input: SiteSettingsInput) => this.mine<SiteSettingsScreen>('/backoffice/settings/update', input);
}
