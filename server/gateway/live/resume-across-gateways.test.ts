/**
 * myOrders(after:) through GraphQL (issue #33): two gateways (GraphQL + graphql-ws, each its own
 * HTTP server) reading one exchange's change stream from one memory bus. A bettor watching their
 * orders on gateway A leaves, bets go on, and they come back on gateway B with the last `seq` A sent:
 * B sends exactly the updates they missed, then the new ones — no SNAPSHOT, no gap, no duplicate.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectTransport } from '../datasources/rest-client';
import { registerGateway } from '../server';
import { wsSubscription } from '../test-client';
import { startExchangeOnBus, type ExchangeOnBus } from './test-exchange';

const ORDERS = 'subscription($after: Float) { myOrders(after: $after) { kind seq orders { betId status } } }';
type Orders = { myOrders: { kind: 'SNAPSHOT' | 'DELTA'; seq: number; orders: Array<{ betId: string; status: string }> } };

describe('myOrders resumes on another gateway from its seq', () => {
  let exchange: ExchangeOnBus;
  const gateways: FastifyInstance[] = [];
  const urls: string[] = [];
  const rest = async <T>(url: string, body: unknown, token?: string) => (await exchange.rest<T>(url, body, token)).body;
  const place = async (token: string, key: string, price: number) =>
    (await rest<{ data: { betId: string } }>('/bets/place', { idempotencyKey: key, marketId: '41004.mo', side: 'LAY', size: 1_000, selection: { kind: 'exchange', runnerId: '2', price } }, token)).data.betId;

  beforeAll(async () => {
    exchange = await startExchangeOnBus();
    for (let i = 0; i < 2; i++) {
      const app = Fastify({ logger: false });
      await registerGateway(app, { exchangeUrl: 'http://exchange.invalid/api', siteKey: 'demo', transport: injectTransport(exchange.app, '/api'), bus: exchange.bus });
      await app.listen({ host: '127.0.0.1', port: 0 });
      gateways.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of gateways) await app.close();
    await exchange?.close();
  });

  it('sends exactly the missed updates, then the new ones', async () => {
    const token = await exchange.login('mm2');
    const onA = wsSubscription<Orders>(urls[0]!, ORDERS, {}, token);
    let lastSeq: number;
    const first: string[] = [];
    try {
      await onA.until((v) => v.length >= 1, 20_000);
      expect(onA.received[0]?.data?.myOrders.kind).toBe('SNAPSHOT');
      first.push(await place(token, 'resume-gw-1', 1.5));
      await onA.until((v) => v.some((m) => m.data?.myOrders.orders.some((o) => o.betId === first[0])), 20_000);
      lastSeq = onA.received.at(-1)!.data!.myOrders.seq;
    } finally {
      await onA.close();
    }
    const missed = [await place(token, 'resume-gw-2', 1.6), await place(token, 'resume-gw-3', 1.7)];
    const onB = wsSubscription<Orders>(urls[1]!, ORDERS, { after: lastSeq }, token);
    try {
      await onB.until((v) => missed.every((id) => v.some((m) => m.data?.myOrders.orders.some((o) => o.betId === id))), 20_000);
      const fresh = await place(token, 'resume-gw-4', 1.8);
      await onB.until((v) => v.some((m) => m.data?.myOrders.orders.some((o) => o.betId === fresh)), 20_000);
      const updates = onB.received.map((m) => m.data!.myOrders);
      expect(updates.every((u) => u.kind === 'DELTA')).toBe(true);
      const seqs = updates.map((u) => u.seq);
      // In stream order, each once, all after the resume point.
      expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
      expect(seqs[0]).toBeGreaterThan(lastSeq);
      // The new bets appear in the order they were placed; A's bet only as its queue moved, never before the resume point.
      const newIds = [...new Set(updates.flatMap((u) => u.orders.map((o) => o.betId)))].filter((id) => id !== first[0]);
      expect(newIds).toEqual([...missed, fresh]);
    } finally {
      await onB.close();
    }
  });
});
