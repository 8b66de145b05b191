/**
 * The REST contract of the audit log (issue #47, docs/audit.md), written once for the exchange that
 * sends it and the gateway that reads it. Types only.
 */

/** One audit entry as a reader sees it. */
export interface AuditEntryView {
  id: string;
  /** The entry's place in its site's chain. */
  seq: number;
  at: string;
  /** Who acted; null: the system. */
  actor: { userName: string; role: string } | null;
  /** The actor's client: shown to the operator, and to a reader for its own acts; null otherwise. */
  ip: string | null;
  userAgent: string | null;
  /** A stable dotted kind: credit.give, user.block, market.settle, deposit.approve … */
  act: string;
  target: { kind: string; id: string; name: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  hash: string;
}

export interface AuditFilterInput {
  actor?: string | null | undefined;
  target?: string | null | undefined;
  kind?: string | null | undefined;
  /** ISO 8601 with offset; `to` is exclusive. */
  from?: string | null | undefined;
  to?: string | null | undefined;
}

export interface AuditPage {
  entries: AuditEntryView[];
  /** The cursor of the next (older) page; null at the end. */
  nextCursor: string | null;
}
