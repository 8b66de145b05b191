/**
 * Every writer is fenced by partition ownership (issue #33): two exchanges, each with its own owner
 * connection on one PostgreSQL, share the partitions. For a market the other one owns, a bet, a cancel,
 * a re-price, a status change, a quote, a settlement and a void are refused 409 MARKET_NOT_OWNED and
 * write nothing; the owner does each. When the owner stops, the other takes the partition over with
 * the book rebuilt from the store (the owner's resting bet in it) and cancels that bet itself. Over the
 * bus, the non-owner answers a command for the market 409 without running it, and serves the market's
 * partition subject only once it holds the partition. A market another process made after start is
 * built by its owner when first bet on.
 */
import { testOperator } from '../../../tests/support/audit-actor';
import Fastify from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import type { BusError } from '../../bus/bus';
import type { BusCommand, BusCommandReply } from '../../bus/command';
import { MemoryBus } from '../../bus/memory-bus';
import { ANY_SUBJECT, partitionOf, partSubject } from '../../bus/subjects';
import { describeOnPostgres } from '../../../tests/support/stores';
import type { AuthUser } from '../auth/sessions';
import { openDatabase, type Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { marketRow } from '../db/queries/markets';
import { orders } from '../db/schema';
import { userNamed } from '../db/queries/users';
import { seedIfEmpty } from '../db/seed';
import { orderBookOf } from '../markets/kinds/exchange';
import { ServiceError } from '../service/errors';
import { createExchange, type Exchange } from '../service/exchange';
import { exchangeApi } from '../http/app';
import { serveExchangeCommands } from './exchange-commands';

/** Generous: the machine may be loaded; nothing here is timed. */
const WAIT = { timeout: 60_000, interval: 50 };

const refusal = async (work: Promise<unknown>): Promise<string> => {
  const err = await work.then(() => null, (e: unknown) => e);
  return err instanceof ServiceError ? err.code : `not refused: ${String(err)}`;
};

describeOnPostgres('fencing by partition ownership', (pg) => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const o of opened.reverse()) await o.close().catch(() => {});
    await pg?.stop();
  });

  it.runIf(pg !== null)('a non-owner writes nothing for a market; the owner does; a takeover rebuilds the book', async () => {
    const start = async (id: string): Promise<{ database: Database; exchange: Exchange }> => {
      const database = await openDatabase({ dataDir: '', databaseUrl: pg!.url, instanceId: id });
      await seedIfEmpty(database.db);
      const exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb });
      const closer = { close: async () => { await exchange.close(); await database.close(); } };
      opened.push(closer);
      return { database, exchange };
    };
    const a = await start('fence-a');
    const b = await start('fence-b');
    await vi.waitFor(() => expect([a.exchange.leases.held().length, b.exchange.leases.held().length], 'the partitions split').toEqual([16, 16]), WAIT);

    const db = a.database.db;
    const demo = (await userNamed(db, 'demo'))!;
    const user: AuthUser = { userId: demo.userId, userName: demo.userName, role: demo.role, isLogin: demo.isLogin, siteKey: demo.siteKey, uplineId: demo.uplineId };
    // An open exchange market a owns (the seed has several).
    const market = a.exchange.registry.all().find((e) => orderBookOf(e.engine) && e.engine.market.status === 'OPEN' && !e.row.inPlay && a.exchange.leases.ownsMarket(e.row.marketId))!;
    expect(market).toBeDefined();
    const marketId = market.row.marketId;
    const runnerId = market.runners[0]!.runnerId;
    expect(b.exchange.leases.ownsMarket(marketId)).toBe(false);

    const placed = await a.exchange.betting.place(user, { idempotencyKey: 'fence-1', marketId, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId, price: 1.5 } });
    const betId = placed.body.data.betId;
    expect(placed.body.data.status).toBe('EXECUTABLE');

    // b refuses every write for a's market, before touching anything.
    expect(await refusal(b.exchange.betting.place(user, { idempotencyKey: 'fence-2', marketId, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId, price: 1.4 } }))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.betting.cancel(user, { betId, marketId }))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.betting.replace(user, { betId, marketId, price: 1.6 }))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.betting.updatePersistence(user, { betId, marketId, persistence: 'PERSIST' }))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.admin.setStatus(marketId, { status: 'SUSPENDED' }, testOperator))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.admin.settle(marketId, { winners: [runnerId] }, testOperator))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.admin.settle(marketId, { void: true }, testOperator))).toBe('MARKET_NOT_OWNED');
    expect(await refusal(b.exchange.cashOut.execute(user, { idempotencyKey: 'fence-3', marketId, fraction: 1, bets: [] }))).toBe('MARKET_NOT_OWNED');
    // Nothing of it reached the store: the market is open and unsettled, the bet rests as placed, no reply for the refused key.
    const row = (await marketRow(db, marketId))!;
    expect(row.status).toBe('OPEN');
    expect(row.settledVersion).toBe(0);
    const [stored] = await a.database.db.select().from(orders).where(eq(orders.orderId, betId));
    expect(stored).toMatchObject({ sizeRemaining: 5_000, price: expect.any(Number) as unknown, persistence: 'LAPSE' });
    const again = await a.exchange.betting.place(user, { idempotencyKey: 'fence-2', marketId, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId, price: 1.4 } });
    expect(again.body.data.betId).not.toBe(betId);

    // Over the bus: b refuses a's market on cmd.any without running it, and does not serve its partition subject.
    const bus = new MemoryBus();
    const bApp = Fastify({ logger: false });
    await bApp.register(exchangeApi(b.exchange, '/api'), { prefix: '/api' });
    const served = await serveExchangeCommands({ bus, app: bApp, leases: b.exchange.leases });
    opened.push({ close: async () => { await served.stop(); await bus.close(); await bApp.close(); } });
    const cancelOverBus: BusCommand = { method: 'POST', path: '/api/bets/cancel', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ marketId, betId }) };
    const overAny = await bus.request<BusCommand, BusCommandReply>(ANY_SUBJECT, cancelOverBus, { timeoutMs: 60_000 });
    expect(overAny.status).toBe(409);
    expect(JSON.parse(overAny.body)).toMatchObject({ error: { code: 'MARKET_NOT_OWNED' } });
    const overPart = await bus.request(partSubject(partitionOf(marketId)), cancelOverBus, { timeoutMs: 60_000 }).catch((e: unknown) => e);
    expect((overPart as BusError).code).toBe('NO_RESPONDERS');

    // A market made by b (not its owner) after a loaded its markets: a builds its engine from the store when it is bet on.
    const fresh = Array.from({ length: 1_000 }, (_, i) => `fence-new-${i}`).find((id) => a.exchange.leases.ownsMarket(id))!;
    await b.exchange.admin.createMarket(market.row.exEventId, { marketId: fresh, marketName: 'Fresh', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'One' }, { runnerId: '2', runnerName: 'Two' }] }, testOperator);
    expect(a.exchange.registry.get(fresh)).toBeUndefined();
    const onFresh = await a.exchange.betting.place(user, { idempotencyKey: 'fence-4', marketId: fresh, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 1.5 } });
    expect(onFresh.body.data).toMatchObject({ marketId: fresh, status: 'EXECUTABLE' });

    // The owner does them.
    await a.exchange.betting.updatePersistence(user, { betId, marketId, persistence: 'PERSIST' });
    const repriced = await a.exchange.betting.replace(user, { betId, marketId, price: 1.6 });
    expect(repriced.sizeRemaining).toBe(5_000);

    // a stops (its partitions given back): b takes them over, the book rebuilt with a's resting bets, and cancels one itself.
    opened.shift(); // a's closer: closed here
    await a.exchange.close();
    await a.database.close();
    await vi.waitFor(() => expect(b.exchange.leases.held(), 'b owning every partition').toHaveLength(32), WAIT);
    const book = orderBookOf(b.exchange.registry.get(marketId)!.engine)!;
    expect(book.order(betId)).toMatchObject({ sizeRemaining: 5_000, persistence: 'PERSIST' });
    // Now b serves the partition's subject (an unauthenticated cancel reaches the app and is refused by it, not by ownership).
    const served2 = await bus.request<BusCommand, BusCommandReply>(partSubject(partitionOf(marketId)), cancelOverBus, { timeoutMs: 60_000 });
    expect(served2.status).toBe(401);
    const cancelled = await b.exchange.betting.cancel(user, { betId, marketId });
    expect(cancelled.sizeCancelled).toBe(5_000);
    await b.exchange.admin.settle(marketId, { void: true }, testOperator);
    expect((await marketRow(b.database.db, marketId))!.settledVersion).toBe(1);
  }, 300_000);
});
