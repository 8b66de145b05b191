import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apingCode, betfairClient, DEMO_PASSWORD, startBetfairServer, type BetfairTestServer } from './test-client';
import { restOver, signInToken } from '../../../../tests/support/two-factor';

// Seeding hashes every demo password with scrypt: a busy machine takes a minute to start.
vi.setConfig({ testTimeout: 60_000 });

let server: BetfairTestServer;
let bf: ReturnType<typeof betfairClient>;
let demo: string;
let layer: string;

beforeAll(async () => {
  server = await startBetfairServer();
  bf = betfairClient(server.url);
  demo = (await bf.login('demo', DEMO_PASSWORD)).token;
  layer = (await bf.login('mm1', DEMO_PASSWORD)).token;
}, 300_000);
afterAll(async () => server?.close());

/** The open pre-play MATCH_ODDS markets, with their runners. */
async function preplayMatchOdds() {
  const catalogue = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION', 'EVENT', 'MARKET_DESCRIPTION'], maxResults: 50 }, demo);
  expect(catalogue.length).toBeGreaterThan(3);
  return catalogue;
}

async function operatorSets(marketId: string, status: 'OPEN' | 'SUSPENDED' | 'CLOSED') {
  const token = await signInToken(restOver(server.url), 'operator', DEMO_PASSWORD);
  const res = await fetch(`${server.url}/api/admin/markets/status`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ marketId, status }) });
  expect(res.status).toBe(200);
}

const limit = (selectionId: number, side: 'BACK' | 'LAY', price: number, size: number, persistenceType: 'LAPSE' | 'PERSIST' = 'LAPSE') => ({ orderType: 'LIMIT', selectionId, side, limitOrder: { size, price, persistenceType } });

