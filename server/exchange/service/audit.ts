/**
 * The audit log's writer (issue #47, docs/audit.md): every back-office, admin and banking decision calls
 * recordAudit with the transaction it writes its act in, so the entry commits with the act or not at all.
 */
import type { ClientInfo } from '../../forwarding';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { AuditEntryView, AuditFilterInput, AuditPage } from '../../contract/audit';
import { appendAuditRow, auditChainRows, auditChainSites, auditPage, lockChainHead, type AuditFilter, type AuditReadScope, type AuditRow } from '../db/queries/audit';
import { subtreeEnd } from '../domain/hierarchy';
import type { ExchangeServices } from './context';
import { invalid } from './errors';
import { scopeOf } from './scope';
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

const ACT = /^[a-z][a-zA-Z0-9_]*(\.[a-z][a-zA-Z0-9_]*)+$/;
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
 * the head. `tx` must be the act's transaction: the head's lock is held until it ends. Call it last in
 * the transaction, after the act's own writes, so the head is always the last lock an act takes (two
 * acts then never wait on each other's rows while holding the head).
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

/** An act on a user: the user is both the target and whose subtree the entry belongs to. */
export const userTarget = (user: { userId: string; userName: string }): AuditTarget => ({ kind: 'user', id: user.userId, name: user.userName, userId: user.userId });

/** The entry for an act `actor` made on its own site. */
export function auditBy(actor: Actor, act: string, target: AuditTarget, before?: unknown, after?: unknown): AuditEntry {
  return { site: actor.siteKey, actor: auditActor(actor), act, target, before, after };
}

/** The most entries one page answers. */
export const AUDIT_PAGE_MAX = 200;
const AUDIT_PAGE_DEFAULT = 50;
const KIND = /^[a-z][a-zA-Z0-9_]*(\.[a-z][a-zA-Z0-9_]*)*$/;

/** before/after as an object (a JSON value that is not one is shown as `{ value }`). */
const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

function parseFilter(input: AuditFilterInput): AuditFilter {
  const text = (name: string, value: string | null | undefined) => {
    const v = value?.trim();
    if (!v) return undefined;
    if (v.length > 64) throw invalid(`${name}: at most 64 characters`);
    return v;
  };
  const date = (name: string, value: string | null | undefined) => {
    if (!value) return undefined;
    const d = new Date(value);
    if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw invalid(`${name}: an ISO 8601 date-time such as 2026-11-25T00:00:00Z`);
    return d;
  };
  const kind = text('kind', input.kind);
  if (kind !== undefined && !KIND.test(kind)) throw invalid('kind: an act such as user.block, or its family such as user');
  const filter = { actorName: text('actor', input.actor), target: text('target', input.target), kind, from: date('from', input.from), to: date('to', input.to) };
  if (filter.from && filter.to && filter.from >= filter.to) throw invalid('from must be before to');
  return filter;
}

function entryView(row: AuditRow, showClient: boolean): AuditEntryView {
  return {
    id: String(row.id),
    seq: row.seq,
    at: row.at.toISOString(),
    actor: row.actorUserId ? { userName: row.actorName ?? row.actorUserId, role: row.actorRole ?? '' } : null,
    ip: showClient ? row.ip : null,
    userAgent: showClient ? row.userAgent : null,
    act: row.act,
    target: { kind: row.targetKind, id: row.targetId, name: row.targetName },
    before: asObject(row.before),
    after: asObject(row.after),
    hash: row.hash,
  };
}

const CSV_HEADER = ['seq', 'at', 'actor', 'actor_role', 'ip', 'user_agent', 'act', 'target_kind', 'target_id', 'target_name', 'before', 'after', 'hash'];

/** One CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(e: AuditEntryView): string {
  const json = (v: Record<string, unknown> | null) => (v === null ? null : canonicalJson(v));
  return (
    [e.seq, e.at, e.actor?.userName ?? 'system', e.actor?.role ?? null, e.ip, e.userAgent, e.act, e.target.kind, e.target.id, e.target.name, json(e.before), json(e.after), e.hash]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}

/**
 * Reading the audit log: the operator reads its whole site; any other back-office user the acts on its
 * subtree (itself included) and its own acts, with the actor's IP and user agent on its own acts only.
 * A bettor reads the protection changes on its own account.
 */
export function auditService(services: ExchangeServices) {
  const { db } = services;

  async function readScope(caller: AuthUser): Promise<AuditReadScope> {
    const scope = await scopeOf(db, caller);
    if (scope.role === 'operator') return { siteKey: scope.siteKey, all: true };
    return { siteKey: scope.siteKey, all: false, userId: scope.userId, path: scope.path, pathEnd: subtreeEnd(scope.path) };
  }

  const view = (caller: AuthUser, scope: AuditReadScope) => (row: AuditRow) => entryView(row, scope.all || row.actorUserId === caller.userId);

  function cursorOf(after: string | null | undefined): number | undefined {
    if (!after) return undefined;
    const id = Number(after);
    if (!Number.isSafeInteger(id) || id < 1) throw invalid('after: a cursor from the previous page');
    return id;
  }

  return {
    /** A page of entries newest first, filtered; `after` is the previous page's nextCursor. */
    async page(caller: AuthUser, input: AuditFilterInput, opts: { first?: number | null | undefined; after?: string | null | undefined }): Promise<AuditPage> {
      const first = opts.first ?? AUDIT_PAGE_DEFAULT;
      if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE_MAX) throw invalid(`first: 1 … ${AUDIT_PAGE_MAX}`);
      const filter = parseFilter(input);
      const beforeId = cursorOf(opts.after);
      const scope = await readScope(caller);
      const rows = await auditPage(db, scope, filter, { beforeId, limit: first + 1 });
      const page = rows.slice(0, first);
      return { entries: page.map(view(caller, scope)), nextCursor: rows.length > first ? String(page[page.length - 1]!.id) : null };
    },

    /**
     * The same entries as CSV, newest first, read a page at a time: refusals (bad filter, not a back-office
     * user) come before the first line, so the caller can still answer them with an error.
     */
    async csv(caller: AuthUser, input: AuditFilterInput): Promise<AsyncGenerator<string>> {
      const filter = parseFilter(input);
      const scope = await readScope(caller);
      const toView = view(caller, scope);
      return (async function* lines() {
        yield CSV_HEADER.join(',') + '\r\n';
        let beforeId: number | undefined;
        for (;;) {
          const rows = await auditPage(db, scope, filter, { beforeId, limit: 500 });
          for (const row of rows) yield csvLine(toView(row));
          if (rows.length < 500) return;
          beforeId = rows[rows.length - 1]!.id;
        }
      })();
    },

    /** A bettor's own protection changes (acts protection.* on its account), newest first. */
    async protectionChanges(user: AuthUser, limit = 100): Promise<AuditEntryView[]> {
      const rows = await auditPage(db, { siteKey: user.siteKey, all: true }, { kind: 'protection', targetUserId: user.userId }, { limit });
      return rows.map((row) => entryView(row, row.actorUserId === user.userId));
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
