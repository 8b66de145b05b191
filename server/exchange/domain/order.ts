import type { Persistence, OrderStatus, Side } from './types';
import type { UserState } from './user-state';

/**
 * An exchange order. It is also its own node in the intrusive FIFO queue of its price level,
 * so a fill or cancel unlinks it in O(1) whatever the queue length.
 */
export class Order {
  prev: Order | null = null;
  next: Order | null = null;
  sizeMatched = 0;
  sizeCancelled = 0;
  sizeLapsed = 0;
  status: OrderStatus = 'EXECUTABLE';
  /** True while linked into a price level. */
  resting = false;
  releaseAt = 0;

  constructor(
    readonly id: string,
    readonly user: UserState,
    readonly runner: number,
    readonly side: Side,
    public tick: number,
    readonly size: number,
    public remaining: number,
    public seq: number,
    public placedAt: number,
    readonly persistence: Persistence,
  ) {}
}
