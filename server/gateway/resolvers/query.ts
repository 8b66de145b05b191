import type { QueryResolvers } from '../__generated__/resolvers';

export const Query: QueryResolvers = {
  sports: (_root, _args, { sources }) => sources.reference.sports(),
};
