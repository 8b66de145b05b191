import type { BackofficeRiskRow, Resolvers } from '../../__generated__/resolvers';
import type { RiskBookRow, RiskChange, RiskMarketDetail } from '../../datasources/backoffice-risk-api';
import { betTickerFeed, riskBookFeed } from '../../live/backoffice-feeds';

/** The exchange's row (REST and the `risk` topic) as the schema's. */
const rowOf = ({ exEventId, ...row }: RiskBookRow): BackofficeRiskRow => ({ ...row, eventId: exEventId });

/** Drops null inputs (GraphQL sends an absent optional input as null; the REST body wants it left out). */
function present<T extends object>(o: T | null | undefined): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/**
 * Back office: risk and bets (issue #32, docs/risk-book.md). The figures come from the exchange's
 * risk book over the caller's subtree; the subscriptions from its `risk` and `ticker` stream topics.
 */
export const riskResolvers: Resolvers = {
  Query: {
    backofficeRiskBook: async (_root, _args, { sources }) => (await sources.backofficeRisk.book()).map(rowOf),
    backofficeRiskMarket: async (_root, { marketId }, { sources }) => {
      const { bets, ...row }: RiskMarketDetail = await sources.backofficeRisk.market(marketId);
      return { row: rowOf(row), bets };
    },
    backofficeBets: async (_root, { filter, first, after }, { sources }) => {
      const page = await sources.backofficeRisk.bets(present(filter), first ?? undefined, after ?? undefined);
      return { bets: page.rows, nextCursor: page.nextCursor };
    },
  },
  Subscription: {
    backofficeRiskBook: {
      subscribe: (_root, _args, { live, token }) => riskBookFeed(live, token),
      resolve: (change: RiskChange) => ({ marketId: change.marketId, row: change.row ? rowOf(change.row) : null }),
    },
    backofficeBetTicker: { subscribe: (_root, _args, { live, token }) => betTickerFeed(live, token), resolve: <T>(bet: T) => bet },
  },
};
