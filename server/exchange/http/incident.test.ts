import { testOperator } from '../../../tests/support/audit-actor';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { houseBets, houseWaitingBets, orders, users } from '../db/schema';
import type { StreamMessage } from '../stream/hub';
import { backOn, codeOf, createLiveEvent, MARKET_ROLES, tokenOf, type Json, type MarketRole } from './incident-fixture';
import { onEveryStore } from './test-harness';

/** Strictly increasing, and never behind the wall clock: no two acts of the exchange share a moment. */
let last = 0;
const now = () => new Date((last = Math.max(Date.now(), last + 1)));

const ROUNDS = 12;
const BETS_PER_ROUND = 20;
const STAKE = 1_000;

onEveryStore(
  'the incident rule over HTTP',
  (api) => {
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      for (const name of ['demo', 'mm1', 'mm2', 'operator']) tokens[name] = await tokenOf(api(), name);
    });
    const post = (url: string, body: Json, user: string) => api().post(url, body, tokens[user]);

    it('races bets on every kind of market against a wicket: each bet is in before the incident, or refused, or lapsed', async () => {
      const eventId = `race${Math.floor(Math.random() * 1e6)}`;
      const markets = await createLiveEvent(api(), tokens.operator!, eventId, 25);
      const marketIds = Object.values(markets);
      const seen: StreamMessage[] = [];
      const { hub } = api().exchange.services;
      for (const topic of [...marketIds.map((id) => `market:${id}`), `score:${eventId}`]) await hub.subscribe(topic, (m) => m.kind === 'delta' && seen.push(m));
      const [mm2] = await api().database.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'mm2'));
      const mm2Stream: Array<{ betId: string; size?: number; stake?: number; sizeLapsed: number; sizeRemaining: number }> = [];
      await hub.subscribe(`orders:${mm2!.userId}`, (m) => m.kind === 'delta' && mm2Stream.push(m.data as (typeof mm2Stream)[number]));
      const mm2Before = (await post('/api/user/balance', {}, 'mm2')).json() as { data: { bankBalance: number; exposure: number } };
      let takenCount = 0;
      let refusedCount = 0;

      for (let round = 0; round < ROUNDS; round += 1) {
        // Liquidity for the undelayed exchange market, so some backs there match.
        expect(codeOf(await post('/api/bets/place', { marketId: markets.instant, side: 'LAY', size: 40_000, selection: { kind: 'exchange', runnerId: '1', price: 2 }, idempotencyKey: `lay-${eventId}-${round}` }, 'mm1'))).toBeNull();
        const streamFrom = seen.length;
        const bets = Array.from({ length: BETS_PER_ROUND }, (_, i) => {
          const role = MARKET_ROLES[i % MARKET_ROLES.length]!;
          // The delayed market's bets come from mm2 alone, so its money can be checked bet by bet.
          return { role, user: role === 'delayed' ? 'mm2' : 'demo', body: backOn(role, markets[role], STAKE) };
        });
        const incidentAfter = Math.floor(Math.random() * BETS_PER_ROUND);
        const stagger = () => new Promise((resolve) => setTimeout(resolve, Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 3)));
        const betCalls = bets.map(async (bet, i) => {
          if (i % 3 === 0) await stagger();
          return post('/api/bets/place', bet.body, bet.user);
        });
        const incidentCall = (async () => {
          await new Promise((resolve) => setTimeout(resolve, incidentAfter % 3));
          return post('/api/admin/events/incident', { eventId, kind: 'wicket', score: { runs: round, wickets: round + 1 } }, 'operator');
        })();
        const [incidentRes, ...replies] = await Promise.all([incidentCall, ...betCalls]);
        expect(incidentRes.statusCode, incidentRes.body).toBe(200);
        const incident = (incidentRes.json() as { data: { incident: { at: string; kind: string }; betting: string; lapsed: string[] } }).data;
        expect(incident.betting).toBe('SUSPENDED');
        const at = Date.parse(incident.incident.at);

        // Each bet was either taken (before the incident's moment) or refused as suspended — nothing else, never a 500.
        const taken: Array<{ role: MarketRole; betId: string; status: string }> = [];
        replies.forEach((res, i) => {
          const code = codeOf(res);
          if (code === null) taken.push({ role: bets[i]!.role, ...(res.json() as { data: { betId: string; status: string } }).data });
          else expect(code, res.body).toBe('MARKET_SUSPENDED');
        });
        takenCount += taken.length;
        refusedCount += replies.length - taken.length;
        const ids = taken.map((t) => t.betId);
        const { db } = api().database;
        const orderRows = ids.length ? await db.select().from(orders).where(inArray(orders.orderId, ids)) : [];
        const houseRows = ids.length ? await db.select().from(houseBets).where(inArray(houseBets.betId, ids)) : [];
        // House bets placed in play wait out their delay (house_waiting_bets); one not taken before the incident is lapsed by it.
        const waitingRows = (ids.length ? await db.select().from(houseWaitingBets).where(inArray(houseWaitingBets.betId, ids)) : []).filter((r) => r.status !== 'TAKEN');
        expect(orderRows.length + houseRows.length + waitingRows.length).toBe(taken.length);
        for (const row of waitingRows) expect(row).toMatchObject({ status: 'LAPSED', reason: 'MARKET_SUSPENDED' });
        for (const row of waitingRows) expect(houseRows.some((h) => h.betId === row.betId)).toBe(false);
        for (const row of [...orderRows, ...houseRows]) expect(row.placedAt, 'a bet taken at or after the incident').toBeLessThan(at);
        for (const row of orderRows) {
          // Nothing waits out a delay past an incident: released before it (resting), or lapsed whole with its money back.
          expect(row.status).not.toBe('PENDING');
          if (row.status === 'EXECUTION_COMPLETE' && row.marketId === markets.delayed) {
            expect(row.sizeLapsed).toBe(row.size);
            expect(incident.lapsed).toContain(row.orderId);
          }
        }
        // Each lapsed bet reaches its owner's order stream as lapsed whole, nothing left unmatched.
        for (const betId of incident.lapsed) expect(mm2Stream.filter((o) => o.betId === betId).at(-1)).toMatchObject({ sizeLapsed: STAKE, sizeRemaining: 0, lapseReason: 'MARKET_SUSPENDED' });

        // The stream: every market's suspension and the new score in one burst, nothing between them, no market open after it.
        const round$ = seen.slice(streamFrom);
        const scoreAt = round$.findIndex((m) => m.topic === `score:${eventId}` && (m.data as { incident?: { at: string } }).incident?.at === incident.incident.at);
        expect(scoreAt).toBeGreaterThan(0);
        expect((round$[scoreAt]!.data as { score: Json; betting: string }).score).toEqual({ runs: round, wickets: round + 1 });
        const burst = round$.slice(scoreAt - marketIds.length, scoreAt);
        expect(burst.map((m) => m.topic).sort()).toEqual(marketIds.map((id) => `market:${id}`).sort());
        expect(burst.every((m) => (m.data as { status: string }).status === 'SUSPENDED')).toBe(true);
        for (const m of round$.slice(0, scoreAt - marketIds.length)) if (m.topic.startsWith('market:')) expect((m.data as { status: string }).status, 'suspended before the score').toBe('OPEN');
        for (const m of round$.slice(scoreAt + 1)) if (m.topic.startsWith('market:')) expect((m.data as { status: string }).status, 'open after the score').toBe('SUSPENDED');

        // After the incident nothing is taken on any market of the event, and nothing reopens by itself.
        for (const role of MARKET_ROLES) expect(codeOf(await post('/api/bets/place', backOn(role, markets[role], STAKE), 'demo'))).toBe('MARKET_SUSPENDED');
        await new Promise((resolve) => setTimeout(resolve, 150));
        const detail = (await api().post('/api/events/detail', { eventId })).json() as { data: { markets: Array<{ marketId: string; status: string }> } };
        expect(detail.data.markets.filter((m) => marketIds.includes(m.marketId)).map((m) => m.status)).toEqual(marketIds.map(() => 'SUSPENDED'));

        const reopened = await post('/api/admin/events/reopen', { eventId }, 'operator');
        expect((reopened.json() as { data: { betting: string; markets: string[] } }).data).toMatchObject({ betting: 'OPEN', markets: [...marketIds].sort() });
      }

      // mm2 only backed the delayed market at 50, where nothing lays: its exposure is exactly the stakes not lapsed.
      const { db } = api().database;
      const mm2Orders = await db.select().from(orders).where(inArray(orders.marketId, [markets.delayed]));
      const resting = mm2Orders.filter((o) => o.status === 'EXECUTABLE').reduce((sum, o) => sum + o.sizeRemaining, 0);
      expect(mm2Orders.some((o) => o.sizeLapsed > 0), 'some delayed bets were lapsed').toBe(true);
      expect(takenCount, 'the race took some bets').toBeGreaterThan(0);
      expect(refusedCount, 'the race refused some bets').toBeGreaterThan(0);
      const mm2After = (await post('/api/user/balance', {}, 'mm2')).json() as { data: { bankBalance: number; exposure: number } };
      expect(mm2After.data.bankBalance).toBe(mm2Before.data.bankBalance);
      expect(mm2After.data.exposure - mm2Before.data.exposure).toBe(resting);
      for (const marketId of marketIds) await post('/api/admin/markets/settle', { marketId, void: true }, 'operator');
    }, 120_000);

    it('refuses to reopen an open event, to open one market of a suspended event, and any incident on a closed event', async () => {
      const eventId = `rules${Math.floor(Math.random() * 1e6)}`;
      const markets = await createLiveEvent(api(), tokens.operator!, eventId, 0);
      expect(codeOf(await post('/api/admin/events/reopen', { eventId }, 'operator'))).toBe('INVALID_INPUT_DATA');
      expect(codeOf(await post('/api/admin/events/incident', { eventId, kind: 'sixer' }, 'operator'))).toBe('INVALID_INPUT_DATA');
      expect(codeOf(await post('/api/admin/events/incident', { eventId: 'no-such-event', kind: 'wicket' }, 'operator'))).toBe('EVENT_NOT_FOUND');
      expect(codeOf(await post('/api/admin/events/incident', { eventId, kind: 'suspend' }, 'demo'))).toBe('PERMISSION_DENIED');
      expect(codeOf(await post('/api/admin/events/incident', { eventId, kind: 'suspend' }, 'operator'))).toBeNull();
      expect(codeOf(await post('/api/admin/markets/status', { marketId: markets.instant, status: 'OPEN' }, 'operator'))).toBe('MARKET_SUSPENDED');
      // A market added while the event is suspended starts suspended and opens with the event.
      const added = await post('/api/admin/markets/create', { eventId, market: { marketId: `${eventId}.ball2`, marketName: 'Next Ball', kind: 'ballByBall', runners: [{ runnerId: '4', runnerName: '4 runs' }], config: { odds: { '4': 500 } }, inPlay: true } }, 'operator');
      expect(added.statusCode).toBe(201);
      const addedBet = { marketId: `${eventId}.ball2`, side: 'BACK', size: 1_000, selection: { kind: 'outcome', outcomeId: '4', odds: 5 }, idempotencyKey: `${eventId}-added` };
      expect(codeOf(await post('/api/bets/place', addedBet, 'demo'))).toBe('MARKET_SUSPENDED');
      const reopened = (await post('/api/admin/events/reopen', { eventId }, 'operator')).json() as { data: { markets: string[] } };
      expect(reopened.data.markets).toContain(`${eventId}.ball2`);
      expect(codeOf(await post('/api/bets/place', { ...addedBet, idempotencyKey: `${eventId}-added-2` }, 'demo'))).toBeNull();
      // The score call that ends the event closes it to bets; no incident or reopen touches it after.
      await post('/api/admin/events/score', { eventId, status: 'FINISHED', inPlay: false }, 'operator');
      expect(codeOf(await post('/api/admin/events/incident', { eventId, kind: 'wicket' }, 'operator'))).toBe('MARKET_NOT_OPEN_FOR_BETTING');
      expect(codeOf(await post('/api/admin/events/reopen', { eventId }, 'operator'))).toBe('MARKET_NOT_OPEN_FOR_BETTING');
      for (const marketId of [...Object.values(markets), `${eventId}.ball2`]) await post('/api/admin/markets/settle', { marketId, void: true }, 'operator');
    });

    it('keeps an event suspended across a restart of the exchange', async () => {
      const eventId = `restart${Math.floor(Math.random() * 1e6)}`;
      const markets = await createLiveEvent(api(), tokens.operator!, eventId, 0);
      await post('/api/admin/events/incident', { eventId, kind: 'goal', score: { home: 1, away: 0 } }, 'operator');
      const { createExchange } = await import('../service/exchange');
      const restarted = await createExchange(api().database.db, now);
      try {
        for (const id of Object.values(markets)) expect(restarted.registry.get(id)!.engine.market.status).toBe('SUSPENDED');
        const reopened = await restarted.incidents.reopen(eventId, testOperator);
        expect(reopened.markets).toEqual(Object.values(markets).sort());
      } finally {
        await restarted.close();
      }
      for (const marketId of Object.values(markets)) await post('/api/admin/markets/settle', { marketId, void: true }, 'operator');
    });
  },
  { now },
);
