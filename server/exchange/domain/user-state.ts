import type { OrderRef } from './order-codes';
import { BACK } from './order-codes';
import { RunnerPosition } from './runner-position';
import { TICK_COUNT } from './ladder';
import { TICK_WORDS, highestTickFrom, lowestTickFrom } from './tick-set';

/**
 * One user's orders, position and resting prices in one market.
 *
 * For the self-match rule it keeps, per runner and side ("book" = runner × 2 + side), how many
 * resting orders the user has at each tick, those ticks as a bitmap, and the lowest and highest
 * of them, all in flat typed arrays. Resting an order is two array writes and a compare; the
 * self-match test is one compare; only taking away the last order at the lowest or highest tick
 * searches the bitmap (at most 11 words) for the new one.
 */
export class UserState {
  /** Every order the user placed in this market, oldest first (kept only with history on). */
  readonly orders: OrderRef[] = [];
  readonly position: RunnerPosition;
  /** Resting orders at [book × TICK_COUNT + tick]. */
  private readonly counts: Uint32Array;
  /** Ticks with a resting order, TICK_WORDS words per book. */
  private readonly bits: Uint32Array;
  /** Lowest and highest tick with a resting order per book, -1 when none. */
  private readonly low: Int16Array;
  private readonly high: Int16Array;

  constructor(
    readonly userId: string,
    runnerCount: number,
  ) {
    this.position = new RunnerPosition(runnerCount);
    this.counts = new Uint32Array(runnerCount * 2 * TICK_COUNT);
    this.bits = new Uint32Array(runnerCount * 2 * TICK_WORDS);
    this.low = new Int16Array(runnerCount * 2).fill(-1);
    this.high = new Int16Array(runnerCount * 2).fill(-1);
  }

  /** `side` is the BACK / LAY code. */
  addResting(runner: number, side: number, tick: number): void {
    const book = runner * 2 + (side === BACK ? 0 : 1);
    if (this.counts[book * TICK_COUNT + tick]!++ !== 0) return;
    this.bits[book * TICK_WORDS + (tick >>> 5)]! |= 1 << (tick & 31);
    const low = this.low[book]!;
    if (low === -1 || tick < low) this.low[book] = tick;
    if (tick > this.high[book]!) this.high[book] = tick;
  }

  removeResting(runner: number, side: number, tick: number): void {
    const book = runner * 2 + (side === BACK ? 0 : 1);
    if (--this.counts[book * TICK_COUNT + tick]! !== 0) return;
    const base = book * TICK_WORDS;
    this.bits[base + (tick >>> 5)]! &= ~(1 << (tick & 31));
    if (tick === this.low[book]) this.low[book] = lowestTickFrom(this.bits, base, tick);
    if (tick === this.high[book]) this.high[book] = highestTickFrom(this.bits, base, tick);
  }

  /**
   * Would an incoming order cross one of this user's own resting orders? A back at tick t
   * crosses own lays at ≥ t; a lay at t crosses own backs at ≤ t.
   */
  crossesOwn(runner: number, side: number, tick: number): boolean {
    if (side === BACK) return this.high[runner * 2 + 1]! >= tick;
    const lowestBack = this.low[runner * 2]!;
    return lowestBack !== -1 && lowestBack <= tick;
  }
}
