import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { competitions, events, sports } from '../schema';

/** An event's live state as the change stream's score topic carries it. */
export async function eventScore(db: Db, exEventId: string) {
  const [row] = await db.select().from(events).where(eq(events.exEventId, exEventId));
  return row ? { eventId: row.exEventId, inPlay: row.inPlay, status: row.status, score: row.score } : null;
}

/** An event with its sport and competition names (events/detail). */
export async function eventDetail(db: Db, exEventId: string) {
  const [event] = await db
    .select({
      exEventId: events.exEventId,
      sportId: events.sportId,
      sportName: sports.sportName,
      eventName: events.eventName,
      eventTime: events.eventTime,
      tournamentId: events.tournamentId,
      tournamentName: competitions.tournamentName,
      inPlay: events.inPlay,
      status: events.status,
      score: events.score,
      videoId: events.videoId,
    })
    .from(events)
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .innerJoin(competitions, eq(competitions.tournamentId, events.tournamentId))
    .where(eq(events.exEventId, exEventId));
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
