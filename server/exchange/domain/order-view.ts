import { PENDING, PERSISTENCES, SIDES, STATUSES } from './order-codes';
import type { OrderRef } from './order-codes';
import type { OrderStore } from './order';
import type { OrderView } from './types';

/** A plain, detached copy of an order for callers to persist or show. */
export function orderView(s: OrderStore, o: OrderRef, runnerId: string): OrderView {
  return {
    orderId: s.ids[o]!,
    userId: s.users[o]!.userId,
    runnerId,
    side: SIDES[s.side[o]!]!,
    price: s.tick[o]!,
    size: s.size[o]!,
    sizeMatched: s.sizeMatched[o]!,
    sizeRemaining: s.remaining[o]!,
    sizeCancelled: s.sizeCancelled[o]!,
    sizeLapsed: s.sizeLapsed(o),
    status: STATUSES[s.status[o]!]!,
    persistence: PERSISTENCES[s.persistence[o]!]!,
    seq: s.seq[o]!,
    placedAt: s.placedAt[o]!,
    releaseAt: s.status[o] === PENDING ? s.releaseAt.get(o)! : 0,
  };
}
