import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { DEFAULT_HOUSE_BET_DELAY_MS } from '../../domain/house-delay';
import { events, houseBets, houseWaitingBets, markets, orders, runners, settlements, trades } from '../schema';

export type MarketRow = typeof markets.$inferSelect;
export type RunnerRow = typeof runners.$inferSelect;

/** A trade as its engine recorded it (the engines replay these; who wrote it is the store's own note). */
const { writerId: _writer, ...TRADE_REPLAY_COLUMNS } = getTableColumns(trades);
/** An order as its engine recorded it, likewise. */
const { writerId: _orderWriter, ...ORDER_REPLAY_COLUMNS } = getTableColumns(orders);

/** The ids of every open (unsettled) market: one index-free scan of the markets table, no bets read. */
export async function openMarketIds(db: Db): Promise<string[]> {
  const rows = await db.select({ marketId: markets.marketId }).from(markets).where(isNull(markets.settledAt));
  return rows.map((r) => r.marketId);
}

/**
 * Every unsettled market (or those of `only`) with what rebuilds its engine: runners, trades, orders,
 * house bets and house bets waiting out a delay, in replay order — all read in one snapshot (a read-only
 * repeatable-read transaction). Until stop 68 the five reads went in parallel on the pool, each with its own
 * snapshot on PostgreSQL: a waiting bet released between the house-bet read and the waiting read was in
 * neither (a bettor's exposure read low; the incident property test caught it in CI), and a match between the
 * trade and order reads replayed orders against trades of another moment. The owner's rebuild reads with
 * nothing writing its markets; a process reading another's markets (user-markets.ts) reads while it writes.
 */
