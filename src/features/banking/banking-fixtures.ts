import type { RequestTimeline_RequestFragment } from '@/gql/graphql';
import type { DepositMethod } from './deposit-page';
import type { BankAccount } from './withdraw-page';

/** Story and test data: requests as the gateway sends them (paise). */
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 12, 0) - minutesAgo * 60_000).toISOString();

export const pendingDeposit: RequestTimeline_RequestFragment = {
  requestId: 'dep-1',
  kind: 'DEPOSIT',
  amount: 150_000,
  utr: '123456789012',
  status: 'PENDING',
  createdAt: at(3),
  history: [{ status: 'PENDING', at: at(3), by: null, note: 'Deposit request received' }],
};

export const approvedDeposit: RequestTimeline_RequestFragment = {
  ...pendingDeposit,
  requestId: 'dep-2',
  status: 'APPROVED',
  history: [...pendingDeposit.history, { status: 'APPROVED', at: at(1), by: 'agent', note: null }],
};

export const rejectedWithdrawal: RequestTimeline_RequestFragment = {
  requestId: 'wd-1',
  kind: 'WITHDRAWAL',
  amount: 50_000,
  utr: null,
  status: 'REJECTED',
  createdAt: at(60),
  history: [
    { status: 'PENDING', at: at(60), by: null, note: 'Withdrawal request received' },
    { status: 'REJECTED', at: at(30), by: 'agent', note: 'Account name does not match' },
  ],
};

export const depositMethods: DepositMethod[] = [
  { methodId: 'upi-1', name: 'UPI', kind: 'UPI', minAmount: 10_000, maxAmount: 20_000_000, sequence: 1, details: [{ key: 'upiId', value: 'backlay@upi' }, { key: 'payee', value: 'Backlay Exchange' }] },
  {
    methodId: 'bank-1',
    name: 'Bank transfer (IMPS/NEFT)',
    kind: 'BANK',
    minAmount: 50_000,
    maxAmount: 100_000_000,
    sequence: 2,
    details: [
      { key: 'accountName', value: 'Backlay Exchange' },
      { key: 'accountNumber', value: '001234567890' },
      { key: 'ifsc', value: 'BKLY0000001' },
      { key: 'bank', value: 'Demo Bank' },
    ],
  },
  { methodId: 'wallet-1', name: 'PhonePe / Paytm', kind: 'WALLET', minAmount: 10_000, maxAmount: 5_000_000, sequence: 3, details: [{ key: 'number', value: '+91 90000 00001' }] },
];

export const savedAccounts: BankAccount[] = [
  { accountId: 'ba-1', accountHolder: 'Demo User', accountNumber: '123456789012', ifsc: 'HDFC0001234', bankName: 'HDFC Bank' },
  { accountId: 'ba-2', accountHolder: 'Demo User', accountNumber: '99887766554433', ifsc: 'SBIN0004321', bankName: 'State Bank of India' },
];

export const pendingWithdrawal: RequestTimeline_RequestFragment = { ...rejectedWithdrawal, requestId: 'wd-2', status: 'PENDING', history: rejectedWithdrawal.history.slice(0, 1) };
