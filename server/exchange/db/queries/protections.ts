import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { protectionLimits, sessions, userProtections } from '../schema';
import type { LimitKind, LimitPeriod, StoredLimit } from '../../domain/protections';
import { creditedInSql, settledNetSql } from './funds';
import { hashToken } from '../../auth/tokens';

export type ProtectionsRow = typeof userProtections.$inferSelect;
export type LimitRow = { kind: LimitKind; period: LimitPeriod } & StoredLimit;

/** A bettor's protections row; null when it never set any. */
export async function protectionsOf(db: Db, userId: string): Promise<ProtectionsRow | null> {
  const [row] = await db.select().from(userProtections).where(eq(userProtections.userId, userId));
  return row ?? null;
}

/** The protections rows of those of `userIds` that have one. */
export async function protectionsOfUsers(db: Db, userIds: readonly string[]): Promise<ProtectionsRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(userProtections).where(inArray(userProtections.userId, [...new Set(userIds)]));
}

/** Writes the named fields of a bettor's protections row (creating it). */
export async function saveProtections(db: Db, userId: string, set: Partial<Omit<ProtectionsRow, 'userId' | 'updatedAt'>>): Promise<void> {
  await db
    .insert(userProtections)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userProtections.userId, set: { ...set, updatedAt: sql`now()` } });
}

/** A bettor's deposit and loss limits as stored (pending changes not yet applied). */
export async function limitsOf(db: Db, userId: string): Promise<LimitRow[]> {
  const rows = await db.select().from(protectionLimits).where(eq(protectionLimits.userId, userId));
  return rows.map((r) => ({ kind: r.kind, period: r.period, amount: r.amount, pendingAt: r.pendingAt, pendingAmount: r.pendingAmount }));
}

/** Stores one limit; a limit with no amount and nothing pending is deleted. */
export async function saveLimit(db: Db, userId: string, kind: LimitKind, period: LimitPeriod, limit: StoredLimit): Promise<void> {
  if (limit.amount === null && limit.pendingAt === null) {
    await db.delete(protectionLimits).where(and(eq(protectionLimits.userId, userId), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)));
    return;
  }
  const values = { amount: limit.amount, pendingAt: limit.pendingAt, pendingAmount: limit.pendingAmount };
  await db
    .insert(protectionLimits)
    .values({ userId, kind, period, ...values })
    .onConflictDoUpdate({ target: [protectionLimits.userId, protectionLimits.kind, protectionLimits.period], set: values });
}

/** A text as an SQL string literal. */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Money in counted against a deposit limit since `since`, paise: deposit requests made since then,
 * approved or pending (`except` leaves one out: the one being approved, counted by the caller), and money
 * the upline put in the wallet since then (credit given, transfers received: `creditedInSql`).
 */
export async function depositsSince(db: Db, userId: string, since: Date, except?: string): Promise<number> {
  const credited = creditedInSql(quoted(userId), `'${since.toISOString()}'::timestamptz`);
  const result = (await db.execute(sql`select (select coalesce(sum(amount), 0) from banking_requests
    where user_id = ${userId} and kind = 'DEPOSIT' and status in ('PENDING', 'APPROVED') and created_at >= ${since.toISOString()}::timestamptz
      and request_id <> ${except ?? ''}) + ${sql.raw(credited)} as total`)) as unknown as { rows: Array<{ total: string | number }> };
  return Number(result.rows[0]?.total ?? 0);
}

/** A user's net settled betting result since `since` (+ won, − lost), paise. */
export async function settledNetSince(db: Db, userId: string, since: Date): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select ${settledNetSql(quoted(userId), `'${since.toISOString()}'::timestamptz`)} as net`),
  )) as unknown as { rows: Array<{ net: string | number }> };
  return Number(result.rows[0]?.net ?? 0);
}

/** When the session of a bearer token began (its sign-in); null for an unknown token. */
export async function sessionStartOf(db: Db, token: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row?.createdAt ?? null;
}
