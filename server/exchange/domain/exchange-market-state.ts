import type { LapseReason } from '@domain/bet-contract';
import { DomainError } from './errors';
import { ODDS100_BY_TICK } from './ladder';
import { assertStatusChange } from './market-status';
import { COMPLETE, EXECUTABLE, NONE, PENDING, SIDES, STATUSES } from './order-codes';
import { OrderStore } from './order';
import { MatchedValues } from './matched-values';
import type { OrderRef } from './order-codes';
import { orderView } from './order-view';
import { OrderIndex } from './order-index';
import { RunnerBook } from './runner-book';
import { NO_TRADES } from './runner-book';
import type { TradeSink } from './runner-book';
import type { ExchangeMarketConfig, MarketChange } from './exchange-market-config';
import type { MarketStatus, OrderView, PlaceResult, Trade } from './types';
import { UserState } from './user-state';

export type { ExchangeMarketConfig, MarketChange } from './exchange-market-config';

/** State and lifecycle of an exchange market; ExchangeMarket adds the bettor commands. */
export class ExchangeMarketState implements TradeSink {
  readonly kind = 'exchange' as const;
  readonly marketId: string;
  readonly runnerIds: readonly string[];
  readonly minStake: number;
  readonly keepHistory: boolean;
  readonly tradeLog: Trade[] = [];
  readonly matchedValues = new MatchedValues();
  protected readonly books: RunnerBook[];
  /** Every order's fields; a complete order's slot is reused unless history is kept. */
  protected readonly store = new OrderStore();
  /** Orders with something unmatched (resting or in the bet delay), by id. Complete orders live on in their user's list. */
  protected readonly liveOrders = new OrderIndex(this.store.ids);
  protected readonly users = new Map<string, UserState>();
  /** Orders waiting out the bet delay; each leaves the list when it is released or completes. */
  protected pending: OrderRef[] = [];
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
    this.books = this.runnerIds.map((id) => new RunnerBook(id, this.store));
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
      const pending = this.pending;
      this.pending = [];
      for (const o of pending) lapsed.push(this.lapse(o, status === 'SUSPENDED' ? 'MARKET_SUSPENDED' : 'MARKET_CLOSED'));
    }
    if (status === 'CLOSED') for (const o of this.restingOrders()) lapsed.push(this.lapse(o, 'MARKET_CLOSED'));
    return { lapsed };
  }

  /** Turning in-play lapses the unmatched part of every LAPSE order; PERSIST orders stay. */
  setInPlay(inPlay: boolean): MarketChange {
    const lapsed: OrderView[] = [];
    if (inPlay && !this.inPlayValue) {
      for (const o of this.restingOrders()) if (this.store.persistence[o] === 0) lapsed.push(this.lapse(o, 'TURNED_IN_PLAY'));
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
  protected ownOrder(orderId: string, userId: string): OrderRef {
    const o = this.liveOrders.get(orderId);
    if (o === NONE) {
      if (this.users.get(userId)?.orders.some((h) => this.store.ids[h] === orderId)) {
        throw new DomainError('BET_TAKEN_OR_LAPSED', `Order ${orderId} has nothing unmatched`);
      }
      throw new DomainError('INVALID_BET_ID', `No order ${String(orderId)} in market ${this.marketId}`);
    }
    if (this.store.users[o]!.userId !== userId) throw new DomainError('PERMISSION_DENIED', `Order ${orderId} is not yours`);
    return o;
  }

  /**
   * Marks an order complete and drops it from the live index (and the delay queue). Without
   * history its slot is freed: still readable for the rest of this command, reused by a later one.
   */
  protected finish(o: OrderRef): void {
    if (this.store.status[o] === PENDING) {
      const i = this.pending.indexOf(o);
      if (i !== -1) this.pending.splice(i, 1);
      this.store.releaseAt.delete(o);
    }
    this.store.status[o] = COMPLETE;
    this.filled(o);
  }

  /** TradeSink: a resting order was filled completely (already marked complete, off the book). */
  filled(o: OrderRef): void {
    this.liveOrders.delete(o);
    if (!this.keepHistory) this.store.free(o);
  }

  /** Holds an order for the bet delay when in-play, or matches it now. */
  protected submit(o: OrderRef, now: number): PlaceResult {
    if (this.inPlayValue && this.betDelay > 0) {
      if (this.store.status[o] !== PENDING) this.pending.push(o);
      this.store.status[o] = PENDING;
      this.store.releaseAt.set(o, now + this.betDelay);
      return this.result(o, NO_TRADES);
    }
    return this.result(o, this.execute(o, now));
  }

  /** Matches an order, then rests whatever is left. */
  protected execute(o: OrderRef, now: number): readonly Trade[] {
    const s = this.store;
    const runner = s.runner[o]!;
    const book = this.books[runner]!;
    const trades = book.match(o, now, this);
    if (s.remaining[o]! > 0) {
      const side = s.side[o]!;
      book.sideOf(side).append(o);
      s.users[o]!.addResting(runner, side, s.tick[o]!);
      if (s.status[o] === PENDING) s.releaseAt.delete(o);
      s.status[o] = EXECUTABLE;
    } else {
      this.finish(o);
    }
    return trades;
  }

  protected unrest(o: OrderRef): void {
    const s = this.store;
    const runner = s.runner[o]!;
    const side = s.side[o]!;
    this.books[runner]!.sideOf(side).remove(o);
    s.users[o]!.removeResting(runner, side, s.tick[o]!);
  }

  /**
   * Takes an order's unmatched part off the market as lapsed. Its view says why (`reason`): only this
   * view, the change the lapse sends; the order keeps no reason, so a later read has none.
   */
  protected lapse(o: OrderRef, reason: LapseReason): OrderView {
    const s = this.store;
    if (s.resting[o] === 1) this.unrest(o);
    const remaining = s.remaining[o]!;
    s.users[o]!.position.changeUnmatched(s.runner[o]!, SIDES[s.side[o]!]!, ODDS100_BY_TICK[s.tick[o]!] as number, remaining, 0);
    if (remaining > 0) s.lapsed[o] = 1;
    s.remaining[o] = 0;
    this.finish(o);
    const view = orderView(s, o, this.runnerIds[s.runner[o]!]!);
    return remaining > 0 ? { ...view, lapseReason: reason } : view;
  }

  protected result(o: OrderRef, trades: readonly Trade[]): PlaceResult {
    const s = this.store;
    return { orderId: s.ids[o]!, status: STATUSES[s.status[o]!]!, sizeMatched: s.sizeMatched[o]!, sizeRemaining: s.remaining[o]!, sizeLapsed: s.sizeLapsed(o), trades };
  }

  protected restingOrders(): OrderRef[] {
    return this.books.flatMap((book) => [...book.backs.orders(), ...book.lays.orders()]);
  }
}
