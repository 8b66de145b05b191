/**
 * The audit log's writer (issue #47, docs/audit.md): every back-office, admin and banking decision calls
 * recordAudit with the transaction it writes its act in, so the entry commits with the act or not at all.
 */
import type { ClientInfo } from '../../forwarding';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { appendAuditRow, auditChainRows, auditChainSites, lockChainHead } from '../db/queries/audit';
import { auditRowHash, canonicalJson, GENESIS_HASH, verifyChain, type AuditHashed, type ChainBreak } from './audit-chain';

/** A signed-in caller together with the client the request came from (http: `actorOf(user, request)`). */
export type Actor = AuthUser & { client: ClientInfo };

/** Who acted, as the audit log keeps it; null in an entry's `actor` is the system. */
export interface AuditActor {
  userId: string;
  userName: string;
  role: string;
  ip: string | null;
  userAgent: string | null;
}

/** What an act was on: `userId` is the user it concerns (an upline sees acts on its subtree by it). */
export interface AuditTarget {
  kind: string;
  id: string;
  name?: string | null | undefined;
  userId?: string | null | undefined;
}

export interface AuditEntry {
  /** The site whose chain the entry joins (the actor's, or the target's for a system act). */
  site: string;
  actor: AuditActor | null;
  /** A stable dotted kind: `credit.give`, `user.block`, `market.settle`, `deposit.approve`, `protection.set` … */
  act: string;
  target: AuditTarget;
  /** The state before and after the act (JSON; omit for none): what changed, not the whole record. */
  before?: unknown;
  after?: unknown;
  /** When (default: now, read after the site's chain is locked, so a site's times follow its seq). */
  at?: Date;
}

export interface AuditWritten {
  id: number;
  seq: number;
  hash: string;
}

const ACT = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_]*)+$/;
/** The longest user agent kept (the gateway forwards at most 256 characters). */
const MAX_USER_AGENT = 256;

/** The audit actor of a caller and the client it called from. */
export function auditActor(caller: Actor): AuditActor {
  return {
    userId: caller.userId,
    userName: caller.userName,
    role: caller.role,
    ip: caller.client.address || null,
    userAgent: caller.client.userAgent?.slice(0, MAX_USER_AGENT) || null,
  };
}

/**
 * Appends one entry to its site's chain inside `tx`, the transaction that makes the act: locks the
 * site's chain head, hashes the row over its fields and the previous row's hash, writes it and moves
 * the head. `tx` must be a transaction (or a statement-at-a-time Db only in tests): the head's lock is
 * held until it ends.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<AuditWritten> {
  if (!ACT.test(entry.act)) throw new Error(`audit act must be a dotted name such as credit.give, not "${entry.act}"`);
  if (!entry.site) throw new Error('audit entry needs a site');
  const head = await lockChainHead(tx, entry.site, GENESIS_HASH);
  const row: AuditHashed = {
    siteKey: entry.site,
    seq: head.seq + 1,
    at: entry.at ?? new Date(),
    actorUserId: entry.actor?.userId ?? null,
    actorName: entry.actor?.userName ?? null,
    actorRole: entry.actor?.role ?? null,
    ip: entry.actor?.ip ?? null,
    userAgent: entry.actor?.userAgent ?? null,
    act: entry.act,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    targetName: entry.target.name ?? null,
    targetUserId: entry.target.userId ?? null,
    // Stored as hashed: JSON's own spelling (dates as ISO strings, undefined members gone).
    before: entry.before === undefined ? null : (JSON.parse(canonicalJson(entry.before)) as unknown),
    after: entry.after === undefined ? null : (JSON.parse(canonicalJson(entry.after)) as unknown),
    prevHash: head.hash,
  };
  const hash = auditRowHash(row);
  const id = await appendAuditRow(tx, { ...row, hash });
  return { id, seq: row.seq, hash };
}

/** One site's chain as audit:verify found it. */
export interface SiteChainReport {
  siteKey: string;
  rows: number;
  broken: ChainBreak | null;
}

/** Checks every site's chain (scripts/audit-verify.ts): each row's hash, each link, and that the chain ends at its head. */
export async function verifyAuditChains(db: Db): Promise<SiteChainReport[]> {
  const reports: SiteChainReport[] = [];
  for (const { siteKey, head } of await auditChainSites(db)) {
    const result = await verifyChain(siteKey, auditChainRows(db, siteKey), head);
    reports.push({ siteKey, ...result });
  }
  return reports;
}
