import type { SubscriptionResolvers } from '../__generated__/resolvers';

const asIs = <T>(event: T): T => event;

/**
 * Each event of a feed is the field's value as is. marketBook and score are public and shared by
 * every subscriber of the same document (live/shared-execution.ts); myBalance and myOrders run per
 * subscriber with the caller's token.
 */
export const Subscription: SubscriptionResolvers = {
  marketBook: { subscribe: (_root, { marketId }, { live }) => live.market(marketId), resolve: asIs },
  score: { subscribe: (_root, { eventId }, { live }) => live.score(eventId), resolve: asIs },
  myBalance: { subscribe: (_root, _args, { live, token }) => live.balance(token), resolve: asIs },
  myOrders: { subscribe: (_root, _args, { live, token }) => live.orders(token), resolve: asIs },
  myBankingRequests: { subscribe: (_root, _args, { live, token }) => live.banking('banking', token), resolve: asIs },
  downlineBankingRequests: { subscribe: (_root, _args, { live, token }) => live.banking('downline', token), resolve: asIs },
};
