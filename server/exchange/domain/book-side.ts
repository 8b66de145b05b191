import { ODDS100_BY_TICK, TICK_COUNT } from './ladder';
import { NONE } from './order-codes';
import type { OrderRef } from './order-codes';
import type { OrderStore } from './order';
import { TickSet } from './tick-set';
import type { PriceSize } from './types';

/**
 * The resting orders of one side of one runner: 350 price levels, each an intrusive
 * doubly-linked FIFO queue (through the store's prev/next columns) with a running size total.
 * The best price is kept up to date incrementally; when the best level empties, the next one
 * is found in the level bitmap.
 *
 * Resting lays (what backers take) are best at the highest tick; resting backs at the lowest.
 */
export class BookSide {
  readonly heads = new Int32Array(TICK_COUNT).fill(NONE);
  private readonly tails = new Int32Array(TICK_COUNT).fill(NONE);
  /** Total unmatched size per tick. */
  readonly sizes = new Float64Array(TICK_COUNT);
  private readonly levels = new TickSet();
  /** Best tick, or -1 when the side is empty. */
  best = -1;

  constructor(
    readonly bestIsHighest: boolean,
    private readonly store: OrderStore,
  ) {}

  /** Joins the back of the queue at the order's tick. */
  append(o: OrderRef): void {
    const s = this.store;
    const tick = s.tick[o]!;
    const tail = this.tails[tick]!;
    s.prev[o] = tail;
    s.next[o] = NONE;
    if (tail === NONE) this.heads[tick] = o;
    else s.next[tail] = o;
    this.tails[tick] = o;
    this.linked(o, tick);
  }

  /** Inserts by sequence number (a restore may arrive in any order); O(1) when already in order. */
  insertBySeq(o: OrderRef): void {
    const s = this.store;
    const tick = s.tick[o]!;
    let after = this.tails[tick]!;
    while (after !== NONE && s.seq[after]! > s.seq[o]!) after = s.prev[after]!;
    const before = after === NONE ? this.heads[tick]! : s.next[after]!;
    s.prev[o] = after;
    s.next[o] = before;
    if (after === NONE) this.heads[tick] = o;
    else s.next[after] = o;
    if (before === NONE) this.tails[tick] = o;
    else s.prev[before] = o;
    this.linked(o, tick);
  }

  private linked(o: OrderRef, tick: number): void {
    this.store.resting[o] = 1;
    this.sizes[tick]! += this.store.remaining[o]!;
    this.levels.add(tick);
    const best = this.best;
    if (best === -1 || (this.bestIsHighest ? tick > best : tick < best)) this.best = tick;
  }

  /** Unlinks an order in O(1); its remaining size leaves the level total. */
  remove(o: OrderRef): void {
    const s = this.store;
    const tick = s.tick[o]!;
    const prev = s.prev[o]!;
    const next = s.next[o]!;
    if (prev === NONE) this.heads[tick] = next;
    else s.next[prev] = next;
    if (next === NONE) this.tails[tick] = prev;
    else s.prev[next] = prev;
    s.prev[o] = s.next[o] = NONE;
    s.resting[o] = 0;
    this.sizes[tick]! -= s.remaining[o]!;
    if (this.heads[tick] === NONE) {
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
  orders(): OrderRef[] {
    const out: OrderRef[] = [];
    let tick = this.best;
    while (tick !== -1) {
      for (let o = this.heads[tick]!; o !== NONE; o = this.store.next[o]!) out.push(o);
      tick = this.bestIsHighest ? this.levels.highestFrom(tick - 1) : this.levels.lowestFrom(tick + 1);
    }
    return out;
  }
}
