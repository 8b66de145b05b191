/**
 * One connection's market subscription: an image of its markets (SUB_IMAGE, in segments when large),
 * or — resubscribing with `initialClk` and `clk` — the changes it missed since (RESUB_DELTA); then a
 * market change message (mcm) per change, or per conflateMs window, and heartbeats.
 * A change message's body is serialized once for every subscriber of the same shape (stream-wire.ts).
 * While the connection has not read what it was sent (`MarketOutput.ready`), changes wait, merged per
 * market, and go out together marked `con` once it has — as Betfair's stream skips a cycle for a client
 * whose socket buffer is not cleared — so a slow reader costs a merged change per market, not a backlog.
 */
import { Cadence } from './stream-cadence';
import type { McmMessage } from './stream-definitions';
import type { MarketInfo } from './stream-image';
import { clkOf, type FeedEntry, type MarketFeeds } from './stream-market-feed';
import { sendImage } from './stream-segments';
import { changeHead, changesBody } from './stream-wire';
import { marketChange, marketChangeShared, mergeChanges, projectShared, type MarketChangeShape, type MarketProjection, type Wanted } from './stream-projection';

/** Where a market subscription's messages go: its connection. */
export interface MarketOutput {
  /** A message to serialize (images, heartbeats). */
  message(message: McmMessage): void;
  /** A change message already in bytes: the connection's envelope and the shared body. */
  bytes(parts: readonly Buffer[]): void;
  /** Whether the client has read what it was sent (else changes wait, merged). */
  ready(): boolean;
  /** Calls back once the client has read it. */
  onReady(callback: () => void): void;
}

export interface SubscriptionOptions {
  id: number | undefined;
  conflateMs: number;
  heartbeatMs: number;
  segmentation: boolean;
}

/** Markets per segment of an image. */
export const SEGMENT_MARKETS = 25;

export class MarketSubscription {
  private readonly markets = new Map<string, { projection: MarketProjection; close: () => void }>();
  private ready = false;
  private stopped = false;
  /** The feeds' clock this subscription has taken in, and the clock of what it has sent. */
  private processed = 0;
  private sentClock = 0;
  private cadence: Cadence<MarketChangeShape> | null = null;
  /** Changes waiting for the client to read, merged per market, with how many each holds; null when none wait. */
  private held: Map<string, { change: MarketChangeShape; count: number }> | null = null;

  constructor(
    private readonly feeds: MarketFeeds,
    private readonly wanted: Wanted,
    private readonly options: SubscriptionOptions,
    private readonly out: MarketOutput,
    private readonly now: () => number = Date.now,
  ) {}

  private send(message: McmMessage): void {
    this.out.message(message);
  }

  /** Starts streaming `infos`: from the client's clock `resumeFrom` when every market still holds it, else with an image. */
  async start(infos: readonly MarketInfo[], resumeFrom: number | null): Promise<void> {
    const listens = await Promise.all(infos.map((info) => this.feeds.listen(info, (entry) => this.onChange(info.marketId, entry))));
    if (this.stopped) return listens.forEach((l) => l.close());
    // From here to the first message nothing else runs: no change slips between the images and the stream.
    const clock = this.feeds.clock;
    const histories = resumeFrom === null ? null : listens.map((l) => l.feed.since(resumeFrom));
    const resumable = histories !== null && histories.every((h) => h !== null);
    const changes: MarketChangeShape[] = [];
    infos.forEach((info, i) => {
      const { feed, close } = listens[i]!;
      const entries: FeedEntry[] = resumable ? histories[i]! : [feed.latest()];
      let projection = projectShared(entries[0]!.image, this.wanted);
      let missed: MarketChangeShape | null = resumable ? null : marketChange(info.marketId, null, projection);
      for (const entry of entries.slice(1)) {
        const next = projectShared(entry.image, this.wanted);
        const change = marketChangeShared(info.marketId, projection, next);
        projection = next;
        if (change) missed = missed ? mergeChanges(missed, change) : change;
      }
      if (missed) changes.push(missed);
      this.markets.set(info.marketId, { projection, close });
    });
    this.processed = this.sentClock = clock;
    this.ready = true;
    const clk = this.clk(clock);
    const base = { op: 'mcm' as const, ...this.idField(), conflateMs: this.options.conflateMs, heartbeatMs: this.options.heartbeatMs };
    if (resumable) this.send({ ...base, ct: 'RESUB_DELTA', initialClk: clk, clk, pt: this.now(), mc: changes });
    else this.sendImage(base, changes, clk);
    this.cadence = new Cadence(this.options.conflateMs, this.options.heartbeatMs, (pending) => this.flush(pending), () => this.heartbeat(), this.now);
  }

