import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
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

/** Where each market named sits: its sport, event and own name (a market that does not exist is left out). */
export async function placesOfMarkets(db: Db, marketIds: string[]): Promise<Map<string, { sportId: number; eventName: string; marketName: string }>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .select({ marketId: markets.marketId, sportId: events.sportId, eventName: events.eventName, marketName: markets.marketName })
    .from(markets)
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .where(inArray(markets.marketId, marketIds));
  return new Map(rows.map(({ marketId, ...place }) => [marketId, place] as const));
}
