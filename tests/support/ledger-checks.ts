/**
 * Whether a store's ledger replays exactly (issue #49's restore drills): every account's balance
 * (account_balances, kept by triggers) equals the sum of its postings — its statement — and every
 * ledger transaction's postings sum to zero. Works on any store through one query function
 * (node-postgres or PGlite through Drizzle).
 */
export type Rows = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Every disagreement as a readable line (empty: the ledger replays exactly). */
export async function ledgerAnomalies(rows: Rows): Promise<string[]> {
  const balances = await rows(
    `select coalesce(b.account, p.account) as account, b.balance::text as balance, coalesce(p.total, 0)::text as statement
       from account_balances b
       full join (select account, sum(amount) as total from ledger_postings group by account) p on p.account = b.account
      where b.balance is distinct from coalesce(p.total, 0)`,
  );
  const unbalanced = await rows(`select tx_id, sum(amount)::text as total from ledger_postings group by tx_id having sum(amount) <> 0`);
  return [
    ...balances.map((r) => `account ${String(r.account)}: balance ${String(r.balance)} but its statement sums to ${String(r.statement)}`),
    ...unbalanced.map((r) => `ledger transaction ${String(r.tx_id)}: postings sum to ${String(r.total)}, not 0`),
  ];
}

/** The acknowledged bet ids that are not in the store's orders. */
export async function missingBets(rows: Rows, betIds: string[]): Promise<string[]> {
  const stored = new Set((await rows('select order_id from orders where order_id = any($1::text[])', [betIds])).map((r) => String(r.order_id)));
  return betIds.filter((id) => !stored.has(id));
}
