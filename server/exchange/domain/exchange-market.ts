import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { ODDS100_BY_TICK, assertTick } from './ladder';
import type { Tick } from './ladder';
import { assertCancellable, assertOpenForBetting, assertOrderId, assertSide, assertUserId } from './market-status';
import { assertStake } from './money';
import { BACK, LAY, PENDING, SIDES, STATUSES } from './order-codes';
import type { OrderRef } from './order-codes';
import { ExchangeMarketRecords } from './exchange-market-records';
import { NO_TRADES } from './runner-book';
import type { Funds, OrderStatus, OrderView, Persistence, PlaceResult, Side } from './types';

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
    const side = command.side === 'BACK' ? BACK : LAY;
    if (user.crossesOwn(runner, side, tick)) {
      throw new DomainError('INVALID_BACK_LAY_COMBINATION', 'The bet would match your own unmatched bet');
    }
    const odds100 = ODDS100_BY_TICK[tick] as number;
    if (funds) {
      const after = user.position.exposureAfterUnmatchedChange(runner, command.side, [odds100, 0], [odds100, size]);
      checkAffordability({ ...funds, exposureBefore: user.position.exposure(), exposureAfter: after });
    }

    const o = this.store.add(command.orderId, user, runner, side, tick, size, size, ++this.seq, command.now, persistence === 'LAPSE' ? 0 : 1);
    this.liveOrders.add(command.orderId, o);
    if (this.keepHistory) user.orders.push(o);
    user.position.changeUnmatched(runner, command.side, odds100, 0, size);
    return this.submit(o, command.now);
  }

  /** Cancels the whole unmatched size, or reduces it by `sizeReduction`. */
  cancel(command: CancelOrder): CancelResult {
    const o = this.ownOrder(command.orderId, command.userId);
    if (command.sizeReduction !== undefined) assertStake(command.sizeReduction, 'sizeReduction');
    assertCancellable(this.status);
    const s = this.store;
    const remaining = s.remaining[o]!;
    const reduction = Math.min(command.sizeReduction ?? remaining, remaining);
    const tick = s.tick[o]!;
    const odds100 = ODDS100_BY_TICK[tick] as number;
    s.users[o]!.position.changeUnmatched(s.runner[o]!, SIDES[s.side[o]!]!, odds100, remaining, remaining - reduction);
    if (s.resting[o] === 1) this.books[s.runner[o]!]!.sideOf(s.side[o]!).sizes[tick]! -= reduction;
    s.remaining[o] = remaining - reduction;
    s.sizeCancelled[o]! += reduction;
    if (remaining === reduction) {
      if (s.resting[o] === 1) this.unrest(o);
      this.finish(o);
    }
    return { orderId: command.orderId, sizeCancelled: reduction, sizeRemaining: s.remaining[o]!, status: STATUSES[s.status[o]!]! };
  }

  /** Changes what happens to the unmatched size when the market turns in-play (LAPSE or PERSIST); answers the persistence it had. */
  updatePersistence(command: { orderId: string; userId: string; persistence: Persistence }): Persistence {
    const o = this.ownOrder(command.orderId, command.userId);
    if (command.persistence !== 'LAPSE' && command.persistence !== 'PERSIST') throw new DomainError('INVALID_INPUT_DATA', 'persistence must be LAPSE or PERSIST');
    assertOpenForBetting(this.status);
    const before = this.store.persistence[o] === 1 ? 'PERSIST' : 'LAPSE';
    this.store.persistence[o] = command.persistence === 'PERSIST' ? 1 : 0;
    return before;
  }

  /** Moves the unmatched size to a new price: a new queue position, and it may match at once. */
  replace(command: ReplaceOrder, funds?: Funds): PlaceResult {
    const o = this.ownOrder(command.orderId, command.userId);
    const tick = assertTick(command.price);
    assertOpenForBetting(this.status);
    const s = this.store;
    const user = s.users[o]!;
    const runner = s.runner[o]!;
    if (user.crossesOwn(runner, s.side[o]!, tick)) {
      throw new DomainError('INVALID_BACK_LAY_COMBINATION', 'The bet would match your own unmatched bet');
    }
    const side = SIDES[s.side[o]!]!;
    const remaining = s.remaining[o]!;
    const position = user.position;
    const from = ODDS100_BY_TICK[s.tick[o]!] as number;
    const to = ODDS100_BY_TICK[tick] as number;
    if (funds) {
      const after = position.exposureAfterUnmatchedChange(runner, side, [from, remaining], [to, remaining]);
      checkAffordability({ ...funds, exposureBefore: position.exposure(), exposureAfter: after });
    }
    if (s.resting[o] === 1) this.unrest(o);
    position.changeUnmatched(runner, side, from, remaining, 0);
    position.changeUnmatched(runner, side, to, 0, remaining);
    s.tick[o] = tick;
    s.seq[o] = ++this.seq;
    s.placedAt[o] = command.now;
    return this.submit(o, command.now);
  }

  /** Whether a delayed in-play order's delay is over by `now` (releaseDelayed would release it). */
  hasDelayedDue(now: number): boolean {
    return this.pending.some((o) => this.isDelayedDue(o, now));
  }

  /** The delayed in-play orders releaseDelayed(now) would release, as views (the market's other open orders are not read). */
  delayedDue(now: number): OrderView[] {
    return this.pending.filter((o) => this.isDelayedDue(o, now)).map((o) => this.view(o));
  }

  private isDelayedDue(o: OrderRef, now: number): boolean {
    return this.store.status[o] === PENDING && this.store.releaseAt.get(o)! <= now;
  }

  /**
   * Matches the delayed in-play orders whose delay is over, earliest release first. One that would
   * now cross the user's own resting bet lapses instead (INVALID_BACK_LAY_COMBINATION), and so does one
   * whose user `refused` names a code for (a time-out or self-exclusion begun during the delay).
   */
  releaseDelayed(now: number, refused?: (userId: string) => 'TIMED_OUT' | 'SELF_EXCLUDED' | null): PlaceResult[] {
    const results: PlaceResult[] = [];
    const s = this.store;
    const waiting: OrderRef[] = [];
    const due: OrderRef[] = [];
    for (const o of this.pending) {
      if (s.status[o] === PENDING) (s.releaseAt.get(o)! > now ? waiting : due).push(o);
    }
    this.pending = waiting;
    due.sort((a, b) => s.releaseAt.get(a)! - s.releaseAt.get(b)! || s.seq[a]! - s.seq[b]!);
    for (const o of due) {
      const refusal = refused?.(s.users[o]!.userId) ?? null;
      if (refusal !== null || s.users[o]!.crossesOwn(s.runner[o]!, s.side[o]!, s.tick[o]!)) {
        const { lapseReason } = this.lapse(o, refusal ?? 'INVALID_BACK_LAY_COMBINATION');
        results.push(lapseReason ? { ...this.result(o, NO_TRADES), lapseReason } : this.result(o, NO_TRADES));
      } else {
        results.push(this.result(o, this.execute(o, now)));
      }
    }
    return results;
  }
}
