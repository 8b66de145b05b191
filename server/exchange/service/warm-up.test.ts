import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedBettor, ownedExchangeMarkets, restingBack, waitFor } from '../../../tests/support/funded-bettor';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { sessionCache } from '../auth/session-cache';
import type { AuthUser } from '../auth/sessions';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { Admission } from './admission';
import { createExchange, type Exchange } from './exchange';
import { ScratchMarket, warmUpBetting } from './warm-up';

/**
 * The rehearsal over HTTP that ends the start's warm-up (issue #51), at the service: while it runs,
 * the scratch bettors' bets go the whole way (admission, a group commit batch, its transaction) and
 * leave nothing; they bet on the scratch market alone, and no one else may bet on it.
 */
describe('the warm-up rehearsal', () => {
  let dir: string;
  let database: Database;
  let exchange: Exchange;
  let bettor: AuthUser;
  let realMarket: string;
  const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  const orders = () => count(sql`select count(*)::int as n from orders`);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-rehearsal-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb });
    exchange.betting.admission = new Admission();
    await waitFor(() => ownedExchangeMarkets(exchange).length >= 1, 'the markets to be owned');
    realMarket = ownedExchangeMarkets(exchange)[0]!;
    bettor = await fundedBettor(database.db, 'u-rehearsal-real', 100_000);
  }, 120_000);
  afterAll(async () => {
    exchange?.betting.admission?.close();
    await exchange?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('places the scratch bettors’ bets and keeps none; refuses them elsewhere and others on the scratch market; ends with close', async () => {
    const scratch = ScratchMarket.of(exchange, bettor.siteKey)!;
    const { market } = await warmUpBetting(exchange, scratch, { bets: 16 });
    const rehearsal = scratch.rehearse(market.row, market.runnerRows)!;
    const [a, b] = scratch.bettors as [AuthUser, AuthUser];
    const [runnerId] = scratch.runnerIds as [string];
    const ordersBefore = await orders();
    const admittedBefore = exchange.betting.admission!.stats().admitted;

    // The tokens name the scratch bettors, in the session cache only.
    expect(await sessionCache(database.db).userFor(rehearsal.tokens[0]!)).toBe(a);
    expect(await count(sql`select count(*)::int as n from sessions s join users u on u.user_id = s.user_id where u.user_id like 'u-warm-up-%'`)).toBe(0);

    // A pair that crosses, placed together (one batch): matched, answered, rolled back.
    const [back, lay] = await Promise.all([
      exchange.betting.place(a, { marketId: scratch.marketId, side: 'BACK', size: 10_000, idempotencyKey: 'r-1', selection: { kind: 'exchange', runnerId, price: 3 } }),
      exchange.betting.place(b, { marketId: scratch.marketId, side: 'LAY', size: 10_000, idempotencyKey: 'r-2', selection: { kind: 'exchange', runnerId, price: 3 } }),
    ]);
    expect(back.body.data.sizeMatched + lay.body.data.sizeMatched).toBeGreaterThan(0);
    // A lone resting bet: its book is emptied again after its batch, as its rows were rolled back.
    const resting = await exchange.betting.place(a, { marketId: scratch.marketId, side: 'BACK', size: 10_000, idempotencyKey: 'r-3', selection: { kind: 'exchange', runnerId, price: 20 } });
    expect(resting.body.data.status).toBe('EXECUTABLE');
    expect(exchange.registry.get(scratch.marketId)!.adapter.betsOf({ row: market.row, runners: exchange.registry.get(scratch.marketId)!.runners }, a.userId).unmatched).toEqual([]);
    expect(rehearsal.placed()).toBe(3);
    expect(await orders()).toBe(ordersBefore);
    expect(await count(sql`select count(*)::int as n from markets where market_id like 'warm-up-%'`)).toBe(0);
    // Admitted by the rehearsal's own admission: the bettors' counts did not move.
    expect(exchange.betting.admission!.stats().admitted).toBe(admittedBefore);

    // A scratch bettor elsewhere, and a real bettor on the scratch market: refused, nothing written.
    await expect(exchange.betting.place(a, restingBack(realMarket, exchange.registry.get(realMarket)!.runners[0]!.runnerId, 10_000, 'r-4'))).rejects.toMatchObject({ code: 'MARKET_NOT_FOUND' });
    await expect(exchange.betting.place(bettor, { marketId: scratch.marketId, side: 'BACK', size: 10_000, idempotencyKey: 'r-5', selection: { kind: 'exchange', runnerId, price: 3 } })).rejects.toMatchObject({ code: 'MARKET_NOT_FOUND' });
    // A real bettor's bet on a real market during the rehearsal is a real bet: kept.
    await exchange.betting.place(bettor, restingBack(realMarket, exchange.registry.get(realMarket)!.runners[0]!.runnerId, 10_000, 'r-6'));
    expect(await orders()).toBe(ordersBefore + 1);

    scratch.close();
    expect(exchange.registry.get(scratch.marketId)).toBeUndefined();
    expect(await sessionCache(database.db).userFor(rehearsal.tokens[0]!)).toBeNull();
    await expect(exchange.betting.place(a, { marketId: scratch.marketId, side: 'BACK', size: 10_000, idempotencyKey: 'r-7', selection: { kind: 'exchange', runnerId, price: 3 } })).rejects.toMatchObject({ code: 'MARKET_NOT_FOUND' });
  });
});
