import { GraphQLError } from 'graphql';
import { isFinal } from '@domain/bet-contract';
import type { BalanceRow } from '../datasources/account-api';
import type { BankingRequestRow } from '../datasources/banking-api';
import type { BetRow, EventDetailRow, MarketRow } from '../datasources/market-api';
import { Channel } from './channel';
import { epochMs, stampOrigin } from './delivery-probe';
import { isProductName, type ProductChange } from '../../contract/change-stream';
import type { Upstream, UpstreamMessage, UpstreamTopic } from './upstream';

export interface ScoreRow {
  eventId: string;
  inPlay: boolean;
  status: 'SCHEDULED' | 'IN_PLAY' | 'FINISHED' | 'CANCELLED';
  score: Record<string, unknown> | null;
}
/** The parent of OrdersEventFigures: an event of a DELTA's orders (its figures are read when asked for). */
export interface OrdersEventRow {
  eventId: string;
}
export interface OrdersUpdateRow {
  kind: 'SNAPSHOT' | 'DELTA';
  orders: BetRow[];
  /** The stream's sequence of this update: the client's resume point (`myOrders(after:)`). */
  seq: number;
}

/** A product list's change as a subscription event: which list, and when this gateway heard of it (its reference cache drops older answers). */
export interface ProductChangeEvent extends ProductChange {
  /** Date.now() when the change arrived. */
  receivedAt: number;
}

export interface LiveFeedOptions {
  /** Market-book conflation window, ms: at most one message per market per window (0: every change). Default 100. */
  conflateMs?: number;
  /** Product-list conflation window, ms: a burst of list changes (a draw settled, the next one made) is read once per window (0: every change). Default 250. */
  productConflateMs?: number;
}

/** What the exchange publishes on `event:<id>`: `/events/detail`'s answer. */
export interface EventDetailPush {
  event: Omit<EventDetailRow, 'markets'>;
  markets: MarketRow[];
}

const TOPIC_ID = /^[A-Za-z0-9._-]{1,64}$/;

function upstreamError(message: Extract<UpstreamMessage, { kind: 'error' }>): GraphQLError {
  const code = message.code === 'INVALID_SESSION_INFORMATION' ? 'UNAUTHENTICATED' : message.code;
  return new GraphQLError(message.message, { extensions: { code, exchangeCode: message.code } });
}

/** What the conflation clock drives: a feed holding a newer state than it last sent. */
export interface ConflatedFeed {
  /** When the feed last sent (the clock's time base, ms); -Infinity before its first message. */
  lastEmitAt: number;
  emit(): void;
}

/**
 * Market-book conflation, shared by every market feed of the gateway. A feed with a new state
 * `offer`s itself: if it has not sent in the last `windowMs` it sends at once (leading edge — a quiet
 * market's change is not held back), otherwise it sends its newest state when its window ends. So
 * each market sends at most one message per window and a change waits at most one window, usually
 * none. Window ends are rounded up to a `granularityMs` grid (1 ms by default) and served by one timer, so markets
 * that changed together go out together, in one turn of the event loop — a subscriber's socket then
 * carries them in one write.
 */
