import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSubject } from '../../server/bus/subjects';
import { restartBehindBalancer, upstreamOf } from '../../scripts/lib/cluster';
import { startTcpBalancer, type TcpBalancer } from '../../scripts/lib/tcp-balancer';
import { clusterUnavailable, leaseHolders, startTempCluster, type TempCluster } from '../support/cluster';
import { ledgerAnomalies } from '../support/ledger-checks';
import { login } from './graphql-client';
import { partitionOf } from '../../server/bus/subjects';
import { RETRYABLE_REFUSALS, startBettors, type Tokens } from './load';
import { StreamFollower, streamImage } from './stream-follower';
import { OrdersSubscriber } from './orders-subscriber';
import { lastSeqOf, readSubject } from './stream-reader';
import { exchangeMarkets, type BetMarket } from './store-checks';

/**
 * A rolling restart under load (issue #49): `npm run cluster:restart`'s code path (restartBehindBalancer:
 * the balancer of `npm run cluster` with its /readyz checks, every exchange then every gateway stopped
 * with SIGTERM — each drains — and started again) while bettors place RATE bets a second through the
 * balancer, myOrders subscribers follow their streams through it, and a Betfair Exchange Stream client
 * follows one market and its bettor's orders on the exchange process serving that market.
 *
 * No bet fails: every answer is an acknowledged bet or a coded retryable refusal (RETRYABLE_REFUSALS:
 * coded, nothing done, the bettor told to send again), whose count is reported; a network error, a
 * timeout or any other answer is a failure. None is lost: every bet acknowledged is in the store once —
 * its order, and its idempotency key's one reply naming that order, and no order of the bettors that no
 * key names (a retried bet placed twice), no order for a refused one — and the ledger balances. Every
 * myOrders subscriber resumes from its sequence without a gap. Two Betfair Exchange Stream clients
 * are told before each close (Betfair's status, connectionClosed: true; WebSocket 1001): one bound to
 * exchange-3 is drained by exchange-3's restart and connects again; one following a market to whichever
 * exchange serves it reconnects there with its clocks and ends with the market and its orders exactly
 * as a fresh subscriber sees them.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);
const PASSWORD = 'demo-password';
/**
 * The steady load offered, bets a second. The issue asks 300; the cluster's five server processes, its
 * PostgreSQL, NATS and these bettors on CI's 2 cores carry about 250 through the restarts (2026-11-28: 0
 * refusals at 150 and 200, 249/s sent at 300 with 22 coded refusals), so CI runs 150, with room for a
 * slower or busier machine, and ROLLING_RESTART_RATE=300 checks the issue's rate on a machine of 4 cores or
 * more (docs/operations.md).
 */
const RATE = Number(process.env.ROLLING_RESTART_RATE ?? 150);
/** Bets in flight at most: the rate holds while answers take up to WORKERS / RATE seconds on average. */
const WORKERS = 160;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Codes with their counts, most first: `SERVICE_BUSY×3 NETWORK×1`. */
const summary = (codes: string[]) =>
  [...codes.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>())]
    .sort((a, b) => b[1] - a[1])
    .map(([c, n]) => `${c}×${n}`)
    .join(' ');
