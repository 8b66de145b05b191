import type { RestClient } from './rest-client';
import type { StatementRowView } from '../../contract/history';

/** A level's part of a P&L row (REST /backoffice/reports/pnl). */
export interface BackofficePnlRowData {
  key: string;
  label: string;
  bettorsNet: number;
  mine: number;
  levels: Array<{ role: string; roleName: string; amount: number }>;
  upline: number;
}
export interface BackofficeSettleUpRecordData {
  id: string;
  downline: string;
  upline: string;
  amount: number;
  note: string;
  recordedBy: string;
  at: string;
}
export interface BackofficeSettleUpBalanceData {
  userName: string;
  roleName: string;
  outstanding: number;
  sinceLast: number;
  lastSettledAt: string | null;
}

/** The back office's reports, settle-up, dashboard and partnership (REST /backoffice/reports…). Never cached. */
export class BackofficeReportsAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  pnl = (from: string, to: string, groupBy: 'user' | 'sport' | 'event' | 'market') =>
    this.mine<{ from: string; to: string; groupBy: string; rows: BackofficePnlRowData[]; total: BackofficePnlRowData }>('/backoffice/reports/pnl', { from, to, groupBy });
  statement = (from: string, to: string) => this.mine<{ opening: number; closing: number; rows: StatementRowView[] }>('/backoffice/reports/statement', { from, to });
  settleUp = () =>
    this.mine<{ upline: string | null; withUpline: BackofficeSettleUpBalanceData | null; withDownline: BackofficeSettleUpBalanceData[]; history: BackofficeSettleUpRecordData[] }>('/backoffice/reports/settle-up');
  recordSettleUp = (input: { downlineUserName: string; amount: number; note: string; idempotencyKey: string }) => this.mine<BackofficeSettleUpRecordData>('/backoffice/reports/settle-up/record', input);
  dashboard = () =>
    this.mine<{
      downlineSize: number;
      bettors: number;
      totalBalance: number;
      creditGiven: number;
      exposure: number;
      myPnlToday: number;
      myPnlWeek: number;
      downlinePnlToday: number;
      downlinePnlWeek: number;
      requestsWaiting: number;
    }>('/backoffice/reports/dashboard');
  setPartnership = (input: { userName: string; partnershipBps: number; commissionBps: number | null }) =>
    this.mine<{ userName: string; partnershipBps: number; commissionBps: number | null; maxPartnershipBps: number; chainsWritten: number }>('/backoffice/reports/partnership', input);
}
