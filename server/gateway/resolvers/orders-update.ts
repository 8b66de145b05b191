import type { OrdersEventFiguresResolvers } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import type { OrdersEventRow, OrdersUpdateRow } from '../live/feeds';

/**
 * The events of an order change whose figures moved: the events of a DELTA's orders (a market that
 * closed meanwhile is left out); none for a SNAPSHOT (the client reads them with its queries).
 */
export async function eventsOfChange(update: OrdersUpdateRow, { sources }: GatewayContext): Promise<OrdersEventRow[]> {
  if (update.kind !== 'DELTA') return [];
  const marketIds = [...new Set(update.orders.map((order) => order.marketId))];
  const markets = await Promise.all(marketIds.map((marketId) => sources.markets.market(marketId).catch(() => null)));
  return [...new Set(markets.flatMap((market) => (market ? [market.exEventId] : [])))].map((eventId) => ({ eventId }));
}

/** An event's figures after an order change, from the exchange, read only when the client asks for them. */
export const OrdersEventFigures: OrdersEventFiguresResolvers = {
  marketPositions: ({ eventId }, _args, { sources }) => sources.markets.marketPositions(eventId),
  eventBook: ({ eventId }, _args, { sources }) => sources.markets.eventBook(eventId),
};
