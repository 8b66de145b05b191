import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankAccounts, ledgerPostings, ledgerTransactions, rewardOffers } from '../db/schema';
import { deposit, walletAccount } from '../domain/ledger';
import { postTransaction } from '../db/queries/ledger';
import { publishBalance } from '../service/banking-events';
import { userLock, type ExchangeServices } from '../service/context';
import { requireActiveUser } from './auth-guard';
import { ApiError, emptyBody, parseBody } from './errors';

/** Indian Financial System Code: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** How many bank accounts a user may keep. */
export const MAX_BANK_ACCOUNTS = 5;

/** True when a text has no control characters (NUL, newlines, DEL …), which names and notes never need. */
export const hasNoControlChars = (text: string) => ![...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const printable = (min: number, max: number) => z.string().trim().min(min).max(max).refine(hasNoControlChars, 'no control characters');
const addAccountBody = z
  .object({
    accountHolder: printable(2, 64),
    accountNumber: z.string().trim().regex(/^[0-9]{9,18}$/, 'an account number is 9-18 digits'),
    ifsc: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(IFSC_PATTERN, 'an IFSC is 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)')),
    bankName: printable(2, 64),
  })
  .strict();
const accountIdBody = z.object({ accountId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an account id') }).strict();
const rewardIdBody = z.object({ rewardId: z.string().regex(/^[A-Za-z0-9:-]{1,64}$/, 'not a reward id') }).strict();

type AccountRow = typeof bankAccounts.$inferSelect;
const accountView = (a: AccountRow) => ({
  accountId: a.accountId,
  accountHolder: a.accountHolder,
  accountNumber: a.accountNumber,
  ifsc: a.ifsc,
  bankName: a.bankName,
  createdAt: a.createdAt.toISOString(),
});

/** Saved bank accounts (withdrawdetails), reward offers and their claims, and the caller's transfers. */
export function bankAccountRoutes(services: ExchangeServices) {
  const { db, locks } = services;
  const accountsOf = async (userId: string) =>
    (await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.accountId))).map(accountView);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/banking/accounts', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await accountsOf(user.userId) };
    });

    app.post('/banking/accounts/add', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(addAccountBody, request.body);
      return locks.run([userLock(user.userId)], async () => {
        const [same] = await db
          .select()
          .from(bankAccounts)
          .where(and(eq(bankAccounts.userId, user.userId), eq(bankAccounts.accountNumber, body.accountNumber), eq(bankAccounts.ifsc, body.ifsc)));
        if (same) throw new ApiError(409, 'DUPLICATE_BANK_ACCOUNT', `Account ${body.accountNumber} (${body.ifsc}) is already saved`);
        const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, user.userId));
        if (n >= MAX_BANK_ACCOUNTS) throw new ApiError(400, 'TOO_MANY_BANK_ACCOUNTS', `At most ${MAX_BANK_ACCOUNTS} bank accounts can be saved; remove one first`);
        try {
          const [row] = await db.insert(bankAccounts).values({ accountId: `ba-${randomUUID()}`, userId: user.userId, ...body }).returning();
          return reply.status(201).send({ data: accountView(row!) });
        } catch (err) {
          if ((err as { code?: string }).code === '23505') throw new ApiError(409, 'DUPLICATE_BANK_ACCOUNT', `Account ${body.accountNumber} (${body.ifsc}) is already saved`);
          throw err;
        }
      });
    });

    app.post('/banking/accounts/remove', async (request) => {
      const user = await requireActiveUser(db, request);
      const { accountId } = parseBody(accountIdBody, request.body);
      const removed = await db.delete(bankAccounts).where(and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.userId, user.userId))).returning();
      if (removed.length === 0) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', `No saved bank account ${accountId}`);
      return { data: await accountsOf(user.userId) };
    });

    app.post('/banking/rewards/offers', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      const now = services.now();
      const rows = await db.select().from(rewardOffers).where(eq(rewardOffers.userId, user.userId)).orderBy(desc(rewardOffers.createdAt), asc(rewardOffers.rewardId));
      return {
        data: rows.map((r) => ({
          rewardId: r.rewardId,
          description: r.description,
          amount: r.amount,
          status: r.claimedAt ? 'CLAIMED' : r.expiresAt && r.expiresAt <= now ? 'EXPIRED' : 'CLAIMABLE',
          claimedAt: r.claimedAt?.toISOString() ?? null,
          expiresAt: r.expiresAt?.toISOString() ?? null,
        })),
      };
    });

    app.post('/banking/rewards/claim', async (request) => {
      const user = await requireActiveUser(db, request);
      const { rewardId } = parseBody(rewardIdBody, request.body);
      const claimed = await locks.run([userLock(user.userId)], async () => {
        const [offer] = await db.select().from(rewardOffers).where(and(eq(rewardOffers.rewardId, rewardId), eq(rewardOffers.userId, user.userId)));
        if (!offer) throw new ApiError(404, 'REWARD_NOT_FOUND', `No reward ${rewardId}`);
        if (offer.claimedAt) throw new ApiError(409, 'REWARD_ALREADY_CLAIMED', `${offer.description} was already claimed`);
        const now = services.now();
        if (offer.expiresAt && offer.expiresAt <= now) throw new ApiError(409, 'REWARD_EXPIRED', `${offer.description} has expired`);
        await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as typeof db;
          // The ledger reference is unique, so even a claim that slipped past the lock credits once.
          await postTransaction(tx, deposit(user.userId, offer.amount, `reward:${offer.rewardId}`), offer.description);
          await tx.update(rewardOffers).set({ claimedAt: now }).where(eq(rewardOffers.rewardId, offer.rewardId));
        });
        return { reference: `reward:${offer.rewardId}`, description: offer.description, at: now.toISOString(), amount: offer.amount };
      });
      await publishBalance(services, [user.userId]);
      return { data: claimed };
    });

    app.post('/banking/transfers', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await db
        .select({ txId: ledgerTransactions.txId, description: ledgerTransactions.description, at: ledgerTransactions.createdAt, amount: ledgerPostings.amount })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
        .where(and(eq(ledgerPostings.account, walletAccount(user.userId)), like(ledgerTransactions.reference, 'transfer:%')))
        .orderBy(desc(ledgerTransactions.txId))
        .limit(100);
      return { data: rows.map((r) => ({ txId: String(r.txId), description: r.description, at: r.at.toISOString(), amount: r.amount })) };
    });
  };
}

