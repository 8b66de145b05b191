import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetRow } from '@domain/bet-contract';
import { copyMigratedStore } from '../../../../tests/support/pglite-template';
import { fundedBettor, ownedExchangeMarkets } from '../../../../tests/support/funded-bettor';
import type { AuthUser } from '../../auth/sessions';
import { openDatabase, type Database } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { tickToPrice } from '../../domain/ladder';
import { orderBookOf } from '../../markets/kinds/exchange';
import { betsIn } from '../../markets/views';
import { createExchange, type Exchange } from '../../service/exchange';
import { selectionIdOf } from './ids';
import { toUnits } from './money';
import { orderChange, orderImage } from './stream-orders';

/**
 * The order stream's matched ladders (`mb`/`ml`) are kept per market and bettor and brought up to date
 * with the trades since (stream-orders.ts): whenever they are read — the first time after many trades, or
 * after every bet — they equal the bettor's fills summed from the market's whole trade log.
 */
describe('the order stream’s matched amounts by price', () => {
  let dir: string;
  let database: Database;
  let exchange: Exchange;
  let backer: AuthUser;
  let layer: AuthUser;
  let marketId: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-stream-orders-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db);
    // One matched at once (not in play behind a bet delay).
    marketId = ownedExchangeMarkets(exchange).find((id) => !exchange.registry.get(id)!.row.inPlay)!;
    backer = await fundedBettor(database.db, 'u-ladder-back', 10_000_000);
    layer = await fundedBettor(database.db, 'u-ladder-lay', 10_000_000);
  }, 120_000);
  afterAll(async () => {
    await exchange?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const entry = () => exchange.registry.get(marketId)!;
  /** The bettor's fills on a runner from the whole trade log, as Betfair's price/size pairs per side. */
  function fromTheLog(userId: string, runnerId: string): { mb?: [number, number][]; ml?: [number, number][] } {
    const sums = { BACK: new Map<number, number>(), LAY: new Map<number, number>() };
    for (const t of orderBookOf(entry().engine)!.trades()) {
      if (t.runnerId !== runnerId) continue;
      if (t.backUserId === userId) sums.BACK.set(tickToPrice(t.price), (sums.BACK.get(tickToPrice(t.price)) ?? 0) + t.size);
      if (t.layUserId === userId) sums.LAY.set(tickToPrice(t.price), (sums.LAY.get(tickToPrice(t.price)) ?? 0) + t.size);
    }
    const pairs = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]).map(([p, s]): [number, number] => [p, toUnits(s)]);
    return { ...(sums.BACK.size ? { mb: pairs(sums.BACK) } : {}), ...(sums.LAY.size ? { ml: pairs(sums.LAY) } : {}) };
  }
  const latestRow = (userId: string): BetRow => {
    const { matched, unmatched } = betsIn(entry(), userId);
    return [...matched, ...unmatched].sort((a, b) => a.placedAt.localeCompare(b.placedAt) || a.betId.localeCompare(b.betId)).at(-1)!;
  };
  const ladders = (rc: { mb?: unknown; ml?: unknown }) => ({ ...(rc.mb ? { mb: rc.mb } : {}), ...(rc.ml ? { ml: rc.ml } : {}) });

  it('equal the fills in the whole trade log, read first after many trades and then after every bet', async () => {
    const runners = entry().runners.map((r) => r.runnerId).slice(0, 2);
    const prices = [2, 2.02, 2.04, 2.06];
    let n = 0;
    const pair = async (runnerId: string, price: number, size: number) => {
      // The layer offers; the backer takes it at that price, or better when the layer's earlier offers rest below.
      await exchange.betting.place(layer, { idempotencyKey: `ladder-${n++}`, marketId, side: 'LAY', size, selection: { kind: 'exchange', runnerId, price } });
      await exchange.betting.place(backer, { idempotencyKey: `ladder-${n++}`, marketId, side: 'BACK', size: Math.floor(size / 2), selection: { kind: 'exchange', runnerId, price } });
    };
    // Trades before anyone read the ladders: the first read catches up with all of them.
    for (let i = 0; i < 12; i++) await pair(runners[i % 2]!, prices[i % prices.length]!, 2_000 + 200 * i);
    for (const user of [backer, layer]) {
      const row = latestRow(user.userId);
      const change = orderChange(exchange.registry, user.userId, row).orc![0]!;
      expect(ladders(change), `${user.userId}'s first change`).toEqual(fromTheLog(user.userId, row.runnerId));
    }
    // Then read after every bet, on either runner: each read adds only the trades since, and still equals the log.
    for (let i = 0; i < 16; i++) {
      await pair(runners[(i + 1) % 2]!, prices[(i * 3) % prices.length]!, 2_000 + 100 * i);
      for (const user of [backer, layer]) {
        const row = latestRow(user.userId);
        expect(ladders(orderChange(exchange.registry, user.userId, row).orc![0]!), `${user.userId} after pair ${i}`).toEqual(fromTheLog(user.userId, row.runnerId));
      }
    }
    // The image says the same on every runner.
    for (const user of [backer, layer]) {
      const market = orderImage(exchange.registry, user.userId).find((oc) => oc.id === marketId)!;
      for (const runnerId of runners) {
        const rc = market.orc!.find((r) => r.id === selectionIdOf(entry(), runnerId))!;
        expect(ladders(rc), `${user.userId}'s image of ${runnerId}`).toEqual(fromTheLog(user.userId, runnerId));
      }
    }
    expect(fromTheLog(backer.userId, runners[0]!).mb!.length, 'fills at several prices').toBeGreaterThan(1);
  });

  it('counts nothing matched once the order says its market was voided', () => {
    const row = latestRow(backer.userId);
    expect(orderChange(exchange.registry, backer.userId, row).orc![0]!.mb).toBeDefined();
    const voided = orderChange(exchange.registry, backer.userId, { ...row, status: 'VOIDED', settled: true });
    expect(voided).toMatchObject({ id: marketId, closed: true });
    expect(ladders(voided.orc![0]!)).toEqual({});
  });
});
