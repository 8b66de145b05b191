import type { RestClient } from './rest-client';

export interface DepositMethodRow {
  methodId: string;
  name: string;
  kind: 'UPI' | 'BANK' | 'WALLET';
  details: Record<string, string>;
  minAmount: number;
  maxAmount: number;
  sequence: number;
}
export interface BankingRequestRow {
  requestId: string;
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  amount: number;
  methodId: string | null;
  utr: string | null;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  history: Array<{ status: string; at: string; by?: string; note?: string }>;
  createdAt: string;
}
export interface WithdrawalDestination {
  accountHolder: string;
  accountNumber?: string | null;
  ifsc?: string | null;
  upiId?: string | null;
}
export interface TransferRow {
  txId: number;
  amount: number;
  toUserName: string;
}
export interface RewardRow {
  reference: string;
  description: string;
  at: string;
  amount: number;
}

/** Banking: deposits, withdrawals, transfers, rewards and the upline's decisions. Never cached. */
export class BankingAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  methods = () => this.mine<DepositMethodRow[]>('/banking/methods');
  requests = () => this.mine<BankingRequestRow[]>('/banking/requests');
  request = (requestId: string) => this.mine<BankingRequestRow>('/banking/request', { requestId });
  rewards = () => this.mine<RewardRow[]>('/banking/rewards');
  deposit = (amount: number, methodId: string, utr: string) => this.mine<BankingRequestRow>('/banking/deposit', { amount, methodId, utr });
  withdraw = (amount: number, destination: WithdrawalDestination) => {
    // GraphQL sends absent optional inputs as null; the REST body wants them left out.
    const cleaned = Object.fromEntries(Object.entries(destination).filter(([, v]) => v !== null && v !== undefined));
    return this.mine<BankingRequestRow>('/banking/withdraw', { amount, destination: cleaned });
  };
  transfer = (toUserName: string, amount: number, idempotencyKey: string) =>
    this.mine<TransferRow>('/banking/transfer', { toUserName, amount, idempotencyKey });
  downlineRequests = () => this.mine<BankingRequestRow[]>('/agent/requests');
  decide = (requestId: string, decision: 'APPROVE' | 'REJECT', note?: string | null) =>
    this.mine<BankingRequestRow>('/agent/requests/decide', { requestId, decision, ...(note ? { note } : {}) });
}