  private sendImage(base: Omit<McmMessage, 'mc'>, changes: MarketChangeShape[], clk: string): void {
    sendImage(changes, { segmentation: this.options.segmentation, weight: () => 1, max: SEGMENT_MARKETS }, (mc, segmentType, last) =>
      this.send({ ...base, ct: 'SUB_IMAGE', ...(segmentType ? { segmentType } : {}), ...(last ? { initialClk: clk, clk } : {}), pt: this.now(), mc: [...mc] }),
    );
  }

  has(marketId: string): boolean {
    return this.markets.has(marketId);
  }

  get size(): number {
    return this.markets.size;
  }

  /** The markets streamed. */
  marketIds(): string[] {
    return [...this.markets.keys()];
  }

  /**
   * Sends the changes waiting for their conflation window, and those held for a client that has not
   * read (merged per market, `con`), now: the connection is closing and nothing due is dropped.
   */
  sendPending(): void {
    this.cadence?.flushNow();
    this.release();
  }

  /** Markets that now match the filter: each goes out as an image (`img`) in the next change message. */
  async add(infos: readonly MarketInfo[]): Promise<void> {
    const fresh = infos.filter((info) => !this.markets.has(info.marketId));
    if (fresh.length === 0 || !this.ready) return;
    const listens = await Promise.all(fresh.map((info) => this.feeds.listen(info, (entry) => this.onChange(info.marketId, entry))));
    if (this.stopped) return listens.forEach((l) => l.close());
    fresh.forEach((info, i) => {
      const { feed, close } = listens[i]!;
      if (this.markets.has(info.marketId)) return close();
      const projection = projectShared(feed.latest().image, this.wanted);
      this.markets.set(info.marketId, { projection, close });
      // Every change up to the feeds' clock is taken in (listeners run as changes happen): the clock holds.
      this.processed = this.feeds.clock;
      this.cadence?.push(marketChange(info.marketId, null, projection)!);
    });
  }

  private onChange(marketId: string, entry: FeedEntry): void {
    const market = this.markets.get(marketId);
    // Before the image the change is in it (the image is read after every listener is in place).
    if (!this.ready || this.stopped || !market) return;
    const next = projectShared(entry.image, this.wanted);
    const change = marketChangeShared(marketId, market.projection, next);
    market.projection = next;
    this.processed = entry.clock;
    if (change) this.cadence?.push(change);
  }

  private flush(pending: MarketChangeShape[]): void {
    const byMarket = this.held ?? new Map<string, { change: MarketChangeShape; count: number }>();
    for (const change of pending) {
      const seen = byMarket.get(change.id);
      byMarket.set(change.id, seen ? { change: mergeChanges(seen.change, change), count: seen.count + 1 } : { change, count: 1 });
    }
    if (this.held || !this.out.ready()) {
      if (!this.held) this.out.onReady(() => this.release());
      this.held = byMarket;
      return;
    }
    this.sendChanges(byMarket);
  }

  /** The client has read what it was sent: what waited goes out, one change per market. */
  private release(): void {
    const held = this.held;
    this.held = null;
    if (!held || this.stopped) return;
    this.sendChanges(held);
    this.cadence?.sent();
  }

  private sendChanges(byMarket: Map<string, { change: MarketChangeShape; count: number }>): void {
    const mc = [...byMarket.values()].map(({ change, count }) => (count > 1 ? { ...change, con: true } : change));
    this.sentClock = this.processed;
    this.out.bytes([changeHead(this.options.id, this.clk(this.processed), this.now()), changesBody(mc)]);
  }

  private heartbeat(): void {
    // Nothing to say to a client that has not read what it was sent (its changes wait, merged).
    if (this.held) return;
    // Changes waiting for their window are not in what the client holds: the last sent clock then.
    const clock = this.cadence?.holding ? this.sentClock : this.processed;
    this.send({ op: 'mcm', ...this.idField(), ct: 'HEARTBEAT', clk: this.clk(clock), pt: this.now() });
  }

  private clk(clock: number): string {
    return clkOf(this.feeds.epoch, clock);
  }

  private idField(): { id?: number } {
    return this.options.id === undefined ? {} : { id: this.options.id };
  }

  stop(): void {
    this.stopped = true;
    this.held = null;
    this.cadence?.stop();
    for (const market of this.markets.values()) market.close();
    this.markets.clear();
  }
}
