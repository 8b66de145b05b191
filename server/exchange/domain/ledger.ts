import { DomainError } from './errors';

export type TransactionKind = 'deposit' | 'withdrawal' | 'transfer' | 'settlement' | 'commission' | 'void' | 'reversal';

/** One line of a double-entry transaction: + credits the account, − debits it. Paise. */
export interface Posting {
  readonly account: string;
  readonly amount: number;
}

/** A balanced set of postings (they sum to zero) with the reference that explains it. */
export interface LedgerTransaction {
  readonly reference: string;
  readonly kind: TransactionKind;
  readonly postings: readonly Posting[];
}

/** The counterparty of bookmaker, fancy and fixed-odds markets. */
export const HOUSE_ACCOUNT = 'house';
/** Where exchange commission goes. */
export const COMMISSION_ACCOUNT = 'commission';
/** The world outside: deposits come from it and withdrawals go to it. */
export const CASH_ACCOUNT = 'cash';

export function walletAccount(userId: string): string {
  return `wallet:${userId}`;
}

export function isBalanced(transaction: LedgerTransaction): boolean {
  return transaction.postings.reduce((sum, p) => sum + p.amount, 0) === 0;
}

/** Builds a transaction, refusing one whose postings are not whole paise or do not sum to zero. */
export function transaction(kind: TransactionKind, reference: string, postings: readonly Posting[]): LedgerTransaction {
  if (reference.length === 0) throw new DomainError('INVALID_INPUT_DATA', 'A transaction needs a reference');
  if (postings.length === 0) throw new DomainError('INVALID_INPUT_DATA', `Transaction ${reference} has no postings`);
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.account.length === 0) throw new DomainError('INVALID_INPUT_DATA', `Bad posting in ${reference}`);
  }
  const tx: LedgerTransaction = { reference, kind, postings: postings.map((p) => ({ account: p.account, amount: p.amount + 0 })) };
  if (!isBalanced(tx)) throw new DomainError('INVALID_INPUT_DATA', `Transaction ${reference} does not balance`);
  return tx;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new DomainError('INVALID_INPUT_DATA', 'An amount must be a positive whole number of paise');
}

export function deposit(userId: string, amount: number, reference: string): LedgerTransaction {
  assertAmount(amount);
  return transaction('deposit', reference, [
    { account: CASH_ACCOUNT, amount: -amount },
    { account: walletAccount(userId), amount },
  ]);
}

/** A withdrawal may take only what is available: balance − exposure. */
export function withdrawal(userId: string, amount: number, reference: string, balance: number, exposure: number): LedgerTransaction {
  assertAmount(amount);
  if (amount > balance - exposure) throw new DomainError('INSUFFICIENT_FUNDS', `Only ${balance - exposure} is available`);
  return transaction('withdrawal', reference, [
    { account: walletAccount(userId), amount: -amount },
    { account: CASH_ACCOUNT, amount },
  ]);
}

/** Moves money between two wallets (an agent topping up a bettor, or back); the payer's available must cover it. */
export function transfer(fromUserId: string, toUserId: string, amount: number, reference: string, fromBalance: number, fromExposure: number): LedgerTransaction {
  assertAmount(amount);
  if (fromUserId === toUserId) throw new DomainError('INVALID_INPUT_DATA', 'A transfer needs two different users');
  if (amount > fromBalance - fromExposure) throw new DomainError('INSUFFICIENT_FUNDS', `Only ${fromBalance - fromExposure} is available`);
  return transaction('transfer', reference, [
    { account: walletAccount(fromUserId), amount: -amount },
    { account: walletAccount(toUserId), amount },
  ]);
}

/** The exact opposite of a transaction, visible on the statement as a reversal of it. */
export function reversal(original: LedgerTransaction): LedgerTransaction {
  return transaction('reversal', `reversal:${original.reference}`, original.postings.map((p) => ({ account: p.account, amount: -p.amount })));
}

/** Invariant: every transaction balances, so the whole ledger sums to zero. */
export function ledgerIsBalanced(transactions: readonly LedgerTransaction[]): boolean {
  return transactions.every(isBalanced);
}

/** Every account's balance, replayed from its postings. */
export function replayBalances(transactions: readonly LedgerTransaction[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const tx of transactions) for (const p of tx.postings) balances.set(p.account, (balances.get(p.account) ?? 0) + p.amount);
  return balances;
}

/** Invariant: a stored balance equals the replay of its postings. */
export function balanceMatchesReplay(account: string, balance: number, transactions: readonly LedgerTransaction[]): boolean {
  return (replayBalances(transactions).get(account) ?? 0) === balance;
}

/** Invariant: available (balance − exposure) is never negative. */
export function availableIsNonNegative(balance: number, exposure: number): boolean {
  return balance - exposure >= 0;
}

/** The statement's type filter: betting, deposits and withdrawals, commission, bonus. */
export type StatementCategory = 'BETTING' | 'BANKING' | 'COMMISSION' | 'BONUS';

/** Which type-filter group a ledger line belongs to (a reversal goes with what it reverses). */
export function statementCategory(kind: string, reference: string): StatementCategory {
  const base = kind === 'reversal' ? (reference.split(':')[1] ?? '') : kind;
  if (reference.startsWith('reward:') || base === 'reward' || base === 'bonus') return 'BONUS';
  if (base === 'commission') return 'COMMISSION';
  if (base === 'settlement' || base === 'void') return 'BETTING';
  return 'BANKING';
}

/** The market a settlement, commission or void line (or its reversal) belongs to; null for other lines. */
export function marketOfReference(reference: string): string | null {
  const match = /^(?:reversal:)?(?:settlement|commission|void):(.+):\d+$/.exec(reference);
  return match ? match[1]! : null;
}
