import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { BetRow } from '@domain/bet-contract';
import { users } from '../db/schema';
import type { StreamMessage } from '../stream/hub';
import { onEveryStore, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;


onEveryStore('settlement on the order stream', (api) => {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'operator']) {
      tokens[name] = await tokenOf(api(), name);
      const [user] = await api().database.db.select({ userId: users.userId }).from(users).where(eq(users.userName, name));
      ids[name] = user!.userId;
    }
  });
  const place = async (user: string, body: Json) => ((await api().post('/api/bets/place', { idempotencyKey: key(), ...body }, tokens[user])).json() as { data: { betId: string } }).data.betId;
  /** What the exchange publishes to the user's orders and balance topics, in order. */
  async function watch(user: string) {
    const seen: StreamMessage[] = [];
    const { hub } = api().exchange.services;
    for (const topic of [`orders:${ids[user]}`, `balance:${ids[user]}`]) await hub.subscribe(topic, (m) => m.kind === 'delta' && seen.push(m));
    return { seen, orders: () => seen.filter((m) => m.topic.startsWith('orders:')).map((m) => m.data as BetRow) };
  }

  it("a house bet taken at once goes to its owner's order stream as My Bets shows it, before the money", async () => {
    expect((await api().post('/api/admin/markets/status', { marketId: '41001.bm', betDelayMs: 0 }, tokens.operator)).statusCode).toBe(200);
    const demo = await watch('demo');
    const bm = await place('demo', { marketId: '41001.bm', side: 'BACK', size: 10_000, selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 } });
    const rows = demo.orders().filter((r) => r.betId === bm);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ marketId: '41001.bm', status: 'EXECUTION_COMPLETE', sizeMatched: 10_000, sizeRemaining: 0, side: 'BACK' });
    const topics = demo.seen.map((m) => m.topic.split(':')[0]);
    expect(topics.indexOf('orders')).toBeLessThan(topics.indexOf('balance'));
  });

  it("settling sends each matched bet's settled change to its owner's orders, before the balance; a resettlement sends the new outcome", async () => {
    const M = '22002.mo'; // Djokovic v Zverev, pre-play
    await place('mm1', { marketId: M, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
    const won = await place('demo', { marketId: M, side: 'BACK', size: 6_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
    const partly = await place('demo', { marketId: M, side: 'BACK', size: 8_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
    const demo = await watch('demo');
    const mm1 = await watch('mm1');
    expect((await api().post('/api/admin/markets/settle', { marketId: M, winners: ['1'] }, tokens.operator)).statusCode).toBe(200);

    const settled = demo.orders().filter((r) => r.settled);
    expect(settled.map((r) => [r.betId, r.status, r.sizeMatched, r.sizeRemaining, r.profitAndLoss]).sort()).toEqual(
      [
        [won, 'EXECUTION_COMPLETE', 6_000, 0, 12_000],
        [partly, 'EXECUTION_COMPLETE', 4_000, 0, 8_000],
      ].sort(),
    );
    expect(settled[0]).toMatchObject({ marketId: M, marketName: 'Match Odds', exEventId: '22002', averagePriceMatched: 3 });
    // The unmatched rest of the part-matched bet lapsed first (the market closed), then the settled changes, then the money.
    const topics = demo.seen.map((m) => (m.topic.startsWith('orders:') ? ((m.data as BetRow).settled ? 'settled' : 'order') : 'balance'));
    expect(topics.indexOf('balance')).toBeGreaterThan(topics.lastIndexOf('settled'));
    expect(topics.indexOf('order')).toBeLessThan(topics.indexOf('settled'));
    expect(mm1.orders().filter((r) => r.settled).map((r) => [r.side, r.sizeMatched, r.profitAndLoss])).toEqual([['LAY', 10_000, -20_000]]);

    expect((await api().post('/api/admin/markets/settle', { marketId: M, winners: ['2'] }, tokens.operator)).statusCode).toBe(200);
    expect(demo.orders().filter((r) => r.settled).slice(2).map((r) => [r.betId, r.profitAndLoss]).sort()).toEqual(
      [
        [won, -6_000],
        [partly, -4_000],
      ].sort(),
    );
  });

  it('voiding sends each matched bet as VOIDED with nothing won or lost; a user nobody watches costs no read', async () => {
    const M = '41002.mo'; // pre-play
    await place('mm1', { marketId: M, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } });
    const bet = await place('demo', { marketId: M, side: 'BACK', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 2.0 } });
    const demo = await watch('demo');
    const { hub } = api().exchange.services;
    const mm1Seq = hub.currentSeq(`orders:${ids.mm1}`);
    expect((await api().post('/api/admin/markets/settle', { marketId: M, void: true }, tokens.operator)).statusCode).toBe(200);
    expect(demo.orders().filter((r) => r.settled).map((r) => [r.betId, r.status, r.profitAndLoss])).toEqual([[bet, 'VOIDED', 0]]);
    // mm1's topic moved on (a later subscriber starts from a snapshot) without a message built for it.
    expect(hub.currentSeq(`orders:${ids.mm1}`)).toBeGreaterThan(mm1Seq);
  });
});
