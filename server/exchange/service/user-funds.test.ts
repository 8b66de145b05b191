import { testOperator } from '../../../tests/support/audit-actor';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedBettor, ownedExchangeMarkets, restingBack, storedExposure, waitFor } from '../../../tests/support/funded-bettor';
import type { TempPostgres } from '../../../tests/support/postgres';
import { describeOnPostgres } from '../../../tests/support/stores';
import type { AuthUser } from '../auth/sessions';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createExchange, type Exchange } from './exchange';
import { backfillExposures, balanceView } from './funds';
import { copyMigratedStore } from '../../../tests/support/pglite-template';

/**
 * user_market_exposure on both stores (docs/adr/user-funds.md): each (user, market) row is what the
 * market's engine holds after every bet, cancel and settlement, written in the same transaction; an
 * existing store is filled once from the engines; and the money a bettor sees and is checked against
 * counts it.
 */
const stores = ['pglite', 'postgres'] as const;

/** The PostgreSQL half runs in npm run test:postgres (tests/support/stores.ts). */
const onStore = (store: (typeof stores)[number], suite: (pg: TempPostgres | null) => void) =>
  store === 'postgres' ? describeOnPostgres(`user funds on ${store}`, suite) : describe(`user funds on ${store}`, () => suite(null));

for (const store of stores) onStore(store, (pg) => {
  const runs = store === 'pglite' || pg !== null;
  let dir: string;
  let database: Database;
  let exchange: Exchange;
  let bettor: AuthUser;
  let markets: string[];
  const runnerOf = (marketId: string) => exchange.registry.get(marketId)!.runners[0]!.runnerId;
  const engineExposure = (userId: string) =>
    Object.fromEntries(markets.flatMap((m) => (exchange.registry.exposureIn(userId, m) !== 0 ? [[m, exchange.registry.exposureIn(userId, m)]] : [])));

  beforeAll(async () => {
    if (!runs) return;
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-funds-'));
    if (!pg) await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir, databaseUrl: pg?.url });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb });
    await waitFor(() => ownedExchangeMarkets(exchange).length >= 2, 'the markets to be owned');
    markets = ownedExchangeMarkets(exchange).slice(0, 2);
    bettor = await fundedBettor(database.db, `u-funds-${store}`, 100_000);
  }, 120_000);
  afterAll(async () => {
    await exchange?.close();
    await database?.close();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(runs)('stores each market’s exposure with every bet and cancel, and drops a settled market’s rows', async () => {
    const [x, y] = markets as [string, string];
    const placed = await exchange.betting.place(bettor, restingBack(x, runnerOf(x), 30_000, `${store}-1`));
    await exchange.betting.place(bettor, restingBack(y, runnerOf(y), 20_000, `${store}-2`));
    expect(await storedExposure(database.db, bettor.userId)).toEqual({ [x]: 30_000, [y]: 20_000 });
    expect(await storedExposure(database.db, bettor.userId)).toEqual(engineExposure(bettor.userId));
    expect((await balanceView(exchange.services, bettor.userId)).available).toBe(50_000);

    // A third bet past what is left is refused, and changes no row.
    await expect(exchange.betting.place(bettor, restingBack(x, runnerOf(x), 50_001, `${store}-3`))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await storedExposure(database.db, bettor.userId)).toEqual({ [x]: 30_000, [y]: 20_000 });

    await exchange.betting.cancel(bettor, { betId: placed.body.data.betId, marketId: x, sizeReduction: 10_000 });
    expect(await storedExposure(database.db, bettor.userId)).toEqual({ [x]: 20_000, [y]: 20_000 });
    await exchange.betting.cancel(bettor, { betId: placed.body.data.betId, marketId: x });
    expect(await storedExposure(database.db, bettor.userId)).toEqual({ [y]: 20_000 });

    await exchange.admin.settle(y, { void: true }, testOperator);
    const left = (await database.db.execute(sql`select count(*)::int as n from user_market_exposure where market_id = ${y}`)) as unknown as { rows: Array<{ n: number }> };
    expect(left.rows[0]!.n).toBe(0);
    expect(await balanceView(exchange.services, bettor.userId)).toMatchObject({ exposure: 0, available: 100_000 });
    markets = [x];
  });

  it.runIf(runs)('fills the rows of an existing store once, from the engines', async () => {
    const [x] = markets as [string];
    await exchange.betting.place(bettor, restingBack(x, runnerOf(x), 12_345, `${store}-4`));
    const before = await storedExposure(database.db, bettor.userId);
    expect(before).toEqual({ [x]: 12_345 });
    const all = async () => ((await database.db.execute(sql`select user_id, market_id, exposure_paise::text as e from user_market_exposure where exposure_paise <> 0 order by 1, 2`)) as unknown as { rows: unknown[] }).rows;
    const everyone = await all();
    // A store from before migration 0012: no rows, the marker not done.
    await database.db.execute(sql`delete from user_market_exposure`);
    await database.db.execute(sql`update user_exposure_backfill set done = false`);
    expect(await backfillExposures(database.db, exchange.registry)).toBe(true);
    expect(await all()).toEqual(everyone);
    expect(await storedExposure(database.db, bettor.userId)).toEqual(before);
    // Done: a later start leaves the rows as their owners wrote them.
    await database.db.execute(sql`delete from user_market_exposure where user_id = ${bettor.userId}`);
    expect(await backfillExposures(database.db, exchange.registry)).toBe(false);
    expect(await storedExposure(database.db, bettor.userId)).toEqual({});
  });
});
