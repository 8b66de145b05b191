import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { houseBets, orders, trades } from '../schema';
import { saveHouseBetRows, saveOrderRows, saveTradeRows } from './bet-batch';
import type { OrderView, Trade } from '../../domain/types';

/** Writes orders exactly as the engine holds them (insert or update). */
export const saveOrders = (db: Db, marketId: string, views: readonly OrderView[]) => saveOrderRows(db, views.map((v) => ({ ...v, marketId })));

/** An order's new persistence (updateOrders): the one order field saveOrders leaves as first written. */
export async function savePersistence(db: Db, orderId: string, persistence: 'LAPSE' | 'PERSIST'): Promise<void> {
  await db.update(orders).set({ persistence }).where(eq(orders.orderId, orderId));
}

export const saveTrades = (db: Db, marketId: string, newTrades: readonly Trade[]) => saveTradeRows(db, newTrades.map((t) => ({ ...t, marketId })));

export const saveHouseBet = (db: Db, marketId: string, bet: { betId: string; userId: string; placedAt: number }) => saveHouseBetRows(db, [{ marketId, bet }]);

/** A market's house bets (bookmaker, fancy, fixed odds) as stored, for settlement. */
export function houseBetsOf(db: Db, marketId: string) {
  return db.select().from(houseBets).where(eq(houseBets.marketId, marketId));
}

/** A market's trades as stored, for settlement. */
export function tradesOf(db: Db, marketId: string) {
  return db.select().from(trades).where(eq(trades.marketId, marketId));
}
