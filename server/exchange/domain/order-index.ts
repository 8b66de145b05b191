import { NONE } from './order-codes';
import type { OrderRef } from './order-codes';

/** FNV-1a over the UTF-16 code units, then a murmur-style finaliser so linear probing spreads well. */
function hashOf(id: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/**
 * The live orders by id: an open-addressing hash table (linear probing, at most 3/4 full) in one
 * typed array of (32-bit hash of the id, order slot) pairs. Looking up an id that is not there, as
 * every new order does, reads one run of adjacent pairs and no strings; a hit compares the strings
 * once. A JS Map of 300k string keys instead walks bucket chains and reads every candidate key,
 * several cache misses per lookup. Ids are compared by value, exactly as a Map compares them.
 */
export class OrderIndex {
  size = 0;
  /** Capacity − 1; the capacity is a power of two. */
  private mask = 0;
  /** [hash, slot] per entry; slot NONE marks an empty entry. */
  private table = new Int32Array(0);
  /** The hash of the id last looked up, so add() after a failed get() does not hash it again. */
  private lastId = '';
  private lastHash = 0;
  /** The hash of each indexed slot's id, so removing a slot needs neither its id nor a hash. */
  private slotHash = new Int32Array(1024);

  /** `ids` is the order store's id column: the key of the entry for slot r is ids[r]. */
  constructor(private readonly ids: readonly string[]) {
    this.resize(1024);
  }

  get(id: string): OrderRef {
    const h = this.hash(id);
    const { table, mask, ids } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const r = table[2 * i + 1]!;
      if (r === NONE || (table[2 * i] === h && ids[r] === id)) return r;
    }
  }

  has(id: string): boolean {
    return this.get(id) !== NONE;
  }

  /** Adds an id that is not in the index, for slot `ref`. */
  add(id: string, ref: OrderRef): void {
    if (this.size >= this.mask - (this.mask >>> 2)) this.resize((this.mask + 1) * 2);
    if (ref >= this.slotHash.length) {
      const grown = new Int32Array(Math.max(ref + 1, this.slotHash.length * 2));
      grown.set(this.slotHash);
      this.slotHash = grown;
    }
    const h = this.hash(id);
    this.slotHash[ref] = h;
    this.insert(h, ref);
    this.size++;
  }

  /** Removes the entry of slot `ref` (which must be indexed), shifting later entries of its run back. */
  delete(ref: OrderRef): void {
    const { table, mask } = this;
    let i = this.slotHash[ref]! & mask;
    while (table[2 * i + 1] !== ref) i = (i + 1) & mask;
    for (let j = (i + 1) & mask; table[2 * j + 1] !== NONE; j = (j + 1) & mask) {
      const home = table[2 * j]! & mask;
      // The entry at j may move to the hole at i unless its home lies cyclically in (i, j].
      if (i <= j ? home <= i || home > j : home <= i && home > j) {
        table[2 * i] = table[2 * j]!;
        table[2 * i + 1] = table[2 * j + 1]!;
        i = j;
      }
    }
    table[2 * i + 1] = NONE;
    this.size--;
  }

  /** Every slot in the index, in no particular order. */
  values(): OrderRef[] {
    const out: OrderRef[] = [];
    for (let i = 1; i < this.table.length; i += 2) if (this.table[i] !== NONE) out.push(this.table[i]!);
    return out;
  }

  private hash(id: string): number {
    if (id !== this.lastId) {
      this.lastId = id;
      this.lastHash = hashOf(id);
    }
    return this.lastHash;
  }

  private insert(h: number, ref: OrderRef): void {
    const { table, mask } = this;
    let i = h & mask;
    while (table[2 * i + 1] !== NONE) i = (i + 1) & mask;
    table[2 * i] = h;
    table[2 * i + 1] = ref;
  }

  private resize(capacity: number): void {
    const old = this.table;
    this.table = new Int32Array(capacity * 2).fill(NONE);
    this.mask = capacity - 1;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== NONE) this.insert(old[i]!, old[i + 1]!);
  }
}
