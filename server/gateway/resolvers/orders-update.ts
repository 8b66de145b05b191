import type { OrdersEventFiguresResolvers, OrdersUpdateResolvers } from '../__generated__/resolvers';

/**
 * The caller's figures after an order change, read as the change arrives and only when the client
 * asks for them: the events of a DELTA's orders (a market that closed meanwhile is left out), each
 * with its positions and event book from the exchange. A SNAPSHOT carries none (the client reads them
 * with its queries).
 */
export const OrdersUpdate: OrdersUpdateResolvers = {
  events: async (update, _args, { sources }) => {
    if (update.kind !== 'DELTA') return [];
    const marketIds = [...new Set(update.orders.map((order) => order.marketId))];
    const markets = await Promise.all(marketIds.map((marketId) => sources.markets.market(marketId).catch(() => null)));
    return [...new Set(markets.flatMap((market) => (market ? [market.exEventId] : [])))].map((eventId) => ({ eventId }));
  },
};

export const OrdersEventFigures: OrdersEventFiguresResolvers = {
  marketPositions: ({ eventId }, _args, { sources }) => sources.markets.marketPositions(eventId),
  eventBook: ({ eventId }, _args, { sources }) => sources.markets.eventBook(eventId),
};
