/**
 * The hierarchy's SQL (issue #32, docs/adr/hierarchy.md): users with their money and downline size
 * read in one statement (each figure a correlated index probe), site levels, moves of a subtree.
 */
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { escapeLike, subtreeEnd } from '../../domain/hierarchy';
import type { Db } from '../client';
import { ledgerPostings, ledgerTransactions, siteSettings, userMoves, users } from '../schema';
import { walletBalanceSql } from './ledger';

/** A user as the back office lists it, with its stored money (exposure is the engine's, added by the service). */
const BACKOFFICE_COLUMNS = {
  userId: users.userId,
  userName: users.userName,
  role: users.role,
  path: users.path,
  siteKey: users.siteKey,
  uplineId: users.uplineId,
  isLogin: users.isLogin,
  bettingLocked: users.bettingLocked,
  partnershipBps: users.partnershipBps,
  commissionBps: users.commissionBps,
  creditReference: users.creditReference,
  createdAt: users.createdAt,
  // Correlated subqueries name the outer row as "users" (drizzle leaves a lone table's columns unqualified).
  parent: sql<string | null>`(select p.user_name from users p where p.user_id = "users"."upline_id")`,
  bankBalance: sql<string>`${sql.raw(walletBalanceSql('"users"."user_id"'))}`,
  held: sql<string>`(select coalesce(sum(b.amount), 0) from banking_requests b where b.user_id = "users"."user_id" and b.kind = 'WITHDRAWAL' and b.status = 'PENDING')`,
  // The subtree as a byte range on the path index (domain/hierarchy.ts subtreeEnd): a LIKE with a pattern computed per row would scan every user.
  downlineCount: sql<number>`(select count(*)::int from users d where d.path ~>=~ "users"."path" and d.path ~<~ (left("users"."path", -1) || '0') and d.user_id <> "users"."user_id")`,
  lastLoginAt: sql<Date | string | null>`(select to_json(max(la.at)) #>> '{}' from login_attempts la where la.user_name = "users"."user_name" and la.success)`,
};

export interface BackofficeUserRow {
  userId: string;
  userName: string;
  role: (typeof users.$inferSelect)['role'];
  path: string;
  siteKey: string;
  uplineId: string | null;
  isLogin: number;
  bettingLocked: boolean;
  partnershipBps: number;
  commissionBps: number | null;
  creditReference: number;
  createdAt: Date;
  parent: string | null;
  bankBalance: string | number;
  held: string | number;
  downlineCount: number;
  lastLoginAt: Date | string | null;
}

export async function backofficeUserById(db: Db, userId: string): Promise<BackofficeUserRow | undefined> {
  const [row] = await db.select(BACKOFFICE_COLUMNS).from(users).where(eq(users.userId, userId));
  return row as BackofficeUserRow | undefined;
}

/** A page of `parentId`'s direct downline by name, after `afterName`, names containing `search` (case-insensitive). */
export async function childrenPage(db: Db, parentId: string, opts: { search?: string | undefined; afterName?: string | undefined; limit: number }) {
  const where = and(
    eq(users.uplineId, parentId),
    opts.search ? sql`${users.userName} ilike ${`%${escapeLike(opts.search)}%`}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(BACKOFFICE_COLUMNS)
      .from(users)
      .where(and(where, opts.afterName ? gt(users.userName, opts.afterName) : undefined))
      .orderBy(asc(users.userName))
      .limit(opts.limit + 1),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows: rows as BackofficeUserRow[], total: Number(count?.n ?? 0) };
}

/** Users whose path starts with `prefix` (the root included): how many and their wallets' sum. */
export async function subtreeTotals(db: Db, subtree: SQL) {
  const [row] = await db
    .select({
      users: sql<number>`count(*)::int`,
      balance: sql<string>`coalesce(sum(${sql.raw(walletBalanceSql('"users"."user_id"'))}), 0)`,
    })
    .from(users)
    .where(subtree);
  return { users: Number(row?.users ?? 0), balance: Number(row?.balance ?? 0) };
}

/** The user's latest ledger lines, newest first. */
export async function latestLedgerLines(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({ txId: ledgerTransactions.txId, at: ledgerTransactions.createdAt, amount: ledgerPostings.amount, description: ledgerTransactions.description })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
    .where(eq(ledgerPostings.account, `wallet:${userId}`))
    .orderBy(desc(ledgerPostings.txId))
    .limit(limit);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** The site's levels above bettors; null when the site has no settings row. */
export async function siteLevelsOf(db: Db, siteKey: string): Promise<number | null> {
  const [row] = await db.select({ levels: siteSettings.levels }).from(siteSettings).where(eq(siteSettings.siteKey, siteKey));
  return row?.levels ?? null;
}

/** Sets a user's flag columns; false when no such user. */
export async function updateUser(db: Db, userId: string, set: Partial<Pick<typeof users.$inferInsert, 'bettingLocked' | 'isLogin' | 'creditReference'>>) {
  const rows = await db.update(users).set(set).where(eq(users.userId, userId)).returning({ userId: users.userId });
  return rows.length > 0;
}

/**
 * Moves a subtree: every path starting with `oldPath` gets `newPath` in its place (one UPDATE over the
 * path index's range), the moved user gets its new parent, and the move is recorded.
 */
export async function moveSubtree(
  tx: Db,
  move: { userId: string; oldPath: string; newPath: string; fromParent: string | null; toParent: string; byUserId: string; reason: string },
) {
  await tx.execute(
    sql`update users set path = ${move.newPath} || substr(path, ${move.oldPath.length + 1}) where path ~>=~ ${move.oldPath} and path ~<~ ${subtreeEnd(move.oldPath)}`,
  );
  await tx.update(users).set({ uplineId: move.toParent }).where(eq(users.userId, move.userId));
  await tx.insert(userMoves).values({ userId: move.userId, fromParent: move.fromParent, toParent: move.toParent, byUserId: move.byUserId, reason: move.reason });
}

/** The login names of the given users, by id. */
export async function userNamesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ userId: users.userId, userName: users.userName }).from(users).where(inArray(users.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r.userName]));
}
