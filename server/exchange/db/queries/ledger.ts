import { and, asc, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accountBalances, ledgerPostings, ledgerTransactions } from '../schema';
import { walletAccount, type LedgerTransaction } from '../../domain/ledger';
import { DomainError } from '../../domain/errors';
import { isUniqueViolation } from '../errors';
import { rowsOf } from './share-chains';
import type { StatementRow } from '../../../contract/history';

export type { StatementRow };

/**
 * Writes one balanced transaction (domain-built, so it sums to zero) inside the caller's DB
 * transaction. A reference already posted is a DUPLICATE_TRANSACTION (409 over HTTP). `at` dates it
 * (the exchange's clock, which the limits' periods are counted by); without it, the store's.
 */
export async function postTransaction(db: Db, transaction: LedgerTransaction, description = '', at?: Date): Promise<number> {
  const [txId] = await postTransactions(db, [transaction], description, at);
  return txId!;
}

/**
 * Writes balanced transactions together: one statement for their headers and one for all their
 * postings, so the balances' trigger (migration 0015) moves each account once, its row locks taken in
 * account order (a settlement posting to hundreds of wallets cannot deadlock with another). Their ids, in order.
 */
export async function postTransactions(db: Db, transactions: readonly LedgerTransaction[], description = '', at?: Date): Promise<number[]> {
  if (transactions.length === 0) return [];
  for (const t of transactions) {
    if (t.postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error(`Refusing an unbalanced transaction ${t.reference}`);
  }
  let rows: Array<{ txId: number; reference: string }>;
  try {
    rows = await db
      .insert(ledgerTransactions)
      .values(transactions.map((t) => ({ reference: t.reference, kind: t.kind, description, ...(at ? { createdAt: at } : {}) })))
      .returning({ txId: ledgerTransactions.txId, reference: ledgerTransactions.reference });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const references = transactions.map((t) => t.reference);
      throw new DomainError('DUPLICATE_TRANSACTION', `${references.length === 1 ? references[0] : `One of ${references.length} references (${references[0]} …)`} was already posted`);
    }
    throw err;
  }
  const idOf = new Map(rows.map((r) => [r.reference, r.txId]));
  const postings = transactions.flatMap((t) => t.postings.map((p) => ({ txId: idOf.get(t.reference)!, account: p.account, amount: p.amount })));
  if (postings.length > 0) await db.insert(ledgerPostings).values(postings);
  return transactions.map((t) => idOf.get(t.reference)!);
}

/**
 * An account's balance, paise, as SQL: the row the postings' trigger keeps (migration 0015), 0 for an
 * account with no posting. `account` is an SQL expression. Every balance read goes through here or
 * `balanceOf`, never a sum of postings (a sum grows with the account's history).
 */
export const accountBalanceSql = (account: string) => `coalesce((select ab.balance from account_balances ab where ab.account = ${account}), 0)`;

/** A user's wallet balance as SQL (`userId`: an SQL expression for the user id). */
export const walletBalanceSql = (userId: string) => accountBalanceSql(`'wallet:' || ${userId}`);

export async function balanceOf(db: Db, account: string): Promise<number> {
  const [row] = await db.select({ balance: accountBalances.balance }).from(accountBalances).where(eq(accountBalances.account, account));
  return Number(row?.balance ?? 0);
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
  return Number(total?.total ?? 0) === 0 && unbalanced.length === 0 && (await balancesOutOfStep(db)).length === 0;
}

/** Accounts whose kept balance (account_balances) is not the sum of their postings: none, ever. */
export async function balancesOutOfStep(db: Db): Promise<Array<{ account: string; kept: number; posted: number }>> {
  const rows = await rowsOf<{ account: string; kept: string | number; posted: string | number }>(
    db,
    sql`
    select coalesce(b.account, p.account) as account, coalesce(b.balance, 0) as kept, coalesce(p.total, 0) as posted
    from account_balances b
    full join (select account, sum(amount) as total from ledger_postings group by account) p on p.account = b.account
    where coalesce(b.balance, 0) <> coalesce(p.total, 0)`,
  );
  return rows.map((r) => ({ account: r.account, kept: Number(r.kept), posted: Number(r.posted) }));
}
