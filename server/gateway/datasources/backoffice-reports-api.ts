import type { RestClient } from './rest-client';
import type { StatementRowView } from '../../contract/history';
import type { DashboardView, PartnershipInput, PartnershipView, PnlGroup, PnlReport, RecordSettleUpInput, SettleUpRecord, SettleUpStatement } from '../../contract/backoffice-reports';

/** The back office's reports, settle-up, dashboard and partnership (REST /backoffice/reports…). Never cached. */
export class BackofficeReportsAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  pnl = (from: string, to: string, groupBy: PnlGroup) => this.mine<PnlReport>('/backoffice/reports/pnl', { from, to, groupBy });
  statement = (from: string, to: string) => this.mine<{ opening: number; closing: number; rows: StatementRowView[] }>('/backoffice/reports/statement', { from, to });
  settleUp = () => this.mine<SettleUpStatement>('/backoffice/reports/settle-up');
  recordSettleUp = (input: RecordSettleUpInput) => this.mine<SettleUpRecord>('/backoffice/reports/settle-up/record', input);
  dashboard = () => this.mine<DashboardView>('/backoffice/reports/dashboard');
  setPartnership = (input: PartnershipInput) => this.mine<PartnershipView>('/backoffice/reports/partnership', input);
}
