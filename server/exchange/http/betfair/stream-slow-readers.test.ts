/**
 * Exchange Stream clients that stop reading among clients that read (issue #50). The connections are
 * the server's own (StreamConnection on the exchange's feeds, real bets through the Betfair API); their
 * carrier is a socket model: what a client has not read counts against it once past a small kernel
 * buffer, as a real socket's writableLength does once the kernel's buffers are full (on loopback they
 * take ~4 MB, more than a test can send in time; stream-server.ts maps the model onto real sockets).
 * A paused client that the server closes (a drain, its market moving: stream-drain.test.ts) gets what
 * waited for it, merged, before the closing status.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketArrivals } from './stream-market-arrivals';
import { MarketFeeds } from './stream-market-feed';
import { DEFAULT_LIMITS, StreamConnection, type StreamContext, type StreamLimits } from './stream-connection';
import type { McmMessage } from './stream-definitions';
import { MarketCache, startStreamServer, StreamClient, type StreamTestServer } from './stream-test-client';
import { betfairClient, DEMO_PASSWORD } from './test-client';

vi.setConfig({ testTimeout: 90_000 });

/** What the model's kernel takes before a client's unread bytes count as waiting in the server. */
const KERNEL_BYTES = 1024;

/** A client on the socket model: reading (each message as it comes) or paused (bytes pile up until it reads). */
class ModelClient {
  readonly client: StreamClient;
  readonly connection: StreamConnection;
  private unread: string[] = [];
  private unreadBytes = 0;
  private drains: Array<() => void> = [];
  paused = false;
  closedByServer = false;
  /** Whether the server closed it as the one leaving (WebSocket 1001). */
  goingAway = false;
  /** The most bytes that ever waited for it in the server. */
  mostWaiting = 0;

  constructor(context: StreamContext) {
    this.client = new StreamClient(
      (text) => this.connection.receive(text),
      () => this.connection.end(),
    );
    this.connection = new StreamConnection(context, {
      send: (message) => {
        const text = typeof message === 'string' ? message : Buffer.concat(message).toString();
        // Spliced or not, the bytes are JSON.stringify's of the message they parse to.
        expect(JSON.stringify(JSON.parse(text))).toBe(text);
        if (!this.paused) return this.client.take(text);
        this.unread.push(text);
        this.unreadBytes += Buffer.byteLength(text);
        this.mostWaiting = Math.max(this.mostWaiting, this.waiting());
      },
      close: (goingAway) => {
        this.closedByServer = true;
        this.goingAway = goingAway === true;
      },
      buffered: () => this.waiting(),
      onDrain: (callback) => this.drains.push(callback),
    });
  }

  waiting(): number {
    return Math.max(0, this.unreadBytes - KERNEL_BYTES);
  }

  /** Reads everything that waited (then the socket drains), and keeps reading. */
  resume(): void {
    this.paused = false;
    const texts = this.unread;
    this.unread = [];
    this.unreadBytes = 0;
    for (const text of texts) this.client.take(text);
    const drains = this.drains;
    this.drains = [];
    for (const drain of drains) drain();
  }

  /** Messages that waited unread, parsed. */
  get waitingMessages(): unknown[] {
    return this.unread.map((t) => JSON.parse(t) as unknown);
  }
}

let server: StreamTestServer;
let bf: ReturnType<typeof betfairClient>;
let demo: string;

beforeAll(async () => {
  server = await startStreamServer();
  bf = betfairClient(server.url);
  demo = (await bf.login('demo', DEMO_PASSWORD)).token;
}, 300_000);
afterAll(async () => {
  await server?.close();
});

function contextWith(limits: Partial<StreamLimits>): StreamContext {
  const { exchange } = server;
  return { exchange, feeds: new MarketFeeds(exchange.services.hub, exchange.registry), arrivals: new MarketArrivals(exchange.registry), connections: new Set(), limits: { ...DEFAULT_LIMITS, ...limits }, serves: () => true };
}

