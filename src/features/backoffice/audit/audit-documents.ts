/** The Audit page's GraphQL: one page of entries, newest first. */
import { graphql } from '@/gql/gql';

export const AuditRow_entry = graphql(`
  fragment AuditRow_entry on AuditEntry {
    id
    seq
    at
    actor {
      userName
      role
    }
    ip
    userAgent
    act
    target {
      kind
      id
      name
    }
    before
    after
  }
`);

/** The one query of `/backoffice/audit`. */
export const BackofficeAuditQuery = graphql(`
  query BackofficeAudit($filter: AuditFilter, $first: Int, $after: String) {
    backofficeAudit(filter: $filter, first: $first, after: $after) {
      entries {
        ...AuditRow_entry
      }
      nextCursor
    }
  }
`);
