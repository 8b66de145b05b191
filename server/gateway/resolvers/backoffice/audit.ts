import type { Resolvers } from '../../__generated__/resolvers';

/** The audit log (issue #47, docs/audit.md): the back office's Audit page and the bettor's own protection changes. */
export const auditResolvers: Resolvers = {
  Query: {
    backofficeAudit: (_root, { filter, first, after }, { sources }) => sources.audit.page(filter ?? {}, first, after),
    myProtectionChanges: (_root, _args, { sources }) => sources.audit.protectionChanges(),
  },
};
