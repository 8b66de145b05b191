import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankingRequests, ledgerPostings, users } from '../schema';
import { walletAccount } from '../../domain/ledger';

export interface StoredFunds {
  /** Wallet balance from the ledger, paise. */
  bankBalance: number;
  /** Withdrawals requested and not yet decided, paise. */
  pendingWithdrawals: number;
  /** Self-set loss limit, paise; null = none. */
  lossLimit: number | null;
}

/** What a bet check needs from the store, in one statement: the wallet balance, pending withdrawals and loss limit. */
export async function storedFundsOf(db: Db, userId: string): Promise<StoredFunds> {
  const balance = db
    .select({ total: sql`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, walletAccount(userId)));
  const pending = db
    .select({ total: sql`coalesce(sum(${bankingRequests.amount}), 0)` })
    .from(bankingRequests)
    .where(and(eq(bankingRequests.userId, userId), eq(bankingRequests.kind, 'WITHDRAWAL'), eq(bankingRequests.status, 'PENDING')));
  const limit = db.select({ lossLimit: users.lossLimit }).from(users).where(eq(users.userId, userId));
  const [row] = await db.select({
    bankBalance: sql<string>`(${balance})`,
    pendingWithdrawals: sql<string>`(${pending})`,
    lossLimit: sql<string | null>`(${limit})`,
  }).from(sql`(select 1) as one`);
  return {
    bankBalance: Number(row?.bankBalance ?? 0),
    pendingWithdrawals: Number(row?.pendingWithdrawals ?? 0),
    lossLimit: row?.lossLimit == null ? null : Number(row.lossLimit),
  };
}
