import type { RequestTimeline_RequestFragment } from '@/gql/graphql';

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
