import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/*
 * Pruning (service/retention.ts): each statement deletes at most `limit` rows and commits on its own —
 * no transaction spans batches, so nothing waits long behind one. The rows are picked and locked by a
 * sub-select with SKIP LOCKED: several exchange processes pruning at once take different rows instead
 * of queueing on each other's, and a row already deleted by another is simply not there. The sub-select
 * hands the delete row addresses (`ctid = any(array(…))`, a TID scan), so the table is read once.
 */

/** Deletes up to `limit` idempotency replies recorded before `cutoff`, oldest first (index on created_at); answers how many went. */
export async function pruneIdempotencyKeys(db: Db, cutoff: Date, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    with gone as (
      delete from idempotency_keys where ctid = any(array(
        select ctid from idempotency_keys where created_at < ${cutoff.toISOString()}::timestamptz
        order by created_at limit ${limit} for update skip locked))
      returning 1)
    select count(*)::int as n from gone`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

/**
 * Deletes up to `limit` lease_history rows taken before `cutoff`, oldest first, but never a partition's
 * last taking before it (a later taking of the same partition, also before the cutoff, must exist):
 * the holder at any moment since the cutoff stays known, and a partition that has not moved since
 * keeps its one row. Answers how many went.
 */
export async function pruneLeaseHistory(db: Db, cutoff: Date, limit: number): Promise<number> {
  const at = cutoff.toISOString();
  const result = (await db.execute(sql`
    with gone as (
      delete from lease_history where ctid = any(array(
        select h.ctid from lease_history h
        where h.taken_at < ${at}::timestamptz
          and exists (select 1 from lease_history later where later.partition = h.partition and later.seq > h.seq and later.taken_at < ${at}::timestamptz)
        order by h.seq limit ${limit} for update of h skip locked))
      returning 1)
    select count(*)::int as n from gone`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}
