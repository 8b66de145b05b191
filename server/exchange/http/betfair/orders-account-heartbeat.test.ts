import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, users } from '../../db/schema';
import { actualTimeout, MAX_TIMEOUT_SECONDS, MIN_TIMEOUT_SECONDS } from '../../service/dead-man';
import { createExchange } from '../../service/exchange';
import { apingCode, asOperator, betfairClient, DEMO_PASSWORD, manualClock, startBetfairServer, type BetfairTestServer } from './test-client';

// Seeding hashes every demo password with scrypt: a busy machine takes a minute to start.
vi.setConfig({ testTimeout: 90_000 });

const clock = manualClock();
let server: BetfairTestServer;
let bf: ReturnType<typeof betfairClient>;
let demo: string;
let layer: string;
let demoId: string;

beforeAll(async () => {
  server = await startBetfairServer({ deadManClock: clock });
  bf = betfairClient(server.url);
  demo = (await bf.login('demo', DEMO_PASSWORD)).token;
  layer = (await bf.login('mm1', DEMO_PASSWORD)).token;
  const [row] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'demo'));
  demoId = row!.userId;
}, 300_000);
afterAll(async () => server?.close());

const limit = (selectionId: number, side: 'BACK' | 'LAY', price: number, size: number, persistenceType: 'LAPSE' | 'PERSIST' = 'LAPSE') => ({ orderType: 'LIMIT', selectionId, side, limitOrder: { size, price, persistenceType } });

let catalogue: Array<{ marketId: string; runners?: Array<{ selectionId: number }> | undefined }> = [];
/** The n-th open pre-play MATCH_ODDS market as the run began (each test takes its own). */
async function market(n: number) {
  if (catalogue.length === 0) catalogue = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 50 }, demo);
  const m = catalogue[n]!;
  return { marketId: m.marketId, home: m.runners![0]!.selectionId, away: m.runners![1]!.selectionId };
}

const executable = async (marketId: string) => (await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId], orderProjection: 'EXECUTABLE' }, demo)).currentOrders;

describe('updateOrders', () => {
  it('changes an unmatched bet between LAPSE and PERSIST, in the engine and the store, and refuses what it cannot do in Betfair codes', async () => {
    const { marketId, home } = await market(0);
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 4, 25)] }, demo);
    const betId = placed.instructionReports![0]!.betId!;
    const updated = await bf.rpc('betting', 'updateOrders', { marketId, customerRef: 'up-1', instructions: [{ betId, newPersistenceType: 'PERSIST' }] }, demo);
    expect(updated).toEqual({ customerRef: 'up-1', marketId, status: 'SUCCESS', instructionReports: [{ status: 'SUCCESS', instruction: { betId, newPersistenceType: 'PERSIST' } }] });
    expect((await executable(marketId))[0]).toMatchObject({ betId, persistenceType: 'PERSIST' });
    const [stored] = await server.database.db.select({ persistence: orders.persistence }).from(orders).where(eq(orders.orderId, betId));
    expect(stored!.persistence).toBe('PERSIST');

    const mixed = await bf.rpc(
      'betting',
      'updateOrders',
      { marketId, instructions: [{ betId, newPersistenceType: 'PERSIST' }, { betId, newPersistenceType: 'MARKET_ON_CLOSE' }, { betId: 'no-such-bet', newPersistenceType: 'LAPSE' }, { betId, newPersistenceType: 'LAPSE' }] },
      demo,
    );
    expect(mixed).toMatchObject({
      status: 'PROCESSED_WITH_ERRORS',
      errorCode: 'PROCESSED_WITH_ERRORS',
      instructionReports: [
        { status: 'FAILURE', errorCode: 'NO_ACTION_REQUIRED' },
        { status: 'FAILURE', errorCode: 'INVALID_PERSISTENCE_TYPE' },
        { status: 'FAILURE', errorCode: 'BET_TAKEN_OR_LAPSED' },
        { status: 'SUCCESS' },
      ],
    });
    expect((await executable(marketId))[0]).toMatchObject({ betId, persistenceType: 'LAPSE' });
    // Each instruction sees the bet as the ones before it left it.
    const there = await bf.rpc('betting', 'updateOrders', { marketId, instructions: [{ betId, newPersistenceType: 'PERSIST' }, { betId, newPersistenceType: 'LAPSE' }] }, demo);
    expect(there).toMatchObject({ status: 'SUCCESS', instructionReports: [{ status: 'SUCCESS' }, { status: 'SUCCESS' }] });
    expect((await executable(marketId))[0]).toMatchObject({ betId, persistenceType: 'LAPSE' });
    const unknown = await bf.rpc('betting', 'updateOrders', { marketId: 'no-such-market', instructions: [{ betId, newPersistenceType: 'PERSIST' }] }, demo);
    expect(unknown).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_MARKET_ID', instructionReports: [{ status: 'FAILURE', errorCode: 'ERROR_IN_ORDER' }] });
    const bad = await bf.rpcRaw('betting', { jsonrpc: '2.0', method: 'SportsAPING/v1.0/updateOrders', params: { marketId, instructions: [{ betId, newPersistenceType: 'KEEP' }] }, id: 9 }, demo);
    expect(apingCode(bad.error)).toBe('INVALID_INPUT_DATA');
    await bf.rpc('betting', 'cancelOrders', { marketId }, demo);
  });
});

