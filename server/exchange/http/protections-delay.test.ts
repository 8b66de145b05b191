import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authUserById } from '../auth/sessions';
import { saveProtections } from '../db/queries/protections';
import { auditLog, houseWaitingBets, orders, users } from '../db/schema';
import type { Exclusion } from '../domain/protections';
import { protectionsService } from '../service/protections';
import { codeOf, createLiveEvent, key, type Json } from './incident-fixture';
import { onEveryStore, tokenOf } from './test-harness';

/** The exchange's clock, moved on by the test to end bet delays. */
let clock = Date.now();
const now = () => new Date(++clock);
const DELAY_MS = 5000;

/**
 * Bets held in a bet delay and a bettor's time-out or self-exclusion (issue #47): the start of one ends
 * the waiting bets at once, and a release checks the bettor again (a time-out whose start did not reach
 * the market: another exchange process's, or a cancel that failed).
 */
onEveryStore(
  'bets in a bet delay and a time-out or self-exclusion',
  (api) => {
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const name of ['agent', 'operator', 'mm1']) t[name] = await tokenOf(api(), name);
    });
    const newBettor = async (userName: string) => {
      const made = await api().post('/api/backoffice/users/create', { userName, password: 'demo-password', role: 'bettor', partnershipBps: 0, creditAmount: 1_000_000 }, t.agent);
      expect(made.statusCode, made.body).toBeLessThan(300);
      t[userName] = await tokenOf(api(), userName);
      const [row] = await api().database.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
      return row!.userId;
    };
    const place = async (user: string, body: Json) => {
      const res = await api().post('/api/bets/place', { idempotencyKey: key(), ...body }, t[user]);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { betId: string; status: string } }).data;
    };
    const exposure = async (user: string) => ((await api().post('/api/user/balance', {}, t[user])).json() as { data: { exposure: number } }).data.exposure;
    const waitingRows = (ids: string[]) => api().database.db.select().from(houseWaitingBets).where(inArray(houseWaitingBets.betId, ids));
    const orderRows = (ids: string[]) => api().database.db.select().from(orders).where(inArray(orders.orderId, ids));
    const release = async (ms: number) => {
      clock += ms;
      await api().exchange.betting.releaseDue();
    };

    /** A live event whose Match Odds rests mm1's lay of 1,000 at 2.0 (released from its own delay), and a bet of `user` on each delayed market. */
    const betsInDelay = async (exEventId: string, user: string) => {
      const markets = await createLiveEvent(api(), t.operator!, exEventId, DELAY_MS, DELAY_MS);
      const maker = await place('mm1', { marketId: markets.delayed, side: 'LAY', size: 100_000, selection: { kind: 'exchange', runnerId: '1', price: 2 } });
      await release(DELAY_MS);
      expect((await orderRows([maker.betId]))[0]).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 100_000 });
      const exchange = await place(user, { marketId: markets.delayed, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2 } });
      const bookmaker = await place(user, { marketId: markets.bookmaker, side: 'BACK', size: 10_000, selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 } });
      const fancy = await place(user, { marketId: markets.fancy, side: 'BACK', size: 10_000, selection: { kind: 'fancy', line: 53, rate: 100 } });
      for (const bet of [exchange, bookmaker, fancy]) expect(bet.status).toBe('PENDING');
      expect(await exposure(user)).toBe(30_000);
      return { maker: maker.betId, exchange: exchange.betId, house: [bookmaker.betId, fancy.betId] };
    };

    it('a bet whose bettor took a time-out or excluded itself during the delay is lapsed at its release with the code, not taken', async () => {
      for (const [i, code] of (['TIMED_OUT', 'SELF_EXCLUDED'] as const).entries()) {
        const userName = `sb-delay-r${i}`;
        const userId = await newBettor(userName);
        const bets = await betsInDelay(`sbd-r${i}`, userName);
        const pushed: Array<{ betId: string; status: string; lapseReason?: string | null }> = [];
        const stop = await api().exchange.services.hub.subscribe(`orders:${userId}`, (m) => m.kind === 'delta' && pushed.push(m.data as (typeof pushed)[number]));
        // The exclusion begins where this process's start-of-time-out could not reach the bets (as another exchange process's would).
        const until = new Date(clock + 24 * 3_600_000);
        await saveProtections(api().database.db, userId, code === 'TIMED_OUT' ? { timeOutUntil: until } : { selfExcludedUntil: until });
        await release(DELAY_MS);
        expect(await waitingRows(bets.house)).toEqual(bets.house.map(() => expect.objectContaining({ status: 'LAPSED', reason: code })));
        expect((await orderRows([bets.exchange]))[0]).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 0, sizeLapsed: 10_000 });
        // The maker's lay it would have matched is still all there, and the bettor's money is all back.
        expect((await orderRows([bets.maker]))[0]).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 100_000 });
        expect(await exposure(userName)).toBe(0);
        // Each lapse's push names the code, so the slip says why (the exchange bet's and the house bets' alike).
        for (const betId of [bets.exchange, ...bets.house]) expect(pushed.filter((o) => o.betId === betId).at(-1), betId).toMatchObject({ status: 'LAPSED', lapseReason: code });
        stop();
      }
    });

    it('the start of a time-out or self-exclusion ends the bets waiting out a delay at once: exchange bets cancelled, house bets lapsed with the code', async () => {
      for (const [i, code] of (['TIMED_OUT', 'SELF_EXCLUDED'] as const).entries()) {
        const userName = `sb-delay-s${i}`;
        await newBettor(userName);
        const bets = await betsInDelay(`sbd-s${i}`, userName);
        const started = code === 'TIMED_OUT' ? await api().post('/api/user/protections/time-out', { hours: 24 }, t[userName]) : await api().post('/api/user/protections/self-exclude', { months: 6 }, t[userName]);
        expect(codeOf(started)).toBeNull();
        // Before any release: nothing waits any more.
        expect(await waitingRows(bets.house)).toEqual(bets.house.map(() => expect.objectContaining({ status: 'LAPSED', reason: code })));
        expect((await orderRows([bets.exchange]))[0]).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 0, sizeCancelled: 10_000 });
        expect(await exposure(userName)).toBe(0);
        const open = (await api().post('/api/bets/event', { eventId: `sbd-s${i}` }, t[userName])).json() as { data: { unmatched: Json[] } };
        expect(open.data.unmatched).toEqual([]);
        await release(DELAY_MS);
        expect((await orderRows([bets.maker]))[0]).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 100_000 });
      }
    });

    it('bets left open at the start are tried again, and what still failed is logged and audited, not ignored', async () => {
      const userId = await newBettor('sb-delay-f');
      const user = (await authUserById(api().database.db, userId))!;
      const actor = { ...user, client: { address: '198.51.100.20' } };
      const calls: Array<NonNullable<Exclusion>['code']> = [];
      // The first attempt leaves one bet; the second ends it: no entry.
      const failingOnce = protectionsService(api().exchange.services, async (_userId, reason) => {
        calls.push(reason);
        return calls.length === 1 ? { cancelled: 2, failed: 1 } : { cancelled: 1, failed: 0 };
      });
      await failingOnce.takeTimeOut(actor, t['sb-delay-f']!, 24);
      expect(calls).toEqual(['TIMED_OUT', 'TIMED_OUT']);
      const entries = async () => (await api().database.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId))).filter((e) => e.act === 'protection.bets_not_cancelled');
      expect(await entries()).toEqual([]);
      // Both attempts leave one: audited, with the counts.
      const failing = protectionsService(api().exchange.services, async (_userId, reason) => {
        calls.push(reason);
        return { cancelled: 0, failed: 1 };
      });
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        await failing.selfExclude(actor, t['sb-delay-f']!, { months: 6 });
      } finally {
        console.error = original;
      }
      expect(calls.slice(2)).toEqual(['SELF_EXCLUDED', 'SELF_EXCLUDED']);
      expect(errors).toHaveLength(1);
      expect(await entries()).toEqual([expect.objectContaining({ after: { reason: 'SELF_EXCLUDED', cancelled: 0, failed: 1 } })]);
    });
  },
  { now },
);
