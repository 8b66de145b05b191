import type { Db } from '../db/client';
import { pendingWithdrawalsOf } from '../db/queries/banking';
import { walletBalance } from '../db/queries/ledger';
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

/** A user's money as the header and the bet checks see it. */
export async function balanceView(services: ExchangeServices, userId: string, db: Db = services.db): Promise<BalanceView> {
  const [bankBalance, pendingWithdrawals] = await Promise.all([walletBalance(db, userId), pendingWithdrawalsOf(db, userId)]);
  const exposure = services.exposure.totalExposure(userId);
  return { bankBalance, exposure, pendingWithdrawals, available: bankBalance - exposure - pendingWithdrawals };
}
