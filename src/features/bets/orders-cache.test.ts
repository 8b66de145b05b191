import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { BetMarket_InfoFragment } from '@/gql/graphql';
import { betTypePolicy } from './bet-type-policy';
import { BetMarket_info, EventFiguresQuery, MyBetsQuery, SettledBetsQuery } from './bet-documents';
import { figuresIntoCache, ordersIntoCache, receiptIntoCache, type EventFigures, type OrdersUpdate } from './orders-cache';
import { awaitOrderPush } from './provide-bet-slip';

const EVENT = '41001';
const MARKET = '41001.mo';

/** A client with the app's type policies whose link records each operation and answers nothing. */
function client() {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => new Observable((observer) => {
    sent.push(operation.operationName ?? '');
    observer.complete();
  }));
  const c = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { Market: { keyFields: ['marketId'] }, Bet: betTypePolicy } }) });
  // The market page holds the market (its event) and My Bets of the event.
  c.cache.writeFragment({ fragment: BetMarket_info, data: { __typename: 'Market', marketId: MARKET, exEventId: EVENT, kind: 'exchange', marketName: 'Match Odds' } as BetMarket_InfoFragment });
  c.cache.writeQuery({ query: MyBetsQuery, variables: { eventId: EVENT }, data: { matchedBets: [], unmatchedBets: [], marketPositions: [] } });
  return { client: c, sent };
}

type OrderRow = OrdersUpdate['orders'][number];

const row = (over: Partial<OrderRow>): OrderRow => ({
  // As the transport brings it (Apollo asks every object's __typename).
  __typename: 'Bet',
  betId: 'b-1',
  marketId: MARKET,
  marketName: null,
  runnerId: '1',
  selectionName: 'Mumbai Indians',
  side: 'BACK',
  type: 'B',
  line: null,
  oddsPrice: 2,
  averagePriceMatched: null,
  stake: 10_000,
  sizeMatched: 0,
  sizeRemaining: 10_000,
  status: 'EXECUTABLE',
  lapseReason: null,
  placedAt: '2026-11-23T18:00:00.000Z',
  queueAhead: 0,
  exEventId: null,
  settled: false,
  profitAndLoss: null,
  ...over,
} as OrderRow);

const myBets = (c: ApolloClient) => {
  const data = c.cache.readQuery({ query: MyBetsQuery, variables: { eventId: EVENT } });
  return { matched: data?.matchedBets.map((b) => [b.betId, b.status, b.sizeMatched]), unmatched: data?.unmatchedBets.map((b) => [b.betId, b.status, b.sizeRemaining]) };
};

