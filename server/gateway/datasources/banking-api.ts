import { GraphQLError } from 'graphql';
import type { BankingRequestView, DepositMethod, WithdrawalDestination } from '../../contract/banking';
import type { RestClient } from './rest-client';

export type { BankingRequestView as BankingRequestRow, DepositMethod as DepositMethodRow, WithdrawalDestination };

export interface TransferRow {
  txId: number;
  amount: number;
  toUserName: string;
  /** The sender's row of it, as `transfers` lists it. */
  entry: TransferHistoryRow;
}
export interface RewardRow {
  reference: string;
  description: string;
  at: string;
  amount: number;
  /** claimReward's answer only: the offer after the claim. */
  claimedOffer?: RewardOfferRow | null;
}

export interface BankAccountRow {
  accountId: string;
  accountHolder: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
}
export interface RewardOfferRow {
  rewardId: string;
  description: string;
  amount: number;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  claimedAt: string | null;
  expiresAt: string | null;
}
export interface TransferHistoryRow {
  txId: string;
  description: string;
  at: string;
  amount: number;
}
export interface DownlineUserRow {
  userName: string;
  role: string;
  isLogin: number;
  /** The wallet. */
  bankBalance: number;
  exposure: number;
  held: number;
  available: number;
}
export interface DownlineTotalsRow {
  depositsApproved: number;
  depositsApprovedCount: number;
  withdrawalsApproved: number;
  withdrawalsApprovedCount: number;
  rejectedCount: number;
  pendingDeposits: number;
  pendingWithdrawals: number;
  pendingCount: number;
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

  methods = () => this.mine<DepositMethod[]>('/banking/methods');
  requests = () => this.mine<BankingRequestView[]>('/banking/requests');
  request = (requestId: string) => this.mine<BankingRequestView>('/banking/request', { requestId });
  rewards = () => this.mine<RewardRow[]>('/banking/rewards');
  deposit = (amount: number, methodId: string, utr: string) => this.mine<BankingRequestView>('/banking/deposit', { amount, methodId, utr });
  withdraw = (amount: number, to: { destination?: WithdrawalDestination | null; accountId?: string | null; idempotencyKey?: string | null }) => {
    // GraphQL sends absent optional inputs as null; the REST body wants them left out.
    const present = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
    const destination = to.destination ? present(to.destination) : undefined;
    return this.mine<BankingRequestView>('/banking/withdraw', present({ amount, destination, accountId: to.accountId, idempotencyKey: to.idempotencyKey }));
  };
  accounts = () => this.mine<BankAccountRow[]>('/banking/accounts');
  addAccount = (input: Omit<BankAccountRow, 'accountId'>) => this.mine<BankAccountRow>('/banking/accounts/add', input);
  removeAccount = (accountId: string) => this.mine<BankAccountRow[]>('/banking/accounts/remove', { accountId });
  rewardOffers = () => this.mine<RewardOfferRow[]>('/banking/rewards/offers');
  claimReward = (rewardId: string) => this.mine<RewardRow>('/banking/rewards/claim', { rewardId });
  transfers = () => this.mine<TransferHistoryRow[]>('/banking/transfers');
  downlineUsers = () => this.mine<DownlineUserRow[]>('/agent/users');
  downlineTotals = (since: string) => this.mine<DownlineTotalsRow>('/agent/totals', { since });
  setBlocked = async (userName: string, blocked: boolean) => {
    await this.mine<unknown>('/admin/users/block', { userName, isLogin: blocked ? 0 : 1 });
    const user = (await this.downlineUsers()).find((u) => u.userName === userName);
    if (!user) throw new GraphQLError(`No user ${userName} in your downline`, { extensions: { code: 'INVALID_INPUT_DATA' } });
    return user;
  };
  transfer = (toUserName: string, amount: number, idempotencyKey: string) =>
    this.mine<TransferRow>('/banking/transfer', { toUserName, amount, idempotencyKey });
  downlineRequests = () => this.mine<BankingRequestView[]>('/agent/requests');
  decide = (requestId: string, decision: 'APPROVE' | 'REJECT', note?: string | null) =>
    this.mine<BankingRequestView>('/agent/requests/decide', { requestId, decision, ...(note ? { note } : {}) });
}