export class ConflationClock {
  /** Feeds waiting for their window to end, by due time (a multiple of granularityMs). */
  private readonly buckets = new Map<number, Set<ConflatedFeed>>();
  private readonly dueOf = new Map<ConflatedFeed, number>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  constructor(
    readonly windowMs: number,
    readonly granularityMs = 1,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The feed holds a newer state than it last sent. */
  offer(feed: ConflatedFeed): void {
    if (this.dueOf.has(feed)) return;
    const now = this.now();
    if (now - feed.lastEmitAt >= this.windowMs) return this.fire(feed, now);
    const due = Math.ceil((feed.lastEmitAt + this.windowMs) / this.granularityMs) * this.granularityMs;
    let bucket = this.buckets.get(due);
    if (!bucket) this.buckets.set(due, (bucket = new Set()));
    bucket.add(feed);
    this.dueOf.set(feed, due);
    this.arm(due, now);
  }

  /** Forgets a feed that has no readers left. */
  cancel(feed: ConflatedFeed): void {
    const due = this.dueOf.get(feed);
    if (due === undefined) return;
    this.dueOf.delete(feed);
    const bucket = this.buckets.get(due)!;
    bucket.delete(feed);
    if (bucket.size === 0) this.buckets.delete(due);
  }

  /** Feeds waiting for their window to end (tests and diagnostics). */
  get waiting(): number {
    return this.dueOf.size;
  }

  private fire(feed: ConflatedFeed, now: number): void {
    feed.lastEmitAt = now;
    feed.emit();
  }

  private arm(due: number, now: number): void {
    if (due >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = due;
    this.timer = setTimeout(() => this.tick(), Math.max(0, due - now));
  }

  private tick(): void {
    this.timer = null;
    this.timerAt = Infinity;
    // Timers may fire a little early against this clock: what is not yet due waits for the next arm.
    const now = this.now();
    let next = Infinity;
    for (const [due, bucket] of this.buckets) {
      if (due > now) {
        next = Math.min(next, due);
        continue;
      }
      this.buckets.delete(due);
      for (const feed of bucket) {
        this.dueOf.delete(feed);
        this.fire(feed, now);
      }
    }
    if (next < Infinity) this.arm(next, now);
  }
}

/**
 * One upstream subscription shared by every local reader of a topic. State topics (market, score,
 * balance) remember the latest state, so a reader that joins later starts from it; market books are
 * conflated here, once per topic, before they fan out.
 */
class StateFeed<T> implements ConflatedFeed {
  lastEmitAt = -Infinity;
  private readonly readers = new Set<Channel<T>>();
  private latest: T | undefined;
  private pendingLatest: T | undefined;
  /** When the oldest change folded into pendingLatest happened (delivery-probe.ts). */
  private pendingAt = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly stream: Upstream,
    private readonly topic: UpstreamTopic,
    private readonly token: string | undefined,
    /** Null: every change goes out at once. */
    private readonly clock: ConflationClock | null,
    private readonly missing: () => GraphQLError,
    private readonly onEmpty: () => void,
    /** The state a message's data becomes (as is by default). */
    private readonly stateOf: (data: unknown) => T = (data) => data as T,
  ) {}

  reader(): Channel<T> {
    const channel: Channel<T> = new Channel<T>('latest', () => this.leave(channel));
    this.readers.add(channel);
    if (this.latest !== undefined) channel.push(this.latest);
    this.unsubscribe ??= this.stream.subscribe(this.topic, this.token, (m) => this.receive(m));
    return channel;
  }

  private leave(channel: Channel<T>): void {
    this.readers.delete(channel);
    if (this.readers.size > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.clock?.cancel(this);
    this.onEmpty();
  }

  private receive(message: UpstreamMessage): void {
    if (message.kind === 'error') return this.failAll(upstreamError(message));
    if (message.data === null || message.data === undefined) return this.failAll(this.missing());
    if (this.pendingLatest === undefined) this.pendingAt = message.at ?? epochMs();
    this.pendingLatest = this.stateOf(message.data);
    if (!this.clock) return this.emit();
    this.clock.offer(this);
  }

  emit(): void {
    if (this.pendingLatest === undefined) return;
    this.latest = this.pendingLatest;
    this.pendingLatest = undefined;
    stampOrigin(this.latest, this.pendingAt);
    for (const reader of this.readers) reader.push(this.latest);
  }

  private failAll(err: GraphQLError): void {
    for (const reader of [...this.readers]) reader.fail(err);
  }
}

/** An upstream snapshot or delta (not an error). */
type UpstreamChange = Exclude<UpstreamMessage, { kind: 'error' }>;

/**
 * A private topic with its own upstream subscription (one token's orders or banking events): readers join
 * and leave, the last to leave ends the upstream subscription, and an upstream error fails every reader.
 */
abstract class PrivateTopicFeed<T> {
  protected readonly readers = new Set<Channel<T>>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly stream: Upstream,
    private readonly topic: UpstreamTopic,
    private readonly token: string,
    private readonly onEmpty: () => void,
    /** Resume after this stream sequence instead of starting from a snapshot. */
    private readonly after?: number,
  ) {}

  reader(): Channel<T> {
    const channel: Channel<T> = new Channel<T>('queue', () => this.leave(channel));
    this.readers.add(channel);
    this.joined(channel);
    this.unsubscribe ??= this.stream.subscribe(this.topic, this.token, (m) => this.onMessage(m), this.after);
    return channel;
  }

  /** What a reader that joins gets before the next change (nothing by default). */
  protected joined(_channel: Channel<T>): void {}

  /** One upstream change; errors never reach it. */
  protected abstract receive(message: UpstreamChange): void;

  private leave(channel: Channel<T>): void {
    this.readers.delete(channel);
    if (this.readers.size > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.onEmpty();
  }

  private onMessage(message: UpstreamMessage): void {
    if (message.kind !== 'error') return this.receive(message);
    for (const reader of [...this.readers]) reader.fail(upstreamError(message));
  }
}

/** The caller's orders: the open ones are kept so each reader starts from a snapshot, then every change. */
class OrdersFeed extends PrivateTopicFeed<OrdersUpdateRow> {
  private open: Map<string, BetRow> | null = null;
  private seq = 0;

  constructor(stream: Upstream, token: string, onEmpty: () => void, after?: number) {
    super(stream, 'orders', token, onEmpty, after);
  }

  protected override joined(channel: Channel<OrdersUpdateRow>): void {
    if (this.open) channel.push({ kind: 'SNAPSHOT', orders: [...this.open.values()], seq: this.seq });
  }

  protected receive(message: UpstreamChange): void {
    let update: OrdersUpdateRow;
    this.seq = message.seq;
    if (message.kind === 'snapshot') {
      const rows = (message.data as BetRow[] | null) ?? [];
      this.open = new Map(rows.map((r) => [r.betId, r]));
      update = { kind: 'SNAPSHOT', orders: rows, seq: message.seq };
    } else {
      const row = message.data as BetRow;
      // Resumed without a snapshot: only the changes are known, so a later reader gets no snapshot of them.
      if (this.open) {
        if (isFinal(row.status) || row.sizeRemaining === 0) this.open.delete(row.betId);
        else this.open.set(row.betId, row);
      }
      update = { kind: 'DELTA', orders: [row], seq: message.seq };
    }
    for (const reader of this.readers) reader.push(update);
  }
}

/**
 * A private topic of events (banking requests made or decided): every change goes to every reader as
 * it comes, nothing is kept — a reader that joins later sees the changes from then on.
 */
class EventFeed<T> extends PrivateTopicFeed<T> {
  protected receive(message: UpstreamChange): void {
    if (message.kind !== 'delta' || message.data === null || message.data === undefined) return;
    for (const reader of this.readers) reader.push(message.data as T);
  }
}

/**
 * What the Subscription resolvers read: market books, scores, the caller's balance and orders, all
 * from the one upstream connection. Readers of the same topic share one upstream subscription.
 */
export class LiveFeeds {
  private readonly feeds = new Map<string, StateFeed<unknown> | OrdersFeed | EventFeed<BankingRequestRow>>();
  private readonly clock: ConflationClock | null;
  private readonly productClock: ConflationClock | null;
  private privateSeq = 0;

  constructor(
    readonly stream: Upstream,
    options: LiveFeedOptions = {},
  ) {
    const windowMs = options.conflateMs ?? 100;
    this.clock = windowMs > 0 ? new ConflationClock(windowMs) : null;
    const productMs = options.productConflateMs ?? 250;
    this.productClock = productMs > 0 ? new ConflationClock(productMs) : null;
  }

  private state<T>(key: string, make: (onEmpty: () => void) => StateFeed<T>): Channel<T> {
    let feed = this.feeds.get(key) as StateFeed<T> | undefined;
    if (!feed) {
      feed = make(() => this.feeds.delete(key));
      this.feeds.set(key, feed as StateFeed<unknown>);
    }
    return feed.reader();
  }

  market(marketId: string): AsyncIterableIterator<MarketRow> {
    checkId(marketId, 'marketId');
    const missing = () => new GraphQLError(`No open market ${marketId}`, { extensions: { code: 'MARKET_NOT_FOUND' } });
    return this.state<MarketRow>(`market:${marketId}`, (onEmpty) => new StateFeed(this.stream, `market:${marketId}`, undefined, this.clock, missing, onEmpty));
  }

  score(eventId: string): AsyncIterableIterator<ScoreRow> {
    checkId(eventId, 'eventId');
    const missing = () => new GraphQLError(`No event ${eventId}`, { extensions: { code: 'EVENT_NOT_FOUND' } });
    return this.state<ScoreRow>(`score:${eventId}`, (onEmpty) => new StateFeed(this.stream, `score:${eventId}`, undefined, null, missing, onEmpty));
  }

  /**
   * A product's list changes: the topic's state at once (its list is read then), then each change, a
   * burst at most once per product window. Shared by every reader of the product.
   */
  product(product: string): AsyncIterableIterator<ProductChangeEvent> {
    if (!isProductName(product)) throw new GraphQLError(`No product ${product}`, { extensions: { code: 'INVALID_INPUT_DATA' } });
    const topic = `product:${product}` as const;
    const missing = () => new GraphQLError(`No product ${product}`, { extensions: { code: 'INVALID_INPUT_DATA' } });
    const received = (data: unknown): ProductChangeEvent => ({ product: (data as ProductChange).product ?? product, receivedAt: Date.now() });
    return this.state<ProductChangeEvent>(topic, (onEmpty) => new StateFeed(this.stream, topic, undefined, this.productClock, missing, onEmpty, received));
  }

  /** The event with its open markets, as the exchange publishes it after each change of its markets (created, closed, suspended). */
  event(eventId: string): AsyncIterableIterator<EventDetailPush> {
    checkId(eventId, 'eventId');
    const missing = () => new GraphQLError(`No event ${eventId}`, { extensions: { code: 'EVENT_NOT_FOUND' } });
    return this.state<EventDetailPush>(`event:${eventId}`, (onEmpty) => new StateFeed(this.stream, `event:${eventId}`, undefined, null, missing, onEmpty));
  }

  // Private feeds are never shared between subscriptions: each one subscribes upstream with its
  // token, so the exchange checks the token for every new subscription (a revoked one is refused
  // even while an older subscription of it is still winding down).
  balance(token: string | null): AsyncIterableIterator<BalanceRow> {
    const live = requireToken(token);
    const missing = () => new GraphQLError('No balance', { extensions: { code: 'UNAUTHENTICATED' } });
    return this.state<BalanceRow>(`balance|${this.privateSeq++}`, (onEmpty) => new StateFeed(this.stream, 'balance', live, null, missing, onEmpty));
  }

  /** The caller's orders: a snapshot then each change or, with `after` (a `seq` this feed sent, here or on another gateway), the changes after it. */
  orders(token: string | null, after?: number | null): AsyncIterableIterator<OrdersUpdateRow> {
    const live = requireToken(token);
    if (after !== undefined && after !== null && !(Number.isSafeInteger(after) && after >= 0)) {
      throw new GraphQLError('after must be a stream sequence (a whole number ≥ 0)', { extensions: { code: 'INVALID_INPUT_DATA' } });
    }
    const key = `orders|${this.privateSeq++}`;
    const feed = new OrdersFeed(this.stream, live, () => this.feeds.delete(key), after ?? undefined);
    this.feeds.set(key, feed);
    return feed.reader();
  }

  /** The caller's own banking requests (`banking`) or, for an agent, their downline's (`downline`), as they change. */
  banking(topic: 'banking' | 'downline', token: string | null): AsyncIterableIterator<BankingRequestRow> {
    const live = requireToken(token);
    const key = `${topic}|${live}`;
    let feed = this.feeds.get(key) as EventFeed<BankingRequestRow> | undefined;
    if (!feed) {
      feed = new EventFeed<BankingRequestRow>(this.stream, topic, live, () => this.feeds.delete(key));
      this.feeds.set(key, feed);
    }
    return feed.reader();
  }

  /** Topics with at least one local reader. */
  get topicCount(): number {
    return this.feeds.size;
  }
}

function checkId(id: string, name: string): void {
  if (!TOPIC_ID.test(id)) throw new GraphQLError(`${name} must be 1-64 letters, digits, '.', '_' or '-'`, { extensions: { code: 'INVALID_INPUT_DATA' } });
}

function requireToken(token: string | null): string {
  if (!token) throw new GraphQLError('This subscription needs a logged-in user', { extensions: { code: 'UNAUTHENTICATED' } });
  return token;
}
