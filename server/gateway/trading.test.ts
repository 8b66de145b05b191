import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const PLACE = `mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId status sizeMatched } }`;
const QUOTE = `query($m: ID!, $f: Float) { cashOutQuote(marketId: $m, fraction: $f) { marketId fraction available reason guaranteed
  bets { runnerId runnerName side price size } profitBefore { runnerId runnerName profit } profitAfter { runnerId profit } } }`;
const CASH_OUT = `mutation($i: CashOutInput!) { cashOut(input: $i) { marketId bets { betId runnerId side price size status sizeMatched averagePriceMatched sizeCancelled error } profitAfter { runnerId profit } } }`;

interface Quote {
  cashOutQuote: { available: boolean; reason: string | null; guaranteed: number | null; bets: Array<{ runnerId: string; runnerName: string; side: 'BACK' | 'LAY'; price: number; size: number }>; profitAfter: Array<{ profit: number }> };
}

describe('trader’s tools through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);
  const bet = (side: string, runnerId: string, price: number, size: number, key: string) => ({ i: { marketId: '41005.mo', side, size, selection: { exchange: { runnerId, price } }, idempotencyKey: key } });

  it('quotes and places a cash out, and refuses a stale one with the exchange’s code', async () => {
    const [demo, mm1, mm2] = await Promise.all([login('demo'), login('mm1'), login('mm2')]);
    await ok(PLACE, bet('LAY', '1', 3, 10_000, 'gw-co-lay-01'), mm1);
    await ok(PLACE, bet('BACK', '1', 3, 10_000, 'gw-co-back-1'), demo);
    await ok(PLACE, bet('BACK', '1', 2.5, 50_000, 'gw-co-bid-01'), mm2);

    const { cashOutQuote: quote } = await ok<Quote>(QUOTE, { m: '41005.mo' }, demo);
    expect(quote).toMatchObject({ available: true, reason: null, guaranteed: 2_000, bets: [{ runnerId: '1', side: 'LAY', price: 2.5, size: 12_000 }] });
    expect(quote.bets[0]!.runnerName).toBeTruthy();
    expect(new Set(quote.profitAfter.map((p) => p.profit))).toEqual(new Set([2_000]));

    const bets = quote.bets.map(({ runnerId, side, price, size }) => ({ runnerId, side, price, size }));
    const done = await ok<{ cashOut: { bets: Array<{ sizeMatched: number; error: string | null }>; profitAfter: Array<{ profit: number }> } }>(
      CASH_OUT,
      { i: { marketId: '41005.mo', fraction: 1, idempotencyKey: 'gw-cash-out-1', bets } },
      demo,
    );
    expect(done.cashOut.bets).toEqual([expect.objectContaining({ sizeMatched: 12_000, error: null })]);
    expect(new Set(done.cashOut.profitAfter.map((p) => p.profit))).toEqual(new Set([2_000]));

    const stale = await gql(CASH_OUT, { i: { marketId: '41005.mo', fraction: 1, idempotencyKey: 'gw-cash-out-2', bets } }, demo);
    expect(stale.errors?.[0]?.extensions?.code).toBe('POSITION_CHANGED');
    const again = await ok<Quote>(QUOTE, { m: '41005.mo' }, demo);
    expect(again.cashOutQuote).toMatchObject({ available: false, reason: 'NO_POSITION', guaranteed: null, bets: [] });
    const anonymous = await gql(QUOTE, { m: '41005.mo' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a cash out whose price moved with the exchange’s new quote, placing nothing', async () => {
    const [demo, mm1, mm2] = await Promise.all([login('demo'), login('mm1'), login('mm2')]);
    const on = (side: string, runnerId: string, price: number, size: number, key: string) => ({ i: { ...bet(side, runnerId, price, size, key).i, marketId: '41003.mo' } });
    await ok(PLACE, on('LAY', '1', 3, 10_000, 'gw-rq-lay-01'), mm1);
    await ok(PLACE, on('BACK', '1', 3, 10_000, 'gw-rq-back-1'), demo);
    const bid = await ok<{ placeBet: { betId: string } }>(PLACE, on('BACK', '1', 2.5, 50_000, 'gw-rq-bid-01'), mm2);
    const { cashOutQuote: first } = await ok<Quote>(QUOTE, { m: '41003.mo' }, demo);
    expect(first).toMatchObject({ guaranteed: 2_000, bets: [{ price: 2.5, size: 12_000 }] });

    // The bid at 2.5 goes; one at 2.6 comes.
    await ok('mutation($m: ID!, $b: ID!) { cancelBet(marketId: $m, betId: $b) { betId } }', { m: '41003.mo', b: bid.placeBet.betId }, mm2);
    await ok(PLACE, on('BACK', '1', 2.6, 50_000, 'gw-rq-bid-02'), mm2);

    const REQUOTE = `mutation($i: CashOutInput!) { cashOut(input: $i) { bets { betId } refused requote { available guaranteed bets { runnerId side price size } } } }`;
    const bets = first.bets.map(({ runnerId, side, price, size }) => ({ runnerId, side, price, size }));
    const moved = await ok<{ cashOut: { bets: unknown[]; refused: string | null; requote: { available: boolean; guaranteed: number; bets: unknown[] } | null } }>(
      REQUOTE,
      { i: { marketId: '41003.mo', fraction: 1, idempotencyKey: 'gw-requote-1', bets } },
      demo,
    );
    expect(moved.cashOut).toEqual({ bets: [], refused: 'PRICE_MOVED', requote: { available: true, guaranteed: 1_538, bets: [{ runnerId: '1', side: 'LAY', price: 2.6, size: 11_539 }] } });
    const placed = await ok<{ cashOut: { bets: Array<{ sizeMatched: number }>; refused: string | null } }>(
      'mutation($i: CashOutInput!) { cashOut(input: $i) { refused bets { sizeMatched } } }',
      { i: { marketId: '41003.mo', fraction: 1, idempotencyKey: 'gw-requote-2', bets: moved.cashOut.requote!.bets } },
      demo,
    );
    expect(placed.cashOut).toEqual({ refused: null, bets: [{ sizeMatched: 11_539 }] });
  });

  it('gives each unmatched bet its queue position', async () => {
    const [demo, mm1] = await Promise.all([login('demo'), login('mm1')]);
    await ok(PLACE, bet('LAY', '2', 5, 7_000, 'gw-q-ahead-1'), mm1);
    const mine = await ok<{ placeBet: { betId: string } }>(PLACE, bet('LAY', '2', 5, 10_000, 'gw-q-mine-01'), demo);
    const { unmatchedBets } = await ok<{ unmatchedBets: Array<{ betId: string; queueAhead: number | null }> }>('query($e: ID!) { unmatchedBets(eventId: $e) { betId queueAhead } }', { e: '41005' }, demo);
    expect(unmatchedBets.find((b) => b.betId === mine.placeBet.betId)?.queueAhead).toBe(7_000);
  });

  it('gives each listed event its match odds market in one call, leaving out events without one', async () => {
    const { matchOdds } = await ok<{ matchOdds: Array<{ marketId: string; exEventId: string; kind: string; runners: Array<{ runnerName: string }> }> }>(
      'query($ids: [ID!]!) { matchOdds(eventIds: $ids) { marketId exEventId kind status runners { runnerId runnerName availableToBack { price size } availableToLay { price size } } } }',
      { ids: ['41002', '13002', 'no-such-event'] },
    );
    expect(matchOdds.map((m) => [m.exEventId, m.marketId, m.kind])).toEqual([
      ['41002', '41002.mo', 'exchange'],
      ['13002', '13002.mo', 'exchange'],
    ]);
    expect(matchOdds[1]!.runners).toHaveLength(3);
  });
});