const FIELDS = ['EX_ALL_OFFERS', 'EX_BEST_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF'];
const limit = (selectionId: number, price: number) => ({ orderType: 'LIMIT', selectionId, side: 'BACK', limitOrder: { size: 10, price, persistenceType: 'LAPSE' } });

/** Connected, authenticated and subscribed to `marketId`, holding its image. */
async function subscribed(context: StreamContext, marketId: string): Promise<ModelClient> {
  const model = new ModelClient(context);
  await model.client.next((m) => m.op === 'connection');
  expect(await model.client.authenticate(demo)).toMatchObject({ statusCode: 'SUCCESS' });
  model.client.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS, ladderLevels: 3 } });
  await model.client.mcm((m) => m.ct === 'SUB_IMAGE');
  return model;
}

/** Pauses `model` and fills its kernel with heartbeat answers: from then on it has not read what it was sent (`bytes` waiting). */
async function pauseBehind(model: ModelClient, bytes: number): Promise<void> {
  model.paused = true;
  for (let i = 0; i < 40; i++) model.client.send({ op: 'heartbeat', id: 100 + i });
  await vi.waitFor(() => expect(model.waiting()).toBeGreaterThanOrEqual(bytes));
}

/** A back at `price` placed on the market, and the change offering it seen by `reader`. */
async function placeSeen(reader: ModelClient, marketId: string, selectionId: number, price: number): Promise<void> {
  await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, price)] }, demo);
  await reader.client.mcm((m) => m.mc?.[0]?.rc?.[0]?.atl?.some(([p]) => p === price) ?? false);
}

const changes = (model: ModelClient) => model.client.messages.filter((m): m is McmMessage => m.op === 'mcm' && m.ct === undefined && m.mc !== undefined);
const cacheOf = (model: ModelClient) => {
  const cache = new MarketCache();
  for (const m of model.client.messages) if (m.op === 'mcm') cache.apply(m);
  return cache.snapshot();
};

let marketsUsed = 0;
async function nextMarket() {
  const catalogue = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 50 }, demo);
  const market = catalogue[catalogue.length - 1 - marketsUsed++]!;
  return { marketId: market.marketId, selectionId: market.runners![0]!.selectionId };
}

