import type { Db } from '../client';
import { preparedStatement, runPrepared } from '../prepared';

export interface StoredFunds {
  /** Wallet balance from the ledger, paise. */
  bankBalance: number;
  /** Withdrawals requested and not yet decided, paise. */
  pendingWithdrawals: number;
  /** Self-set loss limit, paise; null = none. */
  lossLimit: number | null;
}

/**
 * What a bet check needs from the store, per user: the wallet balance (the ledger's sum), pending
 * withdrawals and the loss limit — as a JSON array, for the users named by the JSON array parameter
 * `param`. Each user is looked up by a correlated subquery (an index probe), whatever the plan.
 * The bet batch's read embeds it (queries/bet-batch.ts).
 */
export const storedFundsSql = (param: string) => `(select coalesce(json_agg(x.funds), '[]'::json) from (
      select (select json_build_object(
                'userId', u.user_id,
                'lossLimit', u.loss_limit,
                'bankBalance', (select coalesce(sum(l.amount), 0) from ledger_postings l where l.account = 'wallet:' || u.user_id),
                'pendingWithdrawals', (select coalesce(sum(b.amount), 0) from banking_requests b where b.user_id = u.user_id and b.kind = 'WITHDRAWAL' and b.status = 'PENDING'))
              from users u where u.user_id = ids.user_id) as funds
      from json_array_elements_text(${param}::json) as ids(user_id)) as x
    where x.funds is not null)`;

export type StoredFundsRow = { userId: string; lossLimit: number | null; bankBalance: number | string; pendingWithdrawals: number | string };

/** The rows of `storedFundsSql`, by user. */
export function storedFundsByUser(rows: readonly StoredFundsRow[]): Map<string, StoredFunds> {
  const funds = new Map<string, StoredFunds>();
  for (const f of rows) {
    funds.set(f.userId, { bankBalance: Number(f.bankBalance), pendingWithdrawals: Number(f.pendingWithdrawals), lossLimit: f.lossLimit == null ? null : Number(f.lossLimit) });
  }
  return funds;
}

const STORED_FUNDS = preparedStatement('stored_funds', 1, `select ${storedFundsSql('$1')} as funds`);

/** Prepared on PGlite when the store opens (db/client.ts). */
export const FUNDS_STATEMENTS = [STORED_FUNDS];

/** One user's stored funds (a re-price's check); an unknown user has none. */
export async function storedFundsOf(db: Db, userId: string): Promise<StoredFunds> {
  const [row] = await runPrepared<{ funds: StoredFundsRow[] }>(db, STORED_FUNDS, [JSON.stringify([userId])]);
  return storedFundsByUser(row?.funds ?? []).get(userId) ?? { bankBalance: 0, pendingWithdrawals: 0, lossLimit: null };
}
