import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The advisory-lock class of market ownership (any constant no other part of Backlay uses). */
const OWNERSHIP_LOCK_CLASS = 0x4d4b54; // "MKT"

/**
 * Which markets this exchange process may match, when several share one PostgreSQL (docs/scaling.md).
 * A market belongs to the first process that takes a bet on it: that process takes a session-level
 * advisory lock named after the market on its owner connection and keeps it for its life. Another
 * process asking for the same lock is refused, so two processes never match the same market; its bets
 * there are answered 409 MARKET_NOT_OWNED (the caller routes them to the owner). The bets' batches are
 * written on that same connection, so a process whose connection (and with it its locks) is gone can
 * no longer write: the lock is the fencing. When the owner dies, the next process to be asked takes
 * the market over and rebuilds its book from the store first.
 */
export class MarketOwnership {
  private readonly owned = new Set<string>();

  /** `db`: the owner connection (Database.ownerDb). */
  constructor(readonly db: Db) {}

  /** Whether this process owns the market; `taken` is true when it just became the owner (rebuild its engine). */
  async claim(tx: Db, marketId: string): Promise<{ owned: boolean; taken: boolean }> {
    if (this.owned.has(marketId)) return { owned: true, taken: false };
    const result = (await tx.execute(sql`select pg_try_advisory_lock(${OWNERSHIP_LOCK_CLASS}, hashtext(${marketId})) as ok`)) as unknown as { rows: Array<{ ok: boolean }> };
    if (!result.rows[0]?.ok) return { owned: false, taken: false };
    this.owned.add(marketId);
    return { owned: true, taken: true };
  }

  ownsMarket(marketId: string): boolean {
    return this.owned.has(marketId);
  }
}
