import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { passwordResets, users } from '../schema';

/** Retires the user's live codes and stores a new one (its hash, and the code for the upline to hand over). */
export async function replaceResetCode(db: Db, reset: { userId: string; codeHash: string; code: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now, uplineMessage: null })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ codeHash: reset.codeHash, userId: reset.userId, uplineMessage: reset.code, expiresAt: reset.expiresAt });
  });
}

/** The user's one live code: unused, unexpired, and not burnt by `maxAttempts` wrong guesses. */
export async function liveResetCode(db: Db, userId: string, now: Date, maxAttempts: number) {
  const [live] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), lt(passwordResets.failedAttempts, maxAttempts)))
    .orderBy(desc(passwordResets.expiresAt))
    .limit(1);
  return live;
}

export const countWrongGuess = (db: Db, codeHash: string) =>
  db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(eq(passwordResets.codeHash, codeHash));

/** Uses the code and sets the new password hash, in one transaction. */
export async function redeemResetCode(db: Db, codeHash: string, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(passwordResets).set({ usedAt: now, uplineMessage: null }).where(eq(passwordResets.codeHash, codeHash));
    await tx.update(users).set({ passwordHash }).where(eq(users.userId, userId));
  });
}

/** The live reset codes of an agent's downline, for the agent to hand over. */
export const downlineResetCodes = (db: Db, agentId: string, now: Date) =>
  db
    .select({ userName: users.userName, code: passwordResets.uplineMessage, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.userId, passwordResets.userId))
    .where(and(eq(users.uplineId, agentId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .orderBy(desc(passwordResets.expiresAt));
