import { inMatchedList, inUnmatchedList } from '@domain/bet-contract';
import { DomainError } from './errors';
import { ExchangeMarketState } from './exchange-market-state';
import type { RunnerBet } from './exposure';
import { ODDS100_BY_TICK, assertTick, isTick } from './ladder';
import type { Tick } from './ladder';
import { assertSide } from './market-status';
import { assertStake } from './money';
import { NONE, sideCode, statusCode } from './order-codes';
import type { OrderRef } from './order-codes';
import { orderView } from './order-view';
import type { OrderView, RunnerBookView, Side, Trade } from './types';

/** The read side of an exchange market, and the restore path a restarted service rebuilds it with. */
export class ExchangeMarketRecords extends ExchangeMarketState {
  exposureOf(userId: string): number {
    return this.users.get(userId)?.position.exposure() ?? 0;
  }

  /** Matched profit or loss if each runner wins, for the "if this runner wins" figures. */
  profitAndLossOf(userId: string): { runnerId: string; profit: number }[] {
    const pnl = this.users.get(userId)?.position.matchedProfitAndLoss() ?? this.runnerIds.map(() => 0);
    return this.runnerIds.map((runnerId, r) => ({ runnerId, profit: pnl[r] ?? 0 }));
  }

  /** A live order (something unmatched); complete orders are in ordersOf() when keepHistory is on, and in the store. */
  order(orderId: string): OrderView | undefined {
    const o = this.liveOrders.get(orderId);
    return o === NONE ? undefined : this.view(o);
  }

  /** The unmatched size of an order (0 when unknown or complete), without building a view. */
  sizeRemainingOf(orderId: string): number {
    const o = this.liveOrders.get(orderId);
    return o === NONE ? 0 : this.store.remaining[o]!;
  }

  /**
   * A user's orders with something matched, and those with something unmatched (an order can be in both);
   * `openOnly`: only orders with something unmatched, picked before any view is built (a market maker's
   * complete orders pile up through a match, and its cancels and re-prices read only its open ones).
   */
  ordersOf(userId: string, openOnly = false): { matched: OrderView[]; unmatched: OrderView[] } {
    const all = this.keepHistory ? (this.users.get(userId)?.orders ?? []) : this.live().filter((o) => this.store.users[o]!.userId === userId);
    const orders = openOnly ? all.filter((o) => this.store.remaining[o]! > 0) : all;
    const views = orders.map((o) => this.view(o));
    return { matched: views.filter(inMatchedList), unmatched: views.filter(inUnmatchedList) };
  }

  /**
   * One of the user's orders with something matched, live or complete (complete ones are kept with
   * keepHistory): the entry `ordersOf(userId).matched` holds for it, found without building a view
   * of each of the user's other orders (a bet that fills a resting order asks this for the order it filled).
   */
  matchedOrderOf(userId: string, orderId: string): OrderView | undefined {
    const orders = this.keepHistory ? this.users.get(userId)?.orders : this.live().filter((o) => this.store.users[o]!.userId === userId);
    if (!orders) return undefined;
    for (let i = orders.length - 1; i >= 0; i--) {
      const o = orders[i]!;
      if (this.store.ids[o] !== orderId) continue;
      const view = this.view(o);
      return inMatchedList(view) ? view : undefined;
    }
    return undefined;
  }

  /**
   * Queue position of a resting order: the unmatched stake ahead of it at its price and side (placed
   * earlier, so matched first). Null when the order is not resting (complete, or waiting out a delay).
   */
  queueAheadOf(orderId: string): number | null {
    const o = this.liveOrders.get(orderId);
    if (o === NONE || this.store.resting[o] !== 1) return null;
    let ahead = 0;
    for (let p = this.store.prev[o]!; p !== NONE; p = this.store.prev[p]!) ahead += this.store.remaining[p]!;
    return ahead;
  }

  /**
   * The resting orders on one side of a runner's book, best price first, oldest first within a
   * price; `ofUser` narrows them (checked before a view is built).
   */
  restingOn(runnerId: string, side: Side, ofUser: (userId: string) => boolean = () => true): OrderView[] {
    const book = this.books[this.runnerOf(runnerId)]!;
    const out: OrderView[] = [];
    for (const o of book.sideOf(sideCode(side)).orders()) if (ofUser(this.store.users[o]!.userId)) out.push(this.view(o));
    return out;
  }

  /** Orders with an unmatched part (resting or waiting out the delay): what a restart must restore. */
  openOrders(): OrderView[] {
    return this.live().map((o) => this.view(o));
  }

  /** Live orders in the order they were placed or restored. */
  private live(): OrderRef[] {
    const created = this.store.created;
    return this.liveOrders.values().sort((a, b) => created[a]! - created[b]!);
  }

  protected view(o: number): OrderView {
    return orderView(this.store, o, this.runnerIds[this.store.runner[o]!]!);
  }

  /** Best `depth` prices each way, last traded price and traded volume. */
  book(runnerId: string, depth = 3): RunnerBookView {
    const book = this.books[this.runnerOf(runnerId)]!;
    return {
      runnerId,
      availableToBack: book.lays.top(depth),
      availableToLay: book.backs.top(depth),
      lastTradedPrice: book.lastTradedPrice === -1 ? null : book.lastTradedPrice,
      tradedVolume: book.tradedVolume,
    };
  }

