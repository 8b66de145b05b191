import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';
import type { DownlineDeskLiveSubscription, DownlineDeskQueryQuery } from '@/gql/graphql';
import { DownlineDeskLive, DownlineDeskQuery, writeDeskChange } from '@/features/backoffice/requests/requests-page';

const at = '2026-11-23T10:00:00.000Z';
type Money = { wallet: number; exposure: number; held: number; available: number };
const typed = <T,>(value: unknown) => value as T;
const request = (requestId: string) => ({
  __typename: 'BankingRequest' as const,
  requestId,
  userName: 'demo',
  kind: 'WITHDRAWAL' as const,
  amount: 40_000,
  methodId: null,
  utr: null,
  status: 'PENDING' as const,
  createdAt: at,
  destination: [{ __typename: 'KeyValue' as const, key: 'ifsc', value: 'HDFC0001234' }],
  history: [{ __typename: 'BankingStatusChange' as const, status: 'PENDING' as const, by: null, note: 'Withdrawal request received' }],
});

describe('the agent desk moves with the stream, without reading anything again', () => {
  const before: Money = { wallet: 10_150_000, exposure: 25_000, held: 0, available: 10_125_000 };
  const held: Money = { wallet: 10_150_000, exposure: 25_000, held: 40_000, available: 10_085_000 };

  it('a desk push adds the request, replaces the day totals and moves the owner’s money on the agent’s desk', () => {
    const { cache } = createApolloClient({ uri: 'http://backlay.test/graphql', wsUrl: null });
    const since = '2026-11-23T00:00:00.000Z';
    const totals = (pendingWithdrawals: number, pendingCount: number) => ({
      __typename: 'DownlineTotals' as const,
      depositsApproved: 0,
      depositsApprovedCount: 0,
      withdrawalsApproved: 0,
      withdrawalsApprovedCount: 0,
      rejectedCount: 0,
      pendingDeposits: 0,
      pendingWithdrawals,
      pendingCount,
    });
    const user = (money: Money) => ({ __typename: 'DownlineUser' as const, userName: 'demo', role: 'bettor', isLogin: 1, ...money });
    cache.writeQuery({
      query: DownlineDeskQuery,
      variables: { since },
      data: typed<DownlineDeskQueryQuery>({ downlineBankingRequests: [], downlineUsers: [user(before)], downlinePasswordResets: [], downlineTotals: totals(0, 0) }),
    });
    const change = typed<DownlineDeskLiveSubscription['downlineDesk']>({ __typename: 'DownlineDeskChange', request: request('wd-new'), totals: totals(40_000, 1), user: user(held) });
    cache.writeQuery({ query: DownlineDeskLive, variables: { since }, data: typed({ downlineDesk: change }) });
    writeDeskChange(cache, since, change);
    const desk = cache.readQuery({ query: DownlineDeskQuery, variables: { since } })!;
    expect(desk.downlineBankingRequests.map((r) => r.requestId)).toEqual(['wd-new']);
    expect(desk.downlineTotals).toMatchObject({ pendingWithdrawals: 40_000, pendingCount: 1 });
    expect(desk.downlineUsers[0]).toMatchObject({ held: 40_000, available: 10_085_000 });
  });
});
