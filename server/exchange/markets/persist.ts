import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { houseBets, orders, trades } from '../db/schema';
import type { ExchangeMarket } from '../domain/exchange-market';
import type { OrderView, Trade } from '../domain/types';

/** How a command left an order, as the engine reports it. */
export interface OrderOutcome {
  sizeMatched?: number;
  sizeRemaining: number;
  sizeCancelled?: number;
  sizeLapsed?: number;
  status: OrderView['status'];
}

/**
 * The current view of an order. Live ones come from the book, complete ones with a matched part
 * from the user's history; one that ended with nothing matched (cancelled or lapsed whole) is its
 * view from before the command with the command's outcome applied.
 */
export function viewOf(market: ExchangeMarket, orderId: string, userId: string, before?: OrderView, outcome?: OrderOutcome): OrderView | undefined {
  const live = market.order(orderId);
  if (live) return live;
  const found = market.ordersOf(userId).matched.find((o) => o.orderId === orderId);
  if (found) return found;
  if (!before || !outcome) return undefined;
  return {
    ...before,
    sizeMatched: outcome.sizeMatched ?? before.sizeMatched,
    sizeRemaining: outcome.sizeRemaining,
    sizeCancelled: before.sizeCancelled + (outcome.sizeCancelled ?? 0),
    sizeLapsed: before.sizeLapsed + (outcome.sizeLapsed ?? 0),
    status: outcome.status,
  };
}

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

/** The order ids a set of trades touched, with their users, taker included. */
export function touchedOrders(tradesMade: readonly Trade[]): Map<string, string> {
  const touched = new Map<string, string>();
  for (const t of tradesMade) {
    touched.set(t.backOrderId, t.backUserId);
    touched.set(t.layOrderId, t.layUserId);
  }
  return touched;
}
