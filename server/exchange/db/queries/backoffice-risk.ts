/**
 * What the risk book reads of the store besides the engines (service/risk-book.ts): the bettors of a
 * subtree, the chains their bets carry and the events of the markets. Every read is an index lookup:
 * the subtree on users_path_idx (or the site for the operator), bets and chains by primary key.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { events, houseBets, orders, shareChains, users } from '../schema';

export interface SubtreeBettor {
  userId: string;
  userName: string;
  /** The bettor's chain in force now (a bet placed before chains were snapshotted counts with it). */
  chainId: number | null;
}

/** The bettors whose rows satisfy `inSubtree` (the scope's condition on users, service/scope.ts). */
export function bettorsWhere(db: Db, inSubtree: SQL): Promise<SubtreeBettor[]> {
  return db
    .select({ userId: users.userId, userName: users.userName, chainId: users.chainId })
    .from(users)
    .where(and(inSubtree, eq(users.role, 'bettor')));
}

/** The chain each of these bets carries (exchange orders and house bets; by primary key), when it has one. */
export async function chainIdsOfBets(db: Db, betIds: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (betIds.length === 0) return found;
  const ids = [...betIds];
  const [orderRows, houseRows] = await Promise.all([
    db.select({ betId: orders.orderId, chainId: orders.chainId }).from(orders).where(inArray(orders.orderId, ids)),
    db.select({ betId: houseBets.betId, chainId: houseBets.chainId }).from(houseBets).where(inArray(houseBets.betId, ids)),
  ]);
  for (const row of [...orderRows, ...houseRows]) if (row.chainId !== null) found.set(row.betId, row.chainId);
  return found;
}

export type ChainShares = (typeof shareChains.$inferSelect)['shares'];

/** The shares of these chains (immutable rows, by primary key). */
export async function chainSharesOf(db: Db, chainIds: readonly number[]): Promise<Map<number, ChainShares>> {
  if (chainIds.length === 0) return new Map();
  const rows = await db.select({ chainId: shareChains.chainId, shares: shareChains.shares }).from(shareChains).where(inArray(shareChains.chainId, [...chainIds]));
  return new Map(rows.map((r) => [r.chainId, r.shares]));
}

export interface EventFacts {
  eventName: string;
  sportId: number;
}

/** Names and sports of these events (by primary key). */
export async function eventFactsOf(db: Db, eventIds: readonly string[]): Promise<Map<string, EventFacts>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.select({ id: events.exEventId, eventName: events.eventName, sportId: events.sportId }).from(events).where(inArray(events.exEventId, [...eventIds]));
  return new Map(rows.map((r) => [r.id, { eventName: r.eventName, sportId: r.sportId }]));
}