describe('Betfair login (identity)', () => {
  it('logs in with the form and X-Application; the token is a Backlay session', async () => {
    const answer = await bf.login('demo', DEMO_PASSWORD);
    expect(answer).toMatchObject({ status: 'SUCCESS', product: 'test-app-key', error: '' });
    const rest = await fetch(`${server.url}/api/user/detail`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${answer.token}` }, body: '{}' });
    expect(((await rest.json()) as { data: { userName: string } }).data.userName).toBe('demo');
  });

  it('refuses a wrong password, missing fields and a blocked account in Betfair words', async () => {
    expect(await bf.login('demo', 'wrong-password')).toEqual({ token: '', product: 'test-app-key', status: 'FAIL', error: 'INVALID_USERNAME_OR_PASSWORD' });
    expect(await bf.login('nobody-here', 'wrong-password')).toMatchObject({ status: 'FAIL', error: 'INVALID_USERNAME_OR_PASSWORD' });
    expect(await bf.login('demo', DEMO_PASSWORD, null)).toMatchObject({ status: 'FAIL', error: 'INPUT_VALIDATION_ERROR' });
    expect(await bf.login('blocked', DEMO_PASSWORD)).toMatchObject({ status: 'FAIL', error: 'SUSPENDED', token: '' });
  });

  it('keeps a session alive and logs it out; a logged-out token is refused', async () => {
    const { token } = await bf.login('demo', DEMO_PASSWORD);
    expect(await bf.keepAlive(token)).toMatchObject({ status: 'SUCCESS', token, error: '' });
    expect(await bf.logout(token)).toMatchObject({ status: 'SUCCESS', token });
    expect(await bf.keepAlive(token)).toMatchObject({ status: 'FAIL', error: 'NO_SESSION' });
    expect(await bf.logout(token)).toMatchObject({ status: 'FAIL', error: 'NO_SESSION' });
    // The session cache may hold the token for a moment: the betting API refuses it once that passes.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const refused = await bf.rpcRaw('account', { jsonrpc: '2.0', method: 'AccountAPING/v1.0/getAccountFunds', id: 3 }, token);
    expect(apingCode(refused.error)).toBe('INVALID_SESSION_INFORMATION');
  });

  it('leaves the REST login at /api/auth/login as it was (JSON body)', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'demo', password: DEMO_PASSWORD }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { token: string } }).data.token).toMatch(/.{20,}/);
  });
});

describe('navigation', () => {
  it('lists event types, competitions and events with market counts that add up', async () => {
    const types = await bf.rpc('betting', 'listEventTypes', { filter: {} }, demo);
    expect(types.map((t) => t.eventType.name)).toEqual(expect.arrayContaining(['Soccer', 'Cricket']));
    const soccer = types.find((t) => t.eventType.id === '1')!;
    const competitions = await bf.rpc('betting', 'listCompetitions', { filter: { eventTypeIds: ['1'] } }, demo);
    const events = await bf.rpc('betting', 'listEvents', { filter: { eventTypeIds: ['1'] } }, demo);
    const sum = (list: { marketCount: number }[]) => list.reduce((s, x) => s + x.marketCount, 0);
    expect(sum(competitions)).toBe(soccer.marketCount);
    expect(sum(events)).toBe(soccer.marketCount);
    const one = events[0]!.event;
    const narrowed = await bf.rpc('betting', 'listEvents', { filter: { eventIds: [one.id] } }, demo);
    expect(narrowed.map((e) => e.event.id)).toEqual([one.id]);
    const byText = await bf.rpc('betting', 'listEvents', { filter: { textQuery: one.name.slice(0, 4).toLowerCase() + '*' } }, demo);
    expect(byText.map((e) => e.event.id)).toContain(one.id);
  });

  it('shows fancy, bookmaker and fixed-odds markets with their own marketType and FIXED_ODDS betting type', async () => {
    const cricket = await bf.rpc('betting', 'listMarketCatalogue', { filter: { eventTypeIds: ['4'] }, marketProjection: ['MARKET_DESCRIPTION'], maxResults: 1000 }, demo);
    const types = new Map(cricket.map((m) => [m.description!.marketType, m.description!.bettingType]));
    expect(types.get('MATCH_ODDS')).toBe('ODDS');
    expect(types.get('FANCY')).toBe('FIXED_ODDS');
    expect(types.get('BOOKMAKER')).toBe('FIXED_ODDS');
  });

  it('lists market catalogue projections as asked, cut to maxResults', async () => {
    const bare = await bf.rpc('betting', 'listMarketCatalogue', { filter: { eventTypeIds: ['1'] }, maxResults: 2 }, demo);
    expect(bare).toHaveLength(2);
    expect(bare[0]).not.toHaveProperty('runners');
    const [market] = await preplayMatchOdds();
    expect(market!.runners!.map((r) => r.selectionId)).toEqual(market!.runners!.map((_, i) => i + 1));
    expect(market!.event!.id).toBeTruthy();
  });
});

describe('trading: place, match, cancel, list', () => {
  it('runs login → list → book → place → match → cancel → listCurrentOrders', async () => {
    const [market] = await preplayMatchOdds();
    const marketId = market!.marketId;
    const home = market!.runners![0]!.selectionId;

    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 2.5, 100, 'PERSIST')], customerRef: 'flow-1' }, demo);
    expect(placed).toMatchObject({ status: 'SUCCESS', marketId, customerRef: 'flow-1' });
    const report = placed.instructionReports![0]!;
    expect(report).toMatchObject({ status: 'SUCCESS', orderStatus: 'EXECUTABLE', sizeMatched: 0 });
    const betId = report.betId!;
    const withMine = await bf.rpc('betting', 'listMarketCatalogue', { filter: { withOrders: ['EXECUTABLE'] }, maxResults: 100 }, demo);
    expect(withMine.map((m) => m.marketId)).toContain(marketId);

    const [book] = await bf.rpc('betting', 'listMarketBook', { marketIds: [marketId], priceProjection: { priceData: ['EX_BEST_OFFERS'], exBestOffersOverrides: { bestPricesDepth: 1 } } }, demo);
    const runner = book!.runners!.find((r) => r.selectionId === home)!;
    // A resting back shows as money available to lay.
    expect(runner.ex!.availableToLay).toEqual([{ price: 2.5, size: 100 }]);

    const laid = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'LAY', 2.5, 40)] }, layer);
    expect(laid.instructionReports![0]).toMatchObject({ status: 'SUCCESS', orderStatus: 'EXECUTION_COMPLETE', sizeMatched: 40, averagePriceMatched: 2.5 });

    const [after] = await bf.rpc('betting', 'listMarketBook', { marketIds: [marketId], priceProjection: { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] }, orderProjection: 'ALL', matchProjection: 'ROLLED_UP_BY_AVG_PRICE' }, demo);
    const mine = after!.runners!.find((r) => r.selectionId === home)!;
    expect(mine.ex!.tradedVolume).toEqual([{ price: 2.5, size: 40 }]);
    expect(mine.ex!.availableToLay).toEqual([{ price: 2.5, size: 60 }]);
    expect(mine.lastPriceTraded).toBe(2.5);
    expect(mine.orders).toEqual([expect.objectContaining({ betId, status: 'EXECUTABLE', sizeMatched: 40, sizeRemaining: 60, persistenceType: 'PERSIST', price: 2.5, size: 100 })]);
    expect(mine.matches).toEqual([{ side: 'BACK', price: 2.5, size: 40 }]);

    const runnerBook = await bf.rpc('betting', 'listRunnerBook', { marketId, selectionId: home, priceProjection: { priceData: ['EX_BEST_OFFERS'] } }, demo);
    expect(runnerBook[0]!.runners!.map((r) => r.selectionId)).toEqual([home]);

    const reduced = await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId, sizeReduction: 20 }] }, demo);
    expect(reduced).toMatchObject({ status: 'SUCCESS', instructionReports: [{ status: 'SUCCESS', sizeCancelled: 20 }] });
    const cancelled = await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId }] }, demo);
    expect(cancelled).toMatchObject({ status: 'SUCCESS', instructionReports: [{ status: 'SUCCESS', sizeCancelled: 40 }] });
    const again = await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId }] }, demo);
    expect(again).toMatchObject({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR', instructionReports: [{ status: 'FAILURE', errorCode: 'BET_TAKEN_OR_LAPSED', sizeCancelled: 0 }] });

    const current = await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId] }, demo);
    expect(current.currentOrders).toEqual([
      expect.objectContaining({ betId, marketId, selectionId: home, side: 'BACK', status: 'EXECUTION_COMPLETE', sizeMatched: 40, sizeRemaining: 0, sizeCancelled: 60, priceSize: { price: 2.5, size: 100 }, averagePriceMatched: 2.5 }),
    ]);
    expect(current.moreAvailable).toBe(false);
    const executable = await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId], orderProjection: 'EXECUTABLE' }, demo);
    expect(executable.currentOrders).toEqual([]);
    const stillMine = await bf.rpc('betting', 'listEvents', { filter: { withOrders: ['EXECUTABLE'], marketIds: [marketId] } }, demo);
    expect(stillMine).toEqual([]);

    const pnl = await bf.rpc('betting', 'listMarketProfitAndLoss', { marketIds: [marketId] }, demo);
    // Backed 40 at 2.5: +60 if home wins, −40 otherwise.
    expect(pnl[0]!.profitAndLosses.find((p) => p.selectionId === home)!.ifWin).toBe(60);
    expect(pnl[0]!.profitAndLosses.find((p) => p.selectionId !== home)!.ifWin).toBe(-40);

    const funds = await bf.rpc('account', 'getAccountFunds', {}, demo);
    expect(funds.exposure).toBe(-40);
    expect(funds.retainedCommission).toBe(0);
    expect(funds.availableToBetBalance).toBeLessThanOrEqual(100_000 - 40);
    const details = await bf.rpc('account', 'getAccountDetails', {}, demo);
    expect(details).toMatchObject({ currencyCode: 'INR', firstName: 'demo' });
  });

  it('re-prices an unmatched bet with replaceOrders and cancels every unmatched bet of a market', async () => {
    const markets = await preplayMatchOdds();
    const { marketId, runners } = markets[1]!;
    const away = runners![1]!.selectionId;
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(away, 'BACK', 5, 30), limit(away, 'BACK', 6, 20)] }, demo);
    expect(placed.status).toBe('SUCCESS');
    const [first] = placed.instructionReports!;
    const replaced = await bf.rpc('betting', 'replaceOrders', { marketId, instructions: [{ betId: first!.betId!, newPrice: 5.5 }] }, demo);
    expect(replaced).toMatchObject({ status: 'SUCCESS', instructionReports: [{ status: 'SUCCESS', cancelInstructionReport: { sizeCancelled: 30 }, placeInstructionReport: { instruction: { limitOrder: { price: 5.5, size: 30 } } } }] });
    const badPrice = await bf.rpc('betting', 'replaceOrders', { marketId, instructions: [{ betId: first!.betId!, newPrice: 5.55 }] }, demo);
    expect(badPrice).toMatchObject({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR', instructionReports: [{ status: 'FAILURE', errorCode: 'INVALID_ODDS' }] });
    const all = await bf.rpc('betting', 'cancelOrders', { marketId }, demo);
    expect(all.status).toBe('SUCCESS');
    expect(all.instructionReports!.map((r) => r.sizeCancelled).sort()).toEqual([20, 30]);
    expect((await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId], orderProjection: 'EXECUTABLE' }, demo)).currentOrders).toEqual([]);
  });

  it('treats customerRef as the idempotency key: a repeat answers the first report, another order under it is DUPLICATE_TRANSACTION', async () => {
    const markets = await preplayMatchOdds();
    const { marketId, runners } = markets[2]!;
    const sel = runners![0]!.selectionId;
    const call = { marketId, instructions: [limit(sel, 'BACK', 3, 20)], customerRef: 'idem-1' };
    const first = await bf.rpc('betting', 'placeOrders', call, demo);
    const repeat = await bf.rpc('betting', 'placeOrders', call, demo);
    expect(repeat.instructionReports![0]!.betId).toBe(first.instructionReports![0]!.betId);
    const current = await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId] }, demo);
    expect(current.currentOrders).toHaveLength(1);
    const other = await bf.rpc('betting', 'placeOrders', { ...call, instructions: [limit(sel, 'BACK', 3.5, 20)] }, demo);
    expect(other).toMatchObject({ status: 'FAILURE', errorCode: 'DUPLICATE_TRANSACTION', instructionReports: [{ status: 'FAILURE', errorCode: 'ERROR_IN_ORDER' }] });
    await bf.rpc('betting', 'cancelOrders', { marketId }, demo);
  });
});

describe('instruction errors', () => {
  it('refuses bad odds, bad size, no such runner and unaffordable bets, each with its code; a bad one fails the whole call', async () => {
    const markets = await preplayMatchOdds();
    const { marketId, runners } = markets[3]!;
    const sel = runners![0]!.selectionId;
    const place = (instructions: unknown[]) => bf.rpc('betting', 'placeOrders', { marketId, instructions }, demo);
    expect(await place([limit(sel, 'BACK', 2.51, 20)])).toMatchObject({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR', instructionReports: [{ status: 'FAILURE', errorCode: 'INVALID_ODDS' }] });
    expect(await place([limit(sel, 'BACK', 2.5, 0.001)])).toMatchObject({ status: 'FAILURE', instructionReports: [{ errorCode: 'INVALID_BET_SIZE' }] });
    // Below the market's minimum stake (₹10): refused by the exchange itself.
    expect(await place([limit(sel, 'BACK', 2.5, 2)])).toMatchObject({ status: 'FAILURE', instructionReports: [{ errorCode: 'INVALID_BET_SIZE' }] });
    expect(await place([limit(999, 'BACK', 2.5, 20)])).toMatchObject({ status: 'FAILURE', instructionReports: [{ errorCode: 'INVALID_RUNNER' }] });
    expect(await place([limit(sel, 'LAY', 900, 1000)])).toMatchObject({ status: 'FAILURE', errorCode: 'INSUFFICIENT_FUNDS', instructionReports: [{ status: 'FAILURE', errorCode: 'INSUFFICIENT_FUNDS' }] });
    expect(await place([{ orderType: 'MARKET_ON_CLOSE', selectionId: sel, side: 'BACK', marketOnCloseOrder: { liability: 50 } }])).toMatchObject({ status: 'FAILURE', instructionReports: [{ errorCode: 'INVALID_ORDER_TYPE' }] });
    // One bad instruction: nothing is placed, the good one is ERROR_IN_ORDER.
    const mixed = await place([limit(sel, 'BACK', 2.5, 20), limit(sel, 'BACK', 2.51, 20)]);
    expect(mixed).toMatchObject({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR', instructionReports: [{ errorCode: 'ERROR_IN_ORDER' }, { errorCode: 'INVALID_ODDS' }] });
    expect((await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId] }, demo)).currentOrders).toEqual([]);
  });

  it('refuses bets on a suspended or closed market and on an unknown one', async () => {
    const markets = await preplayMatchOdds();
    const { marketId, runners } = markets[4]!;
    const sel = runners![0]!.selectionId;
    await operatorSets(marketId, 'SUSPENDED');
    expect(await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(sel, 'BACK', 2, 20)] }, demo)).toMatchObject({ status: 'FAILURE', errorCode: 'MARKET_SUSPENDED', instructionReports: [{ errorCode: 'ERROR_IN_ORDER' }] });
    await operatorSets(marketId, 'OPEN');
    expect((await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(sel, 'BACK', 2, 20)] }, demo)).status).toBe('SUCCESS');
    await operatorSets(marketId, 'CLOSED');
    expect(await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(sel, 'BACK', 2, 20)] }, demo)).toMatchObject({
      status: 'FAILURE',
      errorCode: 'MARKET_NOT_OPEN_FOR_BETTING',
      instructionReports: [{ errorCode: 'MARKET_NOT_OPEN_FOR_BETTING' }],
    });
    expect(await bf.rpc('betting', 'placeOrders', { marketId: 'no-such-market', instructions: [limit(sel, 'BACK', 2, 20)] }, demo)).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_MARKET_ID' });
  });

  it('refuses a LIMIT order on fancy, bookmaker and fixed-odds markets', async () => {
    const cricket = await bf.rpc('betting', 'listMarketCatalogue', { filter: { eventTypeIds: ['4'], marketBettingTypes: ['FIXED_ODDS'] }, marketProjection: ['MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION'], maxResults: 1000 }, demo);
    const kinds = ['FANCY', 'BOOKMAKER'];
    for (const kind of kinds) {
      const market = cricket.find((m) => m.description!.marketType === kind)!;
      const answer = await bf.rpc('betting', 'placeOrders', { marketId: market.marketId, instructions: [limit(market.runners?.[0]?.selectionId ?? 1, 'BACK', 2, 20)] }, demo);
      expect(answer).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_ORDER', instructionReports: [{ status: 'FAILURE', errorCode: 'INVALID_ORDER_TYPE' }] });
    }
  });
});

describe('call errors and transports', () => {
  it('answers a bad or missing session with INVALID_SESSION_INFORMATION / NO_SESSION, in JSON-RPC and REST', async () => {
    const call = { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listEventTypes', params: { filter: {} }, id: 7 };
    const bad = await bf.rpcRaw('betting', call, 'not-a-token');
    expect(bad).toMatchObject({ id: 7, error: { code: -32099, message: 'ANGX-0003' } });
    expect(apingCode(bad.error)).toBe('INVALID_SESSION_INFORMATION');
    expect(apingCode((await bf.rpcRaw('betting', call)).error)).toBe('NO_SESSION');
    const rest = await bf.rest('betting', 'listEventTypes', { filter: {} }, 'not-a-token');
    expect(rest.status).toBe(400);
    expect(rest.fault).toMatchObject({ faultcode: 'Client', faultstring: 'ANGX-0003', detail: { exceptionname: 'APINGException', APINGException: { errorCode: 'INVALID_SESSION_INFORMATION' } } });
    const account = await bf.rest('account', 'getAccountFunds', {}, 'not-a-token');
    expect(account.fault).toMatchObject({ faultstring: 'AANGX-0002', detail: { AccountAPINGException: { errorCode: 'INVALID_SESSION_INFORMATION' } } });
    const noKey = await bf.rest('betting', 'listEventTypes', { filter: {} }, demo, { 'x-application': '' });
    expect(noKey.fault?.detail).toMatchObject({ APINGException: { errorCode: 'NO_APP_KEY' } });
  });

  it('answers bad input with INVALID_INPUT_DATA and too much data with TOO_MUCH_DATA', async () => {
    const noMax = await bf.rest('betting', 'listMarketCatalogue', { filter: {} }, demo);
    expect(noMax.fault?.detail).toMatchObject({ APINGException: { errorCode: 'INVALID_INPUT_DATA' } });
    const badFilter = await bf.rpcRaw('betting', { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listEvents', params: { filter: { eventTypeIds: 'one' } }, id: 1 }, demo);
    expect(apingCode(badFilter.error)).toBe('INVALID_INPUT_DATA');
    const ids = (await bf.rpc('betting', 'listMarketCatalogue', { filter: {}, maxResults: 20 }, demo)).map((m) => m.marketId);
    expect(ids.length).toBe(20);
    const heavy = await bf.rest('betting', 'listMarketBook', { marketIds: ids.slice(0, 12), priceProjection: { priceData: ['EX_ALL_OFFERS'] } }, demo);
    expect(heavy.fault?.detail).toMatchObject({ APINGException: { errorCode: 'TOO_MUCH_DATA' } });
    const light = await bf.rest('betting', 'listMarketBook', { marketIds: ids.slice(0, 11), priceProjection: { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] } }, demo);
    expect(light.status).toBe(200);
  });

  it('refuses control characters in any field before an operation runs', async () => {
    const call = { jsonrpc: '2.0', method: 'SportsAPING/v1.0/placeOrders', params: { marketId: 'm', customerRef: 'a\u0000b', instructions: [] }, id: 9 };
    expect(apingCode((await bf.rpcRaw('betting', call, demo)).error)).toBe('INVALID_INPUT_DATA');
    const rest = await bf.rest('betting', 'placeOrders', call.params, demo);
    expect(rest.fault?.detail).toMatchObject({ APINGException: { errorCode: 'INVALID_INPUT_DATA' } });
  });

  it('serves the same operation over REST as over JSON-RPC', async () => {
    const viaRest = await bf.rest('betting', 'listEventTypes', { filter: {} }, demo);
    expect(viaRest.result).toEqual(await bf.rpc('betting', 'listEventTypes', { filter: {} }, demo));
  });

  it('answers a JSON-RPC batch in order, each call on its own', async () => {
    const answers = (await bf.rpcRaw(
      'betting',
      [
        { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listEventTypes', params: { filter: {} }, id: 'a' },
        { jsonrpc: '2.0', method: 'AccountAPING/v1.0/getAccountFunds', params: {}, id: 'b' },
        { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listMarketCatalogue', params: { filter: {} }, id: 'c' },
        { method: 'SportsAPING/v1.0/listEvents', id: 'd' },
      ],
      demo,
    )) as unknown as Array<{ id: string; result?: unknown; error?: { code: number } }>;
    expect(answers.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(Array.isArray(answers[0]!.result)).toBe(true);
    expect(answers[1]!.error!.code).toBe(-32601);
    expect(answers[2]!.error!.code).toBe(-32099);
    expect(answers[3]!.error!.code).toBe(-32600);
  });

  it('answers a body that is not JSON with a JSON-RPC parse error', async () => {
    const answer = await bf.rpcRaw('betting', null, demo, '{"jsonrpc": ');
    expect(answer.error).toMatchObject({ code: -32700 });
  });
});
