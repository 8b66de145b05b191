/**
 * One Exchange Stream API connection, whatever carries it (WebSocket or CRLF-delimited TCP): the
 * `connection` message first, then each request answered in order — `authentication` (an app key and
 * a session token from the Betfair login), `heartbeat`, `marketSubscription`, `orderSubscription` —
 * with a `status`, and the subscriptions' mcm and ocm messages. A request that cannot be read, or one
 * made before authenticating, is answered FAILURE with its code and the connection is closed, as
 * Betfair does; a subscription that asks too much is refused and the connection stays. When the server
 * closes it (`goodbye`: the process stops, or a market streamed here moved to another process) the
 * client is told first with Betfair's status `connectionClosed: true` and reconnects with its clocks.
 */
import { randomBytes } from 'node:crypto';
import { slowConsumersCut } from '../../../metrics/registry';
import { sessionEvents, userForToken, type AuthUser } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import type { Exchange } from '../../service/exchange';
import { bodyProblem } from '../errors';
import { selectMarkets } from './catalogue';
import { RequestMessage, type Request, type Response, type StreamErrorCode } from './stream-definitions';
import type { MarketInfo } from './stream-image';
import type { MarketArrivals } from './stream-market-arrivals';
import { readClk, type MarketFeeds } from './stream-market-feed';
import { MarketSubscription, type MarketOutput, type SubscriptionOptions } from './stream-market-subscription';
import { OrderSubscription } from './stream-order-subscription';
import type { MarketDataField } from './stream-projection';

export interface StreamTransport {
  /** One message: its JSON text, or its UTF-8 bytes in parts (in order; not copied before they are written). */
  send(message: string | readonly Buffer[]): void;
  /**
   * Closes after what was sent (a client that never reads it is dropped after a grace period);
   * `goingAway`: the server is the one leaving (WebSocket 1001).
   */
  close(goingAway?: boolean): void;
  /** Bytes sent that the client has not yet taken (what waits in this process). */
  buffered(): number;
  /** Calls back once everything waiting has been taken. */
  onDrain(callback: () => void): void;
}

export interface StreamContext {
  exchange: Exchange;
  feeds: MarketFeeds;
  arrivals: MarketArrivals;
  /** Live connections, for connectionsAvailable. */
  connections: Set<StreamConnection>;
  limits: StreamLimits;
  /** Whether this process serves a market now (in a cluster: holds its partition's lease); only those are streamed. */
  serves(marketId: string): boolean;
}

export interface StreamLimits {
  /** Markets one subscription may stream (Betfair's default limit is 200). */
  maxMarkets: number;
  /** Connections the server keeps at once. */
  maxConnections: number;
  /** Time to authenticate before the connection is closed (TIMEOUT). */
  authTimeoutMs: number;
  /**
   * Past this many bytes waiting for a client, it has not read what it was sent: its market changes wait,
   * merged per market (stream-market-subscription.ts), until it has.
   */
  conflateBytes: number;
  /** A client that has not read what it was sent for this long is cut (status TIMEOUT). */
  slowReaderMs: number;
  /** …and at once past this many bytes waiting for it (only messages that cannot be merged grow it: images, orders). */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: StreamLimits = { maxMarkets: 200, maxConnections: 1000, authTimeoutMs: 15_000, conflateBytes: 64 * 1024, slowReaderMs: 15_000, maxBufferedBytes: 16 * 1024 * 1024 };

const DEFAULT_FIELDS: MarketDataField[] = ['EX_MARKET_DEF'];
const clamp = (value: number | undefined, min: number, max: number, fallback: number) => (value === undefined ? fallback : Math.min(max, Math.max(min, value)));

type Subscribe<T extends Request['op']> = Extract<Request, { op: T }>;
type StreamMarketFilter = NonNullable<Subscribe<'marketSubscription'>['marketFilter']>;

export class StreamConnection {
  readonly connectionId = `${randomBytes(3).toString('hex')}-${randomBytes(6).toString('hex')}`;
  private user: AuthUser | null = null;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private markets: MarketSubscription | null = null;
  private orders: OrderSubscription | null = null;
  private readonly authTimer: ReturnType<typeof setTimeout>;
  private stopRevocations: (() => void) | null = null;
  private stopArrivals: (() => void) | null = null;
  private marketFilter: StreamMarketFilter = {};
  /** Subscriptions waiting for the client to read, and the timer that cuts it if it does not in time. */
  private readers: Array<() => void> = [];
  private slowTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly output: MarketOutput = {
    message: (message) => this.send(message),
    bytes: (parts) => this.write(parts),
    ready: () => this.transport.buffered() < this.context.limits.conflateBytes,
    onReady: (callback) => this.whenRead(callback),
  };

