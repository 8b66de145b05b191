import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { events, markets, settlements, sports } from '../schema';

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
