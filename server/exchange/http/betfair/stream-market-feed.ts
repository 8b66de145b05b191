/**
 * One feed per streamed market, shared by every stream subscriber of it: it listens to the exchange's
 * change stream (`market:{id}`), reads the market's full image from the engine at each change, and
 * keeps the last images, each stamped with the feeds' one clock (it counts every change of every
 * streamed market, in the order they happen). A subscriber's `clk` is the clock it has seen up to, so a
 * resubscription finds in each market the image it stopped at and replays every change since; one too
 * old for the history (or from before the feed was last opened, or from another process) gets a fresh
 * image instead.
 * A feed nobody listens to lingers a while (a client reconnecting resumes with deltas), then closes.
 */
import { randomBytes } from 'node:crypto';
import type { MarketRegistry } from '../../markets/registry';
import type { ChangeHub } from '../../stream/hub';
import { marketImageOf, type MarketImage, type MarketInfo } from './stream-image';

export interface FeedEntry {
  /** The feeds' clock when this image was read. */
  clock: number;
  image: MarketImage;
}
export type FeedListener = (entry: FeedEntry) => void;

export interface MarketFeed {
  latest(): FeedEntry;
  /** The image a client that has seen up to `clock` holds, then every later one; null when it is no longer held. */
  since(clock: number): FeedEntry[] | null;
}

export interface FeedOptions {
  /** Images kept per market. */
  history: number;
  /** How long a feed with no listener stays open. */
  lingerMs: number;
}

class Feed implements MarketFeed {
  readonly listeners = new Set<FeedListener>();
  history: FeedEntry[] = [];
  stop: (() => void) | null = null;
  linger: ReturnType<typeof setTimeout> | null = null;
  /** Forgotten (its market left this process, MarketFeeds.forget): no longer in the feeds' map. */
  forgotten = false;

  constructor(private readonly limit: number) {}

  record(entry: FeedEntry): void {
    this.history.push(entry);
    if (this.history.length > this.limit) this.history.shift();
    for (const listener of this.listeners) listener(entry);
  }

  latest(): FeedEntry {
    return this.history[this.history.length - 1]!;
  }

  since(clock: number): FeedEntry[] | null {
    let index = -1;
    while (index + 1 < this.history.length && this.history[index + 1]!.clock <= clock) index += 1;
    return index < 0 ? null : this.history.slice(index);
  }
}

export class MarketFeeds {
  private readonly feeds = new Map<string, Promise<Feed>>();
  /** Counts every change recorded by any feed; a `clk` is a reading of it. */
  clock = 0;
  /** This process's feeds: a `clk` from another (a restart) is not resumed. */
  readonly epoch = randomBytes(4).toString('hex');
  /** The clock when a market last left this process (forget): a `clk` from before it is not resumed. */
  private leftAt = 0;
  /**
   * The epoch of the order stream's clocks (a count of the bettor's order topic, not of this clock): this
   * process's epoch, a new one each time a market leaves it, so an order `clk` from before is not resumed.
   * Market clocks cannot take the same rule: a market subscription stamps a clock it reached before a leave
   * (a heartbeat's last clock sent, changes held for a slow reader) with the epoch current when it sends, so a
   * rotated epoch would resume it. They count one clock of this process, comparable with `leftAt` instead;
   * an order clock counts its own topic and is comparable with nothing here.
   */
  ordersEpoch = this.epoch;

  constructor(
    private readonly hub: ChangeHub,
    private readonly registry: MarketRegistry,
    private readonly options: FeedOptions = { history: Number(process.env.STREAM_HISTORY ?? 256), lingerMs: 60_000 },
  ) {}

  /** Listens to a market's feed (opening it when needed); `close` stops listening. */
  async listen(info: MarketInfo, listener: FeedListener): Promise<{ feed: MarketFeed; close: () => void }> {
    let opening = this.feeds.get(info.marketId);
    if (!opening) {
      opening = this.open(info);
      this.feeds.set(info.marketId, opening);
      opening.catch(() => this.feeds.delete(info.marketId));
    }
    const feed = await opening;
    if (feed.linger) clearTimeout(feed.linger);
    feed.linger = null;
    feed.listeners.add(listener);
    return {
      feed,
      close: () => {
        if (!feed.listeners.delete(listener) || feed.listeners.size > 0) return;
        feed.linger = setTimeout(() => this.drop(info.marketId, feed), this.options.lingerMs);
        feed.linger.unref();
      },
    };
  }

  private async open(info: MarketInfo): Promise<Feed> {
    const feed = new Feed(this.options.history);
    feed.stop = await this.hub.subscribe(`market:${info.marketId}`, () => {
      const previous = feed.history.length ? feed.latest().image : null;
      // Read at the change's own moment (listeners run synchronously as it is published).
      this.clock += 1;
      feed.record({ clock: this.clock, image: marketImageOf(this.registry.get(info.marketId), info, previous) });
    });
    return feed;
  }

  /**
   * Forgets the feeds of the markets `leaving` selects: their partition left this process. While another
   * process matches them this one's feed hears none of their changes, so a client coming back here with a
   * clock of it (the partition returned) would be replayed a stale history, missing every change made
   * elsewhere. A later subscriber opens a fresh feed, which starts from the market's image at that moment.
   */
  forget(leaving: (marketId: string) => boolean): void {
    // The leaving counts as a change: a client's copy from before it may hold a market no longer served here.
    this.clock += 1;
    this.leftAt = this.clock;
    this.ordersEpoch = randomBytes(4).toString('hex');
    for (const [marketId, opening] of this.feeds) {
      if (!leaving(marketId)) continue;
      this.feeds.delete(marketId);
      opening.then(
        (feed) => {
          feed.forgotten = true;
          if (feed.linger) clearTimeout(feed.linger);
          feed.stop?.();
          feed.stop = null;
        },
        () => {},
      );
    }
  }

  /**
   * Where a client resubscribing with `clk` resumes, or null when it gets an image: a clock of another
   * process, one ahead of now, or one from before a market left this process. A client streaming a
   * market here, told it moved, may come back here before the move is known elsewhere: resumed, an
   * empty RESUB_DELTA would leave its copy of the market standing as current; an image without the
   * market replaces it.
   */
  resumePoint(clk: string | undefined): number | null {
    const count = readClk(this.epoch, clk, this.clock);
    return count !== null && count >= this.leftAt ? count : null;
  }

  private drop(marketId: string, feed: Feed): void {
    // A forgotten feed is no longer the market's: a fresh one may be in the map.
    if (feed.listeners.size > 0 || feed.forgotten) return;
    feed.stop?.();
    this.feeds.delete(marketId);
  }

  /** Closes every feed (the server is stopping). */
  async close(): Promise<void> {
    for (const [marketId, opening] of this.feeds) {
      const feed = await opening.catch(() => null);
      if (feed?.linger) clearTimeout(feed.linger);
      feed?.stop?.();
      this.feeds.delete(marketId);
    }
  }
}

/** A `clk` (market or order stream) as it goes out: this process's epoch and a count. */
export const clkOf = (epoch: string, count: number): string => `${epoch}-${count}`;

/** The count in a `clk` from this process, or null (absent, malformed, another process's, or ahead of `latest`). */
export function readClk(epoch: string, clk: string | undefined, latest: number): number | null {
  const match = /^([0-9a-f]{8})-(\d{1,15})$/.exec(clk ?? '');
  if (!match || match[1] !== epoch) return null;
  const count = Number(match[2]);
  return count <= latest ? count : null;
}
