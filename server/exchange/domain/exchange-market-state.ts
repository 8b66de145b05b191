import { DomainError } from './errors';
import { ODDS100_BY_TICK } from './ladder';
import { assertStatusChange } from './market-status';
import type { Order } from './order';
import { orderView } from './order-view';
import { RunnerBook } from './runner-book';
import { NO_TRADES } from './runner-book';
import type { TradeSink } from './runner-book';
import type { MarketStatus, OrderView, PlaceResult, Trade } from './types';
import { UserState } from './user-state';

export interface ExchangeMarketConfig {
  readonly marketId: string;
  readonly runnerIds: readonly string[];
  readonly status?: MarketStatus;
  readonly inPlay?: boolean;
  /** How long in-play orders wait before they may match. */
  readonly betDelayMs?: number;
  /** Smallest stake in paise (default 1). */
  readonly minStake?: number;
  /**
   * Keep complete orders and the trade log in memory (default true). A service that persists
   * every result can turn it off: live orders, positions and the book are all the engine needs.
   */
  readonly keepHistory?: boolean;
}

/** Orders that lost their unmatched part through a market change, for the service to persist. */
export interface MarketChange {
  readonly lapsed: OrderView[];
}

/** State and lifecycle of an exchange market; ExchangeMarket adds the bettor commands. */
export class ExchangeMarketState implements TradeSink {
  readonly kind = 'exchange' as const;
  readonly marketId: string;
  readonly runnerIds: readonly string[];
  readonly minStake: number;
  readonly keepHistory: boolean;
  readonly tradeLog: Trade[] = [];
  protected readonly books: RunnerBook[];
  /** Orders with something unmatched (resting or in the bet delay), by id. Complete orders live on in their user's list. */
  protected readonly liveOrders = new Map<string, Order>();
  protected readonly users = new Map<string, UserState>();
  protected pending: Order[] = [];
  protected seq = 0;
  private tradeSeq = 0;
  private statusValue: MarketStatus;
  private inPlayValue: boolean;
  private betDelay: number;
  private readonly runnerIndex = new Map<string, number>();

  constructor(config: ExchangeMarketConfig) {
    if (config.runnerIds.length < 1 || new Set(config.runnerIds).size !== config.runnerIds.length) {
      throw new DomainError('INVALID_INPUT_DATA', 'A market needs distinct runner ids');
    }
    this.marketId = config.marketId;
    this.runnerIds = [...config.runnerIds];
    this.runnerIds.forEach((id, r) => this.runnerIndex.set(id, r));
    this.books = this.runnerIds.map((id) => new RunnerBook(id, this.liveOrders));
    this.statusValue = config.status ?? 'INACTIVE';
    this.inPlayValue = config.inPlay ?? false;
    this.betDelay = config.betDelayMs ?? 0;
    this.minStake = config.minStake ?? 1;
    this.keepHistory = config.keepHistory ?? true;
  }

  get status(): MarketStatus {
    return this.statusValue;
  }

  get inPlay(): boolean {
    return this.inPlayValue;
  }

  get betDelayMs(): number {
    return this.betDelay;
  }

  /** The highest sequence number in use, so a restored engine can carry on numbering. */
  get lastSeq(): number {
    return this.seq;
  }

  /** The highest trade id in use. */
  get lastTradeId(): number {
    return this.tradeSeq;
  }

  nextTradeId(): number {
    return ++this.tradeSeq;
  }

  protected restoredTradeId(tradeId: number): void {
    if (!Number.isSafeInteger(tradeId) || tradeId < 1) throw new DomainError('INVALID_INPUT_DATA', `Bad trade id ${tradeId}`);
    this.tradeSeq = Math.max(this.tradeSeq, tradeId);
  }

  /** SUSPENDED lapses orders still waiting out the bet delay; CLOSED lapses every unmatched order. */
  setStatus(status: MarketStatus): MarketChange {
    assertStatusChange(this.statusValue, status);
    this.statusValue = status;
    const lapsed: OrderView[] = [];
    if (status === 'SUSPENDED' || status === 'CLOSED') {
      for (const order of this.pending) if (order.status === 'PENDING') lapsed.push(this.lapse(order));
      this.pending = [];
    }
    if (status === 'CLOSED') for (const order of this.restingOrders()) lapsed.push(this.lapse(order));
    return { lapsed };
  }

