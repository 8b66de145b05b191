import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankingRequests, rewardOffers, users } from '../schema';
import { REFERRAL_OFFER_DAYS, referralReward, referralRewardId } from '../../domain/referral';

/** Withdrawals the user requested that are not yet decided, paise. */
export async function pendingWithdrawalsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bankingRequests.amount}), 0)` })
    .from(bankingRequests)
    .where(and(eq(bankingRequests.userId, userId), eq(bankingRequests.kind, 'WITHDRAWAL'), eq(bankingRequests.status, 'PENDING')));
  return Number(row?.total ?? 0);
}

/**
 * Offers the referrer of `userId` the referral reward of this first deposit — if the user was
 * referred and no deposit of theirs was approved before. Runs inside the approval's transaction;
 * the reward id is per referred user, so a retry or a second deposit offers nothing more.
 */
export async function offerReferralReward(tx: Db, userId: string, depositAmount: number, now: Date): Promise<void> {
  const [user] = await tx.select({ referredBy: users.referredBy, userName: users.userName }).from(users).where(eq(users.userId, userId));
  if (!user?.referredBy) return;
  const [earlier] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(bankingRequests)
    .where(and(eq(bankingRequests.userId, userId), eq(bankingRequests.kind, 'DEPOSIT'), eq(bankingRequests.status, 'APPROVED')));
  if (Number(earlier?.n ?? 0) > 0) return;
  const amount = referralReward(depositAmount);
  if (amount <= 0) return;
  await tx
    .insert(rewardOffers)
    .values({
      rewardId: referralRewardId(userId),
      userId: user.referredBy,
      description: `Referral: ${user.userName}'s first deposit`,
      amount,
      expiresAt: new Date(now.getTime() + REFERRAL_OFFER_DAYS * 86_400_000),
    })
    .onConflictDoNothing();
}
