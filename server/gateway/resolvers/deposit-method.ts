import type { DepositMethodResolvers } from '../__generated__/resolvers';

export const DepositMethod: DepositMethodResolvers = {
  details: (method) => Object.entries(method.details).map(([key, value]) => ({ key, value: String(value) })),
};
