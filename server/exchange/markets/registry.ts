import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { houseBets, markets, orders, runners, trades } from '../db/schema';
import type { FancyBet } from '../domain/fancy';
import type { HouseBet } from '../domain/house-market';
import type { OrderView, Trade } from '../domain/types';
import type { ExposureSource } from '../service/context';
import { buildEngine, type Engine, type MarketRow, type RunnerRow } from './engines';

export interface MarketEntry {
  row: MarketRow;
  runners: RunnerRow[];
  engine: Engine;
}

/**
 * The live markets' engines, rebuilt from the store at start: trades restore positions, orders
 * restore the books (open ones) and the bettors' history (all), house bets restore the house
 * positions. Settled markets are not loaded.
 */
export class MarketRegistry implements ExposureSource {
  private readonly entries = new Map<string, MarketEntry>();
  /** userId → markets where the user has something at risk. */
  private readonly userMarkets = new Map<string, Set<string>>();

  static async load(db: Db): Promise<MarketRegistry> {
    const registry = new MarketRegistry();
    const rows = await db.select().from(markets).where(isNull(markets.settledAt)).orderBy(asc(markets.marketId));
    if (rows.length === 0) return registry;
    const ids = rows.map((r) => r.marketId);
    const [runnerRows, tradeRows, orderRows, betRows] = await Promise.all([
      db.select().from(runners).where(inArray(runners.marketId, ids)),
      db.select().from(trades).where(inArray(trades.marketId, ids)).orderBy(asc(trades.marketId), asc(trades.tradeId)),
      db.select().from(orders).where(inArray(orders.marketId, ids)).orderBy(asc(orders.seq)),
      db.select().from(houseBets).where(inArray(houseBets.marketId, ids)).orderBy(asc(houseBets.placedAt)),
    ]);
    for (const row of rows) registry.install(row, runnerRows.filter((r) => r.marketId === row.marketId));
    for (const trade of tradeRows) registry.restoreTrade(trade as Trade & { marketId: string });
    for (const order of orderRows) registry.restoreOrder(order);
    for (const bet of betRows) registry.restoreHouseBet(bet.marketId, bet.bet as unknown as HouseBet | FancyBet);
    return registry;
  }

  /** Adds a market (new or loaded) with an empty book. */
  install(row: MarketRow, marketRunners: RunnerRow[]): MarketEntry {
    const entry = { row, runners: [...marketRunners].sort((a, b) => a.sortOrder - b.sortOrder), engine: buildEngine(row, marketRunners) };
    this.entries.set(row.marketId, entry);
    return entry;
  }

  /** Replaces a market's engine by a fresh rebuild from the store (after a failed write). */
  async reload(db: Db, marketId: string): Promise<void> {
    const fresh = await MarketRegistry.load(db);
    const entry = fresh.entries.get(marketId);
    if (entry) this.entries.set(marketId, entry);
    else this.entries.delete(marketId);
    for (const [userId, ids] of fresh.userMarkets) if (ids.has(marketId)) this.touch(userId, marketId);
  }

  remove(marketId: string): void {
    this.entries.delete(marketId);
    for (const ids of this.userMarkets.values()) ids.delete(marketId);
  }

  get(marketId: string): MarketEntry | undefined {
    return this.entries.get(marketId);
  }

  all(): MarketEntry[] {
    return [...this.entries.values()];
  }

  /** Records that a user has (or had) a position in a market. */
  touch(userId: string, marketId: string): void {
    let ids = this.userMarkets.get(userId);
    if (!ids) this.userMarkets.set(userId, (ids = new Set()));
    ids.add(marketId);
  }

  marketsOf(userId: string): MarketEntry[] {
    return [...(this.userMarkets.get(userId) ?? [])].flatMap((id) => this.entries.get(id) ?? []);
  }

  exposureIn(userId: string, marketId: string): number {
    const entry = this.entries.get(marketId);
    return entry ? entry.engine.market.exposureOf(userId) : 0;
  }

  totalExposure(userId: string): number {
    let total = 0;
    for (const entry of this.marketsOf(userId)) total += entry.engine.market.exposureOf(userId);
    return total;
  }

  private restoreTrade(trade: Trade & { marketId: string }): void {
    const entry = this.entries.get(trade.marketId);
    if (entry?.engine.kind !== 'exchange') return;
    entry.engine.market.restoreTrade(trade);
    this.touch(trade.backUserId, trade.marketId);
    this.touch(trade.layUserId, trade.marketId);
  }

  private restoreOrder(order: OrderView & { marketId: string }): void {
    const entry = this.entries.get(order.marketId);
    if (entry?.engine.kind !== 'exchange') return;
    entry.engine.market.restoreOrder(order);
    this.touch(order.userId, order.marketId);
  }

  private restoreHouseBet(marketId: string, bet: HouseBet | FancyBet): void {
    const entry = this.entries.get(marketId);
    if (!entry) return;
    if (entry.engine.kind === 'fancy') entry.engine.market.restoreBet(bet as FancyBet);
    else if (entry.engine.kind !== 'exchange') entry.engine.market.restoreBet(bet as HouseBet);
    this.touch(bet.userId, marketId);
  }
}

