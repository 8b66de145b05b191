import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { passwordResets, resetAttempts, users } from '../schema';

/** Retires the user's live codes and stores a new one (its hash, and the code for the upline to hand over). */
export async function replaceResetCode(db: Db, reset: { userId: string; codeHash: string; code: string; expiresAt: Date }, now: Date, alsoInTx?: (tx: Db) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now, uplineMessage: null })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ codeHash: reset.codeHash, userId: reset.userId, uplineMessage: reset.code, expiresAt: reset.expiresAt });
    if (alsoInTx) await alsoInTx(tx as unknown as Db);
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

/**
 * The live reset codes of an agent's downline, for the agent to hand over: the same test as
 * liveResetCode (unused, unexpired, not burnt by `maxAttempts` wrong guesses), so a code that can no
 * longer be redeemed never shows on the desk.
 */
export const downlineResetCodes = (db: Db, agentId: string, now: Date, maxAttempts: number) =>
  db
    .select({ userName: users.userName, code: passwordResets.uplineMessage, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.userId, passwordResets.userId))
    .where(and(eq(users.uplineId, agentId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), lt(passwordResets.failedAttempts, maxAttempts)))
    .orderBy(desc(passwordResets.expiresAt));

export type ResetAttemptKind = (typeof resetAttempts.$inferInsert)['kind'];

/** Notes a code request or a wrong guess, for the reset throttle. */
export async function recordResetAttempt(db: Db, attempt: { kind: ResetAttemptKind; userId: string | null; ip: string; at: Date }): Promise<void> {
  await db.insert(resetAttempts).values(attempt);
}

/** How many attempts of `kind` by the account (`userId`) or from the address (`ip`) since `since`, and when the oldest was. */
export async function resetAttemptsSince(db: Db, kind: ResetAttemptKind, by: { userId: string } | { ip: string }, since: Date) {
  const who = 'userId' in by ? eq(resetAttempts.userId, by.userId) : eq(resetAttempts.ip, by.ip);
  const [row] = await db
    .select({ n: count(), oldest: min(resetAttempts.at) })
    .from(resetAttempts)
    .where(and(who, eq(resetAttempts.kind, kind), gt(resetAttempts.at, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