/** CPU used so far by the cluster's server processes, those running now and those stopped since the first call (ms). */
const stoppedCpu = new Map<number, number>();
function cpuOf(cluster: TempCluster): number {
  let total = 0;
  for (const p of [...cluster.exchanges, ...cluster.gateways]) {
    const ms = p.cpuMs();
    if (Number.isFinite(ms)) stoppedCpu.set(p.pid, ms);
  }
  for (const ms of stoppedCpu.values()) total += ms;
  return total;
}

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

  it('restarts every process one by one with no failed bet, each acknowledged bet stored once, every subscriber resumed without a gap, the Stream client told and resumed', async () => {
    const url = `http://127.0.0.1:${balancer.port}`;
    const subscribers: Array<{ user: 'u-mm1' | 'u-mm2'; sub: OrdersSubscriber }> = [];
    const tag = `r-${Date.now().toString(36)}`;
    const startedAt = Date.now();
    // The Stream client follows the first market the bettors trade on, wherever it is served.
    const streamed = markets[0]!.marketId;
    const ownerUrl = async (): Promise<string | null> => {
      const pid = (await leaseHolders(pool)).get(partitionOf(streamed));
      return cluster.exchanges.find((e) => e.pid === pid && e.alive())?.url ?? null;
    };
    const follower = new StreamFollower(tokens.mm1, streamed, ownerUrl);
    // A second Stream client bound to one exchange process (a bot given one address): exchange-3, the last exchange restarted,
    // streaming a market it serves at the start. Whatever moves meanwhile, it is connected there when exchange-3 drains.
    const holders = await leaseHolders(pool);
    const third = () => cluster.exchanges.find((e) => e.name === 'exchange-3' && e.alive());
    const ofThird = markets.find((m) => holders.get(partitionOf(m.marketId)) === third()?.pid)?.marketId ?? streamed;
    const pinned = new StreamFollower(tokens.mm2, ofThird, async () => third()?.url ?? null, false);
    let sampler: ReturnType<typeof setInterval> | undefined;
    try {
      for (const [user, token] of [['u-mm1', tokens.mm1], ['u-mm2', tokens.mm2]] as const) {
        const sub = new OrdersSubscriber(token, url);
        await sub.start(url);
        subscribers.push({ user, sub });
      }
      await follower.start();
      await pinned.start();
      const bettors = startBettors({ tag, markets, gateways: () => [url], tokens, workers: WORKERS, perSecond: RATE });
      await waitFor('bets flowing', () => bettors.acked.length >= 400, 300_000);
      const from = { at: Date.now(), acked: bettors.acked.length, sent: bettors.sent(), refused: bettors.refusals.length };
      const cpuFrom = cpuOf(cluster);
      // Sampled often: a process's CPU is read for the last time shortly before it stops.
      sampler = setInterval(() => cpuOf(cluster), 250);
      const steps: string[] = [];
      let stepFrom = Date.now();
      await restartBehindBalancer(cluster, balancer, (line) => {
        // Each step with the refusals answered while it ran.
        const during = bettors.refusals.filter((r) => r.at >= stepFrom);
        steps.push(`${line}${during.length ? ` [refused meanwhile: ${summary(during.map((r) => r.code))}]` : ''}`);
        stepFrom = Date.now();
      });
      const ms = Date.now() - from.at;
      const during = { acked: bettors.acked.length - from.acked, sent: bettors.sent() - from.sent, refused: bettors.refusals.length - from.refused };
      clearInterval(sampler);
      const cpuMs = cpuOf(cluster) - cpuFrom;
      await sleep(2_000);
      await bettors.stop();

      const failed = bettors.refusals.filter((r) => !RETRYABLE_REFUSALS.has(r.code));
      const retryable = bettors.refusals.filter((r) => RETRYABLE_REFUSALS.has(r.code));
      const perS = (n: number) => ((n * 1000) / ms).toFixed(1);
      console.info(
        `rolling restart at ${RATE} bets/s offered (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}): ${steps.join('; ')}; ` +
          `through it ${during.sent} bets sent (${perS(during.sent)}/s), ${during.acked} acknowledged (${perS(during.acked)}/s), ${during.refused} refused, in ${ms} ms; ` +
          `${bettors.acked.length} acknowledged in all; coded retryable refusals ${retryable.length} ${summary(retryable.map((r) => r.code))}; ` +
          `failed ${failed.length} ${summary(failed.map((r) => r.code))}; its five server processes used ${(cpuMs / ms).toFixed(2)} cores (their restarts included); ` +
          `Stream clients: following ${streamed} ${follower.connections.length} connections (${follower.connections.map((c) => c.began).join(', ')}), closes ${JSON.stringify(follower.closes.map((c) => [c.code, c.told?.slice(0, 40)]))}, left ${follower.unserved.length} not serving it; ` +
          `on exchange-3 ${pinned.connections.length} connections, closes ${JSON.stringify(pinned.closes.map((c) => [c.code, c.told?.slice(0, 40)]))}`,
      );
      // No failed bet: every answer was an acknowledged bet or a coded retryable refusal (counted above).
      expect.soft(failed.map((r) => r.code), 'failed bets (not acknowledged, not a coded retryable refusal)').toEqual([]);
      // The load was offered, and answered, at the rate asked for through the whole restart.
      expect.soft(Number(perS(during.sent)), 'bets/s sent through the restart').toBeGreaterThanOrEqual(RATE * 0.95);
      expect.soft(Number(perS(during.acked + during.refused)), 'bets/s answered through the restart').toBeGreaterThanOrEqual(RATE * 0.95);
      expect.soft(steps.filter((s) => s.includes('did not answer')), 'every restarted process became ready').toEqual([]);

      // Stored once: each acknowledged bet's order, its key's one reply naming it, and no order of the bettors beyond those.
      const acked = new Map(bettors.acked.map((b) => [b.idempotencyKey, b.betId]));
      expect(acked.size, 'one acknowledged bet per key').toBe(bettors.acked.length);
      const replies = await pool.query<{ key: string; bet_id: string | null }>(
        `select key, response->'data'->>'betId' as bet_id from idempotency_keys where user_id in ('u-mm1', 'u-mm2') and key like $1`,
        [`${tag}-%`],
      );
      const replied = new Map(replies.rows.map((r) => [r.key, r.bet_id]));
      expect([...acked].filter(([key, betId]) => replied.get(key) !== betId), 'acknowledged bets whose key does not name them').toEqual([]);
      expect(retryable.filter((r) => replied.get(r.key)), 'bets refused as retryable that were placed all the same').toEqual([]);
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

      // The Stream clients: every close announced (status, then 1001); the one on exchange-3 by exchange-3's restart; the one
      // following its market, in step with a fresh subscriber at the end.
      for (const [who, client] of [['following', follower], ['on exchange-3', pinned]] as const) {
        expect(client.closes.filter((c) => c.told === null || c.code !== 1001), `${who}: Stream connections closed without the status, or not with 1001`).toEqual([]);
      }
      expect(pinned.closes.filter((c) => c.told?.startsWith('The server is restarting')).length, 'the client on exchange-3 drained by its restart').toBe(1);
      expect(pinned.connections.length, 'the client on exchange-3 connected again after it').toBeGreaterThanOrEqual(2);
      // Each ends as a fresh subscriber at its process sees the market and its bettor's orders (the follower's process serving it).
      for (const [who, client, at, token] of [
        ['following', follower, ownerUrl, tokens.mm1],
        ['on exchange-3', pinned, async () => third()?.url ?? null, tokens.mm2],
      ] as const) {
        let truth: Awaited<ReturnType<typeof streamImage>> = null;
        await waitFor(
          `the Stream client ${who} in step with a fresh subscriber`,
          async () => {
            const url = await at();
            truth = url ? await streamImage(url, token, client.marketId).catch(() => null) : null;
            return (
              client.connected &&
              truth !== null &&
              (truth.served || client !== follower) &&
              isDeepStrictEqual(client.market.snapshot(), truth.market) &&
              isDeepStrictEqual(client.orders.snapshot(client.marketId), truth.orders)
            );
          },
          60_000,
        ).catch((err: unknown) => {
          throw new Error(`${(err as Error).message}: the client holds ${JSON.stringify({ market: client.market.snapshot(), orders: client.orders.snapshot(client.marketId) })}; a fresh subscriber got ${JSON.stringify(truth)}`);
        });
      }
    } catch (err) {
      console.error(cluster.logs());
      for (const { user, sub } of subscribers) console.error(`${user}: drops ${sub.drops.join('; ')}`);
      throw err;
    } finally {
      clearInterval(sampler);
      await follower.stop();
      await pinned.stop();
      for (const { sub } of subscribers) await sub.stop();
    }
  }, 900_000);
});
