import { orderStatusOf } from '@domain/bet-contract';
import { tickToPrice } from '../domain/ladder';
import type { BetRow } from './kinds/types';
import type { OrderView, Trade } from '../domain/types';

/**
 * The average price each of a user's orders has matched at, from the market's trades (an order
 * trades at the resting order's price, so a bet often matches at better odds than it asked).
 * Rounded to hundredths; orders with nothing matched are absent.
 */
export function averagePricesOf(trades: readonly Trade[], userId: string): Map<string, number> {
  return averagesOver(trades, (trade) => [trade.backUserId === userId ? trade.backOrderId : null, trade.layUserId === userId ? trade.layOrderId : null]);
}

/** The average matched price of each of `orderIds` (of any users), from the market's trades; one pass over them. */
export function averagePricesOfOrders(trades: readonly Trade[], orderIds: ReadonlySet<string>): Map<string, number> {
  if (orderIds.size === 0) return new Map();
  return averagesOver(trades, (trade) => [orderIds.has(trade.backOrderId) ? trade.backOrderId : null, orderIds.has(trade.layOrderId) ? trade.layOrderId : null]);
}

function averagesOver(trades: readonly Trade[], sides: (trade: Trade) => [string | null, string | null]): Map<string, number> {
  const sums = new Map<string, { value: number; size: number }>();
  const add = (orderId: string, trade: Trade) => {
    const sum = sums.get(orderId) ?? { value: 0, size: 0 };
    sum.value += tickToPrice(trade.price) * trade.size;
    sum.size += trade.size;
    sums.set(orderId, sum);
  };
  for (const trade of trades) {
    const [back, lay] = sides(trade);
    if (back !== null) add(back, trade);
    if (lay !== null) add(lay, trade);
  }
  return new Map([...sums].map(([orderId, { value, size }]) => [orderId, Math.round((value / size) * 100) / 100]));
}

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
    persistence: order.persistence,
    placedAt: new Date(order.placedAt).toISOString(),
    queueAhead,
  };
}
