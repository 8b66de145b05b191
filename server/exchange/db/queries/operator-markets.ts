import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { events, houseBets, houseWaitingBets, markets, orders, runners, settlements, sports, trades } from '../schema';

export type OperatorMarketState = 'OPEN' | 'SUSPENDED' | 'SETTLED';

export interface OperatorMarketFilter {
  search?: string | undefined;
  sportId?: number | undefined;
  /** Unsettled (OPEN and SUSPENDED, also INACTIVE) when absent. */
  state?: OperatorMarketState | undefined;
  marketId?: string | undefined;
}

/** At most this many markets per list: the console narrows by search, sport and state. */
export const OPERATOR_MARKETS_LIMIT = 300;

/** `%text%` for ILIKE with the pattern characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: OperatorMarketFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (filter.marketId !== undefined) parts.push(eq(markets.marketId, filter.marketId));
  if (filter.sportId !== undefined) parts.push(eq(events.sportId, filter.sportId));
  if (filter.search) parts.push(or(ilike(events.eventName, containing(filter.search)), ilike(markets.marketName, containing(filter.search))));
  if (filter.state === 'SETTLED') parts.push(gt(markets.settledVersion, 0));
  else if (filter.state) parts.push(and(eq(markets.settledVersion, 0), eq(markets.status, filter.state)));
  else if (filter.marketId === undefined) parts.push(eq(markets.settledVersion, 0));
  return and(...parts);
}

/** The console's markets with their event and sport, in-play first (settled: newest first). */
export async function operatorMarketRows(db: Db, filter: OperatorMarketFilter) {
  return db
    .select({
      marketId: markets.marketId,
      marketName: markets.marketName,
      kind: markets.kind,
      status: markets.status,
      inPlay: markets.inPlay,
      betDelayMs: markets.betDelayMs,
      settledVersion: markets.settledVersion,
      result: markets.result,
      settledAt: markets.settledAt,
      config: markets.config,
      eventId: events.exEventId,
      eventName: events.eventName,
      sportId: events.sportId,
      sportName: sports.sportName,
    })
    .from(markets)
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .where(whereOf(filter))
    .orderBy(...(filter.state === 'SETTLED' ? [desc(markets.settledAt)] : [desc(markets.inPlay), asc(events.eventTime)]), asc(markets.exEventId), asc(markets.sequence), asc(markets.marketId))
    .limit(OPERATOR_MARKETS_LIMIT);
}

export type OperatorMarketRow = Awaited<ReturnType<typeof operatorMarketRows>>[number];

/** Per market: its runners, bets a settlement acts on (also those waiting out a delay), money matched and the last settlement's reason — one statement each for the whole list. */
export async function operatorMarketFigures(db: Db, marketIds: readonly string[]) {
  if (marketIds.length === 0) return { runnerRows: [], orderCounts: [], houseFigures: [], waitingCounts: [], tradeFigures: [], reasons: [] };
  const ids = [...marketIds];
  const [runnerRows, orderCounts, houseFigures, waitingCounts, tradeFigures, reasons] = await Promise.all([
    db
      .select({ marketId: runners.marketId, runnerId: runners.runnerId, runnerName: runners.runnerName })
      .from(runners)
      .where(inArray(runners.marketId, ids))
      .orderBy(asc(runners.marketId), asc(runners.sortOrder)),
    // The orders a settlement acts on: matched in part or whole, or with some left (resting, or waiting out a
    // delay: a PENDING order has all of it left); not one cancelled or lapsed before any of it matched (a market
    // maker withdraws thousands of quotes a match).
    db
      .select({ marketId: orders.marketId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.marketId, ids), or(gt(orders.sizeMatched, 0), gt(orders.sizeRemaining, 0))))
      .groupBy(orders.marketId),
    db
      .select({ marketId: houseBets.marketId, n: sql<number>`count(*)::int`, stake: sql<number>`coalesce(sum((${houseBets.bet}->>'stake')::bigint), 0)::bigint` })
      .from(houseBets)
      .where(inArray(houseBets.marketId, ids))
      .groupBy(houseBets.marketId),
    db
      .select({ marketId: houseWaitingBets.marketId, n: sql<number>`count(*)::int` })
      .from(houseWaitingBets)
      .where(and(inArray(houseWaitingBets.marketId, ids), eq(houseWaitingBets.status, 'WAITING')))
      .groupBy(houseWaitingBets.marketId),
    db.select({ marketId: trades.marketId, size: sql<number>`coalesce(sum(${trades.size}), 0)::bigint` }).from(trades).where(inArray(trades.marketId, ids)).groupBy(trades.marketId),
    db
      .selectDistinctOn([settlements.marketId], { marketId: settlements.marketId, reason: settlements.reason })
      .from(settlements)
      .where(inArray(settlements.marketId, ids))
      .orderBy(settlements.marketId, desc(settlements.version)),
  ]);
  return { runnerRows, orderCounts, houseFigures, waitingCounts, tradeFigures, reasons };
}

/** The sport of a market's event (stake limits and the bet delay are per sport); undefined for no such market. */
export async function sportOfMarket(db: Db, marketId: string): Promise<number | undefined> {
  const [row] = await db.select({ sportId: events.sportId }).from(markets).innerJoin(events, eq(events.exEventId, markets.exEventId)).where(eq(markets.marketId, marketId));
  return row?.sportId;
}
