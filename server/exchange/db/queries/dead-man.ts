import { and, eq, isNotNull } from 'drizzle-orm';
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
