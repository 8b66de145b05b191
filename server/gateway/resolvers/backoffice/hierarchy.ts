import type { Resolvers } from '../../__generated__/resolvers';

/**
 * Back office: the hierarchy (issue #32, docs/adr/hierarchy.md) — a level's own figures, its
 * downline page by page, user cards and the acts on them, each from the exchange's /backoffice/users…
 * scoped to the caller's subtree (service/scope.ts).
 */
export const hierarchyResolvers: Resolvers = {
  Query: {
    backofficeMe: (_root, _args, { sources }) => sources.backofficeHierarchy.me(),
    backofficeChildren: (_root, args, { sources }) => sources.backofficeHierarchy.children(args),
    backofficeUser: (_root, { userName }, { sources }) => sources.backofficeHierarchy.card(userName),
  },
  Mutation: {
    backofficeCreateUser: (_root, { input }, { sources }) => sources.backofficeHierarchy.create(input),
    backofficeCredit: (_root, input, { sources }) => sources.backofficeHierarchy.credit(input),
    backofficeSetCreditReference: (_root, { userName, creditReference }, { sources }) => sources.backofficeHierarchy.setCreditReference(userName, creditReference),
    backofficeSetBettingLocked: (_root, { userName, locked }, { sources }) => sources.backofficeHierarchy.setBettingLocked(userName, locked),
    backofficeSetLoginLocked: (_root, { userName, locked }, { sources }) => sources.backofficeHierarchy.setLoginLocked(userName, locked),
    backofficeResetPassword: (_root, { userName }, { sources }) => sources.backofficeHierarchy.resetPassword(userName),
    backofficeMoveUser: (_root, { userName, newParent, reason }, { sources }) => sources.backofficeHierarchy.move(userName, newParent, reason),
    backofficeResetTwoFactor: (_root, { userName }, { sources }) => sources.account.resetDownlineTwoFactor(userName),
  },
};
