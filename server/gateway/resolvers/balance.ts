import type { BalanceResolvers } from '../__generated__/resolvers';

/** The exchange computes the four figures (docs/money.md); the REST name of the wallet is bankBalance. */
export const Balance: BalanceResolvers = {
  wallet: (balance) => balance.bankBalance,
};
