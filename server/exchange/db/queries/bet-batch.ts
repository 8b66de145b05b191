import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankingRequests, houseBets, idempotencyKeys, ledgerPostings, orders, trades, users } from '../schema';
import type { OrderView, Trade } from '../../domain/types';
import type { StoredFunds } from './funds';

/**
 * A group-commit batch of bets reads and writes with a handful of statements whatever its size:
 * one read of the idempotency keys, one of the bettors' money, one multi-row write per table.
 */

/** The replies recorded under any of these (user, key) pairs. */
export async function recordedReplies(db: Db, pairs: ReadonlyArray<{ userId: string; key: string }>) {
  if (pairs.length === 0) return [];
  return db
    .select()
    .from(idempotencyKeys)
    .where(or(...pairs.map((p) => and(eq(idempotencyKeys.userId, p.userId), eq(idempotencyKeys.key, p.key)))));
}

/** Wallet balance, pending withdrawals and loss limit of each user, in one statement. */
export async function storedFundsOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, StoredFunds>> {
  const found = new Map<string, StoredFunds>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({
      userId: users.userId,
      lossLimit: users.lossLimit,
      bankBalance: sql<string>`(select coalesce(sum(${ledgerPostings.amount}), 0) from ${ledgerPostings} where ${ledgerPostings.account} = 'wallet:' || ${users.userId})`,
      pendingWithdrawals: sql<string>`(select coalesce(sum(${bankingRequests.amount}), 0) from ${bankingRequests} where ${bankingRequests.userId} = ${users.userId} and ${bankingRequests.kind} = 'WITHDRAWAL' and ${bankingRequests.status} = 'PENDING')`,
    })
    .from(users)
    .where(inArray(users.userId, [...userIds]));
  for (const row of rows) found.set(row.userId, { bankBalance: Number(row.bankBalance), pendingWithdrawals: Number(row.pendingWithdrawals), lossLimit: row.lossLimit ?? null });
  return found;
}

/** Orders as the engine last left them (one row per order: a later view of the same order wins). */
export async function saveOrderRows(db: Db, rows: ReadonlyArray<OrderView & { marketId: string }>): Promise<void> {
  if (rows.length === 0) return;
  const last = new Map(rows.map((r) => [r.orderId, r]));
  const updatedAt = new Date();
  await db
    .insert(orders)
    .values([...last.values()].map((v) => ({ ...v, updatedAt })))
    .onConflictDoUpdate({
      target: orders.orderId,
      set: {
        price: sql`excluded.price`,
        sizeMatched: sql`excluded.size_matched`,
        sizeRemaining: sql`excluded.size_remaining`,
        sizeCancelled: sql`excluded.size_cancelled`,
        sizeLapsed: sql`excluded.size_lapsed`,
        status: sql`excluded.status`,
        seq: sql`excluded.seq`,
        placedAt: sql`excluded.placed_at`,
        releaseAt: sql`excluded.release_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function saveTradeRows(db: Db, rows: ReadonlyArray<Trade & { marketId: string }>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(trades).values([...rows]);
}

export async function saveHouseBetRows(db: Db, rows: ReadonlyArray<{ marketId: string; bet: { betId: string; userId: string; placedAt: number } }>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(houseBets).values(rows.map(({ marketId, bet }) => ({ betId: bet.betId, marketId, userId: bet.userId, placedAt: bet.placedAt, bet: bet as unknown as Record<string, unknown> })));
}

export async function recordReplies(db: Db, rows: ReadonlyArray<{ userId: string; key: string; requestHash: string; statusCode: number; response: object }>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(idempotencyKeys).values([...rows]);
}
