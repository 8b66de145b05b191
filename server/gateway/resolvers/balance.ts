import type { BalanceResolvers } from '../__generated__/resolvers';

export const Balance: BalanceResolvers = {
  // The header's figure (spec §3): bankBalance minus exposure.
  available: (balance) => balance.bankBalance - balance.exposure,
};