  /** Matched size at one price of one runner. */
  volumeAt(runnerId: string, price: Tick): number {
    return this.books[this.runnerOf(runnerId)]!.volumeByTick[assertTick(price)]!;
  }

  trades(): readonly Trade[] {
    return this.tradeLog;
  }

  /** The order's average matched price (hundredths), or null when nothing of it has matched. */
  averagePriceMatched(orderId: string): number | null {
    return this.matchedValues.averagePrice(orderId);
  }

  /** Every matched bet (two per trade), ready for settlement. */
  settlementBets(): RunnerBet[] {
    return this.tradeLog.flatMap((t) => {
      const odds100 = ODDS100_BY_TICK[t.price] as number;
      return [
        { betId: t.backOrderId, userId: t.backUserId, runnerId: t.runnerId, side: 'BACK', stake: t.size, odds100 },
        { betId: t.layOrderId, userId: t.layUserId, runnerId: t.runnerId, side: 'LAY', stake: t.size, odds100 },
      ];
    });
  }

  /**
   * Puts a persisted order back exactly as it was (same sequence, time and sizes) without
   * matching it. Restore orders before placing anything new. A restored book must not be crossed.
   */
  restoreOrder(view: OrderView): void {
    if (this.liveOrders.has(view.orderId)) throw new DomainError('DUPLICATE_TRANSACTION', `Order ${view.orderId} already exists`);
    const runner = this.runnerOf(view.runnerId);
    assertSide(view.side);
    const tick = assertTick(view.price);
    assertStake(view.size);
    const remaining = view.size - view.sizeMatched - view.sizeCancelled - view.sizeLapsed;
    const sizes = [view.sizeMatched, view.sizeCancelled, view.sizeLapsed, view.seq];
    if (remaining !== view.sizeRemaining || remaining < 0 || !sizes.every((n) => Number.isSafeInteger(n) && n >= 0)) {
      throw new DomainError('INVALID_INPUT_DATA', `Order ${view.orderId} has inconsistent sizes`);
    }
    const book = this.books[runner]!;
    const side = sideCode(view.side);
    if (view.status === 'EXECUTABLE' && book.crosses(side, tick)) {
      throw new DomainError('INVALID_INPUT_DATA', `Restoring order ${view.orderId} would cross the book`);
    }
    if ((view.status === 'EXECUTION_COMPLETE') !== (remaining === 0)) {
      throw new DomainError('INVALID_INPUT_DATA', `Order ${view.orderId} has status ${view.status} with ${remaining} unmatched`);
    }
    const user = this.userState(view.userId);
    this.seq = Math.max(this.seq, view.seq);
    if (remaining === 0 && !this.keepHistory) return;
    const s = this.store;
    const o = s.add(view.orderId, user, runner, side, tick, view.size, remaining, view.seq, view.placedAt, view.persistence === 'PERSIST' ? 1 : 0);
    s.sizeMatched[o] = view.sizeMatched;
    s.sizeCancelled[o] = view.sizeCancelled;
    s.lapsed[o] = view.sizeLapsed > 0 ? 1 : 0;
    s.status[o] = statusCode(view.status);
    if (this.keepHistory) user.orders.push(o);
    if (remaining === 0) return;
    this.liveOrders.add(view.orderId, o);
    user.position.changeUnmatched(runner, view.side, ODDS100_BY_TICK[tick] as number, 0, remaining);
    if (view.status === 'PENDING') {
      s.releaseAt.set(o, view.releaseAt);
      this.pending.push(o);
      this.pending.sort((a, b) => s.seq[a]! - s.seq[b]!);
    } else {
      book.sideOf(side).insertBySeq(o);
      user.addResting(runner, side, tick);
    }
  }

  /** Puts a persisted trade back: the matched positions of both users, volume and last traded price. */
  restoreTrade(trade: Trade): void {
    const runner = this.runnerOf(trade.runnerId);
    this.restoredTradeId(trade.tradeId);
    if (!isTick(trade.price)) throw new DomainError('INVALID_ODDS', `Trade ${trade.tradeId} has an off-ladder price`);
    assertStake(trade.size);
    if (trade.backUserId === trade.layUserId) throw new DomainError('INVALID_BACK_LAY_COMBINATION', `Trade ${trade.tradeId} matches a user with themself`);
    const odds100 = ODDS100_BY_TICK[trade.price] as number;
    this.userState(trade.backUserId).position.addMatched(runner, 'BACK', trade.size, odds100);
    this.userState(trade.layUserId).position.addMatched(runner, 'LAY', trade.size, odds100);
    const book = this.books[runner]!;
    book.volumeByTick[trade.price]! += trade.size;
    book.tradedVolume += trade.size;
    if (trade.tradeId >= book.lastTradeId) {
      book.lastTradeId = trade.tradeId;
      book.lastTradedPrice = trade.price;
    }
    if (this.keepHistory) {
      this.tradeLog.push(trade);
      this.matchedValues.add(trade);
    }
  }
}
