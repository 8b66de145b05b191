import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { isUniqueViolation } from '../errors';
import { loginAttempts, passwordHistory, twoFactors, users } from '../schema';

/** The user's own loss limit (paise), null when none is set. */
export async function lossLimitOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ lossLimit: users.lossLimit }).from(users).where(eq(users.userId, userId));
  return row?.lossLimit ?? null;
}

/** Whether the user has two-step sign-in on (a second factor enrolled). */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await db.select({ userId: twoFactors.userId }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1)).length > 0;
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

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function userById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  return user;
}

export async function userByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.referralCode, code));
  return user;
}

/** The site's first agent: a bettor who signs up without a referral code joins its downline. */
export async function firstAgentOf(db: Db, siteKey: string): Promise<UserRow | undefined> {
  const [agent] = await db.select().from(users).where(and(eq(users.siteKey, siteKey), eq(users.role, 'agent'))).limit(1);
  return agent;
}

/** Inserts a user; null when the name is taken (even by a request that raced this one). */
export async function insertUser(db: Db, user: NewUser) {
  // The materialised path (domain/hierarchy.ts childPath): the upline's path and the new id, unless given.
  const path = user.path ?? sql<string>`coalesce((select nullif(p.path, '') from users p where p.user_id = ${user.uplineId ?? null}), '/') || ${user.userId} || '/'`;
  try {
    const [row] = await db.insert(users).values({ ...user, path }).returning({ userName: users.userName, isLogin: users.isLogin, role: users.role });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export const setIsLogin = (db: Db, userId: string, isLogin: 0 | 1) => db.update(users).set({ isLogin }).where(eq(users.userId, userId));

export const setPasswordHash = (db: Db, userId: string, passwordHash: string) => db.update(users).set({ passwordHash }).where(eq(users.userId, userId));

/** The users a referrer brought in, newest first. */
export const referredBy = (db: Db, userId: string) =>
  db.select({ userName: users.userName, joinedAt: users.createdAt }).from(users).where(eq(users.referredBy, userId)).orderBy(desc(users.createdAt));

export const settingsColumns = {
  defaultStakes: users.defaultStakes,
  lossLimit: users.lossLimit,
  oneClickBetting: users.oneClickBetting,
  oneClickStake: users.oneClickStake,
  acceptOddsChanges: users.acceptOddsChanges,
  cancelOnDisconnect: users.cancelOnDisconnect,
};
/** A user's betting settings, money in paise; `acceptOddsChanges` is the bet slip's rule (domain/odds-change.ts). */
export type UserSettings = {
  defaultStakes: number[];
  lossLimit: number | null;
  oneClickBetting: boolean;
  oneClickStake: number;
  acceptOddsChanges: 'never' | 'better' | 'any';
  /** Cancel the unmatched bets when the bettor's last live connection closes and stays closed (service/dead-man.ts). */
  cancelOnDisconnect: boolean;
};

export async function settingsOf(db: Db, userId: string): Promise<UserSettings | undefined> {
  const [row] = await db.select(settingsColumns).from(users).where(eq(users.userId, userId));
  return row;
}

export async function updateSettings(db: Db, userId: string, change: Partial<UserSettings>): Promise<UserSettings | undefined> {
  const [row] = await db.update(users).set(change).where(eq(users.userId, userId)).returning(settingsColumns);
  return row;
}
