/**
 * Bettors' live connections in the store (service/dead-man.ts): each open graphql-ws connection with
 * the gateway holding it, and when each gateway was last heard from. Every exchange process reads the
 * same rows, so a close or a dead gateway counts wherever it is noticed.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { presenceConnections, presenceGateways } from '../schema';

/** Records an open connection, and its gateway as seen now. A connection already known stays as it is. */
export async function openConnection(db: Db, row: { connectionId: string; userId: string; gatewayId: string; now: number }): Promise<void> {
  await db.insert(presenceGateways).values({ gatewayId: row.gatewayId, seenAt: row.now }).onConflictDoUpdate({ target: presenceGateways.gatewayId, set: { seenAt: row.now } });
  await db.insert(presenceConnections).values({ connectionId: row.connectionId, userId: row.userId, gatewayId: row.gatewayId, openedAt: row.now }).onConflictDoNothing();
}

/** Forgets a closed connection: its bettor, or undefined for an id not (or no longer) known. */
export async function closeConnection(db: Db, connectionId: string): Promise<string | undefined> {
  const [row] = await db.delete(presenceConnections).where(eq(presenceConnections.connectionId, connectionId)).returning({ userId: presenceConnections.userId });
  return row?.userId;
}

/** A gateway's heartbeat: whether it is still known (false once it lapsed and its connections were dropped). Never creates a row. */
export async function gatewaySeen(db: Db, gatewayId: string, now: number): Promise<boolean> {
  const rows = await db.update(presenceGateways).set({ seenAt: now }).where(eq(presenceGateways.gatewayId, gatewayId)).returning({ id: presenceGateways.gatewayId });
  return rows.length === 1;
}

/** Whether the bettor has a connection on a gateway heard from after `aliveAfter` (epoch ms). */
export async function hasLiveConnection(db: Db, userId: string, aliveAfter: number): Promise<boolean> {
  const rows = await db
    .select({ id: presenceConnections.connectionId })
    .from(presenceConnections)
    .innerJoin(presenceGateways, eq(presenceGateways.gatewayId, presenceConnections.gatewayId))
    .where(and(eq(presenceConnections.userId, userId), gt(presenceGateways.seenAt, aliveAfter)))
    .limit(1);
  return rows.length === 1;
}

/**
 * Drops the gateways not heard from since `aliveAfter` with their connections, in one transaction;
 * answers the bettors whose connections went (each once, to exactly one of several callers at once).
 * Runs every second on every exchange: a read first, so a quiet moment (no gateway lapsed, the usual
 * case and always with `npm start`) writes nothing.
 */
export async function dropLapsedGateways(db: Db, aliveAfter: number): Promise<string[]> {
  const lapsed = await db.select({ id: presenceGateways.gatewayId }).from(presenceGateways).where(lte(presenceGateways.seenAt, aliveAfter)).limit(1);
  if (lapsed.length === 0) return [];
  return db.transaction(async (tx) => {
    const gone = await tx.delete(presenceGateways).where(lte(presenceGateways.seenAt, aliveAfter)).returning({ id: presenceGateways.gatewayId });
    if (gone.length === 0) return [];
    const dropped = await tx.delete(presenceConnections).where(inArray(presenceConnections.gatewayId, gone.map((g) => g.id))).returning({ userId: presenceConnections.userId });
    return [...new Set(dropped.map((d) => d.userId))];
  });
}
