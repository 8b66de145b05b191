import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { deadManSwitches, users } from '../schema';

export type DeadManRow = typeof deadManSwitches.$inferSelect;

/** The switches still armed (a deadline set), for a restart. */
export const armedSwitches = (db: Db): Promise<DeadManRow[]> => db.select().from(deadManSwitches).where(isNotNull(deadManSwitches.deadline));

/** Writes a switch as it is now (insert or replace). */
export async function saveSwitch(db: Db, row: DeadManRow): Promise<void> {
  await db
    .insert(deadManSwitches)
    .values(row)
    .onConflictDoUpdate({ target: [deadManSwitches.userId, deadManSwitches.source], set: { timeoutSeconds: row.timeoutSeconds, deadline: row.deadline, lastAction: row.lastAction } });
}

/** A switch's stored state, if any. */
export async function switchOf(db: Db, userId: string, source: DeadManRow['source']): Promise<DeadManRow | undefined> {
  const [row] = await db.select().from(deadManSwitches).where(and(eq(deadManSwitches.userId, userId), eq(deadManSwitches.source, source)));
  return row;
}

/** Whether the bettor asked for their unmatched bets to be cancelled when they disconnect. */
export async function cancelsOnDisconnect(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.cancelOnDisconnect }).from(users).where(eq(users.userId, userId));
  return row?.on ?? false;
}

/** The switches whose deadline is at or before `before` (ms since the epoch) and still armed. */
export const lapsedSwitches = (db: Db, before: number): Promise<DeadManRow[]> =>
  db.select().from(deadManSwitches).where(and(isNotNull(deadManSwitches.deadline), lte(deadManSwitches.deadline, before)));

/**
 * Takes a switch's firing for its deadline: disarms it only while it still holds that deadline. One
 * statement on the row, so of several processes trying at once exactly one gets `true`.
 */
export async function claimSwitch(db: Db, userId: string, source: DeadManRow['source'], deadline: number): Promise<boolean> {
  const taken = await db
    .update(deadManSwitches)
    .set({ deadline: null })
    .where(and(eq(deadManSwitches.userId, userId), eq(deadManSwitches.source, source), eq(deadManSwitches.deadline, deadline)))
    .returning({ userId: deadManSwitches.userId });
  return taken.length === 1;
}

/** Records what a fired switch did (reported by the next heartbeat), leaving its deadline as it is now. */
export async function recordAction(db: Db, userId: string, source: DeadManRow['source'], action: string): Promise<void> {
  await db.update(deadManSwitches).set({ lastAction: action }).where(and(eq(deadManSwitches.userId, userId), eq(deadManSwitches.source, source)));
}
