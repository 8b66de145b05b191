import { TICK_COUNT } from './ladder';

/** 32-bit words per set of ticks. */
export const TICK_WORDS = Math.ceil(TICK_COUNT / 32);

/** The lowest member ≥ from of the tick bitmap at words[base .. base + TICK_WORDS), or -1. */
export function lowestTickFrom(words: Uint32Array, base: number, from: number): number {
  if (from < 0) from = 0;
  let w = from >>> 5;
  if (w >= TICK_WORDS) return -1;
  let bits = words[base + w]! & (0xffffffff << (from & 31));
  for (;;) {
    if (bits !== 0) return (w << 5) + 31 - Math.clz32(bits & -bits);
    if (++w === TICK_WORDS) return -1;
    bits = words[base + w]!;
  }
}

/** The highest member ≤ from of the tick bitmap at words[base .. base + TICK_WORDS), or -1. */
export function highestTickFrom(words: Uint32Array, base: number, from: number): number {
  if (from >= TICK_COUNT) from = TICK_COUNT - 1;
  if (from < 0) return -1;
  let w = from >>> 5;
  let bits = words[base + w]! & (0xffffffff >>> (31 - (from & 31)));
  for (;;) {
    if (bits !== 0) return (w << 5) + 31 - Math.clz32(bits);
    if (--w < 0) return -1;
    bits = words[base + w]!;
  }
}

/** A set of ticks as a 350-bit bitmap: add/delete O(1), nearest member in at most 11 word reads. */
export class TickSet {
  private readonly words = new Uint32Array(TICK_WORDS);

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
    return lowestTickFrom(this.words, 0, from);
  }

  /** The highest member ≤ from, or -1. */
  highestFrom(from: number): number {
    return highestTickFrom(this.words, 0, from);
  }
}
