import type { SubscriptionDownlineDeskArgs, SubscriptionResolvers } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import type { BankingRequestRow } from '../datasources/banking-api';
import type { EventDetailPush, OrdersUpdateRow } from '../live/feeds';
import { eventsOfChange } from './orders-update';

const asIs = <T>(event: T): T => event;

/**
 * Each event of a feed is the field's value as is. marketBook, score and eventChanged are public and shared by
 * every subscriber of the same document (live/shared-execution.ts); myBalance and myOrders run per
 * subscriber with the caller's token.
 */
export const Subscription: SubscriptionResolvers = {
  marketBook: { subscribe: (_root, { marketId }, { live }) => live.market(marketId), resolve: asIs },
  score: { subscribe: (_root, { eventId }, { live }) => live.score(eventId), resolve: asIs },
  // The exchange publishes /events/detail's answer: the event's row with its markets beside it.
  eventChanged: { subscribe: (_root, { eventId }, { live }) => live.event(eventId), resolve: ({ event, markets }: EventDetailPush) => ({ ...event, markets }) },
  myBalance: { subscribe: (_root, _args, { live, token }) => live.balance(token), resolve: asIs },
  myOrders: { subscribe: (_root, { after }, { live, token }) => live.orders(token, after), resolve: asIs },
  // The figures of each order change on their own stream: myOrders is not held up while they are read.
  myEventFigures: { subscribe: (_root, _args, { live, token }) => live.orders(token), resolve: (update: OrdersUpdateRow, _args: unknown, context: GatewayContext) => eventsOfChange(update, context) },
  myBankingRequests: { subscribe: (_root, _args, { live, token }) => live.banking('banking', token), resolve: asIs },
  downlineBankingRequests: { subscribe: (_root, _args, { live, token }) => live.banking('downline', token), resolve: asIs },
  // The desk's figures after each change are read as the change arrives (totals depend on the agent's `since`).
  downlineDesk: {
    subscribe: (_root, _args, { live, token }) => live.banking('downline', token),
    resolve: async (request: BankingRequestRow, { since }: SubscriptionDownlineDeskArgs, { sources }: GatewayContext) => {
      const [totals, users] = await Promise.all([sources.banking.downlineTotals(since), sources.banking.downlineUsers()]);
      return { request, totals, user: users.find((u) => u.userName === request.userName) ?? null };
    },
  },
};
