import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { settleUps, users } from '../schema';

export interface SettleUpRow {
  id: number;
  downline: string;
  upline: string;
  amount: number;
  note: string;
  recordedBy: string;
  at: Date;
}

const down = alias(users, 'down');
const up = alias(users, 'up');
const by = alias(users, 'by');

/** Settle-ups where `userId` is the downline (with its upline) or the upline (with its direct downline), newest first. */
export async function settleUpsAround(db: Db, userId: string, limit = 100): Promise<SettleUpRow[]> {
  const rows = await db
    .select({ id: settleUps.id, downline: down.userName, upline: up.userName, amount: settleUps.amount, note: settleUps.note, recordedBy: by.userName, at: settleUps.at })
    .from(settleUps)
    .innerJoin(down, eq(down.userId, settleUps.downlineId))
    .innerJoin(up, eq(up.userId, settleUps.uplineId))
    .innerJoin(by, eq(by.userId, settleUps.byUserId))
    .where(or(eq(settleUps.downlineId, userId), eq(settleUps.uplineId, userId)))
    .orderBy(desc(settleUps.at), desc(settleUps.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Per downline level: everything settled with its upline, and when last. */
export async function settledTotals(db: Db, pairs: ReadonlyArray<{ downlineId: string; uplineId: string }>): Promise<Map<string, { paid: number; lastAt: Date | null }>> {
  const out = new Map<string, { paid: number; lastAt: Date | null }>();
  for (const pair of pairs) {
    const [row] = await db
      .select({ paid: sql<string>`coalesce(sum(${settleUps.amount}), 0)`, lastAt: sql<string | null>`max(${settleUps.at})` })
      .from(settleUps)
      .where(and(eq(settleUps.downlineId, pair.downlineId), eq(settleUps.uplineId, pair.uplineId)));
    out.set(pair.downlineId, { paid: Number(row?.paid ?? 0), lastAt: row?.lastAt ? new Date(row.lastAt) : null });
  }
  return out;
}

/** Records one settle-up; answers its id and time. */
export async function insertSettleUp(db: Db, row: { downlineId: string; uplineId: string; amount: number; note: string; byUserId: string }): Promise<{ id: number; at: Date }> {
  const [made] = await db.insert(settleUps).values(row).returning({ id: settleUps.id, at: settleUps.at });
  return made!;
}
