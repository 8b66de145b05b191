import type { Db } from '../db/client';
import { pendingWithdrawalsOf } from '../db/queries/banking';
import { walletBalance } from '../db/queries/ledger';
import type { ExchangeServices } from './context';

/**
 * A user's money, the one definition every screen and check uses (docs/money.md):
 * wallet (the ledger's balance), exposure (worst loss over open markets), held (withdrawals
 * requested and not yet decided) and available = wallet − exposure − held.
 */
export interface BalanceView {
  /** Wallet ("bank balance"): the ledger's balance of the user's wallet account, paise. */
  bankBalance: number;
  /** Total exposure over open markets, paise. */
  exposure: number;
  /** Withdrawals requested and not yet decided (held at once, released on reject, paid on approve), paise. */
  held: number;
  /** bankBalance − exposure − held: what can be bet, withdrawn or transferred now, paise. */
  available: number;
}

/** The money figures from their parts: the only place available is computed. */
function moneyFrom(bankBalance: number, exposure: number, held: number): BalanceView {
  return { bankBalance, exposure, held, available: bankBalance - exposure - held };
}

/** balanceView from the stored parts already read (a page of users read in one statement, service/hierarchy.ts). */
export function balanceViewFrom(services: ExchangeServices, userId: string, bankBalance: number, held: number): BalanceView {
  return moneyFrom(bankBalance, services.exposure.totalExposure(userId), held);
}

/** A user's money as the header, the banking pages, the `balance` stream and the bet checks see it. */
export async function balanceView(services: ExchangeServices, userId: string, db: Db = services.db): Promise<BalanceView> {
  const [bankBalance, held] = await Promise.all([walletBalance(db, userId), pendingWithdrawalsOf(db, userId)]);
  return moneyFrom(bankBalance, services.exposure.totalExposure(userId), held);
}
