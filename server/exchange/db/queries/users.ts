import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { loginAttempts, passwordHistory, users } from '../schema';

/** The user's own loss limit (paise), null when none is set. */
export async function lossLimitOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ lossLimit: users.lossLimit }).from(users).where(eq(users.userId, userId));
  return row?.lossLimit ?? null;
}

export async function userNamed(db: Db, userName: string) {
  const [user] = await db.select().from(users).where(eq(users.userName, userName)).limit(1);
  return user;
}

export async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, userId));
  return row?.passwordHash;
}

/** The user's previous password hashes, newest first. */
export async function previousPasswordHashes(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.changedAt))
    .limit(limit);
  return rows.map((r) => r.passwordHash);
}

/** Sets a new password hash and keeps the old one in the history, in one transaction. */
export async function replacePasswordHash(db: Db, userId: string, oldHash: string, newHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(passwordHistory).values({ userId, passwordHash: oldHash });
    await tx.update(users).set({ passwordHash: newHash }).where(eq(users.userId, userId));
  });
}

/** When the user changed their password, newest first. */
export const passwordChangesOf = (db: Db, userId: string, limit = 50) =>
  db.select({ changedAt: passwordHistory.changedAt }).from(passwordHistory).where(eq(passwordHistory.userId, userId)).orderBy(desc(passwordHistory.changedAt)).limit(limit);

export const recordLoginAttempt = (db: Db, attempt: typeof loginAttempts.$inferInsert) => db.insert(loginAttempts).values(attempt);

/** The user's login attempts, newest first. */
export const loginAttemptsOf = (db: Db, userId: string, limit = 100) =>
  db
    .select({ at: loginAttempts.at, ip: loginAttempts.ip, userAgent: loginAttempts.userAgent, success: loginAttempts.success })
    .from(loginAttempts)
    .where(eq(loginAttempts.userId, userId))
    .orderBy(desc(loginAttempts.at))
    .limit(limit);
