import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { houseBets, houseWaitingBets, orders } from '../db/schema';
import { orderBookOf } from '../markets/kinds/exchange';
import { MarketRegistry } from '../markets/registry';
import { codeOf, createLiveEvent, key, tokenOf, type Json } from './incident-fixture';
import { onEveryStore } from './test-harness';

/** The exchange's clock, moved on by the test to end bet delays. */
let clock = Date.now();
const now = () => new Date(++clock);
const HOUSE_DELAY_MS = 3000;

onEveryStore(
  'in-play delay of bookmaker and fancy bets',
  (api) => {
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      for (const name of ['demo', 'operator']) tokens[name] = await tokenOf(api(), name);
    });
    const post = (url: string, body: Json, user: string) => api().post(url, body, tokens[user]);
    const place = (marketId: string, side: 'BACK' | 'LAY', selection: Json) => post('/api/bets/place', { marketId, side, size: 10_000, selection, idempotencyKey: key() }, 'demo');
    const exposure = async () => ((await post('/api/user/balance', {}, 'demo')).json() as { data: { exposure: number } }).data.exposure;
    const stored = async (ids: string[]) => ({
      taken: await api().database.db.select().from(houseBets).where(inArray(houseBets.betId, ids)),
      waiting: await api().database.db.select().from(houseWaitingBets).where(inArray(houseWaitingBets.betId, ids)),
    });
    const release = async (ms: number) => {
      clock += ms;
      await api().exchange.betting.releaseDue();
    };

    it('shows the delay in the market view, answers PENDING, then takes the bet at the quote at the end of the delay', async () => {
      const markets = await createLiveEvent(api(), tokens.operator!, 'hd1', 0, HOUSE_DELAY_MS);
      const view = (await post('/api/markets/detail', { marketId: markets.bookmaker }, 'demo')).json() as { data: { betDelayMs: number; inPlay: boolean } };
      expect(view.data).toMatchObject({ betDelayMs: HOUSE_DELAY_MS, inPlay: true });
      const before = await exposure();
      const res = await place(markets.bookmaker, 'BACK', { kind: 'bookmaker', runnerId: '1', price: 1.8 });
      const data = (res.json() as { data: { betId: string; status: string; releaseAt: string | null; sizeMatched: number } }).data;
      expect(data).toMatchObject({ status: 'PENDING', sizeMatched: 0 });
      expect(Date.parse(data.releaseAt!)).toBeGreaterThan(clock);
      expect(await exposure()).toBe(before + 10_000);
      expect((await stored([data.betId])).taken).toEqual([]);
      // The house moves its price in the bettor's favour during the delay: taken at 1.9.
      expect(codeOf(await post('/api/admin/markets/quote', { marketId: markets.bookmaker, quotes: { '1': { back: 1.9, lay: 1.95 } } }, 'operator'))).toBeNull();
      await release(HOUSE_DELAY_MS);
      const { taken, waiting } = await stored([data.betId]);
      expect(taken.map((t) => t.bet)).toEqual([expect.objectContaining({ betId: data.betId, odds100: 190, stake: 10_000 })]);
      expect(waiting).toEqual([expect.objectContaining({ status: 'TAKEN' })]);
      expect(await exposure()).toBe(before + 10_000);
    });

    it('lapses a waiting fancy bet when the line moved, giving its exposure back', async () => {
      const markets = await createLiveEvent(api(), tokens.operator!, 'hd2', 0, HOUSE_DELAY_MS);
      const before = await exposure();
      const res = await place(markets.fancy, 'BACK', { kind: 'fancy', line: 53, rate: 100 });
      const { betId } = (res.json() as { data: { betId: string } }).data;
      expect(await exposure()).toBe(before + 10_000);
      expect(codeOf(await post('/api/admin/markets/quote', { marketId: markets.fancy, fancy: { yesLine: 55, yesRate: 100, noLine: 54, noRate: 100 } }, 'operator'))).toBeNull();
      await release(HOUSE_DELAY_MS);
      const { taken, waiting } = await stored([betId]);
      expect(taken).toEqual([]);
      expect(waiting).toEqual([expect.objectContaining({ status: 'LAPSED', reason: 'BET_TAKEN_OR_LAPSED' })]);
      expect(await exposure()).toBe(before);
    });

    it('lapses a waiting bet on an incident, and restores one across a restart without taking it twice', async () => {
      const markets = await createLiveEvent(api(), tokens.operator!, 'hd3', 0, HOUSE_DELAY_MS);
      const before = await exposure();
      const first = ((await place(markets.bookmaker, 'LAY', { kind: 'bookmaker', runnerId: '1', price: 1.85 })).json() as { data: { betId: string } }).data.betId;
      // A restart during the delay: the rebuilt engine holds the waiting bet (and its exposure) as the live one does.
      const restarted = await MarketRegistry.load(api().database.db);
      const userId = (await stored([first])).waiting[0]!.userId;
      expect(restarted.get(markets.bookmaker)!.adapter.betsOf({ row: restarted.get(markets.bookmaker)!.row, runners: restarted.get(markets.bookmaker)!.runners }, userId).unmatched).toEqual([
        expect.objectContaining({ betId: first, status: 'PENDING' }),
      ]);
      expect(restarted.totalExposure(userId)).toBe(api().exchange.registry.totalExposure(userId));
      await release(HOUSE_DELAY_MS);
      expect((await stored([first])).taken).toHaveLength(1);
      // Restarted after the delay ended: nothing waits any more, nothing is taken again.
      const again = await MarketRegistry.load(api().database.db);
      const engine = again.get(markets.bookmaker)!.engine;
      expect(engine.kind === 'bookmaker' ? engine.market.delay.waiting() : null).toEqual([]);

      const second = ((await place(markets.fancy, 'BACK', { kind: 'fancy', line: 53, rate: 100 })).json() as { data: { betId: string } }).data.betId;
      const incident = (await post('/api/admin/events/incident', { eventId: 'hd3', kind: 'wicket', score: { runs: 1, wickets: 1 } }, 'operator')).json() as { data: { betting: string } };
      expect(incident.data.betting).toBe('SUSPENDED');
      await release(HOUSE_DELAY_MS);
      const { taken, waiting } = await stored([second]);
      expect(taken).toEqual([]);
      expect(waiting).toEqual([expect.objectContaining({ status: 'LAPSED', reason: 'MARKET_SUSPENDED' })]);
      // After the incident only the first (taken) bet holds money; a restart agrees.
      const after = await MarketRegistry.load(api().database.db);
      expect(after.totalExposure(userId)).toBe(api().exchange.registry.totalExposure(userId));
      expect(await exposure()).toBe(before + 8_500);
    });

    it('a release that finds another one of the market under way returns once that one has stored its bets (the interval, a bet timer and a caller can meet)', async () => {
      const markets = await createLiveEvent(api(), tokens.operator!, 'hd4', HOUSE_DELAY_MS, HOUSE_DELAY_MS);
      const betIdOf = async (res: Promise<{ json(): unknown }>) => ((await res).json() as { data: { betId: string } }).data.betId;
      const engineOf = (marketId: string) => api().exchange.registry.get(marketId)!.engine;
      const cases = [
        {
          marketId: markets.bookmaker,
          selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 },
          waiting: () => {
            const engine = engineOf(markets.bookmaker);
            return engine.kind === 'bookmaker' && engine.market.delay.waiting().length > 0;
          },
          stored: async (betId: string) => (await stored([betId])).waiting,
          released: { status: 'TAKEN' },
        },
        {
          marketId: markets.delayed,
          selection: { kind: 'exchange', runnerId: '1', price: 3 },
          waiting: () => orderBookOf(engineOf(markets.delayed))!.hasDelayedDue(clock),
          stored: (betId: string) => api().database.db.select().from(orders).where(inArray(orders.orderId, [betId])),
          released: { status: 'EXECUTABLE', sizeRemaining: 10_000 },
        },
      ];
      for (const c of cases) {
        const betId = await betIdOf(place(c.marketId, 'BACK', c.selection));
        clock += HOUSE_DELAY_MS;
        // One release (a bet's timer) starts; the interval's walk may start one too. Once the bets are out
        // of the engine, the write is still to commit: a walk now must wait for it.
        const first = api().exchange.betting.releaseMarket(c.marketId);
        while (c.waiting()) await new Promise((resolve) => setImmediate(resolve));
        await api().exchange.betting.releaseDue();
        expect(await c.stored(betId), c.marketId).toEqual([expect.objectContaining(c.released)]);
        await first;
      }
    });
  },
  { now },
);
