import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { competitions, events, markets, runners, sports } from '../schema';

/** The most events a desk lists at once. */
export const DESK_EVENT_LIMIT = 200;

const deskEventColumns = {
  eventId: events.exEventId,
  eventName: events.eventName,
  sportId: events.sportId,
  sportName: sports.sportName,
  tournamentId: events.tournamentId,
  tournamentName: competitions.tournamentName,
  eventTime: events.eventTime,
  inPlay: events.inPlay,
  status: events.status,
  betting: events.betting,
  score: events.score,
};

function deskEventRows(db: Db) {
  return db.select(deskEventColumns).from(events).innerJoin(sports, eq(sports.sportId, events.sportId)).innerJoin(competitions, eq(competitions.tournamentId, events.tournamentId));
}

export type DeskEventRow = Awaited<ReturnType<typeof deskEventRows>>[number];

/** Events a desk may run: not finished or cancelled, soonest first (events_sport_idx keeps each sport's by time). */
export function deskEvents(db: Db): Promise<DeskEventRow[]> {
  return deskEventRows(db)
    .where(and(ne(events.status, 'FINISHED'), ne(events.status, 'CANCELLED')))
    .orderBy(asc(events.eventTime), asc(events.exEventId))
    .limit(DESK_EVENT_LIMIT);
}

export async function deskEvent(db: Db, eventId: string): Promise<DeskEventRow | undefined> {
  const [row] = await deskEventRows(db).where(eq(events.exEventId, eventId));
  return row;
}

/** The unsettled markets of some events, in their order. */
export function unsettledMarketsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ marketId: markets.marketId, eventId: markets.exEventId })
    .from(markets)
    .where(and(inArray(markets.exEventId, eventIds), eq(markets.settledVersion, 0)))
    .orderBy(asc(markets.sequence), asc(markets.marketId));
}

export function competitionList(db: Db) {
  return db
    .select({ tournamentId: competitions.tournamentId, tournamentName: competitions.tournamentName, sportId: competitions.sportId })
    .from(competitions)
    .orderBy(asc(competitions.sportId), asc(competitions.tournamentName));
}

/** A competition of the sport with this name, whatever its letter case. */
export async function competitionNamed(db: Db, sportId: number, tournamentName: string) {
  const [row] = await db
    .select({ tournamentId: competitions.tournamentId, tournamentName: competitions.tournamentName })
    .from(competitions)
    .where(and(eq(competitions.sportId, sportId), sql`lower(${competitions.tournamentName}) = lower(${tournamentName})`));
  return row;
}

export async function competitionById(db: Db, tournamentId: string) {
  const [row] = await db.select().from(competitions).where(eq(competitions.tournamentId, tournamentId));
  return row;
}

export async function updateEventDetails(tx: Db, eventId: string, change: Partial<Pick<typeof events.$inferInsert, 'eventName' | 'tournamentId' | 'eventTime'>>) {
  const [row] = await tx.update(events).set(change).where(eq(events.exEventId, eventId)).returning();
  return row;
}

/** Renames one runner (a team, a horse) on every unsettled runner market of an event (not Next Ball's outcomes); returns the markets it touched. */
export async function renameRunner(tx: Db, eventId: string, runnerId: string, runnerName: string): Promise<string[]> {
  const listed = await tx
    .select({ marketId: markets.marketId })
    .from(markets)
    .where(and(eq(markets.exEventId, eventId), eq(markets.settledVersion, 0), inArray(markets.kind, ['exchange', 'bookmaker', 'lottery'])));
  const ids = listed.map((m) => m.marketId);
  if (ids.length === 0) return [];
  const rows = await tx
    .update(runners)
    .set({ runnerName })
    .where(and(inArray(runners.marketId, ids), eq(runners.runnerId, runnerId)))
    .returning({ marketId: runners.marketId });
  return rows.map((r) => r.marketId);
}
