import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const BET_FIELDS = 'betId marketId marketName runnerId selectionName side type oddsPrice averagePriceMatched stake sizeMatched sizeRemaining sizeCancelled sizeLapsed status persistence placedAt';
const PLACE = `mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId marketId status sizeMatched sizeRemaining averagePriceMatched releaseAt } }`;

describe('markets and betting through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('serves an event with its markets of every kind, and one market, with the live book', async () => {
    const { event } = await ok<{ event: { eventName: string; status: string; videoId: string | null; markets: Array<{ marketId: string; kind: string; runners: unknown[]; fancy: { yesLine: number } | null }> } }>(
      `query($id: ID!) { event(id: $id) { exEventId eventName sportId sportName eventTime tournamentName inPlay status score videoId
         markets { marketId kind status minStake maxStake runners { runnerId runnerName } fancy { yesLine yesRate noLine noRate } line } } }`,
      { id: '41002' },
    );
    expect(event.eventName).toBe('Royal Challengers Bengaluru v Kolkata Knight Riders');
    expect(event.status).toBe('SCHEDULED');
    expect(event.markets.map((m) => m.kind)).toEqual(['exchange', 'bookmaker', 'fancy', 'fancy', 'fancy']);
    expect(event.markets.find((m) => m.kind === 'fancy')?.fancy?.yesLine).toBeGreaterThan(0);

    const { market } = await ok<{ market: { marketId: string; runners: Array<{ runnerName: string; availableToBack: Array<{ price: number; size: number }> }> } }>(
      'query($id: ID!) { market(id: $id) { marketId marketName status inPlay betDelayMs runners { runnerName availableToBack { price size } availableToLay { price size } lastTradedPrice tradedVolume } } }',
      { id: '41002.bm' },
    );
    expect(market.runners[0]).toMatchObject({ runnerName: 'Royal Challengers Bengaluru', availableToBack: [{ price: 1.8 }] });

    const missing = await gql('{ market(id: "nope.mo") { marketId } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('MARKET_NOT_FOUND');
  });

  it('places, lists, re-prices and cancels bets; matched bets use the spec fields (selectionName, oddsPrice, stake, type)', async () => {
    const [demo, mm1] = await Promise.all([login('demo'), login('mm1')]);
    // mm1 lays at 2.0 (a price to back), demo backs into it: matched.
    await ok(PLACE, { i: { marketId: '41002.mo', side: 'LAY', size: 50_000, selection: { exchange: { runnerId: '1', price: 2 } }, idempotencyKey: 'mk-lay-0001' } }, mm1);
    const matched = await ok<{ placeBet: { status: string; sizeMatched: number; averagePriceMatched: number } }>(
      PLACE,
      { i: { marketId: '41002.mo', side: 'BACK', size: 20_000, selection: { exchange: { runnerId: '1', price: 2 } }, idempotencyKey: 'mk-back-0001' } },
      demo,
    );
    expect(matched.placeBet).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 20_000, averagePriceMatched: 2 });
    // An unmatched lay by demo on the other runner.
    const resting = await ok<{ placeBet: { betId: string; status: string; sizeRemaining: number } }>(
      PLACE,
      { i: { marketId: '41002.mo', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '2', price: 1.5 } }, persistence: 'PERSIST', idempotencyKey: 'mk-lay-0002' } },
      demo,
    );
    expect(resting.placeBet).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 10_000 });
    // The exchange's total matched and last traded price reach GraphQL (issue 19).
    const traded = await ok<{ market: { totalMatched: number; runners: Array<{ runnerId: string; lastTradedPrice: number | null }> } }>(
      'query($id: ID!) { market(id: $id) { totalMatched runners { runnerId lastTradedPrice } } }',
      { id: '41002.mo' },
    );
    expect(traded.market.totalMatched).toBe(20_000);
    expect(traded.market.runners.find((r) => r.runnerId === '1')?.lastTradedPrice).toBe(2);

    const bets = await ok<{ matchedBets: Array<Record<string, unknown>>; unmatchedBets: Array<Record<string, unknown>> }>(
      `query($e: ID!) { matchedBets(eventId: $e) { ${BET_FIELDS} } unmatchedBets(eventId: $e) { ${BET_FIELDS} } }`,
      { e: '41002' },
      demo,
    );
    expect(bets.matchedBets).toEqual([
      expect.objectContaining({ selectionName: 'Royal Challengers Bengaluru', oddsPrice: 2, averagePriceMatched: 2, stake: 20_000, type: 'B', side: 'BACK', marketName: 'Match Odds', sizeCancelled: 0 }),
    ]);
    expect(bets.unmatchedBets).toEqual([expect.objectContaining({ betId: resting.placeBet.betId, type: 'L', oddsPrice: 1.5, averagePriceMatched: null, persistence: 'PERSIST', status: 'EXECUTABLE' })]);

    const replaced = await ok<{ replaceBet: { betId: string; status: string } }>(
      'mutation($m: ID!, $b: ID!) { replaceBet(marketId: $m, betId: $b, price: 1.4) { betId status sizeRemaining } }',
      { m: '41002.mo', b: resting.placeBet.betId },
      demo,
    );
    expect(replaced.replaceBet).toMatchObject({ betId: resting.placeBet.betId, status: 'EXECUTABLE' });
    const cancelled = await ok<{ cancelBet: { status: string; sizeCancelled: number; oddsPrice: number } }>(
      'mutation($m: ID!, $b: ID!) { cancelBet(marketId: $m, betId: $b) { status sizeCancelled oddsPrice sizeRemaining } }',
      { m: '41002.mo', b: resting.placeBet.betId },
      demo,
    );
    expect(cancelled.cancelBet).toMatchObject({ status: 'CANCELLED', sizeCancelled: 10_000, oddsPrice: 1.4 });

    const after = await ok<{ unsettledBets: Array<{ exEventId: string; stake: number }>; userEventsExposure: Array<Record<string, unknown>>; balance: { wallet: number; exposure: number; held: number; available: number } }>(
      `{ unsettledBets { betId exEventId stake marketName }
         userEventsExposure { sportName eventName marketName marketId betCounts sportId eventId exposure }
         balance { wallet exposure held available } }`,
      {},
      demo,
    );
    expect(after.unsettledBets).toEqual([expect.objectContaining({ exEventId: '41002', stake: 20_000 })]);
    expect(after.userEventsExposure).toEqual([
      { sportName: 'Cricket', eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders', marketName: 'Match Odds', marketId: '41002.mo', betCounts: 1, sportId: 4, eventId: '41002', exposure: 20_000 },
    ]);
    expect(after.balance).toEqual({ wallet: 10_000_000, exposure: 20_000, held: 0, available: 9_980_000 });

    // The exchange's own matched positions: demo backed runner 1 for 200 at 2.0, mm1 laid it.
    type Positions = { marketPositions: Array<{ marketId: string; runners: Array<{ runnerId: string; profit: number }> }> };
    const POSITIONS = 'query($e: ID!) { marketPositions(eventId: $e) { marketId runners { runnerId profit } } }';
    const [mine, theirs] = await Promise.all([ok<Positions>(POSITIONS, { e: '41002' }, demo), ok<Positions>(POSITIONS, { e: '41002' }, mm1)]);
    expect(mine.marketPositions.map((p) => p.marketId)).toEqual(['41002.mo']);
    const byRunner = (p: Positions) => Object.fromEntries(p.marketPositions.find((m) => m.marketId === '41002.mo')!.runners.map((r) => [r.runnerId, r.profit]));
    const demoLine = byRunner(mine);
    expect(demoLine['1']).toBe(20_000);
    expect(Object.entries(demoLine).filter(([id]) => id !== '1').every(([, profit]) => profit === -20_000)).toBe(true);
    expect(byRunner(theirs)['1']).toBe(-20_000);
    const anonymous = await gql(POSITIONS, { e: '41002' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a fancy book per result for the bettor', async () => {
    const demo = await login('demo');
    const { market } = await ok<{ market: { fancy: { yesLine: number; yesRate: number } } }>('{ market(id: "41002.f6") { fancy { yesLine yesRate } } }');
    await ok(PLACE, { i: { marketId: '41002.f6', side: 'BACK', size: 10_000, selection: { fancy: { line: market.fancy.yesLine, rate: market.fancy.yesRate } }, idempotencyKey: 'mk-fancy-001' } }, demo);
    const { fancyBook } = await ok<{ fancyBook: Array<{ key: number; value: number }> }>('query($m: ID!) { fancyBook(marketId: $m) { key value } }', { m: '41002.f6' }, demo);
    expect(fancyBook.length).toBeGreaterThan(1);
    expect(Math.min(...fancyBook.map((r) => r.value))).toBe(-10_000);
    expect(fancyBook.find((r) => r.key >= market.fancy.yesLine)?.value).toBe(10_000);
  });

  it("passes the exchange's refusals through as extensions.code", async () => {
    const [demo, blocked] = await Promise.all([login('demo'), login('blocked')]);
    const odd = await gql(PLACE, { i: { marketId: '41002.mo', side: 'BACK', size: 10_000, selection: { exchange: { runnerId: '1', price: 2.01 } }, idempotencyKey: 'mk-odds-0001' } }, demo);
    expect(odd.errors?.[0]?.extensions?.code).toBe('INVALID_ODDS');
    const broke = await gql(PLACE, { i: { marketId: '41002.mo', side: 'LAY', size: 5_000_000, selection: { exchange: { runnerId: '1', price: 50 } }, idempotencyKey: 'mk-funds-001' } }, demo);
    expect(broke.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    const refused = await gql(PLACE, { i: { marketId: '41002.mo', side: 'BACK', size: 10_000, selection: { exchange: { runnerId: '1', price: 2 } }, idempotencyKey: 'mk-block-001' } }, blocked);
    expect(refused.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    const anonymous = await gql('{ matchedBets(eventId: "41002") { betId } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const tooBig = await gql(PLACE, { i: { marketId: '41002.mo', side: 'BACK', size: 1.5, selection: { exchange: { runnerId: '1', price: 2 } }, idempotencyKey: 'mk-frac-0001' } }, demo);
    expect(tooBig.errors?.[0]?.message).toMatch(/Paise/);
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('takes exactly one selection member (@oneOf), and only the one that fits the market', async () => {
    const demo = await login('demo');
    const MINE = '{ matchedBets(eventId: "41002") { betId } unmatchedBets(eventId: "41002") { betId } }';
    const count = async () => {
      const mine = await ok<{ matchedBets: unknown[]; unmatchedBets: unknown[] }>(MINE, undefined, demo);
      return mine.matchedBets.length + mine.unmatchedBets.length;
    };
    const before = await count();
    const bet = (selection: unknown, idempotencyKey: string) => gql(PLACE, { i: { marketId: '41002.mo', side: 'BACK', size: 10_000, selection, idempotencyKey } }, demo);
    const two = await bet({ exchange: { runnerId: '1', price: 2 }, fancy: { line: 50, rate: 100 } }, 'mk-oneof-002');
    // Like every variable of the wrong type (see tooBig above), a @oneOf variable that does not fit is BAD_USER_INPUT.
    expect(two.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Exactly one key/), extensions: { code: 'BAD_USER_INPUT' } });
    expect(two.data ?? null).toBeNull();
    const none = await bet({}, 'mk-oneof-000');
    expect(none.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Exactly one key/), extensions: { code: 'BAD_USER_INPUT' } });
    const nullMember = await bet({ exchange: { runnerId: '1', price: 2 }, bookmaker: null }, 'mk-oneof-nul');
    expect(nullMember.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const literal = await gql(
      'mutation { placeBet(input: { marketId: "41002.mo", side: BACK, size: 10000, idempotencyKey: "mk-oneof-lit", selection: { exchange: { runnerId: "1", price: 2 }, outcome: { outcomeId: "1", odds: 2 } } }) { betId } }',
      undefined,
      demo,
    );
    expect(literal.errors?.[0]?.message).toMatch(/exactly one key/);
    const wrongKind = await bet({ fancy: { line: 50, rate: 100 } }, 'mk-oneof-knd');
    expect(wrongKind.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');
    expect(await count()).toBe(before);
  });
});
