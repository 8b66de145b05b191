import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { deadManSwitches, users } from '../schema';

export type DeadManRow = typeof deadManSwitches.$inferSelect;
/** A switch as written by a heartbeat, an arming or a stand-down: a new deadline ends any claim on the old one. */
export type SwitchState = Omit<DeadManRow, 'claimedBy' | 'claimedAt'>;

/** The switches still armed (a deadline set), for a restart. */
export const armedSwitches = (db: Db): Promise<DeadManRow[]> => db.select().from(deadManSwitches).where(isNotNull(deadManSwitches.deadline));

/** Writes a switch as it is now (insert or replace), unclaimed. */
export async function saveSwitch(db: Db, row: SwitchState): Promise<void> {
  const values = { ...row, claimedBy: null, claimedAt: null };
  await db
    .insert(deadManSwitches)
    .values(values)
    .onConflictDoUpdate({ target: [deadManSwitches.userId, deadManSwitches.source], set: { timeoutSeconds: row.timeoutSeconds, deadline: row.deadline, lastAction: row.lastAction, claimedBy: null, claimedAt: null } });
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

/** Unclaimed, or claimed at or before `staleBefore` (a firing whose process went away). */
const claimable = (staleBefore: number) => or(isNull(deadManSwitches.claimedAt), lte(deadManSwitches.claimedAt, staleBefore));

/**
 * The armed switches whose deadline is at or before `before` (ms since the epoch) and that nobody is
 * firing: unclaimed, or claimed at or before `staleBefore`. Reads the partial index on armed deadlines.
 */
export const lapsedSwitches = (db: Db, before: number, staleBefore: number): Promise<DeadManRow[]> =>
  db.select().from(deadManSwitches).where(and(isNotNull(deadManSwitches.deadline), lte(deadManSwitches.deadline, before), claimable(staleBefore)));

/**
 * Takes a switch's firing for its deadline as `by`, a lease from `now`: only while it still holds that
 * deadline and nobody holds a live claim on it (claimed after `staleBefore`). One statement on the
 * row, so of several processes trying at once exactly one gets `true`; the deadline stays until the
 * firing is recorded (completeSwitch), so when `by` dies mid-way another takes it once the lease runs out.
 */
export async function claimSwitch(db: Db, claim: { userId: string; source: DeadManRow['source']; deadline: number; by: string; now: number; staleBefore: number }): Promise<boolean> {
  const taken = await db
    .update(deadManSwitches)
    .set({ claimedBy: claim.by, claimedAt: claim.now })
    .where(and(eq(deadManSwitches.userId, claim.userId), eq(deadManSwitches.source, claim.source), eq(deadManSwitches.deadline, claim.deadline), claimable(claim.staleBefore)))
    .returning({ userId: deadManSwitches.userId });
  return taken.length === 1;
}

/**
 * Records what a fired switch did (reported by the next heartbeat; null: nothing to report, the last
 * report stays) and disarms it — unless, meanwhile,
 * a heartbeat or an arming moved its deadline or another process took the lapsed claim over: then the
 * row's deadline and claim are theirs and stay.
 */
export async function completeSwitch(db: Db, done: { userId: string; source: DeadManRow['source']; deadline: number; by: string; action: string | null }): Promise<void> {
  const ours = sql`(${deadManSwitches.deadline} = ${done.deadline} and ${deadManSwitches.claimedBy} = ${done.by})`;
  await db
    .update(deadManSwitches)
    .set({
      lastAction: done.action ?? sql`${deadManSwitches.lastAction}`,
      deadline: sql`case when ${ours} then null else ${deadManSwitches.deadline} end`,
      claimedBy: sql`case when ${ours} then null else ${deadManSwitches.claimedBy} end`,
      claimedAt: sql`case when ${ours} then null else ${deadManSwitches.claimedAt} end`,
    })
    .where(and(eq(deadManSwitches.userId, done.userId), eq(deadManSwitches.source, done.source)));
}