describe('listClearedOrders and getAccountStatement', () => {
  it('lists settled bets one by one and rolled up, cancelled bets apart, paged; the statement has the settlement', async () => {
    const { marketId, home, away } = await market(1);
    const backed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 2.5, 40), limit(away, 'BACK', 3, 10)] }, demo);
    const [matchedBet, cancelledBet] = backed.instructionReports!.map((r) => r.betId!);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'LAY', 2.5, 40)] }, layer);
    await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId: cancelledBet! }] }, demo);
    await asOperator(server.url, '/admin/markets/settle', { marketId, winners: [String(home)] });

    const settled = await bf.rpc('betting', 'listClearedOrders', { betStatus: 'SETTLED', marketIds: [marketId], includeItemDescription: true }, demo);
    expect(settled.moreAvailable).toBe(false);
    expect(settled.clearedOrders).toEqual([
      expect.objectContaining({ betId: matchedBet, marketId, selectionId: home, side: 'BACK', priceRequested: 2.5, priceMatched: 2.5, sizeSettled: 40, profit: 60, betOutcome: 'WON', betCount: 1, itemDescription: expect.objectContaining({ marketType: 'MATCH_ODDS' }) }),
    ]);
    const byMarket = await bf.rpc('betting', 'listClearedOrders', { betStatus: 'SETTLED', marketIds: [marketId], groupBy: 'MARKET' }, demo);
    expect(byMarket.clearedOrders).toHaveLength(1);
    const line = byMarket.clearedOrders[0]!;
    expect(line).toMatchObject({ marketId, betCount: 1, profit: 60 });
    expect(line).not.toHaveProperty('betId');
    // Commission on the market's net winnings (60), charged at settlement.
    expect(line.commission).toBeGreaterThan(0);
    expect(line.commission).toBeLessThan(60);

    const cancelled = await bf.rpc('betting', 'listClearedOrders', { betStatus: 'CANCELLED', marketIds: [marketId] }, demo);
    expect(cancelled.clearedOrders).toEqual([expect.objectContaining({ betId: cancelledBet, sizeCancelled: 10, sizeSettled: 0, profit: 0 })]);
    const other = await bf.rpc('betting', 'listClearedOrders', { betStatus: 'VOIDED', marketIds: [marketId] }, demo);
    expect(other.clearedOrders).toEqual([]);
    const layerSide = await bf.rpc('betting', 'listClearedOrders', { betStatus: 'SETTLED', marketIds: [marketId], side: 'LAY' }, layer);
    expect(layerSide.clearedOrders).toEqual([expect.objectContaining({ side: 'LAY', profit: -60 })]);
    const notYet = await bf.rpc('betting', 'listClearedOrders', { betStatus: 'SETTLED', marketIds: [marketId], settledDateRange: { to: '2000-01-01T00:00:00Z' } }, demo);
    expect(notYet.clearedOrders).toEqual([]);
    const missing = await bf.rpcRaw('betting', { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listClearedOrders', params: { marketIds: [marketId] }, id: 2 }, demo);
    expect(apingCode(missing.error)).toBe('INVALID_INPUT_DATA');

    const statement = await bf.rpc('account', 'getAccountStatement', { includeItem: 'EXCHANGE' }, demo);
    const settlement = statement.accountStatement.find((i) => i.legacyData.marketName === marketId && i.amount > 0);
    expect(settlement).toMatchObject({ itemClass: 'UNKNOWN', amount: 60, legacyData: { winLose: 'RESULT_WON', transactionType: 'ACCOUNT_CREDIT' } });
    expect(JSON.parse(settlement!.itemClassData.unknownStatementItem!)).toEqual(settlement!.legacyData);
    // Latest first, each balance the one before it plus its amount.
    const all = await bf.rpc('account', 'getAccountStatement', {}, demo);
    for (const [i, item] of all.accountStatement.slice(0, -1).entries()) expect(item.balance).toBeCloseTo(all.accountStatement[i + 1]!.balance + item.amount, 2);
    const page = await bf.rpc('account', 'getAccountStatement', { recordCount: 1 }, demo);
    expect(page).toMatchObject({ moreAvailable: true, accountStatement: [all.accountStatement[0]] });
    const banking = await bf.rpc('account', 'getAccountStatement', { includeItem: 'DEPOSITS_WITHDRAWALS' }, demo);
    expect(banking.accountStatement.some((i) => i.legacyData.marketName === marketId)).toBe(false);
    const before = await bf.rpc('account', 'getAccountStatement', { itemDateRange: { to: '2000-01-01T00:00:00Z' } }, demo);
    expect(before.accountStatement).toEqual([]);
  });
});