  constructor(
    private readonly context: StreamContext,
    private readonly transport: StreamTransport,
  ) {
    context.connections.add(this);
    this.send({ op: 'connection', connectionId: this.connectionId });
    this.authTimer = setTimeout(() => this.fail(undefined, 'TIMEOUT', 'Not authenticated in time'), context.limits.authTimeoutMs);
    this.authTimer.unref();
    if (context.connections.size > context.limits.maxConnections) this.fail(undefined, 'MAX_CONNECTION_LIMIT_EXCEEDED', 'Too many stream connections');
  }

  /** One request's text (a WebSocket message, a TCP line); requests are handled one after another. */
  receive(text: string): void {
    this.queue = this.queue.then(() => this.handle(text)).catch(() => this.fail(undefined, 'UNEXPECTED_ERROR', 'Internal error'));
  }

  /** The request could not be framed (a line or message too large). */
  refuse(message: string): void {
    this.queue = this.queue.then(() => this.fail(undefined, 'INVALID_INPUT', message));
  }

  private async handle(text: string): Promise<void> {
    if (this.closed) return;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return this.fail(undefined, 'INVALID_INPUT', 'The request is not JSON');
    }
    const id = typeof (raw as { id?: unknown })?.id === 'number' && Number.isInteger((raw as { id: number }).id) ? (raw as { id: number }).id : undefined;
    const problem = bodyProblem(raw);
    if (problem) return this.fail(id, 'INVALID_INPUT', problem);
    const parsed = RequestMessage.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.fail(id, 'INVALID_INPUT', `Invalid request${issue ? ` at ${issue.path.join('.') || 'op'}: ${issue.message}` : ''}`);
    }
    const request = parsed.data;
    if (request.op === 'heartbeat') return this.ok(request.id);
    if (request.op === 'authentication') return this.authenticate(request);
    if (!this.user) return this.fail(request.id, 'NOT_AUTHORIZED', 'Authenticate first');
    if (request.op === 'marketSubscription') return this.subscribeMarkets(request);
    return this.subscribeOrders(request, this.user);
  }

  private async authenticate(request: Subscribe<'authentication'>): Promise<void> {
    if (!request.appKey?.trim()) return this.fail(request.id, 'NO_APP_KEY', 'An appKey is required');
    if (!request.session?.trim()) return this.fail(request.id, 'NO_SESSION', 'A session token from /api/login is required');
    const { db } = this.context.exchange.services;
    const token = request.session.trim();
    const revocations = sessionEvents(db);
    const checkedAt = revocations.generation;
    const user = await userForToken(db, token);
    // A logout while the token was checked may have been this one's: look again.
    const live = user && user.isLogin !== 0 && (revocations.generation === checkedAt || (await userForToken(db, token)));
    if (!user || !live) return this.fail(request.id, 'INVALID_SESSION_INFORMATION', 'The session is not valid');
    this.user = user;
    // The session's logout (or a password change) ends the connection at once.
    const tokenHash = hashToken(token);
    this.stopRevocations?.();
    this.stopRevocations = revocations.onRevoked((hashes) => {
      if (hashes.has(tokenHash)) this.fail(undefined, 'INVALID_SESSION_INFORMATION', 'The session has ended');
    });
    clearTimeout(this.authTimer);
    this.ok(request.id, { connectionsAvailable: Math.max(0, this.context.limits.maxConnections - this.context.connections.size) });
  }

  private options(request: Subscribe<'marketSubscription' | 'orderSubscription'>): SubscriptionOptions {
    return {
      id: request.id,
      conflateMs: clamp(request.conflateMs, 0, 120_000, 0),
      heartbeatMs: clamp(request.heartbeatMs, 500, 5_000, 5_000),
      segmentation: request.segmentationEnabled !== false,
    };
  }

  /** The open markets a stream filter selects, as the feeds need them. */
  private async select(filter: StreamMarketFilter): Promise<MarketInfo[]> {
    const entries = await selectMarkets(this.context.exchange.reads, {
      marketIds: filter.marketIds,
      eventTypeIds: filter.eventTypeIds,
      eventIds: filter.eventIds,
      marketTypeCodes: filter.marketTypes,
      marketBettingTypes: filter.bettingTypes,
      marketCountries: filter.countryCodes,
      venues: filter.venues,
      turnInPlayEnabled: filter.turnInPlayEnabled,
      bspOnly: filter.bspMarket,
    });
    return entries.filter(({ market }) => this.context.serves(market.marketId)).map(({ market, event }) => ({
      marketId: market.marketId,
      eventId: event.exEventId,
      eventTypeId: String(event.sportId),
      openDate: event.eventTime.toISOString(),
      commissionBp: market.commissionBp,
    }));
  }

  private async subscribeMarkets(request: Subscribe<'marketSubscription'>): Promise<void> {
    const { feeds, limits } = this.context;
    const filter = request.marketFilter ?? {};
    const infos = await this.select(filter);
    if (infos.length > limits.maxMarkets) {
      return this.fail(request.id, 'SUBSCRIPTION_LIMIT_EXCEEDED', `The filter selects ${infos.length} markets: at most ${limits.maxMarkets} per subscription`, false);
    }
    const fields = new Set(request.marketDataFilter?.fields ?? DEFAULT_FIELDS);
    const levels = clamp(request.marketDataFilter?.ladderLevels, 1, 10, 3);
    // A resubscription resumes with initialClk and clk both given; a clk of another process, ahead of now or from before
    // a market left this process is a fresh image.
    const resumeFrom = request.initialClk ? feeds.resumePoint(request.clk) : null;
    this.markets?.stop();
    const subscription = new MarketSubscription(feeds, { fields, levels }, this.options(request), this.output);
    this.markets = subscription;
    this.marketFilter = filter;
    this.watchArrivals();
    this.ok(request.id);
    await subscription.start(infos, resumeFrom);
  }

  /** The set of markets served here changes: addArrivals after each change. */
  private watchArrivals(): void {
    this.stopArrivals ??= this.context.arrivals.on(() => {
      this.queue = this.queue.then(() => this.addArrivals()).catch(() => this.fail(undefined, 'UNEXPECTED_ERROR', 'Internal error'));
    });
  }

  /** Markets opened (or taken over) since subscribing that the filter selects join the subscription (up to the limit); the bettor's orders on a market taken over come whole. */
  private async addArrivals(): Promise<void> {
    if (this.closed) return;
    this.orders?.addServed();
    const subscription = this.markets;
    if (!subscription) return;
    const fresh = (await this.select(this.marketFilter)).filter((info) => !subscription.has(info.marketId));
    await subscription.add(fresh.slice(0, Math.max(0, this.context.limits.maxMarkets - subscription.size)));
  }

  private async subscribeOrders(request: Subscribe<'orderSubscription'>, user: AuthUser): Promise<void> {
    const { exchange, feeds } = this.context;
    const topic = `orders:${user.userId}`;
    // As for markets: another process's clk, or one from before a market left this process (its orders there were left
    // as they stood), is a fresh image.
    const resumeFrom = request.initialClk ? readClk(feeds.ordersEpoch, request.clk, exchange.services.hub.currentSeq(topic)) : null;
    this.orders?.stop();
    const subscription = new OrderSubscription(exchange.services.hub, exchange.registry, user.userId, feeds.ordersEpoch, this.options(request), (m) => this.send(m), Date.now, this.context.serves);
    this.orders = subscription;
    this.watchArrivals();
    this.ok(request.id);
    await subscription.start(resumeFrom);
  }

  /**
   * The server closes this connection (issue #49): once the requests taken so far are answered and the
   * changes waiting for a conflation window or for a slow reader to read are sent (a slow reader's
   * merged, `con`), Betfair's `status` FAILURE `CONNECTION_FAILED` with `connectionClosed: true` and
   * `reason`, then the carrier closes after it (a client that does not read it is dropped after the
   * carrier's grace). The client connects again and resubscribes with its initialClk and clk. One
   * already past maxBufferedBytes is cut as a slow reader instead (status TIMEOUT). Resolves once the
   * status went out.
   */
  goodbye(reason: string): Promise<void> {
    this.queue = this.queue
      .then(() => {
        if (this.closed) return;
        this.markets?.sendPending();
        this.orders?.sendPending();
        this.send({ op: 'status', statusCode: 'FAILURE', errorCode: 'CONNECTION_FAILED', errorMessage: reason, connectionClosed: true, connectionId: this.connectionId });
        if (this.closed) return;
        this.transport.close(true);
        this.end();
      })
      .catch(() => this.end());
    return this.queue;
  }

  /** The first market streamed here that `inPartition` selects: a subscribed market, or one where the bettor has orders (order subscription). */
  streamedMarketIn(inPartition: (marketId: string) => boolean): string | undefined {
    const market = this.markets?.marketIds().find(inPartition);
    if (market || !this.orders || !this.user) return market;
    return this.context.exchange.registry
      .marketsOf(this.user.userId)
      .map((entry) => entry.row.marketId)
      .find(inPartition);
  }

  private ok(id: number | undefined, extra: { connectionsAvailable?: number } = {}): void {
    this.send({ op: 'status', ...(id === undefined ? {} : { id }), statusCode: 'SUCCESS', connectionClosed: false, ...extra });
  }

  private fail(id: number | undefined, errorCode: StreamErrorCode, errorMessage: string, close = true): void {
    if (this.closed) return;
    this.send({ op: 'status', ...(id === undefined ? {} : { id }), statusCode: 'FAILURE', errorCode, errorMessage, connectionClosed: close, connectionId: this.connectionId });
    if (close) this.transport.close();
    if (close) this.end();
  }

  private send(message: Response): void {
    this.write(JSON.stringify(message));
  }

  private write(message: string | readonly Buffer[]): void {
    if (this.closed) return;
    if (this.transport.buffered() > this.context.limits.maxBufferedBytes) return this.cutSlow();
    this.transport.send(message);
  }

  /** Calls back once the client has read what it was sent; one that does not within slowReaderMs is cut. */
  private whenRead(callback: () => void): void {
    this.readers.push(callback);
    if (this.readers.length > 1) return;
    this.slowTimer = setTimeout(() => this.cutSlow(), this.context.limits.slowReaderMs);
    this.slowTimer.unref();
    const check = () => {
      if (this.closed) return;
      if (this.transport.buffered() >= this.context.limits.conflateBytes) return this.transport.onDrain(check);
      if (this.slowTimer) clearTimeout(this.slowTimer);
      this.slowTimer = null;
      const readers = this.readers;
      this.readers = [];
      for (const reader of readers) reader();
    };
    if (this.transport.buffered() < this.context.limits.conflateBytes) setImmediate(check);
    else this.transport.onDrain(check);
  }

  /** A client too far behind: told why (Betfair's status, connectionClosed), then closed; the others never wait for it. */
  private cutSlow(): void {
    if (this.closed) return;
    slowConsumersCut.inc({ channel: 'stream' });
    const status: Response = { op: 'status', statusCode: 'FAILURE', errorCode: 'TIMEOUT', errorMessage: 'The client did not read its messages in time', connectionClosed: true, connectionId: this.connectionId };
    this.transport.send(JSON.stringify(status));
    this.transport.close();
    this.end();
  }

  /** The transport has closed: every subscription stops. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.authTimer);
    this.stopRevocations?.();
    this.stopArrivals?.();
    if (this.slowTimer) clearTimeout(this.slowTimer);
    this.readers = [];
    this.markets?.stop();
    this.orders?.stop();
    this.context.connections.delete(this);
  }
}
