/**
 * One connection's order subscription: the bettor's own orders only (the exchange's
 * `orders:{userId}` stream). An image of every market where they have orders (SUB_IMAGE), or after
 * `initialClk` + `clk` the order changes missed since (RESUB_DELTA: the change stream still holds
 * them); then an order change message (ocm) per change or per conflateMs window, and heartbeats. In a
 * cluster only the markets this process serves are in the image; one taken over later comes whole.
 */
import type { BetRow } from '@domain/bet-contract';
import type { MarketRegistry } from '../../markets/registry';
import type { ChangeHub, StreamMessage } from '../../stream/hub';
import { Cadence } from './stream-cadence';
import type { OcmMessage } from './stream-definitions';
import { clkOf } from './stream-market-feed';
import type { SubscriptionOptions } from './stream-market-subscription';
import { sendImage } from './stream-segments';
import { orderChange, orderImage, type OrderMarketChangeShape, type OrderRunnerChangeShape } from './stream-orders';

/** Orders per segment of an order image, about 20 KB of JSON (a market's orders are never split). */
export const SEGMENT_ORDERS = 100;

const ordersIn = (change: OrderMarketChangeShape) => (change.orc ?? []).reduce((sum, rc) => sum + (rc.uo?.length ?? 0), 0);

export class OrderSubscription {
  private stopped = false;
  private seq = 0;
  private unsubscribe: (() => void) | null = null;
  private cadence: Cadence<OrderMarketChangeShape> | null = null;
  /** The markets whose orders the client was sent whole (an image); an order change elsewhere goes out as it is. */
  private readonly imaged = new Set<string>();
  /** Messages that arrive while subscribing: the missed changes of a resume, or a snapshot's. */
  private starting: StreamMessage[] | null = [];

  constructor(
    private readonly hub: ChangeHub,
    private readonly registry: MarketRegistry,
    private readonly userId: string,
    private readonly epoch: string,
    private readonly options: SubscriptionOptions,
    private readonly send: (message: OcmMessage) => void,
    private readonly now: () => number = Date.now,
    /** Whether this process serves a market (in a cluster: holds its partition); the image holds only those. */
    private readonly serves: (marketId: string) => boolean = () => true,
  ) {}

  get topic(): string {
    return `orders:${this.userId}`;
  }

  async start(resumeFrom: number | null): Promise<void> {
    const unsubscribe = await this.hub.subscribe(this.topic, (message) => this.onMessage(message), resumeFrom ?? undefined);
    if (this.stopped) return unsubscribe();
    this.unsubscribe = unsubscribe;
    const first = this.starting ?? [];
    this.starting = null;
    this.seq = first.length ? first[first.length - 1]!.seq : this.hub.currentSeq(this.topic);
    const base = { op: 'ocm' as const, ...(this.options.id === undefined ? {} : { id: this.options.id }), conflateMs: this.options.conflateMs, heartbeatMs: this.options.heartbeatMs };
    const clk = clkOf(this.epoch, this.seq);
    const image = orderImage(this.registry, this.userId).filter((oc) => this.serves(oc.id));
    // What the client holds whole: this image's markets, or on a resume the ones it had them of.
    for (const change of image) this.imaged.add(change.id);
    if (first[0]?.kind === 'snapshot' || first.length === 0 && resumeFrom === null) {
      // The image is read now: the changes that came while subscribing are in it.
      sendImage(image, { segmentation: this.options.segmentation, weight: ordersIn, max: SEGMENT_ORDERS }, (oc, segmentType, last) =>
        this.send({ ...base, ct: 'SUB_IMAGE', ...(segmentType ? { segmentType } : {}), ...(last ? { initialClk: clk, clk } : {}), pt: this.now(), oc: [...oc] }),
      );
    } else {
      const oc = mergeOrderChanges(first.map((m) => orderChange(this.registry, this.userId, m.data as BetRow)));
      this.send({ ...base, ct: 'RESUB_DELTA', initialClk: clk, clk, pt: this.now(), oc });
    }
    this.cadence = new Cadence(
      this.options.conflateMs,
      this.options.heartbeatMs,
      (pending) => this.send({ op: 'ocm', ...idOf(this.options), clk: clkOf(this.epoch, this.seq), pt: this.now(), oc: mergeOrderChanges(pending) }),
      () => this.send({ op: 'ocm', ...idOf(this.options), ct: 'HEARTBEAT', clk: clkOf(this.epoch, this.seq), pt: this.now() }),
      this.now,
    );
  }

  /**
   * Markets now served here (a partition taken over) where the bettor has orders the client was never
   * sent whole: each goes out with its orders whole (`fullImage`) in the next order change message.
   */
  addServed(): void {
    if (!this.cadence || this.stopped) return;
    for (const change of orderImage(this.registry, this.userId)) {
      if (this.imaged.has(change.id) || !this.serves(change.id)) continue;
      this.imaged.add(change.id);
      this.cadence.push(change);
    }
  }

  private onMessage(message: StreamMessage): void {
    if (this.stopped) return;
    if (this.starting) return void this.starting.push(message);
    this.seq = message.seq;
    this.cadence?.push(orderChange(this.registry, this.userId, message.data as BetRow));
  }

  /** Sends the changes waiting for their conflation window now. */
  sendPending(): void {
    this.cadence?.flushNow();
  }

  stop(): void {
    this.stopped = true;
    this.cadence?.stop();
    this.unsubscribe?.();
  }
}

const idOf = (options: SubscriptionOptions) => (options.id === undefined ? {} : { id: options.id });

/** Several order changes as one: per market and runner, each order's latest state and the latest matched amounts. */
export function mergeOrderChanges(changes: readonly OrderMarketChangeShape[]): OrderMarketChangeShape[] {
  const markets = new Map<string, { change: OrderMarketChangeShape; runners: Map<number, OrderRunnerChangeShape> }>();
  for (const change of changes) {
    let market = markets.get(change.id);
    if (!market) markets.set(change.id, (market = { change: { id: change.id }, runners: new Map() }));
    if (change.closed) market.change.closed = true;
    if (change.fullImage) market.change.fullImage = true;
    for (const runner of change.orc ?? []) {
      const seen = market.runners.get(runner.id);
      if (!seen) {
        market.runners.set(runner.id, runner);
        continue;
      }
      const orders = new Map((seen.uo ?? []).map((o) => [o.id, o]));
      for (const order of runner.uo ?? []) orders.set(order.id, order);
      market.runners.set(runner.id, { ...seen, ...runner, uo: [...orders.values()] });
    }
  }
  return [...markets.values()].map(({ change, runners }) => ({ ...change, orc: [...runners.values()] }));
}
