import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { auditChainHeads, auditLog } from '../schema';

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
