import type { BankingRequestResolvers } from '../__generated__/resolvers';

export const BankingRequest: BankingRequestResolvers = {
  destination: (request) => (request.destination ? Object.entries(request.destination).map(([key, value]) => ({ key, value: String(value) })) : null),
};
