import { EXECUTABLE } from './order-codes';
import type { OrderRef } from './order-codes';
import type { UserState } from './user-state';

const INITIAL_CAPACITY = 1024;

/**
 * Every order of one market, stored column-wise: one typed array per field, indexed by slot.
 * An order costs no object of its own, so hundreds of thousands of resting orders give the
 * garbage collector almost nothing to trace or copy. Each slot is also a node in the intrusive
 * FIFO queue of its price level (`prev` / `next`), so a fill or cancel unlinks it in O(1).
 *
 * When the market keeps no history, a complete order's slot is reused by a later order; its
 * fields stay readable until then (the rest of the command that completed it still reads them).
 */
export class OrderStore {
  capacity = 0;
  /** Slots handed out so far (used or freed). */
  private top = 0;
  private freeSlots: number[] = [];
  readonly ids: string[] = [];
  readonly users: UserState[] = [];
  prev = new Int32Array(0);
  next = new Int32Array(0);
  tick = new Int16Array(0);
  runner = new Int32Array(0);
  side = new Uint8Array(0);
  status = new Uint8Array(0);
  persistence = new Uint8Array(0);
  /** 1 while linked into a price level. */
  resting = new Uint8Array(0);
  size = new Float64Array(0);
  remaining = new Float64Array(0);
  sizeMatched = new Float64Array(0);
  sizeCancelled = new Float64Array(0);
  /** 1 once the order has lapsed; the lapsed size itself is whatever the other sizes leave. */
  lapsed = new Uint8Array(0);
  seq = new Float64Array(0);
  placedAt = new Float64Array(0);
  /** Creation number: orders listed in creation order, as they were placed or restored. */
  created = new Float64Array(0);
  private createdCount = 0;
  /** When each order waiting out the bet delay may match; only those orders have an entry. */
  readonly releaseAt = new Map<OrderRef, number>();

  constructor() {
    this.grow(INITIAL_CAPACITY);
  }

  /** A new executable order, not yet linked into the book. */
  add(id: string, user: UserState, runner: number, side: number, tick: number, size: number, remaining: number, seq: number, placedAt: number, persistence: number): OrderRef {
    let o: OrderRef;
    if (this.freeSlots.length > 0) {
      o = this.freeSlots.pop()!;
      this.ids[o] = id;
      this.users[o] = user;
    } else {
      if (this.top === this.capacity) this.grow(this.capacity * 2);
      o = this.top++;
      this.ids.push(id);
      this.users.push(user);
    }
    this.tick[o] = tick;
    this.runner[o] = runner;
    this.side[o] = side;
    this.status[o] = EXECUTABLE;
    this.persistence[o] = persistence;
    this.resting[o] = 0;
    this.size[o] = size;
    this.remaining[o] = remaining;
    this.sizeMatched[o] = 0;
    this.sizeCancelled[o] = 0;
    this.lapsed[o] = 0;
    this.seq[o] = seq;
    this.placedAt[o] = placedAt;
    this.created[o] = ++this.createdCount;
    return o;
  }

  /** size = matched + cancelled + lapsed + remaining, so a lapsed order's lapsed size is the rest. */
  sizeLapsed(o: OrderRef): number {
    return this.lapsed[o] === 1 ? this.size[o]! - this.sizeMatched[o]! - this.sizeCancelled[o]! - this.remaining[o]! : 0;
  }

  /** Hands a complete order's slot back for reuse. */
  free(o: OrderRef): void {
    this.freeSlots.push(o);
  }

  private grow(capacity: number): void {
    const copy = <T extends Int32Array | Int16Array | Uint8Array | Float64Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.prev = copy(this.prev, new Int32Array(capacity));
    this.next = copy(this.next, new Int32Array(capacity));
    this.tick = copy(this.tick, new Int16Array(capacity));
    this.runner = copy(this.runner, new Int32Array(capacity));
    this.side = copy(this.side, new Uint8Array(capacity));
    this.status = copy(this.status, new Uint8Array(capacity));
    this.persistence = copy(this.persistence, new Uint8Array(capacity));
    this.resting = copy(this.resting, new Uint8Array(capacity));
    this.size = copy(this.size, new Float64Array(capacity));
    this.remaining = copy(this.remaining, new Float64Array(capacity));
    this.sizeMatched = copy(this.sizeMatched, new Float64Array(capacity));
    this.sizeCancelled = copy(this.sizeCancelled, new Float64Array(capacity));
    this.lapsed = copy(this.lapsed, new Uint8Array(capacity));
    this.seq = copy(this.seq, new Float64Array(capacity));
    this.placedAt = copy(this.placedAt, new Float64Array(capacity));
    this.created = copy(this.created, new Float64Array(capacity));
    this.capacity = capacity;
  }
}
