import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/** The user's own loss limit (paise), null when none is set. */
export async function lossLimitOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ lossLimit: users.lossLimit }).from(users).where(eq(users.userId, userId));
  return row?.lossLimit ?? null;
}
