import { orderStatusOf } from '@domain/bet-contract';
import { tickToPrice } from '../domain/ladder';
import type { BetRow } from './kinds/types';
import type { OrderView } from '../domain/types';

/**
 * An order as the bettor sees it: decimal odds, sizes in paise. `averagePriceMatched` is null where
 * it is not worked out (order updates on the stream) or nothing has matched; `queueAhead` (the stake
 * ahead of a resting order at its price) is null for orders not resting on a book. The status is the
 * contract's: an order that ended with nothing matched is LAPSED or CANCELLED, not EXECUTION_COMPLETE.
 */
export function orderRowView(order: OrderView, runnerName: string, averagePriceMatched: number | null = null, queueAhead: number | null = null): BetRow {
  return {
    betId: order.orderId,
    runnerId: order.runnerId,
    selectionName: runnerName,
    side: order.side,
    type: order.side === 'BACK' ? ('B' as const) : ('L' as const),
    oddsPrice: tickToPrice(order.price),
    averagePriceMatched,
    stake: order.size,
    sizeMatched: order.sizeMatched,
    sizeRemaining: order.sizeRemaining,
    sizeCancelled: order.sizeCancelled,
    sizeLapsed: order.sizeLapsed,
    status: orderStatusOf(order),
    ...(order.lapseReason ? { lapseReason: order.lapseReason } : {}),
    persistence: order.persistence,
    placedAt: new Date(order.placedAt).toISOString(),
    queueAhead,
  };
}
