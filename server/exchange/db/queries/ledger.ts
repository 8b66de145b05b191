import { and, asc, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerPostings, ledgerTransactions } from '../schema';
import { walletAccount, type LedgerTransaction } from '../../domain/ledger';
import { DomainError } from '../../domain/errors';
import { isUniqueViolation } from '../errors';
import type { StatementRow } from '../../../contract/history';

export type { StatementRow };

/**
 * Writes one balanced transaction (domain-built, so it sums to zero) inside the caller's DB
 * transaction. A reference already posted is a DUPLICATE_TRANSACTION (409 over HTTP).
 */
export async function postTransaction(db: Db, transaction: LedgerTransaction, description = ''): Promise<number> {
  if (transaction.postings.reduce((sum, p) => sum + p.amount, 0) !== 0) {
    throw new Error(`Refusing an unbalanced transaction ${transaction.reference}`);
  }
  let txId: number;
  try {
    const [row] = await db
      .insert(ledgerTransactions)
      .values({ reference: transaction.reference, kind: transaction.kind, description })
      .returning({ txId: ledgerTransactions.txId });
    txId = row!.txId;
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('DUPLICATE_TRANSACTION', `${transaction.reference} was already posted`);
    throw err;
  }
  await db.insert(ledgerPostings).values(transaction.postings.map((p) => ({ txId, account: p.account, amount: p.amount })));
  return txId;
}

export async function balanceOf(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, account));
  return Number(row?.total ?? 0);
}

export const walletBalance = (db: Db, userId: string) => balanceOf(db, walletAccount(userId));

/** Reward transactions are referenced `reward:<kind>:…`: those of the user's wallet, newest first. */
export async function rewardsOf(db: Db, userId: string) {
  const rows = await db
    .select({ reference: ledgerTransactions.reference, description: ledgerTransactions.description, at: ledgerTransactions.createdAt, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
    .where(and(eq(ledgerPostings.account, walletAccount(userId)), like(ledgerTransactions.reference, 'reward:%')))
    .orderBy(desc(ledgerTransactions.txId));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** What the user's wallet has been paid for referrals, in paise. */
export async function referralEarnings(db: Db, userId: string): Promise<number> {
  const [earned] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
    .where(and(eq(ledgerPostings.account, walletAccount(userId)), like(ledgerTransactions.reference, 'reward:referral:%')));
  return Number(earned?.total ?? 0);
}


/** The account statement of a user's wallet between two instants, with the running balance. */
export async function statementOf(db: Db, userId: string, from: Date, to: Date): Promise<{ opening: number; rows: StatementRow[] }> {
  const account = walletAccount(userId);
  const [opening] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
    .where(and(eq(ledgerPostings.account, account), lt(ledgerTransactions.createdAt, from)));
  const lines = await db
    .select({
      txId: ledgerTransactions.txId,
      at: ledgerTransactions.createdAt,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      description: ledgerTransactions.description,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
    .where(and(eq(ledgerPostings.account, account), gte(ledgerTransactions.createdAt, from), lt(ledgerTransactions.createdAt, to)))
    .orderBy(asc(ledgerTransactions.txId));
  let balance = Number(opening?.total ?? 0);
  const openingBalance = balance;
  const rows = lines.map((line) => {
    balance += line.amount;
    return { ...line, at: line.at.toISOString(), balance };
  });
  return { opening: openingBalance, rows };
}

/** Ledger invariant over the store: all postings sum to zero and every transaction balances. */
export async function ledgerInvariantHolds(db: Db): Promise<boolean> {
  const [total] = await db.select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` }).from(ledgerPostings);
  const unbalanced = await db
    .select({ txId: ledgerPostings.txId })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.txId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
  return Number(total?.total ?? 0) === 0 && unbalanced.length === 0;
}
