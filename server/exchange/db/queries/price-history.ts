import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { trades } from '../schema';

/** A runner's recorded trades in the engine's order: price as a ladder tick, size in paise. */
export function runnerTrades(db: Db, marketId: string, runnerId: string): Promise<Array<{ tick: number; size: number; matchedAt: number }>> {
  return db
    .select({ tick: trades.price, size: trades.size, matchedAt: trades.matchedAt })
    .from(trades)
    .where(and(eq(trades.marketId, marketId), eq(trades.runnerId, runnerId)))
    .orderBy(asc(trades.tradeId));
}