describe('slow readers of the Exchange Stream', () => {
  it('sends readers every change at once; a paused client waits with no more bytes, then gets one merged change (con) leaving it where the readers are', async () => {
    const context = contextWith({ conflateBytes: 256 });
    const { marketId, selectionId } = await nextMarket();
    const readers = [await subscribed(context, marketId), await subscribed(context, marketId), await subscribed(context, marketId)];
    const paused = [await subscribed(context, marketId), await subscribed(context, marketId)];
    for (const p of paused) p.paused = true;
    // A heartbeat request fills the paused clients' kernel; from then on they have not read what they were sent.
    for (const p of paused) for (let i = 0; i < 40; i++) p.client.send({ op: 'heartbeat', id: 100 + i });
    await vi.waitFor(() => paused.forEach((p) => expect(p.waiting()).toBeGreaterThanOrEqual(256)));
    const waitingBefore = paused.map((p) => p.waiting());

    const PRICES = [900, 910, 920, 930, 940, 950];
    for (const [i, price] of PRICES.entries()) {
      await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, price)] }, demo);
      // Every reader has the change at once, a message each.
      for (const r of readers) await r.client.mcm((m) => m.mc?.[0]?.rc?.[0]?.atl?.some(([p]) => p === price) ?? false);
      for (const r of readers) expect(changes(r)).toHaveLength(i + 1);
    }
    const clkOf = (model: ModelClient) => changes(model).at(-1)!.clk;
    expect(new Set(readers.map(clkOf)).size).toBe(1);
    // The readers' messages are the same bytes apart from the publish time.
    const texts = readers.map((r) => r.client.texts.slice(-PRICES.length).map((t) => t.replace(/"pt":\d+/, '')));
    expect(texts[1]).toEqual(texts[0]);
    expect(texts[2]).toEqual(texts[0]);

    // Nothing more went to the paused clients: the changes wait in the subscription, merged.
    expect(paused.map((p) => p.waiting())).toEqual(waitingBefore);
    for (const p of paused) expect(p.waitingMessages.some((m) => (m as { op: string }).op === 'mcm')).toBe(false);

    for (const p of paused) p.resume();
    for (const p of paused) {
      const merged = await p.client.mcm((m) => m.ct === undefined && m.mc !== undefined);
      expect(merged.mc).toHaveLength(1);
      expect(merged.mc![0]!.con).toBe(true);
      expect(merged.clk).toBe(clkOf(readers[0]!));
      expect(cacheOf(p)).toEqual(cacheOf(readers[0]!));
    }
  });

  it('cuts a client that stays behind with status TIMEOUT, closing, while the readers go on', async () => {
    const context = contextWith({ conflateBytes: 256, slowReaderMs: 1_000 });
    const { marketId, selectionId } = await nextMarket();
    const reader = await subscribed(context, marketId);
    const slow = await subscribed(context, marketId);
    await pauseBehind(slow, 256);

    await placeSeen(reader, marketId, selectionId, 960);
    await vi.waitFor(() => expect(slow.closedByServer).toBe(true), { timeout: 5_000 });
    expect(slow.waitingMessages.at(-1)).toEqual({ op: 'status', statusCode: 'FAILURE', errorCode: 'TIMEOUT', errorMessage: 'The client did not read its messages in time', connectionClosed: true, connectionId: slow.connection.connectionId });
    expect(context.connections.has(slow.connection)).toBe(false);

    await placeSeen(reader, marketId, selectionId, 970);
    expect(reader.closedByServer).toBe(false);
  });

  it('gives a paused client told to go (a drain, its market moving) its merged changes, then the closing status, going away', async () => {
    const context = contextWith({ conflateBytes: 256 });
    const { marketId, selectionId } = await nextMarket();
    const reader = await subscribed(context, marketId);
    const slow = await subscribed(context, marketId);
    await pauseBehind(slow, 256);
    for (const price of [980, 990]) await placeSeen(reader, marketId, selectionId, price);
    expect(slow.waitingMessages.some((m) => (m as { op: string }).op === 'mcm')).toBe(false);

    await slow.connection.goodbye('The server is restarting: connect again and resubscribe with initialClk and clk');
    expect(slow.closedByServer && slow.goingAway).toBe(true);
    expect(context.connections.has(slow.connection)).toBe(false);
    const [merged, status] = slow.waitingMessages.slice(-2) as [McmMessage, unknown];
    expect(status).toEqual({ op: 'status', statusCode: 'FAILURE', errorCode: 'CONNECTION_FAILED', errorMessage: 'The server is restarting: connect again and resubscribe with initialClk and clk', connectionClosed: true, connectionId: slow.connection.connectionId });
    expect(merged).toMatchObject({ op: 'mcm', clk: changes(reader).at(-1)!.clk });
    expect(merged.mc).toHaveLength(1);
    expect(merged.mc![0]!.con).toBe(true);
    slow.resume();
    expect(cacheOf(slow)).toEqual(cacheOf(reader));
    expect(reader.closedByServer).toBe(false);
  });

  it('cuts at once a client past maxBufferedBytes (images cannot be merged)', async () => {
    const context = contextWith({ maxBufferedBytes: 4096 });
    const { marketId } = await nextMarket();
    const reader = await subscribed(context, marketId);
    const slow = await subscribed(context, marketId);
    slow.paused = true;
    // Each resubscription is a fresh image: the unread ones pile up past the limit.
    for (let i = 0; i < 40 && !slow.closedByServer; i++) {
      slow.client.send({ op: 'marketSubscription', id: 3 + i, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS, ladderLevels: 3 } });
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(slow.closedByServer).toBe(true);
    expect(slow.waitingMessages.at(-1)).toMatchObject({ op: 'status', statusCode: 'FAILURE', errorCode: 'TIMEOUT', connectionClosed: true });
    expect(slow.mostWaiting).toBeLessThan(4096 + 64 * 1024);
    expect(reader.closedByServer).toBe(false);
  });
});