  /** Turning in-play lapses the unmatched part of every LAPSE order; PERSIST orders stay. */
  setInPlay(inPlay: boolean): MarketChange {
    const lapsed: OrderView[] = [];
    if (inPlay && !this.inPlayValue) {
      for (const order of this.restingOrders()) if (order.persistence === 'LAPSE') lapsed.push(this.lapse(order));
    }
    this.inPlayValue = inPlay;
    return { lapsed };
  }

  setBetDelay(betDelayMs: number): void {
    if (!Number.isInteger(betDelayMs) || betDelayMs < 0) throw new DomainError('INVALID_INPUT_DATA', 'betDelayMs must be a whole number ≥ 0');
    this.betDelay = betDelayMs;
  }

  protected runnerOf(runnerId: string): number {
    const runner = this.runnerIndex.get(runnerId);
    if (runner === undefined) throw new DomainError('INVALID_INPUT_DATA', `No runner ${String(runnerId)} in market ${this.marketId}`);
    return runner;
  }

  protected userState(userId: string): UserState {
    let user = this.users.get(userId);
    if (user === undefined) this.users.set(userId, (user = new UserState(userId, this.runnerIds.length)));
    return user;
  }

  /** A live order of this user; a complete one is BET_TAKEN_OR_LAPSED, an unknown one INVALID_BET_ID. */
  protected ownOrder(orderId: string, userId: string): Order {
    const order = this.liveOrders.get(orderId);
    if (order === undefined) {
      if (this.users.get(userId)?.orders.some((o) => o.id === orderId)) {
        throw new DomainError('BET_TAKEN_OR_LAPSED', `Order ${orderId} has nothing unmatched`);
      }
      throw new DomainError('INVALID_BET_ID', `No order ${String(orderId)} in market ${this.marketId}`);
    }
    if (order.user.userId !== userId) throw new DomainError('PERMISSION_DENIED', `Order ${orderId} is not yours`);
    return order;
  }

  /** Marks an order complete and drops it from the live index. */
  protected finish(order: Order): void {
    order.status = 'EXECUTION_COMPLETE';
    this.liveOrders.delete(order.id);
  }

  /** Holds an order for the bet delay when in-play, or matches it now. */
  protected submit(order: Order, now: number): PlaceResult {
    if (this.inPlayValue && this.betDelay > 0) {
      if (order.status !== 'PENDING') this.pending.push(order);
      order.status = 'PENDING';
      order.releaseAt = now + this.betDelay;
      return this.result(order, NO_TRADES);
    }
    return this.result(order, this.execute(order, now));
  }

  /** Matches an order, then rests whatever is left. */
  protected execute(order: Order, now: number): readonly Trade[] {
    const book = this.books[order.runner]!;
    const trades = book.match(order, now, this);
    if (order.remaining > 0) {
      book.sideOf(order.side).append(order);
      order.user.addResting(order);
      order.status = 'EXECUTABLE';
    } else {
      this.finish(order);
    }
    return trades;
  }

  protected unrest(order: Order): void {
    this.books[order.runner]!.sideOf(order.side).remove(order);
    order.user.removeResting(order);
  }

  /** Takes an order's unmatched part off the market as lapsed. */
  protected lapse(order: Order): OrderView {
    if (order.resting) this.unrest(order);
    order.user.position.changeUnmatched(order.runner, order.side, ODDS100_BY_TICK[order.tick] as number, order.remaining, 0);
    order.sizeLapsed += order.remaining;
    order.remaining = 0;
    this.finish(order);
    return orderView(order, this.runnerIds[order.runner]!);
  }

  protected result(order: Order, trades: readonly Trade[]): PlaceResult {
    const { id: orderId, status, sizeMatched, remaining: sizeRemaining, sizeLapsed } = order;
    return { orderId, status, sizeMatched, sizeRemaining, sizeLapsed, trades };
  }

  protected restingOrders(): Order[] {
    return this.books.flatMap((book) => [...book.backs.orders(), ...book.lays.orders()]);
  }
}
