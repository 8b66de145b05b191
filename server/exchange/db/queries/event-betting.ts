import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { events, markets } from '../schema';

export type EventRow = typeof events.$inferSelect;
export type EventBettingChange = Partial<Pick<typeof events.$inferInsert, 'betting' | 'incident' | 'inPlay' | 'status' | 'score'>>;

/** Whether an event takes bets, and its last incident; undefined when there is no such event. */
export async function eventBettingOf(db: Db, exEventId: string): Promise<Pick<EventRow, 'betting' | 'incident'> | undefined> {
  const [row] = await db.select({ betting: events.betting, incident: events.incident }).from(events).where(eq(events.exEventId, exEventId));
  return row;
}

/** The event's markets not yet settled, by id: the ones an incident suspends. */
export async function unsettledMarketIdsOf(db: Db, exEventId: string): Promise<string[]> {
  const rows = await db
    .select({ marketId: markets.marketId })
    .from(markets)
    .where(and(eq(markets.exEventId, exEventId), eq(markets.settledVersion, 0)))
    .orderBy(asc(markets.marketId));
  return rows.map((r) => r.marketId);
}

/** Writes an event's betting state with what else the same act changes (score, in play, status); returns the row. */
export async function updateEventBetting(db: Db, exEventId: string, change: EventBettingChange): Promise<EventRow> {
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  const [row] = await db.update(events).set(given).where(eq(events.exEventId, exEventId)).returning();
  return row!;
}