export async function openMarketsWithBets(db: Db, only?: readonly string[]) {
  if (only?.length === 0) return { rows: [], runnerRows: [], tradeRows: [], orderRows: [], betRows: [], waitingRows: [] };
  return db.transaction(
    async (tx) => {
      const open = only ? and(isNull(markets.settledAt), inArray(markets.marketId, [...only])) : isNull(markets.settledAt);
      const rows = await tx.select().from(markets).where(open).orderBy(asc(markets.marketId));
      if (rows.length === 0) return { rows, runnerRows: [], tradeRows: [], orderRows: [], betRows: [], waitingRows: [] };
      const ids = rows.map((r) => r.marketId);
      const runnerRows = await tx.select().from(runners).where(inArray(runners.marketId, ids));
      const tradeRows = await tx.select(TRADE_REPLAY_COLUMNS).from(trades).where(inArray(trades.marketId, ids)).orderBy(asc(trades.marketId), asc(trades.tradeId));
      const orderRows = await tx.select(ORDER_REPLAY_COLUMNS).from(orders).where(inArray(orders.marketId, ids)).orderBy(asc(orders.seq));
      const betRows = await tx.select().from(houseBets).where(inArray(houseBets.marketId, ids)).orderBy(asc(houseBets.placedAt));
      const waitingRows = await tx
        .select()
        .from(houseWaitingBets)
        .where(and(inArray(houseWaitingBets.marketId, ids), eq(houseWaitingBets.status, 'WAITING')))
        .orderBy(asc(houseWaitingBets.releaseAt));
      return { rows, runnerRows, tradeRows, orderRows, betRows, waitingRows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The markets where any of the users has a bet the store holds: an exchange order (every trade of
 * theirs is one of their orders'), a house bet, or a house bet still waiting out its delay — settled
 * ones included (openMarketsWithBets keeps the open ones). By the user indexes but the waiting bets (few).
 */
export async function marketIdsWithBetsOf(db: Db, userIds: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  // A downline can be large: a bounded number of bound parameters per statement.
  for (let at = 0; at < userIds.length; at += USERS_PER_READ) {
    const ids = userIds.slice(at, at + USERS_PER_READ);
    const [orderRows, betRows, waitingRows] = await Promise.all([
      db.selectDistinct({ marketId: orders.marketId }).from(orders).where(inArray(orders.userId, ids)),
      db.selectDistinct({ marketId: houseBets.marketId }).from(houseBets).where(inArray(houseBets.userId, ids)),
      db.selectDistinct({ marketId: houseWaitingBets.marketId }).from(houseWaitingBets).where(and(inArray(houseWaitingBets.userId, ids), eq(houseWaitingBets.status, 'WAITING'))),
    ]);
    for (const row of [...orderRows, ...betRows, ...waitingRows]) found.add(row.marketId);
  }
  return [...found].sort();
}

/** Users per statement of marketIdsWithBetsOf (PostgreSQL takes at most 65,535 bound parameters). */
const USERS_PER_READ = 5_000;

export async function marketRow(db: Db, marketId: string): Promise<MarketRow | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.marketId, marketId));
  return row;
}

/** Changes a market's row (status, in-play, delay, config, …) and returns it; a change of its definition counts a new version. */
export async function updateMarket(db: Db, marketId: string, change: Partial<Pick<MarketRow, 'status' | 'inPlay' | 'betDelayMs' | 'config'>>): Promise<MarketRow> {
  const definition = change.status !== undefined || change.inPlay !== undefined || change.betDelayMs !== undefined;
  const [row] = await db
    .update(markets)
    .set({ ...change, ...(definition ? { version: sql`${markets.version} + 1` } : {}) })
    .where(eq(markets.marketId, marketId))
    .returning();
  return row!;
}

export async function runnerIdsOf(db: Db, marketId: string): Promise<string[]> {
  const rows = await db.select({ runnerId: runners.runnerId }).from(runners).where(eq(runners.marketId, marketId));
  return rows.map((r) => r.runnerId);
}

/** The settlement recorded as a market's given version. */
export async function settlementOf(db: Db, marketId: string, version: number) {
  const [row] = await db.select().from(settlements).where(and(eq(settlements.marketId, marketId), eq(settlements.version, version)));
  return row;
}

/** Who settled a market this way and why (the operator's console records both; the simulator neither). */
export interface SettlementNote {
  reason?: string | undefined;
  settledBy?: string | undefined;
}

/** Records a settlement version and marks the market closed and settled; answers the market's definition version after it. */
export async function recordSettlement(db: Db, marketId: string, version: number, settlement: Record<string, unknown>, result: MarketRow['result'], at: Date, note: SettlementNote = {}): Promise<number> {
  await db.insert(settlements).values({ marketId, version, settlement, reason: note.reason ?? null, settledBy: note.settledBy ?? null });
  const [row] = await db
    .update(markets)
    .set({ status: 'CLOSED', settledVersion: version, result, settledAt: at, version: sql`${markets.version} + 1` })
    .where(eq(markets.marketId, marketId))
    .returning({ version: markets.version });
  return Number(row!.version);
}

/** Marks an event finished once all its markets are settled. */
export async function finishEventIfSettled(db: Db, exEventId: string): Promise<void> {
  const open = await db.select({ marketId: markets.marketId }).from(markets).where(and(eq(markets.exEventId, exEventId), eq(markets.settledVersion, 0)));
  if (open.length === 0) await db.update(events).set({ status: 'FINISHED', inPlay: false, betting: 'CLOSED' }).where(eq(events.exEventId, exEventId));
}

/** A market as an operator creates it (admin/markets/create, admin/events/create). */
export interface NewMarket {
  marketId: string;
  marketName: string;
  kind: MarketRow['kind'];
  runners: { runnerId: string; runnerName: string; role?: RunnerRow['role'] | undefined; metadata?: Record<string, string | number> | undefined }[];
  config?: Record<string, unknown> | undefined;
  minStake?: number | undefined;
  maxStake?: number | undefined;
  maxProfit?: number | null | undefined;
  betDelayMs?: number | undefined;
  inPlay?: boolean | undefined;
  sequence?: number | undefined;
}

/** Inserts a market and its runners inside the caller's transaction; in play follows the event unless given. */
export async function insertMarket(tx: Db, eventId: string, m: NewMarket, eventInPlay: boolean): Promise<{ row: MarketRow; runnerRows: RunnerRow[] }> {
  const [row] = await tx
    .insert(markets)
    .values({
      marketId: m.marketId,
      exEventId: eventId,
      marketName: m.marketName,
      kind: m.kind,
      inPlay: m.inPlay ?? eventInPlay,
      config: m.config ?? {},
      ...(m.minStake ? { minStake: m.minStake } : {}),
      ...(m.maxStake ? { maxStake: m.maxStake } : {}),
      ...(m.maxProfit !== undefined ? { maxProfit: m.maxProfit } : {}),
      ...((m.betDelayMs ?? DEFAULT_HOUSE_BET_DELAY_MS[m.kind]) !== undefined ? { betDelayMs: m.betDelayMs ?? DEFAULT_HOUSE_BET_DELAY_MS[m.kind] } : {}),
      ...(m.sequence !== undefined ? { sequence: m.sequence } : {}),
    })
    .returning();
  const values = m.runners.map((r, i) => ({ marketId: m.marketId, runnerId: r.runnerId, runnerName: r.runnerName, sortOrder: i, role: r.role ?? null, metadata: r.metadata ?? null }));
  const runnerRows = values.length ? await tx.insert(runners).values(values).returning() : [];
  return { row: row!, runnerRows };
}

/** The kind of each market named (a market that does not exist is left out). */
export async function kindsOfMarkets(db: Db, marketIds: string[]): Promise<Map<string, string>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db.select({ marketId: markets.marketId, kind: markets.kind }).from(markets).where(inArray(markets.marketId, marketIds));
  return new Map(rows.map((m) => [m.marketId, m.kind] as const));
}
