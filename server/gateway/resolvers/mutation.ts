import type { MutationResolvers } from '../__generated__/resolvers';

export const Mutation: MutationResolvers = {
  login: (_root, { username, password }, { sources }) => sources.account.login(username, password),
  logout: (_root, _args, { sources }) => sources.account.logout(),
};
