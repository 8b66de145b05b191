import type { Resolvers } from '../../__generated__/resolvers';

/**
 * Back office: the operator's console (issue #32) — market controls and site settings. The exchange
 * checks the role on every call (PERMISSION_DENIED for anyone but the operator) and every input.
 */
export const operatorResolvers: Resolvers = {
  Query: {
    operatorMarkets: (_root, { search, sportId, state }, { sources }) => sources.backofficeOperator.markets({ search, sportId, state }),
    operatorMarket: (_root, { marketId }, { sources }) => sources.backofficeOperator.market(marketId),
    siteSettings: (_root, _args, { sources }) => sources.backofficeOperator.settings(),
  },
  Mutation: {
    operatorSetMarketStatus: (_root, { marketId, status }, { sources }) => sources.backofficeOperator.setStatus(marketId, status),
    operatorSettleMarket: (_root, { marketId, winnerId, runs, reason }, { sources }) => sources.backofficeOperator.settle(marketId, { winnerId, runs, reason }),
    operatorVoidMarket: (_root, { marketId, reason }, { sources }) => sources.backofficeOperator.void(marketId, reason),
    updateSiteSettings: async (_root, { input }, { sources }) => {
      const saved = await sources.backofficeOperator.updateSettings(input);
      // The money locale travels with the theme config: this gateway's next first load reads it at once (others within its cache's TTL).
      sources.reference.changedAt(['themeConfig'], Date.now());
      return saved;
    },
  },
};
