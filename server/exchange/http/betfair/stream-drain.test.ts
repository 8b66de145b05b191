/**
 * The Exchange Stream in a graceful stop (issue #49, docs/trading-api.md "Closing"): a draining server
 * sends each client what it was due — the changes still waiting for their conflation window — then
 * Betfair's status FAILURE CONNECTION_FAILED with `connectionClosed: true`, and closes the carrier
 * after it (WebSocket 1001, TCP ended, not reset); it takes no new connection meanwhile. On PostgreSQL
 * with two exchanges sharing the partitions: a connection streams only the markets its process serves
 * (not a stale copy of another's), and when a partition it streams from moves to the other process the
 * client is told the same way, reconnects there with its clocks and gets the market as it is now; an
 * order subscriber at the new owner gets the bettor's orders on the market taken over, whole.
 */
import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { partitionOf } from '../../../bus/subjects';
import { describeOnPostgres } from '../../../../tests/support/stores';
import { openDatabase, type Database } from '../../db/client';
import { userNamed } from '../../db/queries/users';
import { seedIfEmpty } from '../../db/seed';
import type { AuthUser } from '../../auth/sessions';
import { createExchange, type Exchange } from '../../service/exchange';
import type { McmMessage, OcmMessage, Response } from './stream-definitions';
import { STREAM_DRAIN_WAIT_MS } from './stream-server';
import { connectTcp, connectWs, MarketCache, serveStream, startStreamServer, type StreamClient, type StreamTestServer } from './stream-test-client';
import { betfairClient, DEMO_PASSWORD } from './test-client';

vi.setConfig({ testTimeout: 120_000 });

const FIELDS = ['EX_ALL_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF'];
const isStatus = (m: Response): m is Extract<Response, { op: 'status' }> => m.op === 'status';

describe('a draining stream server', () => {
  let server: StreamTestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('sends each client what it was due, then the closing status, closes cleanly and takes no new connection', async () => {
    server = await startStreamServer();
    const bf = betfairClient(server.url);
    const demo = (await bf.login('demo', DEMO_PASSWORD)).token;
    const [market] = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 }, demo);
    const marketId = market!.marketId;
    const selectionId = market!.runners![0]!.selectionId;
    const clients: StreamClient[] = [await connectTcp(server.tcpPort), await connectWs(server.wsUrl)];
    for (const client of clients) {
      expect(await client.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
      // Long conflation windows: the bet's changes are still waiting for theirs when the drain comes.
      client.send({ op: 'marketSubscription', id: 2, conflateMs: 60_000, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS } });
      await client.mcm((m) => m.ct === 'SUB_IMAGE');
      client.send({ op: 'orderSubscription', id: 3, conflateMs: 60_000 });
      await client.ocm((m) => m.ct === 'SUB_IMAGE');
    }
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [{ orderType: 'LIMIT', selectionId, side: 'BACK', limitOrder: { size: 50, price: 990, persistenceType: 'LAPSE' } }] }, demo);
    const betId = placed.instructionReports![0]!.betId!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const client of clients) expect(client.messages.filter((m) => (m.op === 'mcm' || m.op === 'ocm') && !m.ct), 'nothing sent before its window').toEqual([]);

    const began = performance.now();
    await server.stream.drain();
    const drainMs = performance.now() - began;

    for (const client of clients) {
      await client.waitClosed();
      const last = client.messages.at(-1)!;
      expect(last, 'the last message').toMatchObject({ op: 'status', statusCode: 'FAILURE', errorCode: 'CONNECTION_FAILED', connectionClosed: true });
      expect(isStatus(last) && last.errorMessage).toMatch(/initialClk and clk/);
      const due = client.messages.slice(0, -1).filter((m) => (m.op === 'mcm' || m.op === 'ocm') && !m.ct);
      // The bet's level on the ladder (a back at 9.9 offers 50 to lay at 9.9) and the order itself, before the status.
      expect(due.some((m) => m.op === 'mcm' && m.mc?.[0]?.rc?.some((rc) => rc.atl?.some(([price, size]) => price === 990 && size === 50)))).toBe(true);
      expect(due.some((m) => m.op === 'ocm' && m.oc?.[0]?.orc?.[0]?.uo?.some((o) => o.id === betId))).toBe(true);
    }
    expect(clients.map((c) => c.ending), 'TCP ended after its last byte; WebSocket 1001 (going away)').toEqual(['end', 1001]);
    expect(server.stream.connectionCount()).toBe(0);
    expect(drainMs, 'the drain ends once the clients closed, not at its time limit').toBeLessThan(STREAM_DRAIN_WAIT_MS);

    // No new connection while draining: the upgrade is answered 503, the TCP port no longer listens.
    const ws = new WebSocket(server.wsUrl);
    ws.on('error', () => undefined);
    expect(await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)))).toBe(503);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(server.tcpPort, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve('connected')));
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});

