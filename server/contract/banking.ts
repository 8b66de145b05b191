/**
 * The REST contract of banking: the shapes the exchange sends and the gateway reads, written once.
 * Types only (the gateway and the exchange can run as separate processes; nothing here runs).
 */

export type BankingKind = 'DEPOSIT' | 'WITHDRAWAL';
export type BankingStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A deposit method of the site (`/banking/methods`). Amounts in paise. */
export interface DepositMethod {
  methodId: string;
  name: string;
  kind: 'UPI' | 'BANK' | 'WALLET';
  details: Record<string, string>;
  minAmount: number;
  maxAmount: number;
  sequence: number;
}

/** A banking request as the REST API and the stream send it. Amount in paise. */
export interface BankingRequestView {
  requestId: string;
  userName: string;
  kind: BankingKind;
  amount: number;
  methodId: string | null;
  utr: string | null;
  destination: Record<string, string> | null;
  status: BankingStatus;
  history: Array<{ status: string; at: string; by?: string; note?: string }>;
  createdAt: string;
}

/** Where a withdrawal is paid: a bank account or a UPI id. */
export interface WithdrawalDestination {
  accountHolder: string;
  accountNumber?: string | null;
  ifsc?: string | null;
  upiId?: string | null;
}
