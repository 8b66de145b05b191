/**
 * A Betfair Exchange Stream client as a bot runs one against a cluster (issue #49): it streams one
 * market's book and its bettor's orders from the exchange process serving that market, keeping both
 * caches as a Betfair client does (stream-test-client.ts; every message checked against Betfair's
 * schema). When its connection closes it connects again — to the process serving the market now,
 * asked of `ownerUrl` (the cluster tests read the partition leases in PostgreSQL) — and resubscribes
 * with its initialClk and clk. Every close is recorded with the status that announced it, or none (cut).
 * The leases can lag the move (a process giving a partition back holds its lease until what is in flight
 * there is done): a client that follows its market (`followsOwner`) and gets an image without it has
 * reached a process that no longer serves it, and asks again.
 */
import type { Response } from '../../server/exchange/http/betfair/stream-definitions';
import { connectWs, MarketCache, OrderCache, type StreamClient } from '../../server/exchange/http/betfair/stream-test-client';

const FIELDS = ['EX_ALL_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF'];
type Clocks = { initialClk?: string; clk?: string };

export interface Close {
  /** The errorMessage of the status with `connectionClosed: true` that came before the close; null: none came (cut). */
  told: string | null;
  /** The WebSocket close code. */
  code: number | string | null;
  url: string;
}

export class StreamFollower {
  readonly market = new MarketCache();
  readonly orders = new OrderCache();
  readonly closes: Close[] = [];
  /** Each connection's URL, and how its market stream began (SUB_IMAGE, RESUB_DELTA). */
  readonly connections: Array<{ url: string; began: string | null }> = [];
  /** The URLs it left because their image did not hold the market (followsOwner). */
  readonly unserved: string[] = [];
  private client: StreamClient | null = null;
  private readonly clocks: { market: Clocks; orders: Clocks } = { market: {}, orders: {} };
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly token: string,
    readonly marketId: string,
    /** The URL of the exchange process serving the market now, or null while it is between owners. */
    private readonly ownerUrl: () => Promise<string | null>,
    /** Leaves a process whose image does not hold the market, to ask `ownerUrl` again; false: stays, as a bot given one address. */
    private readonly followsOwner = true,
  ) {}

  /** Whether a connection is open now. */
  get connected(): boolean {
    return this.client !== null && !this.client.closed;
  }

  /** Connects (retrying until a process serving the market takes it) and follows until `stop`. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      const url = await this.ownerUrl().catch(() => null);
      if (url) {
        try {
          await this.open(url);
          return;
        } catch {
          // Draining (503), gone (refused) or not yet listening: ask again.
        }
      }
      if (attempt > 600) throw new Error(`no exchange took the stream of ${this.marketId} in 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private async open(httpUrl: string): Promise<void> {
    const url = `${httpUrl.replace(/^http/, 'ws')}/exchange/stream`;
    const client = await connectWs(url);
    const entry: { url: string; began: string | null } = { url, began: null };
    let told: string | null = null;
    let unserved = false;
    client.onMessage = (m: Response) => {
      if (m.op === 'status' && m.connectionClosed) told = m.errorMessage ?? '';
      if (m.op === 'mcm' && m.id === 2) {
        if (entry.began === null && m.ct !== 'HEARTBEAT') entry.began = m.ct ?? 'delta';
        if (m.ct === 'SUB_IMAGE') this.market.markets.clear();
        this.market.apply(m);
        this.keep(this.clocks.market, m);
        if (this.followsOwner && m.ct === 'SUB_IMAGE' && m.initialClk && !this.market.markets.has(this.marketId)) {
          unserved = true;
          client.close();
        }
      }
      if (m.op === 'ocm' && m.id === 3) {
        this.orders.apply(m);
        this.keep(this.clocks.orders, m);
      }
    };
    const authenticated = await client.authenticate(this.token);
    if (authenticated.statusCode !== 'SUCCESS') {
      client.close();
      throw new Error(`authentication at ${url}: ${JSON.stringify(authenticated)}`);
    }
    this.client = client;
    this.connections.push(entry);
    client.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [this.marketId] }, marketDataFilter: { fields: FIELDS }, ...this.clocks.market });
    client.send({ op: 'orderSubscription', id: 3, segmentationEnabled: false, ...this.clocks.orders });
    void client.waitClosed().then(async () => {
      if (unserved) this.unserved.push(url);
      else this.closes.push({ told, code: client.ending, url });
      if (this.stopped) return;
      if (unserved) await new Promise((resolve) => setTimeout(resolve, 200));
      this.running = this.connect();
    });
  }

  private keep(clocks: Clocks, m: { initialClk?: string; clk?: string }): void {
    if (m.initialClk) clocks.initialClk = m.initialClk;
    if (m.clk) clocks.clk = m.clk;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.client?.close();
    await this.running.catch(() => {});
  }
}

/** A fresh subscriber's image of the market and of the bettor's orders on it, at `httpUrl` (`served`: the market is in it): the truth to compare a follower with. */
export async function streamImage(httpUrl: string, token: string, marketId: string): Promise<{ served: boolean; market: unknown; orders: unknown } | null> {
  const client = await connectWs(`${httpUrl.replace(/^http/, 'ws')}/exchange/stream`);
  try {
    if ((await client.authenticate(token)).statusCode !== 'SUCCESS') return null;
    client.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: FIELDS } });
    const image = await client.mcm((m) => m.ct === 'SUB_IMAGE');
    client.send({ op: 'orderSubscription', id: 3, segmentationEnabled: false });
    const orders = await client.ocm((m) => m.ct === 'SUB_IMAGE');
    const market = new MarketCache();
    market.apply(image);
    const cache = new OrderCache();
    cache.apply(orders);
    return { served: image.mc?.some((mc) => mc.id === marketId) ?? false, market: market.snapshot(), orders: cache.snapshot(marketId) };
  } finally {
    client.close();
  }
}
