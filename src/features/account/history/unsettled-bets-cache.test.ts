import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { UnsettledBetsQueryQuery } from '@/gql/graphql';
import { dropSettledOut, UnsettledBetsQuery } from './unsettled-bets';

const bet = (betId: string, sizeMatched: number, sizeRemaining: number) => ({
  __typename: 'Bet' as const,
  betId,
  marketId: '41002.mo',
  marketName: 'Match Odds',
  exEventId: '41002',
  eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders',
  sportId: 4,
  selectionName: 'Royal Challengers Bengaluru',
  side: 'BACK' as const,
  oddsPrice: 20,
  averagePriceMatched: null,
  stake: 5_000,
  sizeMatched,
  sizeRemaining,
  status: 'EXECUTABLE' as const,
  placedAt: '2026-11-22T12:50:31.000Z',
});

function cacheWith(...bets: ReturnType<typeof bet>[]) {
  const cache = new InMemoryCache({ typePolicies: { Bet: { keyFields: ['betId'] } } });
  cache.writeQuery({ query: UnsettledBetsQuery, data: { unsettledBets: bets } as UnsettledBetsQueryQuery });
  return cache;
}
const ids = (cache: InMemoryCache) => cache.readQuery({ query: UnsettledBetsQuery })?.unsettledBets.map((b) => b.betId);

describe('a cancel on Unsettled Bets moves the list without reading it again', () => {
  it('a bet cancelled with nothing matched leaves the list', () => {
    const cache = cacheWith(bet('u-1', 0, 5_000), bet('u-2', 20_000, 0));
    dropSettledOut(cache, { betId: 'u-1', sizeMatched: 0, sizeRemaining: 0 });
    expect(ids(cache)).toEqual(['u-2']);
  });

  it('a part-matched bet whose rest was cancelled stays (its matched part is unsettled)', () => {
    const cache = cacheWith(bet('u-1', 2_000, 3_000));
    dropSettledOut(cache, { betId: 'u-1', sizeMatched: 2_000, sizeRemaining: 0 });
    expect(ids(cache)).toEqual(['u-1']);
  });
});
