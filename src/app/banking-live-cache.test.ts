import { describe, expect, it } from 'vitest';
import type { ApolloCache } from '@apollo/client';
import { createApolloClient } from './apollo';
import type { BankingHubQueryQuery, MyBalanceLiveSubscription, WithdrawQueryQuery } from '@/gql/graphql';
import { HeaderBalanceQuery } from '@/features/header/public';
import { writeBalance } from '@/features/header/live-account';
import { BankingHubQuery } from '@/features/banking/banking-hub-page';
import { WithdrawQuery } from '@/features/banking/withdraw-page';
import { addRequestToList } from '@/features/banking/banking-cache';
import { MyBankingRequestsLive } from '@/features/banking/use-live-banking';

type Money = MyBalanceLiveSubscription['myBalance'];
const at = '2026-11-23T10:00:00.000Z';
const request = (requestId: string, status: 'PENDING' | 'REJECTED', amount = 40_000) => ({
  __typename: 'BankingRequest' as const,
  requestId,
  userName: 'demo',
  kind: 'WITHDRAWAL' as const,
  amount,
  methodId: null,
  utr: null,
  status,
  createdAt: at,
  destination: [{ __typename: 'KeyValue' as const, key: 'ifsc', value: 'HDFC0001234' }],
  history: [
    { __typename: 'BankingStatusChange' as const, status: 'PENDING' as const, at, by: null, note: 'Withdrawal request received' },
    ...(status === 'REJECTED' ? [{ __typename: 'BankingStatusChange' as const, status: 'REJECTED' as const, at, by: 'agent', note: 'Name does not match' }] : []),
  ],
});
const typed = <T,>(value: unknown) => value as T;

/** A cache with the app's type policies, holding what the banking pages and the header loaded. */
function loadedCache(money: Money): ApolloCache {
  const { cache } = createApolloClient({ uri: 'http://backlay.test/graphql', wsUrl: null });
  const balance = { __typename: 'Balance', ...money };
  cache.writeQuery({ query: HeaderBalanceQuery, data: typed({ balance }) });
  cache.writeQuery({ query: BankingHubQuery, data: typed<BankingHubQueryQuery>({ balance, bankingRequests: [request('wd-old', 'REJECTED')] }) });
  cache.writeQuery({ query: WithdrawQuery, data: typed<WithdrawQueryQuery>({ balance: { __typename: 'Balance', available: money.available }, bankAccounts: [], bankingRequests: [request('wd-old', 'REJECTED')] }) });
  return cache;
}

describe('pushes are written into the cache, where every view reads them', () => {
  const before: Money = { wallet: 10_150_000, exposure: 25_000, held: 0, available: 10_125_000 };
  const held: Money = { wallet: 10_150_000, exposure: 25_000, held: 40_000, available: 10_085_000 };

  it('a balance push moves the header, the banking hub and the withdraw page: one Balance in the cache', () => {
    const cache = loadedCache(before);
    writeBalance(cache, held);
    expect(cache.readQuery({ query: HeaderBalanceQuery })?.balance).toEqual({ __typename: 'Balance', ...held });
    expect(cache.readQuery({ query: BankingHubQuery })?.balance).toEqual({ __typename: 'Balance', ...held });
    expect(cache.readQuery({ query: WithdrawQuery })?.balance.available).toBe(10_085_000);
    expect(Object.keys(cache.extract() as Record<string, unknown>).filter((id) => id.startsWith('Balance'))).toEqual(['Balance:{}']);
  });

  it('a request pushed by the stream joins every cached request list once, complete enough for each page', () => {
    const cache = loadedCache(before);
    const pushed = request('wd-new', 'PENDING');
    cache.writeQuery({ query: MyBankingRequestsLive, data: typed({ myBankingRequests: pushed }) });
    addRequestToList(cache, pushed);
    addRequestToList(cache, pushed);
    expect(cache.readQuery({ query: BankingHubQuery })?.bankingRequests.map((r) => [r.requestId, r.status])).toEqual([
      ['wd-new', 'PENDING'],
      ['wd-old', 'REJECTED'],
    ]);
    expect(cache.readQuery({ query: WithdrawQuery })?.bankingRequests.map((r) => r.requestId)).toEqual(['wd-new', 'wd-old']);
    // The decision arrives as the same request: every list shows it, nothing is added twice.
    const decided = request('wd-new', 'REJECTED');
    cache.writeQuery({ query: MyBankingRequestsLive, data: typed({ myBankingRequests: decided }) });
    addRequestToList(cache, decided);
    expect(cache.readQuery({ query: BankingHubQuery })?.bankingRequests.map((r) => [r.requestId, r.status])).toEqual([
      ['wd-new', 'REJECTED'],
      ['wd-old', 'REJECTED'],
    ]);
  });
});
