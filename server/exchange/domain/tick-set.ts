import { TICK_COUNT } from './ladder';

const WORDS = Math.ceil(TICK_COUNT / 32);

/** A set of ticks as a 350-bit bitmap: add/delete O(1), nearest member in at most 11 word reads. */
export class TickSet {
  private readonly words = new Uint32Array(WORDS);

  add(tick: number): void {
    this.words[tick >>> 5]! |= 1 << (tick & 31);
  }

  delete(tick: number): void {
    this.words[tick >>> 5]! &= ~(1 << (tick & 31));
  }

  has(tick: number): boolean {
    return ((this.words[tick >>> 5] ?? 0) & (1 << (tick & 31))) !== 0;
  }

  /** The lowest member ≥ from, or -1. */
  lowestFrom(from: number): number {
    if (from < 0) from = 0;
    let w = from >>> 5;
    if (w >= WORDS) return -1;
    let bits = (this.words[w] ?? 0) & (0xffffffff << (from & 31));
    for (;;) {
      if (bits !== 0) return (w << 5) + 31 - Math.clz32(bits & -bits);
      if (++w === WORDS) return -1;
      bits = this.words[w] ?? 0;
    }
  }

  /** The highest member ≤ from, or -1. */
  highestFrom(from: number): number {
    if (from >= TICK_COUNT) from = TICK_COUNT - 1;
    if (from < 0) return -1;
    let w = from >>> 5;
    let bits = (this.words[w] ?? 0) & (0xffffffff >>> (31 - (from & 31)));
    for (;;) {
      if (bits !== 0) return (w << 5) + 31 - Math.clz32(bits);
      if (--w < 0) return -1;
      bits = this.words[w] ?? 0;
    }
  }
}
