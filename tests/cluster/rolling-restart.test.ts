import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSubject } from '../../server/bus/subjects';
import { restartBehindBalancer, upstreamOf } from '../../scripts/lib/cluster';
import { startTcpBalancer, type TcpBalancer } from '../../scripts/lib/tcp-balancer';
import { clusterUnavailable, startTempCluster, type TempCluster } from '../support/cluster';
import { ledgerAnomalies } from '../support/ledger-checks';
import { login } from './graphql-client';
import { startBettors, type Tokens } from './load';
import { OrdersSubscriber } from './orders-subscriber';
import { lastSeqOf, readSubject } from './stream-reader';
import { exchangeMarkets, type BetMarket } from './store-checks';

/**
 * A rolling restart under load (issue #49): `npm run cluster:restart`'s code path (restartBehindBalancer:
 * the balancer of `npm run cluster` with its /readyz checks, every exchange then every gateway stopped
 * with SIGTERM — each drains — and started again) while bettors place bets through the balancer at
 * over 100 a second and myOrders subscribers follow their streams through it. Every answer that is not
 * an acknowledged bet counts as a failure, whatever its code: none may come. Every bet acknowledged is
 * in the store once — its order, and its idempotency key's one reply naming that order, and no order
 * of the bettors that no key names (a retried bet placed twice) — and the ledger balances; every
 * subscriber resumes from its sequence without a gap.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);
const PASSWORD = 'demo-password';
/** The steady load offered, bets a second; at least 100 must be acknowledged a second through the restart. */
const RATE = 130;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(unavailable !== null)('a rolling restart of the cluster under bet load', () => {
  let cluster: TempCluster;
  let balancer: TcpBalancer;
  let pool: pg.Pool;
  let markets: BetMarket[];
  let tokens: Tokens;

  beforeAll(async () => {
    cluster = await startTempCluster();
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
    markets = await exchangeMarkets(pool);
    // The balancer as npm run cluster runs it: round-robin over the gateways whose /readyz answers 200.
    balancer = await startTcpBalancer({ host: '127.0.0.1', port: 0, upstreams: cluster.gateways.map(upstreamOf), readyPath: '/readyz' });
    const url = `http://127.0.0.1:${balancer.port}`;
    tokens = { mm1: await login(url, 'mm1', PASSWORD), mm2: await login(url, 'mm2', PASSWORD) };
  }, 900_000);
  afterAll(async () => {
    await balancer?.close();
    await pool?.end();
    await cluster?.stop();
  }, 180_000);

  it('restarts every process one by one with no failed bet, each acknowledged bet stored once, and every subscriber resumed without a gap', async () => {
    const url = `http://127.0.0.1:${balancer.port}`;
    const subscribers: Array<{ user: 'u-mm1' | 'u-mm2'; sub: OrdersSubscriber }> = [];
    const tag = `r-${Date.now().toString(36)}`;
    const startedAt = Date.now();
    try {
      for (const [user, token] of [['u-mm1', tokens.mm1], ['u-mm2', tokens.mm2]] as const) {
        const sub = new OrdersSubscriber(token, url);
        await sub.start(url);
        subscribers.push({ user, sub });
      }
      // A steady 130 bets a second (what the machine carries beside a process starting, with room), up to 64 in flight.
      const bettors = startBettors({ tag, markets, gateways: () => [url], tokens, workers: 64, perSecond: RATE });
      await waitFor('bets flowing', () => bettors.acked.length >= 200, 300_000);
      const from = { at: Date.now(), acked: bettors.acked.length };
      const steps: string[] = [];
      let stepFrom = Date.now();
      await restartBehindBalancer(cluster, balancer, (line) => {
        // Each step with the refusals answered while it ran (none expected).
        const during = bettors.refusals.filter((r) => r.at >= stepFrom);
        steps.push(`${line}${during.length ? ` [refused meanwhile: ${during.map((r) => `${r.code}@+${r.at - stepFrom}ms`).join(' ')}]` : ''}`);
        stepFrom = Date.now();
      });
      const during = { ms: Date.now() - from.at, acked: bettors.acked.length - from.acked };
      await sleep(2_000);
      await bettors.stop();

      const rate = (during.acked * 1000) / during.ms;
      console.info(
        `rolling restart: ${steps.join('; ')}; ${during.acked} bets acknowledged in ${during.ms} ms (${rate.toFixed(1)}/s) through it, ` +
          `${bettors.acked.length} in all; failed ${JSON.stringify(bettors.refused)}`,
      );
      // Every answer that was not an acknowledged bet, by its code (NETWORK, HTTP_503, SERVICE_UNAVAILABLE, …).
      expect(bettors.refused).toEqual({});
      expect(rate, 'bets/s acknowledged through the restart').toBeGreaterThanOrEqual(100);
      expect(steps.filter((s) => s.includes('did not answer')), 'every restarted process became ready').toEqual([]);

      // Stored once: each acknowledged bet's order, its key's one reply naming it, and no order of the bettors beyond those.
      const acked = new Map(bettors.acked.map((b) => [b.idempotencyKey, b.betId]));
      expect(acked.size, 'one acknowledged bet per key').toBe(bettors.acked.length);
      const replies = await pool.query<{ key: string; bet_id: string | null }>(
        `select key, response->'data'->>'betId' as bet_id from idempotency_keys where user_id in ('u-mm1', 'u-mm2') and key like $1`,
        [`${tag}-%`],
      );
      const replied = new Map(replies.rows.map((r) => [r.key, r.bet_id]));
      expect([...acked].filter(([key, betId]) => replied.get(key) !== betId), 'acknowledged bets whose key does not name them').toEqual([]);
      const orders = await pool.query<{ order_id: string }>(`select order_id from orders where user_id in ('u-mm1', 'u-mm2') and placed_at >= $1`, [startedAt]);
      const named = new Set(replied.values());
      expect(orders.rows.filter((o) => !named.has(o.order_id)).map((o) => o.order_id), 'orders no bet key names (placed twice)').toEqual([]);
      const stored = new Set(orders.rows.map((o) => o.order_id));
      expect([...acked.values()].filter((betId) => !stored.has(betId)), 'acknowledged bets not in the store').toEqual([]);
      expect(await ledgerAnomalies(async (text, params) => (await pool.query(text, params)).rows)).toEqual([]);

      for (const { user, sub } of subscribers) {
        const subject = changeSubject(`orders:${user}`);
        const bus = { url: cluster.busUrl, env: cluster.busEnv };
        await waitFor(`${user}'s subscriber caught up`, async () => sub.lastSeq >= (await lastSeqOf(bus, subject)), 120_000);
        const first = sub.seen[0]!;
        const deltas = sub.seen.slice(1);
        expect(deltas.filter((u) => u.kind !== 'DELTA')).toEqual([]);
        const streamed = await readSubject(bus, subject, first.seq);
        expect(deltas.map((u) => u.seq)).toEqual(streamed.map((c) => c.seq));
        expect(sub.connections, `${user} reconnected as its gateways restarted`).toBeGreaterThanOrEqual(2);
      }
    } catch (err) {
      console.error(cluster.logs());
      for (const { user, sub } of subscribers) console.error(`${user}: drops ${sub.drops.join('; ')}`);
      throw err;
    } finally {
      for (const { sub } of subscribers) await sub.stop();
    }
  }, 900_000);
});