describe('dead-man switch', () => {
  const heartbeat = (preferredTimeoutSeconds: number, token = demo) => bf.rpc('heartbeat', 'heartbeat', { preferredTimeoutSeconds }, token);

  it('clamps the timeout as Betfair does: 0 is off, below 10 is 10, above 300 is 300', () => {
    expect([0, 1, 10, 45, 300, 301, 100_000].map(actualTimeout)).toEqual([0, MIN_TIMEOUT_SECONDS, 10, 45, 300, MAX_TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS]);
  });

  it('answers the heartbeat at its own endpoint; a negative timeout is INVALID_INPUT_DATA', async () => {
    expect(await heartbeat(5)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    expect(await heartbeat(1000)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 300 });
    expect(await heartbeat(0)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 0 });
    const negative = await bf.rpcRaw('heartbeat', { jsonrpc: '2.0', method: 'HeartbeatAPING/v1.0/heartbeat', params: { preferredTimeoutSeconds: -1 }, id: 1 }, demo);
    expect(apingCode(negative.error)).toBe('INVALID_INPUT_DATA');
    const betting = await bf.rpcRaw('heartbeat', { jsonrpc: '2.0', method: 'SportsAPING/v1.0/heartbeat', params: {}, id: 1 }, demo);
    expect(betting.error?.code).toBe(-32601);
  });

  it('cancels every unmatched bet of a client that falls silent past its timeout, pushes it to its order stream, and reports it once', async () => {
    const { marketId, home, away } = await market(2);
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 6, 20), limit(away, 'LAY', 1.5, 20, 'PERSIST')] }, demo);
    expect(placed.status).toBe('SUCCESS');
    const betIds = placed.instructionReports!.map((r) => r.betId!);
    const pushes: Array<{ betId?: string; sizeRemaining?: number }> = [];
    const stop = await server.exchange.services.hub.subscribe(`orders:${demoId}`, (m) => {
      if (m.kind === 'delta') pushes.push(...([m.data].flat() as typeof pushes));
    });

    expect(await heartbeat(10)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    clock.advance(8_000);
    // A heartbeat in time moves the deadline: still nothing cancelled 8 s later.
    expect(await heartbeat(10)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    clock.advance(8_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await executable(marketId)).toHaveLength(2);

    clock.advance(2_500);
    await vi.waitFor(async () => expect(await executable(marketId)).toEqual([]), { timeout: 30_000, interval: 200 });
    await vi.waitFor(() => expect(new Set(pushes.filter((p) => betIds.includes(p.betId!) && p.sizeRemaining === 0).map((p) => p.betId))).toEqual(new Set(betIds)), { timeout: 30_000 });
    stop();
    expect(await heartbeat(0)).toEqual({ actionPerformed: 'ALL_BETS_CANCELLED', actualTimeoutSeconds: 0 });
    expect(await heartbeat(0)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 0 });
    // Stood down: time passing cancels nothing more.
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 6, 20)] }, demo);
    clock.advance(400_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await executable(marketId)).toHaveLength(1);
    await bf.rpc('betting', 'cancelOrders', { marketId }, demo);
  });

  it('cancels a web bettor\'s unmatched bets when their last connection stays closed past the timeout, only with the setting on', async () => {
    const { marketId, home } = await market(3);
    const { deadMan } = server.exchange;
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 7, 20)] }, demo);
    // Setting off: a disconnection arms nothing.
    await deadMan.connected(demoId, 'tab-0', 'gateway-test');
    await deadMan.disconnected('tab-0');
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await executable(marketId)).toHaveLength(1);

    await server.database.db.update(users).set({ cancelOnDisconnect: true }).where(eq(users.userId, demoId));
    await deadMan.connected(demoId, 'tab-1', 'gateway-test');
    await deadMan.connected(demoId, 'tab-2', 'gateway-test');
    await deadMan.disconnected('tab-1');
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await executable(marketId)).toHaveLength(1);
    await deadMan.disconnected('tab-2');
    clock.advance(20_000);
    // Back within the timeout: stood down.
    await deadMan.connected(demoId, 'tab-3', 'gateway-test');
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await executable(marketId)).toHaveLength(1);
    await deadMan.disconnected('tab-3');
    clock.advance(31_000);
    await vi.waitFor(async () => expect(await executable(marketId)).toEqual([]), { timeout: 30_000, interval: 200 });
    await server.database.db.update(users).set({ cancelOnDisconnect: false }).where(eq(users.userId, demoId));
  });

  it('survives a restart: an armed switch whose deadline passed while the process was down fires when the exchange starts', async () => {
    const { marketId, home } = await market(4);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 8, 20)] }, demo);
    await heartbeat(10);
    // The process stops before the deadline …
    await server.exchange.deadMan.close();
    // … and a new one starts 15 s later over the same store.
    const later = manualClock(clock.now() + 15_000);
    const restarted = await createExchange(server.database.db, undefined, { deadManClock: later });
    try {
      later.advance(0);
      await vi.waitFor(async () => expect((await restarted.reads.unsettled(demoId)).filter((o) => o.marketId === marketId && o.sizeRemaining > 0)).toEqual([]), { timeout: 30_000, interval: 200 });
      expect(await restarted.deadMan.heartbeat(demoId, 0)).toEqual({ actionPerformed: 'ALL_BETS_CANCELLED', actualTimeoutSeconds: 0 });
    } finally {
      await restarted.close();
    }
  });
});
