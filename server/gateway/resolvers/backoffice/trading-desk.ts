import type { Resolvers } from '../../__generated__/resolvers';

/**
 * Back office: the trading desk (issue #48). The exchange checks who may use it (the admin, and the
 * levels the site settings allow: PERMISSION_DENIED otherwise) and every input.
 */
export const tradingDeskResolvers: Resolvers = {
  Query: {
    tradingDeskOpen: (_root, _args, { sources }) => sources.tradingDesk.open(),
    tradingDesk: (_root, _args, { sources }) => sources.tradingDesk.desk(),
    deskEvent: (_root, { eventId }, { sources }) => sources.tradingDesk.event(eventId),
  },
  Mutation: {
    deskCreateEvent: (_root, { input }, { sources }) => sources.tradingDesk.createEvent(input),
    deskEditEvent: (_root, { input }, { sources }) => sources.tradingDesk.editEvent(input),
    deskAddMarket: (_root, { input }, { sources }) => sources.tradingDesk.addMarket(input),
    deskQuote: (_root, { input }, { sources }) => sources.tradingDesk.quote(input),
    deskSetMarketStatus: (_root, { marketId, status }, { sources }) => sources.tradingDesk.setMarketStatus(marketId, status),
    deskSuspendEvent: (_root, { eventId }, { sources }) => sources.tradingDesk.suspendEvent(eventId),
    deskReopenEvent: (_root, { eventId }, { sources }) => sources.tradingDesk.reopenEvent(eventId),
    deskStartPlay: (_root, { eventId }, { sources }) => sources.tradingDesk.startPlay(eventId),
    deskPlay: (_root, { input }, { sources }) => sources.tradingDesk.play(input),
    deskSettleMarket: (_root, { marketId, winnerId, runs }, { sources }) => sources.tradingDesk.settle(marketId, { winnerId, runs }),
  },
};
