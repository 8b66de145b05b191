import type { SubscriptionDownlineDeskArgs, SubscriptionResolvers } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import type { BankingRequestRow } from '../datasources/banking-api';
import type { ReferenceEndpoint } from '../datasources/cache-config';
import type { EventDetailPush, OrdersUpdateRow, ProductChangeEvent } from '../live/feeds';
import { eventsOfChange } from './orders-update';

const asIs = <T>(event: T): T => event;

/** The cached reference answers each product's lists are read from (the others are never cached). */
const CACHED_LISTS: Record<ProductChangeEvent['product'], readonly ReferenceEndpoint[]> = { lottery: [], binary: [], virtual: [], racing: ['racingEvents'], tips: ['tips'] };

/**
 * Each event of a feed is the field's value as is. marketBook, score, eventChanged and productChanged are public and
 * shared by every subscriber of the same document (live/shared-execution.ts); myBalance and myOrders run per
 * subscriber with the caller's token.
 */
export const Subscription: SubscriptionResolvers = {
  marketBook: { subscribe: (_root, { marketId }, { live }) => live.market(marketId), resolve: asIs },
  score: { subscribe: (_root, { eventId }, { live }) => live.score(eventId), resolve: asIs },
  // The Query is the value: the subscriber's selection of it is read once per change (and shared, like marketBook).
  productChanged: {
    subscribe: (_root, { product }, { live }) => live.product(product.toLowerCase()),
    resolve: (change: ProductChangeEvent, _args: unknown, { sources }: GatewayContext) => {
      sources.reference.changedAt(CACHED_LISTS[change.product], change.receivedAt);
      return {};
    },
  },
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
