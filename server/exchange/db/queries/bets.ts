import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { houseBets, orders, trades } from '../schema';
import type { OrderView, Trade } from '../../domain/types';

/** Writes orders exactly as the engine holds them (insert or update). */
export async function saveOrders(db: Db, marketId: string, views: readonly OrderView[]): Promise<void> {
  if (views.length === 0) return;
  await db
    .insert(orders)
    .values(views.map((v) => ({ ...v, marketId, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: orders.orderId,
      set: {
        price: sql`excluded.price`,
        sizeMatched: sql`excluded.size_matched`,
        sizeRemaining: sql`excluded.size_remaining`,
        sizeCancelled: sql`excluded.size_cancelled`,
        sizeLapsed: sql`excluded.size_lapsed`,
        status: sql`excluded.status`,
        seq: sql`excluded.seq`,
        placedAt: sql`excluded.placed_at`,
        releaseAt: sql`excluded.release_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function saveTrades(db: Db, marketId: string, newTrades: readonly Trade[]): Promise<void> {
  if (newTrades.length === 0) return;
  await db.insert(trades).values(newTrades.map((t) => ({ ...t, marketId })));
}

export async function saveHouseBet(db: Db, marketId: string, bet: { betId: string; userId: string; placedAt: number }): Promise<void> {
  await db.insert(houseBets).values({ betId: bet.betId, marketId, userId: bet.userId, placedAt: bet.placedAt, bet: bet as unknown as Record<string, unknown> });
}

/** A market's house bets (bookmaker, fancy, fixed odds) as stored, for settlement. */
export function houseBetsOf(db: Db, marketId: string) {
  return db.select().from(houseBets).where(eq(houseBets.marketId, marketId));
}

/** A market's trades as stored, for settlement. */
export function tradesOf(db: Db, marketId: string) {
  return db.select().from(trades).where(eq(trades.marketId, marketId));
}
