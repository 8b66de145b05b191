import type { DownlineUserResolvers } from '../__generated__/resolvers';

/** A downline user's money is the exchange's four figures (docs/money.md); the REST name of the wallet is bankBalance. */
export const DownlineUser: DownlineUserResolvers = {
  wallet: (user) => user.bankBalance,
};
