import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';

/** The first reply recorded under (user, key), if any. */
export async function recordedReply(db: Db, userId: string, key: string) {
  const [seen] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return seen;
}

/** Records a reply under (user, key) inside the caller's transaction. */
export async function recordReply(db: Db, row: { userId: string; key: string; requestHash: string; statusCode: number; response: object }): Promise<void> {
  await db.insert(idempotencyKeys).values(row);
}

/** Records a reply under (user, key) unless one is there already (a repeat that ran beside it recorded first: its reply stands). */
export async function recordReplyOnce(db: Db, row: { userId: string; key: string; requestHash: string; statusCode: number; response: object }): Promise<void> {
  await db.insert(idempotencyKeys).values(row).onConflictDoNothing();
}
