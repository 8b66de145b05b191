import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { ODDS100_BY_TICK, assertTick } from './ladder';
import type { Tick } from './ladder';
import { assertCancellable, assertOpenForBetting, assertOrderId, assertSide, assertUserId } from './market-status';
import { assertStake } from './money';
import { Order } from './order';
import { ExchangeMarketRecords } from './exchange-market-records';
import { NO_TRADES } from './runner-book';
import type { Funds, OrderStatus, Persistence, PlaceResult, Side } from './types';

export interface PlaceOrder {
  readonly orderId: string;
  readonly userId: string;
  readonly runnerId: string;
  readonly side: Side;
  readonly price: Tick;
  readonly size: number;
  /** LAPSE (default) cancels the unmatched part when the market turns in-play. */
  readonly persistence?: Persistence;
  readonly now: number;
}

export interface CancelOrder {
  readonly orderId: string;
  readonly userId: string;
  /** Cancel only this much of the unmatched size; the whole of it when absent or larger. */
  readonly sizeReduction?: number;
}

export interface ReplaceOrder {
  readonly orderId: string;
  readonly userId: string;
  readonly price: Tick;
  readonly now: number;
}

export interface CancelResult {
  readonly orderId: string;
  readonly sizeCancelled: number;
  readonly sizeRemaining: number;
  readonly status: OrderStatus;
}

/**
 * A peer-to-peer exchange market: one order book per runner, price-time priority, trades at
 * the resting price. Commands either succeed completely or throw a DomainError and change nothing.
 * Pass `funds` to have the affordability rule checked before anything changes.
 */
export class ExchangeMarket extends ExchangeMarketRecords {
  place(command: PlaceOrder, funds?: Funds): PlaceResult {
    assertOrderId(command.orderId, this.liveOrders);
    assertUserId(command.userId);
    const runner = this.runnerOf(command.runnerId);
    assertSide(command.side);
    const tick = assertTick(command.price);
    const size = assertStake(command.size);
    if (size < this.minStake) throw new DomainError('INVALID_BET_SIZE', `The minimum stake is ${this.minStake}`);
    const persistence = command.persistence ?? 'LAPSE';
    if (persistence !== 'LAPSE' && persistence !== 'PERSIST') throw new DomainError('INVALID_INPUT_DATA', 'persistence must be LAPSE or PERSIST');
    assertOpenForBetting(this.status);

    const user = this.userState(command.userId);
    if (user.crossesOwn(runner, command.side, tick)) {
      throw new DomainError('INVALID_BACK_LAY_COMBINATION', 'The bet would match your own unmatched bet');
    }
    const odds100 = ODDS100_BY_TICK[tick] as number;
    if (funds) {
      const after = user.position.exposureAfterUnmatchedChange(runner, command.side, [odds100, 0], [odds100, size]);
      checkAffordability({ ...funds, exposureBefore: user.position.exposure(), exposureAfter: after });
    }

    const order = new Order(command.orderId, user, runner, command.side, tick, size, size, ++this.seq, command.now, persistence);
    this.liveOrders.set(order.id, order);
    if (this.keepHistory) user.orders.push(order);
    user.position.changeUnmatched(runner, order.side, odds100, 0, size);
    return this.submit(order, command.now);
  }

  /** Cancels the whole unmatched size, or reduces it by `sizeReduction`. */
  cancel(command: CancelOrder): CancelResult {
    const order = this.ownOrder(command.orderId, command.userId);
    if (command.sizeReduction !== undefined) assertStake(command.sizeReduction, 'sizeReduction');
    assertCancellable(this.status);
    const reduction = Math.min(command.sizeReduction ?? order.remaining, order.remaining);
    const odds100 = ODDS100_BY_TICK[order.tick] as number;
    order.user.position.changeUnmatched(order.runner, order.side, odds100, order.remaining, order.remaining - reduction);
    if (order.resting) this.books[order.runner]!.sideOf(order.side).sizes[order.tick]! -= reduction;
    order.remaining -= reduction;
    order.sizeCancelled += reduction;
    if (order.remaining === 0) {
      if (order.resting) this.unrest(order);
      this.finish(order);
    }
    return { orderId: order.id, sizeCancelled: reduction, sizeRemaining: order.remaining, status: order.status };
  }

  /** Moves the unmatched size to a new price: a new queue position, and it may match at once. */
  replace(command: ReplaceOrder, funds?: Funds): PlaceResult {
    const order = this.ownOrder(command.orderId, command.userId);
    const tick = assertTick(command.price);
    assertOpenForBetting(this.status);
    if (order.user.crossesOwn(order.runner, order.side, tick)) {
      throw new DomainError('INVALID_BACK_LAY_COMBINATION', 'The bet would match your own unmatched bet');
    }
    const position = order.user.position;
    const from = ODDS100_BY_TICK[order.tick] as number;
    const to = ODDS100_BY_TICK[tick] as number;
    if (funds) {
      const after = position.exposureAfterUnmatchedChange(order.runner, order.side, [from, order.remaining], [to, order.remaining]);
      checkAffordability({ ...funds, exposureBefore: position.exposure(), exposureAfter: after });
    }
    if (order.resting) this.unrest(order);
    position.changeUnmatched(order.runner, order.side, from, order.remaining, 0);
    position.changeUnmatched(order.runner, order.side, to, 0, order.remaining);
    order.tick = tick;
    order.seq = ++this.seq;
    order.placedAt = command.now;
    return this.submit(order, command.now);
  }

  /**
   * Matches the delayed in-play orders whose delay is over, earliest release first. One that would
   * now cross the user's own resting bet lapses instead.
   */
  releaseDelayed(now: number): PlaceResult[] {
    const results: PlaceResult[] = [];
    const waiting: Order[] = [];
    const due: Order[] = [];
    for (const order of this.pending) {
      if (order.status === 'PENDING') (order.releaseAt > now ? waiting : due).push(order);
    }
    this.pending = waiting;
    due.sort((a, b) => a.releaseAt - b.releaseAt || a.seq - b.seq);
    for (const order of due) {
      if (order.user.crossesOwn(order.runner, order.side, order.tick)) {
        this.lapse(order);
        results.push(this.result(order, NO_TRADES));
      } else {
        results.push(this.result(order, this.execute(order, now)));
      }
    }
    return results;
  }
}
