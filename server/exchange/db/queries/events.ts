import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { events } from '../schema';

/** An event's live state as the change stream's score topic carries it. */
export async function eventScore(db: Db, exEventId: string) {
  const [row] = await db.select().from(events).where(eq(events.exEventId, exEventId));
  return row ? { eventId: row.exEventId, inPlay: row.inPlay, status: row.status, score: row.score } : null;
}