describeOnPostgres('the stream of two exchanges sharing the partitions', (pg) => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const o of opened.reverse()) await o.close().catch(() => {});
    await pg?.stop();
  });

  it.runIf(pg !== null)('streams only the markets its process serves; a partition moving away tells the client, which resumes at the new owner', async () => {
    const start = async (id: string): Promise<{ database: Database; exchange: Exchange; server: StreamTestServer }> => {
      const database = await openDatabase({ dataDir: '', databaseUrl: pg!.url, instanceId: id });
      await seedIfEmpty(database.db);
      const exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb });
      const server = await serveStream(exchange, database);
      opened.push({ close: async () => { await server.close(); await exchange.close(); await database.close(); } });
      return { database, exchange, server };
    };
    const a = await start('stream-a');
    const b = await start('stream-b');
    await vi.waitFor(() => expect([a.exchange.leases.held().length, b.exchange.leases.held().length], 'the partitions split').toEqual([16, 16]), { timeout: 60_000, interval: 50 });

    const bf = betfairClient(b.server.url);
    const demo = (await bf.login('demo', DEMO_PASSWORD)).token;
    const open = b.exchange.registry.all().filter((e) => e.row.kind === 'exchange' && e.row.status === 'OPEN' && !e.row.inPlay && e.row.betDelayMs === 0);
    const ofB = open.find((e) => b.exchange.leases.ownsMarket(e.row.marketId))!;
    const ofA = open.find((e) => a.exchange.leases.ownsMarket(e.row.marketId))!;
    expect(ofB && ofA).toBeTruthy();
    const marketId = ofB.row.marketId;
    const runnerId = ofB.runners[0]!.runnerId;

    const client = await connectWs(b.server.wsUrl);
    expect(await client.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
    client.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId, ofA.row.marketId] }, marketDataFilter: { fields: FIELDS } });
    const image = await client.mcm((m) => m.ct === 'SUB_IMAGE');
    // b serves only its own market: the one a owns is not streamed from b's stale copy.
    expect(image.mc!.map((mc) => mc.id)).toEqual([marketId]);
    const cache = new MarketCache();
    const clk = { initialClk: image.initialClk!, clk: image.clk! };
    const follow = (m: McmMessage) => {
      cache.apply(m);
      if (m.initialClk) clk.initialClk = m.initialClk;
      if (m.clk) clk.clk = m.clk;
    };
    follow(image);
    // The bettor's orders streamed here too: the bet placed below comes to this connection.
    client.send({ op: 'orderSubscription', id: 3 });
    await client.ocm((m) => m.ct === 'SUB_IMAGE');
    const row = (await userNamed(b.database.db, 'demo'))!;
    const user: AuthUser = { userId: row.userId, userName: row.userName, role: row.role, isLogin: row.isLogin, siteKey: row.siteKey, uplineId: row.uplineId };
    const lay = (exchange: Exchange, key: string, size: number, price: number) =>
      exchange.betting.place(user, { idempotencyKey: key, marketId, side: 'LAY', size, selection: { kind: 'exchange', runnerId, price } });
    const first = (await lay(b.exchange, 'drain-move-1', 2_000, 1.3)).body.data.betId;
    follow(await client.mcm((m) => !m.ct));
    // The bettor's orders as a follows them: none on b's market yet.
    const watcher = await connectWs(a.server.wsUrl);
    expect(await watcher.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
    watcher.send({ op: 'orderSubscription', id: 3 });
    expect((await watcher.ocm((m) => m.ct === 'SUB_IMAGE')).oc?.map((oc) => oc.id) ?? []).not.toContain(marketId);

    // b hands every partition to a (its stream is not draining): the client streaming one of them is told, then closed.
    const handing = b.exchange.leases.handOver();
    await client.waitClosed();
    const goodbye = client.messages.at(-1)!;
    expect(goodbye).toMatchObject({ op: 'status', statusCode: 'FAILURE', errorCode: 'CONNECTION_FAILED', connectionClosed: true });
    expect(isStatus(goodbye) && goodbye.errorMessage).toContain(marketId);
    expect(client.ending).toBe(1001);
    await handing;
    // Back at b with its clocks, as a client that asks where the market is before the move is known there: not resumed
    // with an empty RESUB_DELTA, which would leave its copy of the market standing as current, but an image without it.
    const back = await connectWs(b.server.wsUrl);
    expect(await back.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
    back.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS }, ...clk });
    expect(await back.mcm((m) => m.ct !== 'HEARTBEAT')).toMatchObject({ ct: 'SUB_IMAGE', mc: [] });
    // So do its orders: the order placed here, on the market that left, is not left standing in the client's copy.
    const ocms = client.messages.filter((m): m is OcmMessage => m.op === 'ocm');
    expect(ocms.some((m) => m.oc?.some((oc) => oc.id === marketId))).toBe(true);
    const orderClk = { initialClk: ocms.find((m) => m.initialClk)!.initialClk!, clk: ocms.filter((m) => m.clk).at(-1)!.clk! };
    back.send({ op: 'orderSubscription', id: 3, ...orderClk });
    const orders = await back.ocm((m) => m.ct !== 'HEARTBEAT');
    expect(orders.ct).toBe('SUB_IMAGE');
    expect(orders.oc?.map((oc) => oc.id) ?? []).not.toContain(marketId);
    back.close();
    await vi.waitFor(() => expect(a.exchange.leases.serving(partitionOf(marketId))).toBe(true), { timeout: 60_000, interval: 50 });
    // The market taken over comes to a's order subscriber whole, with the bet placed at b.
    const arrived = await watcher.ocm((m) => m.oc?.some((oc) => oc.id === marketId) ?? false);
    const whole = arrived.oc!.find((oc) => oc.id === marketId)!;
    expect(whole.fullImage).toBe(true);
    expect(whole.orc!.flatMap((rc) => rc.uo ?? []).map((o) => o.id)).toContain(first);

    // A change made at the new owner while the client was away, then the client back with its clocks.
    expect((await lay(a.exchange, 'drain-move-2', 3_000, 1.4)).body.data.betId).toBeTruthy();
    const again = await connectWs(a.server.wsUrl);
    expect(await again.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
    again.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS }, ...clk });
    // Another process's clock: the market comes whole (an image replaces the client's copy), nothing missed.
    follow(await again.mcm((m) => m.ct === 'SUB_IMAGE'));
    const fresh = await connectWs(a.server.wsUrl);
    expect(await fresh.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
    fresh.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS } });
    const truth = new MarketCache();
    truth.apply(await fresh.mcm((m) => m.ct === 'SUB_IMAGE'));
    expect(cache.snapshot()).toEqual(truth.snapshot());
    for (const c of [again, fresh, watcher]) c.close();
  });
});
