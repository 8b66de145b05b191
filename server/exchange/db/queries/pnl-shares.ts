import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from './share-chains';

/** A level's part of one bettor's result on a market, as pnl_shares stores it. */
export interface PnlShareRow {
  bettorId: string;
  userId: string;
  role: string;
  chainId: number | null;
  shareBps: number;
  amount: number;
}

/**
 * A resettlement or void cancels the previous version's split: `reverse` rows under the new
 * version, each the negative of a `settle` row of the version before (one statement).
 */
export async function reversePreviousShares(db: Db, marketId: string, version: number): Promise<void> {
  await db.execute(sql`
    insert into pnl_shares (market_id, settlement_version, bettor_id, user_id, role, chain_id, share_bps, amount, kind)
    select market_id, ${version}, bettor_id, user_id, role, chain_id, share_bps, -amount, 'reverse'
      from pnl_shares where market_id = ${marketId} and settlement_version = ${version - 1} and kind = 'settle'`);
}

/** A settlement version's split, in one statement. */
export async function insertShares(db: Db, marketId: string, version: number, rows: readonly PnlShareRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ bettor_id: r.bettorId, user_id: r.userId, role: r.role, chain_id: r.chainId, share_bps: r.shareBps, amount: r.amount })));
  await db.execute(sql`
    insert into pnl_shares (market_id, settlement_version, bettor_id, user_id, role, chain_id, share_bps, amount, kind)
    select ${marketId}, ${version}, bettor_id, user_id, role, chain_id, share_bps, amount, 'settle'
      from json_to_recordset(${json}::json) as r(bettor_id text, user_id text, role text, chain_id integer, share_bps integer, amount bigint)`);
}

/** The sum of a market's split per settlement version and kind (tests and checks). */
export async function shareTotalsOf(db: Db, marketId: string): Promise<Array<{ version: number; kind: string; total: number }>> {
  const rows = await rowsOf<{ settlement_version: number; kind: string; total: string | number }>(
    db,
    sql`select settlement_version, kind, sum(amount) as total from pnl_shares where market_id = ${marketId} group by settlement_version, kind order by settlement_version, kind`,
  );
  return rows.map((r) => ({ version: Number(r.settlement_version), kind: r.kind, total: Number(r.total) }));
}
