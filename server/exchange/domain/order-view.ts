import type { Order } from './order';
import type { OrderView } from './types';

/** A plain, detached copy of an order for callers to persist or show. */
export function orderView(order: Order, runnerId: string): OrderView {
  return {
    orderId: order.id,
    userId: order.user.userId,
    runnerId,
    side: order.side,
    price: order.tick,
    size: order.size,
    sizeMatched: order.sizeMatched,
    sizeRemaining: order.remaining,
    sizeCancelled: order.sizeCancelled,
    sizeLapsed: order.sizeLapsed,
    status: order.status,
    persistence: order.persistence,
    seq: order.seq,
    placedAt: order.placedAt,
    releaseAt: order.status === 'PENDING' ? order.releaseAt : 0,
  };
}