describe('the orders stream written into the cache', () => {
  it('a new order joins My Bets of its event; a match moves it, with the exchange status as it is; nothing is fetched', () => {
    const { client: c, sent } = client();
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 1, orders: [row({})] });
    expect(myBets(c)).toEqual({ matched: [], unmatched: [['b-1', 'EXECUTABLE', 10_000]] });
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 2, orders: [row({ sizeMatched: 4_000, sizeRemaining: 6_000 })] });
    expect(myBets(c)).toEqual({ matched: [['b-1', 'EXECUTABLE', 4_000]], unmatched: [['b-1', 'EXECUTABLE', 6_000]] });
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 3, orders: [row({ sizeMatched: 10_000, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' })] });
    expect(myBets(c)).toEqual({ matched: [['b-1', 'EXECUTION_COMPLETE', 10_000]], unmatched: [] });
    expect(sent).toEqual([]);
  });

  it('a cancelled order leaves the unmatched list as CANCELLED; an order of another event stays out', () => {
    const { client: c } = client();
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 4, orders: [row({}), row({ betId: 'b-other', marketId: '41002.mo' })] });
    expect(myBets(c).unmatched).toEqual([['b-1', 'EXECUTABLE', 10_000]]);
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 5, orders: [row({ sizeRemaining: 0, status: 'CANCELLED' })] });
    expect(myBets(c)).toEqual({ matched: [], unmatched: [] });
  });

  it('the receipt’s average matched price stays on the bet when the push (which leaves it out) comes before or after it', () => {
    const { client: c } = client();
    receiptIntoCache(c.cache, { betId: 'b-1', averagePriceMatched: 2.04 });
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 6, orders: [row({ sizeMatched: 10_000, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' })] });
    expect(c.cache.readQuery({ query: MyBetsQuery, variables: { eventId: EVENT } })?.matchedBets[0]?.averagePriceMatched).toBe(2.04);
  });

  it('a snapshot that no longer holds a listed open bet (changes missed on a dropped socket) drops the event’s lists to be read again', () => {
    const { client: c } = client();
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 7, orders: [row({})] });
    ordersIntoCache(c.cache, { kind: 'SNAPSHOT', seq: 8, orders: [] });
    expect(c.cache.readQuery({ query: MyBetsQuery, variables: { eventId: EVENT } })).toBeNull();
  });

  it('a snapshot that agrees with the lists keeps them', () => {
    const { client: c } = client();
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 9, orders: [row({})] });
    ordersIntoCache(c.cache, { kind: 'SNAPSHOT', seq: 10, orders: [row({ queueAhead: 5_000 })] });
    expect(myBets(c).unmatched).toEqual([['b-1', 'EXECUTABLE', 10_000]]);
  });

  it('the exchange’s positions and event book after a change move with the figures push (My Bets and the event book read them)', () => {
    const { client: c, sent } = client();
    const eventBook = { __typename: 'EventBook' as const, eventId: EVENT, hasPosition: true, outcomes: [{ __typename: 'EventOutcome' as const, key: '1', name: 'Mumbai Indians', profit: 10_000 }], markets: [], fancy: [] };
    const marketPositions = [{ __typename: 'MarketPosition' as const, marketId: MARKET, kind: 'exchange' as const, runners: [{ __typename: 'RunnerProfit' as const, runnerId: '1', profit: 10_000 }] }];
    figuresIntoCache(c.cache, [{ __typename: 'OrdersEventFigures', eventId: EVENT, marketPositions, eventBook } as EventFigures]);
    expect(c.cache.readQuery({ query: MyBetsQuery, variables: { eventId: EVENT } })?.marketPositions).toEqual(marketPositions);
    expect(c.cache.readQuery({ query: EventFiguresQuery, variables: { eventId: EVENT } })?.eventBook).toEqual(eventBook);
    expect(sent).toEqual([]);
  });

  it('an in-play bet’s outcome is its order push after the delay (PENDING pushes are waited past)', async () => {
    const { client: c, sent } = client();
    const outcome = awaitOrderPush(c, 'b-1', new AbortController().signal);
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 11, orders: [row({ status: 'PENDING', queueAhead: null })] });
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 12, orders: [row({ status: 'LAPSED', sizeRemaining: 0 })] });
    await expect(outcome).resolves.toEqual({ betId: 'b-1', status: 'LAPSED', sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null });
    expect(sent).toEqual([]);
  });

  it('an in-play bet that lapsed says why, as its push named it (the market suspended during the delay)', async () => {
    const { client: c } = client();
    const outcome = awaitOrderPush(c, 'b-1', new AbortController().signal);
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 11, orders: [row({ status: 'PENDING', queueAhead: null })] });
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 12, orders: [row({ status: 'LAPSED', sizeRemaining: 0, lapseReason: 'MARKET_SUSPENDED' })] });
    await expect(outcome).resolves.toEqual({ betId: 'b-1', status: 'LAPSED', sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null, lapseReason: 'MARKET_SUSPENDED' });
  });

  it('a settled market’s bets leave My Bets for the event’s settled bets (keyed by bet id, a resettlement replaces the outcome), voided ones as VOIDED; nothing is fetched', () => {
    const { client: c, sent } = client();
    c.cache.writeQuery({ query: SettledBetsQuery, variables: { eventId: EVENT }, data: { settledBets: [] } });
    c.cache.writeFragment({ fragment: BetMarket_info, data: { __typename: 'Market', marketId: '41001.bm', exEventId: EVENT, kind: 'bookmaker', marketName: 'Bookmaker' } as BetMarket_InfoFragment });
    const settledBets = () => c.cache.readQuery({ query: SettledBetsQuery, variables: { eventId: EVENT } })?.settledBets.map((b) => [b.betId, b.marketName, b.state, b.sizeMatched, b.averagePriceMatched, b.profitAndLoss]);
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 13, orders: [row({ sizeMatched: 6_000, sizeRemaining: 4_000 }), row({ betId: 'b-2', marketId: '41001.bm', sizeMatched: 5_000, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' })] });
    expect(myBets(c)).toEqual({ matched: [['b-1', 'EXECUTABLE', 6_000], ['b-2', 'EXECUTION_COMPLETE', 5_000]], unmatched: [['b-1', 'EXECUTABLE', 4_000]] });

    const settled = { marketName: 'Match Odds', exEventId: EVENT, settled: true, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' as const };
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 14, orders: [row({ ...settled, sizeMatched: 6_000, averagePriceMatched: 2.1, profitAndLoss: 6_600 })] });
    expect(myBets(c)).toEqual({ matched: [['b-2', 'EXECUTION_COMPLETE', 5_000]], unmatched: [] });
    expect(settledBets()).toEqual([['b-1', 'Match Odds', 'SETTLED', 6_000, 2.1, 6_600]]);

    // Resettled: the same bet, its new outcome, once.
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 15, orders: [row({ ...settled, sizeMatched: 6_000, averagePriceMatched: 2.1, profitAndLoss: -6_000 })] });
    expect(settledBets()).toEqual([['b-1', 'Match Odds', 'SETTLED', 6_000, 2.1, -6_000]]);

    // Voided: the bookmaker bet shows as voided with nothing won or lost.
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 16, orders: [row({ ...settled, betId: 'b-2', marketId: '41001.bm', marketName: 'Bookmaker', sizeMatched: 5_000, status: 'VOIDED', profitAndLoss: 0 })] });
    expect(myBets(c)).toEqual({ matched: [], unmatched: [] });
    expect(settledBets()).toEqual([['b-2', 'Bookmaker', 'VOIDED', 5_000, null, 0], ['b-1', 'Match Odds', 'SETTLED', 6_000, 2.1, -6_000]]);
    expect(sent).toEqual([]);
  });

  it('a settled bet of another event stays out of this event’s settled bets', () => {
    const { client: c } = client();
    c.cache.writeQuery({ query: SettledBetsQuery, variables: { eventId: EVENT }, data: { settledBets: [] } });
    ordersIntoCache(c.cache, { kind: 'DELTA', seq: 17, orders: [row({ marketId: '41002.mo', exEventId: '41002', settled: true, sizeMatched: 1_000, sizeRemaining: 0, status: 'EXECUTION_COMPLETE', profitAndLoss: 1_000 })] });
    expect(c.cache.readQuery({ query: SettledBetsQuery, variables: { eventId: EVENT } })?.settledBets).toEqual([]);
  });
});
