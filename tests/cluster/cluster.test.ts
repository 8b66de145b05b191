import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSubject, partitionOf } from '../../server/bus/subjects';
import { startTcpBalancer } from '../../scripts/lib/tcp-balancer';
import { clusterUnavailable, leaseHolders, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { login } from './graphql-client';
import { firstTaken, probeMarkets, startBettors, type Tokens } from './load';
import { OrdersSubscriber } from './orders-subscriber';
import { lastSeqOf, readSubject } from './stream-reader';
import { exchangeMarkets, missingOrders, pidOfWriter, tradeAnomalies, tradeWriterRuns, type BetMarket } from './store-checks';

/**
 * The cluster of issue #33 on this machine, as `npm run cluster` runs it: PostgreSQL, nats-server
 * (JetStream), 3 exchange processes and 2 gateways, bettors on every market through both gateways
 * (GraphQL), and the losses the cluster must survive: kill -9 of an exchange under load, kill -9 of
 * a gateway under its subscribers, a restart of NATS. The store is read directly (PostgreSQL) for
 * what was acknowledged. One cluster for the file (it takes minutes to start on a loaded machine);
 * each test leaves it whole again.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(unavailable !== null)('a cluster: 2 gateways, 3 exchange processes, PostgreSQL and NATS', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let markets: BetMarket[];
  let tokens: Tokens & { demo: string };
  const gatewayUrls = () => cluster.gateways.filter((g) => g.alive()).map((g) => g.url);
  const closers: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    cluster = await startTempCluster();
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
    markets = await exchangeMarkets(pool);
    const [gw1, gw2] = gatewayUrls();
    tokens = { mm1: await login(gw1!, 'mm1', PASSWORD), mm2: await login(gw2!, 'mm2', PASSWORD), demo: await login(gw1!, 'demo', PASSWORD) };
  }, 900_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('kill -9 of an exchange under load: every acknowledged bet is stored, its markets take bets again within 1 s, no market matched by two processes', async () => {
    try {
      // The partitions of the markets bet on are spread over the exchanges (and stay there until the kill).
      // Settled at their targets (11/11/10), where no lease moves while all three live. The 10 markets are in 10 of
      // the 32 partitions, and a process that joins is given runs of neighbouring partitions, so now and then one
      // exchange holds none of them (exchange-2 in one of stop 68's runs): the victim is then another.
      const holders = await spreadLeases(pool, 3);
      const betsFrom = Date.now();
      const owners = new Set(markets.map((m) => holders.get(partitionOf(m.marketId))));
      expect(owners.size, 'exchanges holding the markets bet on').toBeGreaterThanOrEqual(2);
      const victimIndex = owners.has(cluster.exchanges[1]!.pid) ? 1 : cluster.exchanges.findIndex((e) => owners.has(e.pid));

      const bettors = startBettors({ tag: `a-${Date.now().toString(36)}`, markets, gateways: gatewayUrls, tokens, workers: 8 });
      // Every market has taken bets from both gateways before the kill.
      await waitFor('two rounds of bets on every market', () => bettors.acked.length >= markets.length * 4, 300_000);

      const victim = cluster.exchanges[victimIndex]!;
      const victimMarkets = markets.filter((m) => holders.get(partitionOf(m.marketId)) === victim.pid);
      expect(victimMarkets.length).toBeGreaterThan(0);
      const killedAt = Date.now();
      const killed = cluster.killExchange(victimIndex);
      // A fresh bet to every market every 50 ms from the kill on, until each takes one.
      const probes = await firstTaken({ tag: `a-probe-${Date.now().toString(36)}`, markets, gateways: gatewayUrls(), token: tokens.demo, everyMs: 50, timeoutMs: 120_000 });
      await killed;
      const ackedBeforeStop = bettors.acked.length;
      await waitFor('more bets after the takeover', () => bettors.acked.length >= ackedBeforeStop + markets.length * 2, 300_000);
      await bettors.stop();

      // From the kill to the answer that took the market's first bet (not from when it was sent: a
      // bet held somewhere until an owner came would look instant).
      const takeover = victimMarkets.map((m) => ({ marketId: m.marketId, probe: probes.get(m.marketId) ?? null }));
      // The bets in flight at the kill: those the dead process had are sent again to its partitions' new owner once it serves them.
      const inFlight = bettors.acked.filter((b) => b.sentAt <= killedAt && b.answeredAt > killedAt);
      const lastInFlight = Math.max(0, ...inFlight.map((b) => b.answeredAt - killedAt));
      console.info(
        `kill -9 ${victim.name} (pid ${victim.pid}, ${victimMarkets.length} of ${markets.length} markets): ${bettors.acked.length} bets acknowledged, refused ${JSON.stringify(bettors.refused)}; ` +
          `its markets took a bet answered ${takeover.map((t) => (t.probe ? `${t.probe.answeredAt - killedAt} ms (sent at ${t.probe.sentAt - killedAt} ms, refused before: ${JSON.stringify(t.probe.refused)})` : 'never')).join(', ')} after the kill; ` +
          `${inFlight.length} bets in flight at the kill acknowledged, the last ${lastInFlight} ms after it`,
      );
      // Every market takes bets again (the survivors' too), the dead one's within 1 s of the kill (issue #50: its
      // watcher hears its owner connection end, the survivors take its partitions and rebuild their markets).
      expect([...probes].filter(([, r]) => r === null).map(([id]) => id)).toEqual([]);
      for (const t of takeover) expect(t.probe!.answeredAt - killedAt, `${t.marketId}: ms from the kill to a bet taken`).toBeLessThanOrEqual(1_000);
      // None timed out (SERVICE_UNAVAILABLE: no answer in the gateway's 15 s): a bet the dead process never answered went again to the new owner.
      const unanswered = bettors.refusals.filter((r) => r.code === 'SERVICE_UNAVAILABLE').map((r) => `${r.key} sent ${r.sentAt - killedAt} ms after the kill, refused ${r.at - killedAt} ms after it`);
      expect(unanswered, 'bets left unanswered').toEqual([]);
      for (const t of takeover) expect(t.probe!.refused.SERVICE_UNAVAILABLE ?? 0, `${t.marketId}: probes left unanswered`).toBe(0);
      // The survivors hold every partition, the dead process none.
      const after = await leaseHolders(pool);
      expect(after.size).toBe(32);
      expect([...after.values()]).not.toContain(victim.pid);

      // Every acknowledged bet (and every probe that was taken) is in the store.
      const ids = [...bettors.acked.map((b) => b.betId), ...[...probes.values()].map((p) => p!.betId)];
      expect(await missingOrders(pool, ids)).toEqual([]);
      // Both gateways carried bets on every market.
      for (const m of markets) expect(new Set(bettors.acked.filter((b) => b.marketId === m.marketId).map((b) => b.gateway)).size, m.marketId).toBe(2);
      // No market was matched by two processes: the trades are one matcher's per market.
      const { rows } = await pool.query<{ n: string }>('select count(*) as n from trades');
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
      expect(await tradeAnomalies(pool)).toEqual([]);
      // And each trade names the process that wrote it (trades.writer_id): a market's trades since the
      // bets began are its holder's, then — the dead process's markets only — one survivor's from the
      // takeover on: never back and forth, never two writers at once.
      const runs = await tradeWriterRuns(pool, betsFrom);
      const survivors = cluster.exchanges.filter((e) => e !== victim).map((e) => e.pid);
      for (const m of markets) {
        const writers = (runs.get(m.marketId) ?? []).map((r) => pidOfWriter(r.writer));
        const holder = holders.get(partitionOf(m.marketId))!;
        const allowed = holder === victim.pid ? [[], [holder], ['a survivor'], [holder, 'a survivor']] : [[], [holder]];
        const shown = writers.map((pid) => (holder === victim.pid && pid !== null && survivors.includes(pid) ? 'a survivor' : pid));
        expect(allowed, `${m.marketId}: its trades' writers in trade order ${JSON.stringify(runs.get(m.marketId))}`).toContainEqual(shown);
      }
      expect([...runs.values()].flat().every((r) => r.writer !== null) && runs.size > 0, 'trades since the bets began, each with its writer').toBe(true);
      console.info(`trade writers: ${victimMarkets.filter((m) => (runs.get(m.marketId)?.length ?? 0) === 2).length} of the dead process's ${victimMarkets.length} markets changed writer at the takeover`);

      // Whole again for the next test.
      await cluster.start('exchange', victim.name);
    } catch (err) {
      console.error(cluster.logs());
      throw err;
    }
  }, 900_000);

  it('kill -9 of a gateway: its myOrders subscribers reconnect to the other and resume from their sequence, no gap and no duplicate against JetStream', async () => {
    const balancer = await startTcpBalancer({ host: '127.0.0.1', port: 0, upstreams: cluster.gateways.map((g) => ({ host: '127.0.0.1', port: Number(new URL(g.url).port) })) });
    const subscribers: Array<{ user: 'u-mm1' | 'u-mm2'; sub: OrdersSubscriber }> = [];
    try {
      const victim = cluster.gateways[1]!;
      const survivor = cluster.gateways[0]!;
      // Two subscribers per bettor, all on the gateway that will die; they reconnect through the balancer.
      for (const [user, token] of [['u-mm1', tokens.mm1], ['u-mm1', tokens.mm1], ['u-mm2', tokens.mm2], ['u-mm2', tokens.mm2]] as const) {
        const sub = new OrdersSubscriber(token, `http://127.0.0.1:${balancer.port}`);
        await sub.start(victim.url);
        subscribers.push({ user, sub });
      }
      const bettors = startBettors({ tag: `b-${Date.now().toString(36)}`, markets, gateways: () => [survivor.url], tokens, workers: 4 });
      await waitFor('order changes on every subscriber', () => subscribers.every(({ sub }) => sub.seen.length >= 20), 300_000);
      await cluster.killGateway(1);
      await waitFor('every subscriber on a new connection with changes', () => subscribers.every(({ sub }) => sub.seen.some((u) => u.connection > 0)), 120_000);
      const afterKill = bettors.acked.length;
      await waitFor('more bets after the reconnects', () => bettors.acked.length >= afterKill + 40, 300_000);
      await bettors.stop();

      for (const { user, sub } of subscribers) {
        const subject = changeSubject(`orders:${user}`);
        await waitFor(`${user}'s subscriber caught up with the stream`, async () => sub.lastSeq >= (await lastSeqOf({ url: cluster.busUrl, env: cluster.busEnv }, subject)), 120_000);
        const first = sub.seen[0]!;
        expect(first.kind).toBe('SNAPSHOT');
        // After its first snapshot the subscriber saw exactly the stream's changes of its topic, in order,
        // across the gateway's death: no gap, no duplicate, and no snapshot on resuming.
        const deltas = sub.seen.slice(1);
        expect(deltas.filter((u) => u.kind !== 'DELTA')).toEqual([]);
        const stored = await readSubject({ url: cluster.busUrl, env: cluster.busEnv }, subject, first.seq);
        expect(deltas.map((u) => u.seq)).toEqual(stored.map((c) => c.seq));
        expect(deltas.map((u) => u.betIds)).toEqual(stored.map((c) => [(c.data as { betId: string }).betId]));
        expect(sub.connections).toBeGreaterThanOrEqual(2);
        expect(new Set(deltas.map((u) => u.connection)).size, `${user}: changes on both connections`).toBeGreaterThanOrEqual(2);
      }
      console.info(`kill -9 ${victim.name}: ${subscribers.map(({ user, sub }) => `${user} ${sub.seen.length - 1} changes on ${sub.connections} connections`).join(', ')}; balancer ${JSON.stringify(balancer.counts())}`);
      await cluster.start('gateway', victim.name);
    } catch (err) {
      console.error(cluster.logs());
      for (const { user, sub } of subscribers) console.error(`${user}: drops ${sub.drops.join('; ')}`);
      throw err;
    } finally {
      for (const { sub } of subscribers) await sub.stop();
      await balancer.close();
    }
  }, 900_000);

  it('restart of NATS: the cluster recovers by itself within 2 s (every market takes bets, every live book moves) and every bet acknowledged before it is stored', async () => {
    let books: Array<{ client: { dispose(): unknown }; seen: { updates: number; ended: string; times: number[] } }> = [];
    try {
      // A live book on each gateway, across the restart (the gateways' JetStream consumers must come back).
      books = cluster.gateways.map((g) => {
        const client = createClient({ url: `${g.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
        const seen = { updates: 0, ended: '', times: [] as number[] };
        client.subscribe<{ marketBook: { marketId: string } }>(
          { query: `subscription { marketBook(marketId: "${markets[0]!.marketId}") { marketId } }` },
          {
            next: () => {
              seen.updates += 1;
              seen.times.push(Date.now());
            },
            error: (err) => void (seen.ended = JSON.stringify(err)),
            complete: () => void (seen.ended = 'completed'),
          },
        );
        return { client, seen };
      });
      closers.push(...books.map((b) => async () => void (await b.client.dispose())));
      const bettors = startBettors({ tag: `c-${Date.now().toString(36)}`, markets, gateways: gatewayUrls, tokens, workers: 6 });
      await waitFor('bets before the restart', () => bettors.acked.length >= markets.length * 2, 300_000);
      await waitFor('the books live on both gateways', () => books.every((b) => b.seen.updates >= 2), 120_000);
      const before = bettors.acked.length;
      await cluster.restartNats('SIGTERM');
      const restartedAt = Date.now();
      const updatesAtRestart = books.map((b) => b.seen.updates);
      // By itself: nothing is restarted but nats-server; every market takes bets again through both gateways. A
      // bettor per market sends a bet, waits for its answer, and sends again 100 ms later until one is taken:
      // one sent while its gateway is still reconnecting is refused at once (it was lost and answered after 15 s).
      const probes = await probeMarkets({ tag: `c-probe-${Date.now().toString(36)}`, markets, gateways: gatewayUrls(), token: tokens.demo, everyMs: 100, timeoutMs: 180_000 });
      const recoveredMs = Math.max(...[...probes.values()].map((p) => (p ? p.answeredAt - restartedAt : Infinity)));
      await waitFor('book updates after the restart on both gateways', () => books.every((b, i) => b.seen.updates > updatesAtRestart[i]!), 120_000);
      const booksMovedMs = Math.max(...books.map((b) => b.seen.times.find((t) => t > restartedAt)! - restartedAt));
      await bettors.stop();
      console.info(
        `NATS restart: ${before} bets acknowledged before it, ${bettors.acked.length} in all, refused ${JSON.stringify(bettors.refused)}; every market took a bet answered ≤ ${recoveredMs} ms after NATS was back; both live books moved ≤ ${booksMovedMs} ms after`,
      );
      expect([...probes].filter(([, r]) => r === null).map(([id]) => id)).toEqual([]);
      // Issue #50: within 2 s (the clients reconnect within 350 ms, consumers reopen at once, publishes refused meanwhile go again in order).
      expect(recoveredMs, 'ms from NATS back to every market taking a bet').toBeLessThanOrEqual(2_000);
      expect(booksMovedMs, 'ms from NATS back to both live books moving').toBeLessThanOrEqual(2_000);
      expect(cluster.exchanges.concat(cluster.gateways).filter((p) => !p.alive()).map((p) => p.name)).toEqual([]);
      expect(await missingOrders(pool, bettors.acked.slice(0, before).map((b) => b.betId))).toEqual([]);
      expect(await missingOrders(pool, bettors.acked.map((b) => b.betId))).toEqual([]);
      expect(await tradeAnomalies(pool)).toEqual([]);
      // The live books moved again after the restart on the same WebSocket connections (none ended).
      expect(books.map((b) => b.seen.ended)).toEqual(['', '']);
    } catch (err) {
      console.error(cluster.logs());
      console.error(`live books (updates, how each ended): ${JSON.stringify(books.map((b) => b.seen))}`);
      throw err;
    } finally {
      for (const close of closers.splice(0)) await close();
    }
  }, 900_000);
});
