import { ODDS100_BY_TICK, TICK_COUNT } from './ladder';
import type { Order } from './order';
import { TickSet } from './tick-set';
import type { PriceSize } from './types';

/**
 * The resting orders of one side of one runner: 350 price levels, each an intrusive
 * doubly-linked FIFO queue with a running size total. The best price is kept up to date
 * incrementally; when the best level empties, the next one is found in the level bitmap.
 *
 * Resting lays (what backers take) are best at the highest tick; resting backs at the lowest.
 */
export class BookSide {
  readonly heads: (Order | null)[] = new Array<Order | null>(TICK_COUNT).fill(null);
  private readonly tails: (Order | null)[] = new Array<Order | null>(TICK_COUNT).fill(null);
  /** Total unmatched size per tick. */
  readonly sizes = new Float64Array(TICK_COUNT);
  private readonly levels = new TickSet();
  /** Best tick, or -1 when the side is empty. */
  best = -1;

  constructor(readonly bestIsHighest: boolean) {}

  /** Joins the back of the queue at the order's tick. */
  append(order: Order): void {
    const tick = order.tick;
    const tail = this.tails[tick] ?? null;
    order.prev = tail;
    order.next = null;
    if (tail === null) this.heads[tick] = order;
    else tail.next = order;
    this.tails[tick] = order;
    this.linked(order);
  }

  /** Inserts by sequence number (a restore may arrive in any order); O(1) when already in order. */
  insertBySeq(order: Order): void {
    const tick = order.tick;
    let after = this.tails[tick] ?? null;
    while (after !== null && after.seq > order.seq) after = after.prev;
    const before = after === null ? (this.heads[tick] ?? null) : after.next;
    order.prev = after;
    order.next = before;
    if (after === null) this.heads[tick] = order;
    else after.next = order;
    if (before === null) this.tails[tick] = order;
    else before.prev = order;
    this.linked(order);
  }

  private linked(order: Order): void {
    const tick = order.tick;
    order.resting = true;
    this.sizes[tick]! += order.remaining;
    this.levels.add(tick);
    if (this.best === -1 || (this.bestIsHighest ? tick > this.best : tick < this.best)) this.best = tick;
  }

  /** Unlinks an order in O(1); its remaining size leaves the level total. */
  remove(order: Order): void {
    const tick = order.tick;
    const { prev, next } = order;
    if (prev === null) this.heads[tick] = next;
    else prev.next = next;
    if (next === null) this.tails[tick] = prev;
    else next.prev = prev;
    order.prev = order.next = null;
    order.resting = false;
    this.sizes[tick]! -= order.remaining;
    if (this.heads[tick] === null) {
      this.sizes[tick] = 0;
      this.levels.delete(tick);
      if (tick === this.best) this.best = this.bestIsHighest ? this.levels.highestFrom(tick) : this.levels.lowestFrom(tick);
    }
  }

  /** The best `depth` levels with their sizes, best first. */
  top(depth: number): PriceSize[] {
    const out: PriceSize[] = [];
    let tick = this.best;
    while (tick !== -1 && out.length < depth) {
      out.push({ price: tick, odds: (ODDS100_BY_TICK[tick] as number) / 100, size: this.sizes[tick]! });
      tick = this.bestIsHighest ? this.levels.highestFrom(tick - 1) : this.levels.lowestFrom(tick + 1);
    }
    return out;
  }

  /** Every resting order, best level first and oldest first within a level. */
  *orders(): Generator<Order> {
    let tick = this.best;
    while (tick !== -1) {
      for (let order = this.heads[tick] ?? null; order !== null; ) {
        const next: Order | null = order.next;
        yield order;
        order = next;
      }
      tick = this.bestIsHighest ? this.levels.highestFrom(tick - 1) : this.levels.lowestFrom(tick + 1);
    }
  }
}
