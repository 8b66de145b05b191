import { testOperator } from '../../../../tests/support/audit-actor';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedBettor, ownedExchangeMarkets } from '../../../../tests/support/funded-bettor';
import { openDatabase, type Database } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { createExchange, type Exchange } from '../../service/exchange';
import { listCompetitions, listEvents, listEventTypes, listMarketCatalogue, type CatalogueSort } from './catalogue';
import { selectCatalogue, storeCatalogue } from './catalogue-source';
import { readsFromStore } from '../../service/market-ownership';
import { copyMigratedStore } from '../../../../tests/support/pglite-template';

/**
 * Betfair's catalogue by filter read from the store (catalogue-source.ts, what an exchange that does
 * not own every market answers) is the engines' answer: on one store, after bets matched and rested
 * on some markets (traded and available volumes differ), one market went in play and one was settled,
 * every operation with each filter, projection and sort answers the same from the store as from the
 * live engines. And a process owning every market (npm start) reads its engines.
 */
const ALL_PROJECTIONS = ['COMPETITION', 'EVENT', 'EVENT_TYPE', 'MARKET_DESCRIPTION', 'MARKET_START_TIME', 'RUNNER_DESCRIPTION', 'RUNNER_METADATA'] as const;
const SORTS: Array<CatalogueSort | undefined> = [undefined, 'MINIMUM_TRADED', 'MAXIMUM_TRADED', 'MINIMUM_AVAILABLE', 'MAXIMUM_AVAILABLE', 'FIRST_TO_START', 'LAST_TO_START'];

describe('the Betfair catalogue read from the store', () => {
  let dir: string;
  let database: Database;
  let exchange: Exchange;
  let traded: string[];
  let settled: string;
  let inPlay: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-catalogue-source-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db);
    const open = ownedExchangeMarkets(exchange);
    traded = open.slice(0, 3);
    const backer = await fundedBettor(database.db, 'u-cat-back', 10_000_000);
    const layer = await fundedBettor(database.db, 'u-cat-lay', 10_000_000);
    for (const [i, marketId] of traded.entries()) {
      const runnerId = exchange.registry.get(marketId)!.runners[0]!.runnerId;
      // A lay at the lowest price, part taken by a back: traded volume, and the rest available.
      await exchange.betting.place(layer, { idempotencyKey: `cat-lay-${i}`, marketId, side: 'LAY', size: 40_000 * (i + 1), selection: { kind: 'exchange', runnerId, price: 1.01 } });
      await exchange.betting.place(backer, { idempotencyKey: `cat-back-${i}`, marketId, side: 'BACK', size: 10_000 * (i + 1), selection: { kind: 'exchange', runnerId, price: 1.01 } });
    }
    inPlay = open[5]!;
    await exchange.admin.setStatus(inPlay, { inPlay: true }, testOperator);
    settled = open[6]!;
    await exchange.admin.settle(settled, { void: true }, testOperator);
  }, 300_000);
  afterAll(async () => {
    await exchange?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const filters = () => {
    const entry = exchange.registry.get(traded[0]!)!;
    return [
      {},
      { eventTypeIds: ['4'] },
      { eventTypeIds: ['4', '1', 'x'] },
      { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false },
      { inPlayOnly: true },
      { eventIds: [entry.row.exEventId] },
      { marketIds: [...traded, inPlay, settled, 'no-such-market'] },
      { textQuery: 'v*s' },
      { turnInPlayEnabled: false },
      { marketBettingTypes: ['ODDS' as const] },
      { marketStartTime: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 3 * 86_400_000).toISOString() } },
    ];
  };

  it('lists the same event types, competitions, events and markets as the engines, for every filter, projection and sort', async () => {
    let compared = 0;
    for (const filter of filters()) {
      const engines = await selectCatalogue(exchange, filter);
      const store = await storeCatalogue(exchange, filter);
      expect(listEventTypes(store.entries), JSON.stringify(filter)).toEqual(listEventTypes(engines.entries));
      expect(listCompetitions(store.entries), JSON.stringify(filter)).toEqual(listCompetitions(engines.entries));
      expect(listEvents(store.entries), JSON.stringify(filter)).toEqual(listEvents(engines.entries));
      for (const sort of SORTS) {
        for (const maxResults of [1, 7, 1000]) {
          const want = listMarketCatalogue(await engines.withViews(sort, maxResults), ALL_PROJECTIONS, sort, maxResults);
          expect(listMarketCatalogue(await store.withViews(sort, maxResults), ALL_PROJECTIONS, sort, maxResults), `${JSON.stringify(filter)} ${sort} ${maxResults}`).toEqual(want);
          compared += want.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('shows what was traded, the market in play, and not the settled market', async () => {
    const store = await storeCatalogue(exchange, { marketIds: [...traded, inPlay, settled] });
    const listed = listMarketCatalogue(await store.withViews('MAXIMUM_TRADED', 10), [], 'MAXIMUM_TRADED', 10);
    expect(listed.map((m) => m.marketId).sort()).toEqual([...traded, inPlay].sort());
    // Traded volume as the engines count it (matched against the bettors or the seeded makers).
    const volume = (marketId: string) => exchange.reads.findMarket(marketId)!.totalMatched / 100;
    expect(listed.map((m) => m.totalMatched)).toEqual(listed.map((m) => volume(m.marketId)));
    expect(listed.filter((m) => m.totalMatched > 0).length).toBeGreaterThanOrEqual(2);
    const playing = await storeCatalogue(exchange, { marketIds: [inPlay], inPlayOnly: true });
    expect(playing.entries.map((e) => e.market.marketId)).toEqual([inPlay]);
  });

  it('is read from the engines when the process owns every market (the embedded store)', () => {
    expect(exchange.leases.ownsEveryMarket).toBe(true);
    expect(readsFromStore(exchange.services)).toBe(false);
  });
});
