import { and, asc, count, desc, eq, gte, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankAccounts, bankingRequests, depositMethods, ledgerPostings, ledgerTransactions, rewardOffers, users } from '../schema';
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

export type BankingRequestRecord = typeof bankingRequests.$inferSelect;
export type NewBankingRequest = typeof bankingRequests.$inferInsert;
export type BankAccountRecord = typeof bankAccounts.$inferSelect;
export type RewardOfferRecord = typeof rewardOffers.$inferSelect;

/** The site's deposit methods in their order. */
export const depositMethodsOf = (db: Db, siteKey: string) => db.select().from(depositMethods).where(eq(depositMethods.siteKey, siteKey)).orderBy(asc(depositMethods.sequence));

export async function depositMethodOf(db: Db, siteKey: string, methodId: string) {
  const [method] = await db.select().from(depositMethods).where(and(eq(depositMethods.methodId, methodId), eq(depositMethods.siteKey, siteKey)));
  return method;
}

/** Whether a deposit with this UTR was ever submitted (UTRs are unique across users). */
export async function utrTaken(db: Db, utr: string): Promise<boolean> {
  const [row] = await db.select({ requestId: bankingRequests.requestId }).from(bankingRequests).where(eq(bankingRequests.utr, utr));
  return row !== undefined;
}

export async function insertBankingRequest(db: Db, values: NewBankingRequest): Promise<BankingRequestRecord> {
  const [row] = await db.insert(bankingRequests).values(values).returning();
  return row!;
}

/** The user's latest requests, newest first. */
export const requestsOf = (db: Db, userId: string, limit = 100) =>
  db.select().from(bankingRequests).where(eq(bankingRequests.userId, userId)).orderBy(desc(bankingRequests.createdAt)).limit(limit);

export async function requestOf(db: Db, requestId: string, userId?: string): Promise<BankingRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(bankingRequests)
    .where(userId === undefined ? eq(bankingRequests.requestId, requestId) : and(eq(bankingRequests.requestId, requestId), eq(bankingRequests.userId, userId)));
  return row;
}

/** A request with its owner's name and upline (for the upline's decision). */
export async function requestWithOwner(db: Db, requestId: string) {
  const [found] = await db
    .select({ request: bankingRequests, uplineId: users.uplineId, userName: users.userName })
    .from(bankingRequests)
    .innerJoin(users, eq(users.userId, bankingRequests.userId))
    .where(eq(bankingRequests.requestId, requestId));
  return found;
}

/** The latest requests of these users (every user's when `userIds` is undefined), with their names. */
export function requestsOfUsers(db: Db, userIds: string[] | undefined, limit = 200) {
  return db
    .select({ request: bankingRequests, userName: users.userName })
    .from(bankingRequests)
    .innerJoin(users, eq(users.userId, bankingRequests.userId))
    .where(userIds ? inArray(bankingRequests.userId, userIds) : undefined)
    .orderBy(desc(bankingRequests.createdAt))
    .limit(limit);
}

/** Requests of these users made since an instant (for the desk's totals). */
export function requestsSince(db: Db, userIds: string[], since: Date) {
  return db
    .select({ kind: bankingRequests.kind, amount: bankingRequests.amount, status: bankingRequests.status, history: bankingRequests.history })
    .from(bankingRequests)
    .where(and(inArray(bankingRequests.userId, userIds), gte(bankingRequests.createdAt, since)));
}

export async function setRequestDecision(db: Db, requestId: string, decision: Pick<BankingRequestRecord, 'status' | 'history' | 'decidedBy'>): Promise<BankingRequestRecord> {
  const [row] = await db.update(bankingRequests).set(decision).where(eq(bankingRequests.requestId, requestId)).returning();
  return row!;
}

/** The user's saved bank accounts, oldest first. */
export const bankAccountsOf = (db: Db, userId: string) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.accountId));

export async function bankAccountOf(db: Db, userId: string, accountId: string): Promise<BankAccountRecord | undefined> {
  const [account] = await db.select().from(bankAccounts).where(and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.userId, userId)));
  return account;
}

export async function sameBankAccount(db: Db, userId: string, accountNumber: string, ifsc: string): Promise<boolean> {
  const [same] = await db
    .select({ accountId: bankAccounts.accountId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.accountNumber, accountNumber), eq(bankAccounts.ifsc, ifsc)));
  return same !== undefined;
}

export async function bankAccountCount(db: Db, userId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return n;
}

export async function insertBankAccount(db: Db, values: typeof bankAccounts.$inferInsert): Promise<BankAccountRecord> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}

/** Removes a saved account of the user; false when there was none. */
export async function deleteBankAccount(db: Db, userId: string, accountId: string): Promise<boolean> {
  const removed = await db.delete(bankAccounts).where(and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.userId, userId))).returning();
  return removed.length > 0;
}

export const rewardOffersOf = (db: Db, userId: string) =>
  db.select().from(rewardOffers).where(eq(rewardOffers.userId, userId)).orderBy(desc(rewardOffers.createdAt), asc(rewardOffers.rewardId));

export async function rewardOfferOf(db: Db, userId: string, rewardId: string): Promise<RewardOfferRecord | undefined> {
  const [offer] = await db.select().from(rewardOffers).where(and(eq(rewardOffers.rewardId, rewardId), eq(rewardOffers.userId, userId)));
  return offer;
}

export const markRewardClaimed = (db: Db, rewardId: string, at: Date) => db.update(rewardOffers).set({ claimedAt: at }).where(eq(rewardOffers.rewardId, rewardId));

/** The user's wallet rows whose ledger reference starts with `prefix` (transfers, rewards), newest first. */
export function walletRowsByReference(db: Db, account: string, prefix: string, limit = 100) {
  return db
    .select({ txId: ledgerTransactions.txId, reference: ledgerTransactions.reference, description: ledgerTransactions.description, at: ledgerTransactions.createdAt, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
    .where(and(eq(ledgerPostings.account, account), like(ledgerTransactions.reference, `${prefix}%`)))
    .orderBy(desc(ledgerTransactions.txId))
    .limit(limit);
}

/** The users an agent looks after (an operator: every account but its own), by name. */
export function downlineUsersOf(db: Db, agent: { userId: string; role: string }) {
  return db
    .select({ userId: users.userId, userName: users.userName, role: users.role, isLogin: users.isLogin })
    .from(users)
    .where(agent.role === 'operator' ? ne(users.userId, agent.userId) : eq(users.uplineId, agent.userId))
    .orderBy(asc(users.userName));
}

export async function userByName(db: Db, userName: string) {
  const [user] = await db.select().from(users).where(eq(users.userName, userName));
  return user;
}
