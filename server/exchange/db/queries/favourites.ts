import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { favourites } from '../schema';

/** The user's favourite events, newest first. */
export async function favouritesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ exEventId: favourites.exEventId }).from(favourites).where(eq(favourites.userId, userId)).orderBy(desc(favourites.createdAt));
  return rows.map((f) => f.exEventId);
}

export const addFavourite = (db: Db, userId: string, exEventId: string) => db.insert(favourites).values({ userId, exEventId }).onConflictDoNothing();

export const removeFavourite = (db: Db, userId: string, exEventId: string) =>
  db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.exEventId, exEventId)));
