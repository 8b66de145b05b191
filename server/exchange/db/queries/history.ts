import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { events, houseBets, markets, orders, runners, settlements, sports } from '../schema';

/** Markets settled between two instants with their latest settlement, newest first. */
export function settledMarketsBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      marketId: markets.marketId,
      marketName: markets.marketName,
      exEventId: events.exEventId,
      eventName: events.eventName,
      sportId: sports.sportId,
      sportName: sports.sportName,
      settledAt: markets.settledAt,
      settlement: settlements.settlement,
    })
    .from(markets)
    .innerJoin(settlements, and(eq(settlements.marketId, markets.marketId), eq(settlements.version, markets.settledVersion)))
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .where(and(gte(markets.settledAt, from), lt(markets.settledAt, to)))
    .orderBy(desc(markets.settledAt));
}

/** A user's exchange orders placed between two instants (epoch ms), newest first. */
export function exchangeBetsBetween(db: Db, userId: string, from: number, to: number, limit: number) {
  return db
    .select({
      betId: orders.orderId,
      marketId: orders.marketId,
      marketName: markets.marketName,
      eventName: events.eventName,
      sportName: sports.sportName,
      selectionName: runners.runnerName,
      side: orders.side,
      price: orders.price,
      stake: orders.size,
      sizeMatched: orders.sizeMatched,
      status: orders.status,
      placedAt: orders.placedAt,
      settled: sql<boolean>`${markets.settledVersion} > 0`,
    })
    .from(orders)
    .innerJoin(markets, eq(markets.marketId, orders.marketId))
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .innerJoin(runners, and(eq(runners.marketId, orders.marketId), eq(runners.runnerId, orders.runnerId)))
    .where(and(eq(orders.userId, userId), gte(orders.placedAt, from), lt(orders.placedAt, to)))
    .orderBy(desc(orders.placedAt))
    .limit(limit);
}

/** A user's house bets placed between two instants (epoch ms). */
export function houseBetsBetween(db: Db, userId: string, from: number, to: number, limit: number) {
  return db
    .select({ bet: houseBets.bet, marketId: houseBets.marketId, marketName: markets.marketName, eventName: events.eventName, sportName: sports.sportName, settled: sql<boolean>`${markets.settledVersion} > 0` })
    .from(houseBets)
    .innerJoin(markets, eq(markets.marketId, houseBets.marketId))
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .where(and(eq(houseBets.userId, userId), gte(houseBets.placedAt, from), lt(houseBets.placedAt, to)))
    .limit(limit);
}
