import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { competitions, events, sports } from '../schema';

/** An event's live state as the change stream's score topic carries it: the score with whether the event takes bets. */
export const scoreOf = (row: typeof events.$inferSelect) => ({ eventId: row.exEventId, inPlay: row.inPlay, status: row.status, score: row.score, betting: row.betting, incident: row.incident });

/** An event's live state as the change stream's score topic carries it. */
export async function eventScore(db: Db, exEventId: string) {
  const [row] = await db.select().from(events).where(eq(events.exEventId, exEventId));
  return row ? scoreOf(row) : null;
}

/** The sport of an event (undefined when there is no such event). */
export async function sportOfEvent(db: Db, exEventId: string): Promise<number | undefined> {
  const [row] = await db.select({ sportId: events.sportId }).from(events).where(eq(events.exEventId, exEventId));
  return row?.sportId;
}

/** An event's row in lists (spec §3 field names); read with its sport and competition joined (`withNames`). */
export const eventListColumns = {
  exEventId: events.exEventId,
  sportId: events.sportId,
  sportName: sports.sportName,
  eventName: events.eventName,
  eventTime: events.eventTime,
  tournamentId: events.tournamentId,
  tournamentName: competitions.tournamentName,
  inPlay: events.inPlay,
};

/** Events joined with their sport and competition (for eventListColumns). */
export function eventsWithNames<T extends Parameters<Db['select']>[0]>(db: Db, columns: T & object) {
  return db
    .select(columns)
    .from(events)
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .innerJoin(competitions, eq(competitions.tournamentId, events.tournamentId));
}

/** An event with its sport and competition names (events/detail). */
export async function eventDetail(db: Db, exEventId: string) {
  const [event] = await eventsWithNames(db, { ...eventListColumns, status: events.status, score: events.score, videoId: events.videoId }).where(eq(events.exEventId, exEventId));
  return event;
}

/** Events with their sport, by id (the exposure list). */
export function eventSports(db: Db, exEventIds: string[]) {
  return db
    .select({ exEventId: events.exEventId, eventName: events.eventName, sportId: events.sportId, sportName: sports.sportName })
    .from(events)
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .where(inArray(events.exEventId, exEventIds));
}

/** Events in list form (eventListColumns) by id. */
export async function eventsListed(db: Db, exEventIds: string[]) {
  return exEventIds.length === 0 ? [] : eventsWithNames(db, eventListColumns).where(inArray(events.exEventId, exEventIds));
}

export type NewEvent = Pick<typeof events.$inferInsert, 'exEventId' | 'sportId' | 'tournamentId' | 'eventName' | 'eventTime'>;
export type EventScoreChange = Partial<Pick<typeof events.$inferInsert, 'inPlay' | 'status' | 'score'>>;

export const insertEvent = (db: Db, event: NewEvent) => db.insert(events).values(event);

/** The competition's sport, or undefined when there is no such competition. */
export async function competitionSport(db: Db, tournamentId: string): Promise<number | undefined> {
  const [row] = await db.select({ sportId: competitions.sportId }).from(competitions).where(eq(competitions.tournamentId, tournamentId));
  return row?.sportId;
}

export const insertCompetition = (db: Db, competition: { tournamentId: string; sportId: number; tournamentName: string }) => db.insert(competitions).values(competition).onConflictDoNothing();

export async function sportExists(db: Db, sportId: number): Promise<boolean> {
  const [sport] = await db.select({ id: sports.sportId }).from(sports).where(eq(sports.sportId, sportId));
  return sport !== undefined;
}

/** Sets what is given of in play, status and score (a finished or cancelled event closes to bets); undefined when there is no such event. */
export async function updateEventScore(db: Db, exEventId: string, change: EventScoreChange) {
  const ended = change.status === 'FINISHED' || change.status === 'CANCELLED';
  const given = Object.fromEntries(Object.entries({ ...change, ...(ended ? { betting: 'CLOSED' as const } : {}) }).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) return (await db.select().from(events).where(eq(events.exEventId, exEventId)))[0];
  const [row] = await db.update(events).set(given).where(eq(events.exEventId, exEventId)).returning();
  return row;
}
