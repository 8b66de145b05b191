import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { fundedBettor, ownedExchangeMarkets, restingBack } from '../../../tests/support/funded-bettor';
import type { AuthUser } from '../auth/sessions';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { MarketRegistry } from '../markets/registry';
import { betsIn } from '../markets/views';
import { createExchange, type Exchange } from './exchange';
import { userMarkets } from './user-markets';

/**
 * The store's answer to a user's reads across markets (user-markets.ts) is the engines' answer: the
 * user's open markets rebuilt from what was committed show the same bets (matched, unmatched, sizes,
 * queue positions) and exposure as the live engines that committed them; and a process owning every
 * market (the embedded store) keeps reading its engines.
 */
describe('a user\'s markets rebuilt from the store', () => {
  let dir: string;
  let database: Database;
  let exchange: Exchange;
  let backer: AuthUser;
  let layer: AuthUser;
  let markets: string[];
  const runnerOf = (marketId: string) => exchange.registry.get(marketId)!.runners[0]!.runnerId;
  /** What every read across markets shows of a user: each market's bets and exposure. */
  const readsOf = (registry: MarketRegistry, userId: string) =>
    registry.marketsOf(userId).map((entry) => ({ ...betsIn(entry, userId), exposure: registry.exposureIn(userId, entry.row.marketId) }));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-user-markets-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db);
    markets = ownedExchangeMarkets(exchange).slice(0, 3);
    backer = await fundedBettor(database.db, 'u-reads-back', 1_000_000);
    layer = await fundedBettor(database.db, 'u-reads-lay', 1_000_000);
    const [x, y, z] = markets as [string, string, string];
    // x: the backer's bet rests; y: the layer offers at the lowest price and the backer takes the best lays there
    // (the layer's, or the seeded makers' ahead of it); z: the layer's alone.
    await exchange.betting.place(backer, restingBack(x, runnerOf(x), 20_000, 'reads-1'));
    await exchange.betting.place(layer, { idempotencyKey: 'reads-2', marketId: y, side: 'LAY', size: 30_000, selection: { kind: 'exchange', runnerId: runnerOf(y), price: 1.01 } });
    await exchange.betting.place(backer, { idempotencyKey: 'reads-3', marketId: y, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: runnerOf(y), price: 1.01 } });
    await exchange.betting.place(layer, { idempotencyKey: 'reads-4', marketId: z, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: runnerOf(z), price: 1.01 } });
  }, 120_000);
  afterAll(async () => {
    await exchange?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows each user the bets, sizes, queue positions and exposure the engines hold', async () => {
    const stored = await MarketRegistry.loadWithBetsOf(database.db, [backer.userId, layer.userId]);
    for (const user of [backer, layer]) {
      const live = readsOf(exchange.registry, user.userId);
      expect(readsOf(stored, user.userId)).toEqual(live);
      expect(live.flatMap((m) => m.matched).length + live.flatMap((m) => m.unmatched).length).toBeGreaterThanOrEqual(2);
    }
    // Both kinds of bet are compared: the backer's bet on y matched, its bet on x rests.
    expect(readsOf(stored, backer.userId).map((m) => [m.matched.length, m.unmatched.length])).toEqual([[0, 1], [1, 0]]);
    expect(readsOf(stored, layer.userId).flatMap((m) => m.unmatched).length).toBeGreaterThanOrEqual(1);
    // Only their markets are loaded.
    expect(stored.all().map((e) => e.row.marketId).sort()).toEqual([...markets].sort());
  });

  it('is read from the engines when the process owns every market (the embedded store)', async () => {
    expect(exchange.leases.ownsEveryMarket).toBe(true);
    expect(await userMarkets(exchange.services, exchange.registry, backer.userId)).toBe(exchange.registry);
  });
});
