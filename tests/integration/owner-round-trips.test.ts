import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthUser } from '../../server/exchange/auth/sessions';
import { openDatabase, type Database } from '../../server/exchange/db/client';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { createExchange, type Exchange } from '../../server/exchange/service/exchange';
import { fundedBettor, ownedExchangeMarkets, storedExposure, waitFor } from '../support/funded-bettor';
import { queriesSentDuring } from '../support/pg-queries';
import { describeOnPostgres } from '../support/stores';

/**
 * A cancel and a re-price on PostgreSQL's owner connection (the fenced writes of a process holding its
 * markets' leases): their writes — orders, trades, exposures — answer nothing anybody reads, so they go
 * with the transaction's COMMIT (runPreparedDeferred). A cancel is one round trip (BEGIN, its order, its
 * exposure, COMMIT) and a re-price two (the funds lock and reads with the BEGIN; its writes with the
 * COMMIT). The store then holds what the engine does.
 */
describeOnPostgres('a cancel and a re-price on the owner connection', (server) => {
  let dir = '';
  let database: Database;
  let exchange: Exchange;
  let backer: AuthUser;
  let layer: AuthUser;
  let marketId = '';
  let runnerId = '';

  beforeAll(async () => {
    if (!server) return;
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-round-trips-'));
    database = await openDatabase({ dataDir: dir, databaseUrl: server.url, instanceId: 'round-trips' });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb });
    await waitFor(() => ownedExchangeMarkets(exchange).length > 0, 'the exchange to own exchange markets', 120_000);
    marketId = ownedExchangeMarkets(exchange).find((id) => exchange.registry.get(id)?.row.betDelayMs === 0) ?? ownedExchangeMarkets(exchange)[0]!;
    runnerId = exchange.registry.get(marketId)!.runners[0]!.runnerId;
    backer = await fundedBettor(database.db, 'u-round-trip-back', 1_000_000);
    layer = await fundedBettor(database.db, 'u-round-trip-lay', 1_000_000);
    // Once on the connection, each statement is prepared (a round trip of its own, once): a re-price with a match and a cancel.
    await bet(layer, 'LAY', 1.4, 1_000, 'rt-warm-lay');
    const warm = (await bet(backer, 'BACK', 3, 1_000, 'rt-warm-back')).body.data.betId;
    await exchange.betting.replace(backer, { betId: warm, marketId, price: 1.4 });
    const rests = (await bet(backer, 'BACK', 900, 1_000, 'rt-warm-rest')).body.data.betId;
    await exchange.betting.cancel(backer, { betId: rests, marketId });
  }, 240_000);
  afterAll(async () => {
    await exchange?.close();
    await database?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const bet = (user: AuthUser, side: 'BACK' | 'LAY', price: number, size: number, key: string) =>
    exchange.betting.place(user, { idempotencyKey: key, marketId, side, size, selection: { kind: 'exchange', runnerId, price } });
  const stored = async (betId: string) =>
    ((await database.db.execute(sql`select status, size_matched::text, size_remaining::text, size_cancelled::text from orders where order_id = ${betId}`)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0];

  it.runIf(server !== null)('cancels in one round trip, and the store holds the cancelled order and the exposure it leaves', async () => {
    const placed = await bet(backer, 'BACK', 900, 2_000, 'rt-cancel-1');
    const betId = placed.body.data.betId;
    const { texts } = await queriesSentDuring(() => exchange.betting.cancel(backer, { betId, marketId }));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^begin;\nexecute save_orders__sql\(.*\);\nexecute save_exposures__sql\(.*\);\ncommit$/s);
    expect(await stored(betId)).toMatchObject({ status: 'EXECUTION_COMPLETE', size_remaining: '0', size_cancelled: '2000' });
    expect((await storedExposure(database.db, backer.userId))[marketId] ?? 0).toBe(exchange.registry.exposureIn(backer.userId, marketId));
  });

  it.runIf(server !== null)('re-prices in two round trips, a match included, and the store holds both orders and both exposures', async () => {
    const lay = (await bet(layer, 'LAY', 1.5, 1_000, 'rt-lay')).body.data.betId;
    const back = (await bet(backer, 'BACK', 3, 1_000, 'rt-back')).body.data.betId;
    const { result, texts } = await queriesSentDuring(() => exchange.betting.replace(backer, { betId: back, marketId, price: 1.5 }));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^begin;\nexecute lock_users_funds__sql/);
    expect(texts[1]).toMatch(/^execute save_orders__sql\(.*\);\nexecute save_trades__sql\(.*\);\nexecute save_exposures__sql\(.*\);\ncommit$/s);
    expect(await stored(lay)).toMatchObject({ size_matched: '1000', size_remaining: '0' });
    expect(await stored(result.betId)).toMatchObject({ size_matched: '1000', size_remaining: '0' });
    for (const user of [backer, layer]) expect((await storedExposure(database.db, user.userId))[marketId] ?? 0).toBe(exchange.registry.exposureIn(user.userId, marketId));
    expect(exchange.registry.exposureIn(layer.userId, marketId)).toBeGreaterThan(0);
  });
});
