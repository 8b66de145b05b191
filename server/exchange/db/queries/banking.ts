import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankingRequests } from '../schema';

/** Withdrawals the user requested that are not yet decided, paise. */
export async function pendingWithdrawalsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bankingRequests.amount}), 0)` })
    .from(bankingRequests)
    .where(and(eq(bankingRequests.userId, userId), eq(bankingRequests.kind, 'WITHDRAWAL'), eq(bankingRequests.status, 'PENDING')));
  return Number(row?.total ?? 0);
}
