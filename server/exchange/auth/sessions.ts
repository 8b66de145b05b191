import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = Number(process.env.SESSION_TTL_HOURS ?? 12) * 3_600_000;

export interface AuthUser {
  userId: string;
  userName: string;
  role: 'bettor' | 'agent' | 'operator';
  isLogin: number;
  siteKey: string;
  uplineId: string | null;
}

export async function createSession(db: Db, userId: string, ip: string | null, now = new Date()): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({ tokenHash, userId, ip, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

/** The user behind a live (unexpired, unrevoked) token, or null. */
export async function userForToken(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  const rows = await db
    .select({
      userId: users.userId,
      userName: users.userName,
      role: users.role,
      isLogin: users.isLogin,
      siteKey: users.siteKey,
      uplineId: users.uplineId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
