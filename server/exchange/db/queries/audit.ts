import { and, asc, desc, eq, gt, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { auditChainHeads, auditLog, users } from '../schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id'>;

/**
 * The site's chain head, locked until the transaction ends (created at seq 0 on the site's first
 * entry). An upsert rather than SELECT … FOR UPDATE: it locks a row that another transaction has just
 * created too, and under READ COMMITTED it answers the newest committed head, so two acts of one site
 * chain one after the other.
 */
export async function lockChainHead(tx: Db, siteKey: string, genesisHash: string): Promise<{ seq: number; hash: string }> {
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ siteKey, seq: 0, hash: genesisHash })
    .onConflictDoUpdate({ target: auditChainHeads.siteKey, set: { siteKey: sql`excluded.site_key` } })
    .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
  return { seq: Number(head!.seq), hash: head!.hash };
}

/** Writes one audit row and moves its site's chain head to it (the head locked by lockChainHead). */
export async function appendAuditRow(tx: Db, row: NewAuditRow): Promise<number> {
  const [made] = await tx.insert(auditLog).values(row).returning({ id: auditLog.id });
  await tx.update(auditChainHeads).set({ seq: row.seq, hash: row.hash }).where(eq(auditChainHeads.siteKey, row.siteKey));
  return Number(made!.id);
}

/** Every site with an audit chain (a head or a row), with its head (null: rows but no head). */
export async function auditChainSites(db: Db): Promise<Array<{ siteKey: string; head: { seq: number; hash: string } | null }>> {
  const heads = await db.select().from(auditChainHeads);
  const withRows = await db.selectDistinct({ siteKey: auditLog.siteKey }).from(auditLog);
  const sites = new Map<string, { seq: number; hash: string } | null>();
  for (const r of withRows) sites.set(r.siteKey, null);
  for (const h of heads) sites.set(h.siteKey, { seq: Number(h.seq), hash: h.hash });
  return [...sites].sort(([a], [b]) => a.localeCompare(b)).map(([siteKey, head]) => ({ siteKey, head }));
}

/** A site's audit rows in seq order, read a page at a time. */
export async function* auditChainRows(db: Db, siteKey: string, pageSize = 1000): AsyncGenerator<AuditRow> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteKey, siteKey), gt(auditLog.seq, after)))
      .orderBy(asc(auditLog.seq))
      .limit(pageSize);
    for (const row of page) yield { ...row, id: Number(row.id), seq: Number(row.seq) };
    if (page.length < pageSize) return;
    after = Number(page[page.length - 1]!.seq);
  }
}

/** Which audit rows a reader may see: a whole site (the operator), or its own acts plus acts on its subtree. */
export type AuditReadScope = { siteKey: string; all: true } | { siteKey: string; all: false; userId: string; path: string; pathEnd: string };

export interface AuditFilter {
  /** The actor's user name, exactly. */
  actorName?: string | undefined;
  /** The target's name or id, exactly. */
  target?: string | undefined;
  /** An act (`user.block`) or a family of acts (`user`, `market`). */
  kind?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only rows about this user (a bettor's own protection changes). */
  targetUserId?: string | undefined;
}

const targetUser = alias(users, 'target_user');

function auditWhere(scope: AuditReadScope, filter: AuditFilter, beforeId: number | undefined): SQL {
  const conditions: SQL[] = [eq(auditLog.siteKey, scope.siteKey)];
  if (!scope.all) {
    conditions.push(
      or(
        eq(auditLog.actorUserId, scope.userId),
        sql`(${targetUser.path} ~>=~ ${scope.path} and ${targetUser.path} ~<~ ${scope.pathEnd})`,
      )!,
    );
  }
  if (filter.actorName) conditions.push(eq(auditLog.actorName, filter.actorName));
  if (filter.target) conditions.push(or(eq(auditLog.targetName, filter.target), eq(auditLog.targetId, filter.target))!);
  if (filter.kind) conditions.push(filter.kind.includes('.') ? eq(auditLog.act, filter.kind) : like(auditLog.act, `${filter.kind.replace(/_/g, '\\_')}.%`));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.targetUserId) conditions.push(eq(auditLog.targetUserId, filter.targetUserId));
  if (beforeId !== undefined) conditions.push(lt(auditLog.id, beforeId));
  return and(...conditions)!;
}

/** A page of audit rows newest first (by id), after the keyset cursor `beforeId`. */
export async function auditPage(db: Db, scope: AuditReadScope, filter: AuditFilter, opts: { beforeId?: number | undefined; limit: number }): Promise<AuditRow[]> {
  const rows = await db
    .select({ row: auditLog })
    .from(auditLog)
    .leftJoin(targetUser, eq(targetUser.userId, auditLog.targetUserId))
    .where(auditWhere(scope, filter, opts.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(opts.limit);
  return rows.map(({ row }) => ({ ...row, id: Number(row.id), seq: Number(row.seq) }));
}
