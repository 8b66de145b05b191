import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankingRequests } from '../db/schema';
import { walletBalance } from '../ledger/store';
import type { ExchangeServices } from './context';

export interface BalanceView {
  /** Wallet balance from the ledger, paise. */
  bankBalance: number;
  /** Total exposure over open markets, paise. */
  exposure: number;
  /** Withdrawals requested and not yet decided, paise. */
  pendingWithdrawals: number;
  /** bankBalance − exposure − pendingWithdrawals. */
  available: number;
}

export async function pendingWithdrawalsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bankingRequests.amount}), 0)` })
    .from(bankingRequests)
    .where(and(eq(bankingRequests.userId, userId), eq(bankingRequests.kind, 'WITHDRAWAL'), eq(bankingRequests.status, 'PENDING')));
  return Number(row?.total ?? 0);
}

/** A user's money as the header and the bet checks see it. */
export async function balanceView(services: ExchangeServices, userId: string, db: Db = services.db): Promise<BalanceView> {
  const [bankBalance, pendingWithdrawals] = await Promise.all([walletBalance(db, userId), pendingWithdrawalsOf(db, userId)]);
  const exposure = services.exposure.totalExposure(userId);
  return { bankBalance, exposure, pendingWithdrawals, available: bankBalance - exposure - pendingWithdrawals };
}
