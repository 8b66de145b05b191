import type { Order } from './order';
import { RunnerPosition } from './runner-position';
import { TICK_COUNT } from './ladder';
import { TickSet } from './tick-set';

/** How many resting orders a user has per tick on one runner and side, with those ticks as a bitmap. */
class RestingTicks {
  readonly ticks = new TickSet();
  readonly counts = new Uint32Array(TICK_COUNT);
  total = 0;

  add(tick: number): void {
    if (this.counts[tick]!++ === 0) this.ticks.add(tick);
    this.total++;
  }

  remove(tick: number): void {
    if (--this.counts[tick]! === 0) this.ticks.delete(tick);
    this.total--;
  }
}

/** One user's orders, position and resting prices in one market. */
export class UserState {
  /** Every order the user placed in this market, oldest first. */
  readonly orders: Order[] = [];
  readonly position: RunnerPosition;
  private readonly restingTicks: (RestingTicks | undefined)[];

  constructor(
    readonly userId: string,
    runnerCount: number,
  ) {
    this.position = new RunnerPosition(runnerCount);
    this.restingTicks = new Array<RestingTicks | undefined>(runnerCount * 2).fill(undefined);
  }

  addResting(order: Order): void {
    const key = order.runner * 2 + (order.side === 'BACK' ? 0 : 1);
    let resting = this.restingTicks[key];
    if (resting === undefined) this.restingTicks[key] = resting = new RestingTicks();
    resting.add(order.tick);
  }

  removeResting(order: Order): void {
    const key = order.runner * 2 + (order.side === 'BACK' ? 0 : 1);
    const resting = this.restingTicks[key];
    if (resting === undefined) return;
    resting.remove(order.tick);
    if (resting.total === 0) this.restingTicks[key] = undefined;
  }

  /**
   * Would an incoming order cross one of this user's own resting orders? A back at tick t
   * crosses own lays at ≥ t; a lay at t crosses own backs at ≤ t.
   */
  crossesOwn(runner: number, side: 'BACK' | 'LAY', tick: number): boolean {
    if (side === 'BACK') {
      const ownLays = this.restingTicks[runner * 2 + 1];
      return ownLays !== undefined && ownLays.ticks.highestFrom(349) >= tick;
    }
    const ownBacks = this.restingTicks[runner * 2];
    if (ownBacks === undefined) return false;
    const lowest = ownBacks.ticks.lowestFrom(0);
    return lowest !== -1 && lowest <= tick;
  }
}
