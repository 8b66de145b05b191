import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { recordedReply, recordReply, recordReplyOnce } from '../db/queries/idempotency';
import { conflict } from './errors';

export interface Reply<T> {
  statusCode: number;
  body: T;
}

/**
 * A request's hash, recorded with its idempotency key: SHA-256 of its JSON with every object's keys
 * in `localeCompare` order, so the same request hashes the same whatever order its keys came in.
 * Stored hashes are compared with new ones across restarts and versions: the text hashed must never change.
 */
export function stableHash(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of keysInOrder(v)) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Each key set's `localeCompare` order, sorted once: requests of one kind share a few key sets, and
 * `localeCompare` (an ICU collation per comparison) was most of a bet's hashing. Bounded: past
 * `MAX_KEY_ORDERS` key sets the order is sorted each time.
 */
const keyOrders = new Map<string, readonly string[]>();
const MAX_KEY_ORDERS = 1_000;

function keysInOrder(v: object): readonly string[] {
  const keys = Object.keys(v);
  const keySet = JSON.stringify(keys);
  const known = keyOrders.get(keySet);
  if (known) return known;
  const sorted = keys.sort((a, b) => a.localeCompare(b));
  if (keyOrders.size < MAX_KEY_ORDERS) keyOrders.set(keySet, sorted);
  return sorted;
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
 * they are all done: a repeat of (user, key) then gets this reply from {@link earlierReply}. A repeat
 * that ran beside it and recorded first keeps its reply (no duplicate-key failure after the work is done).
 */
export async function recordFinalReply<T>(db: Db, userId: string, key: string, request: unknown, reply: Reply<T>): Promise<void> {
  await recordReplyOnce(db, { userId, key, requestHash: stableHash(request), statusCode: reply.statusCode, response: reply.body as object });
}
