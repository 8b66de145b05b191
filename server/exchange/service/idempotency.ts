import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { recordedReply, recordReply } from '../db/queries/idempotency';
import { conflict } from './errors';

export interface Reply<T> {
  statusCode: number;
  body: T;
}

function stableHash(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The first reply to (user, key) if one was recorded (409 DUPLICATE_TRANSACTION when the key was
 * used for another request), else null. Callers look before anything that may have changed since
 * the first call — e.g. a market that has settled and left the engines — so a retry still gets the
 * first answer.
 */
export async function earlierReply<T>(db: Db, userId: string, key: string, request: unknown): Promise<(Reply<T> & { replayed: true }) | null> {
  const seen = await recordedReply(db, userId, key);
  if (!seen) return null;
  if (seen.requestHash !== stableHash(request)) {
    throw conflict('DUPLICATE_TRANSACTION', `Idempotency key '${key}' was used for a different request`);
  }
  return { statusCode: seen.statusCode, body: seen.response as T, replayed: true };
}

/**
 * A repeat of (user, key) with the same request returns the first reply; the same key with another
 * request is 409 DUPLICATE_TRANSACTION. The caller holds the user's lock, so repeats are serialised;
 * `work` receives the DB transaction in which the key is recorded with its effects.
 */
export async function idempotent<T>(
  db: Db,
  userId: string,
  key: string,
  request: unknown,
  work: (tx: Db) => Promise<Reply<T>>,
): Promise<Reply<T> & { replayed: boolean }> {
  const requestHash = stableHash(request);
  const seen = await earlierReply<T>(db, userId, key, request);
  if (seen) return seen;
  const reply = await db.transaction(async (tx) => {
    const result = await work(tx as unknown as Db);
    await recordReply(tx as unknown as Db, { userId, key, requestHash, statusCode: result.statusCode, response: result.body as object });
    return result;
  });
  return { ...reply, replayed: false };
}

/**
 * Records the reply of a request made of several idempotent steps (each under its own key), once
 * they are all done: a repeat of (user, key) then gets this reply from {@link earlierReply}.
 */
export async function recordFinalReply<T>(db: Db, userId: string, key: string, request: unknown, reply: Reply<T>): Promise<void> {
  await recordReply(db, { userId, key, requestHash: stableHash(request), statusCode: reply.statusCode, response: reply.body as object });
}
