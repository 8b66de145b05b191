import type { Db } from '../db/client';
import { marketIdsWithBetsOf, openMarketIds, openMarketsWithBets } from '../db/queries/markets';
import type { FancyBet } from '../domain/fancy';
import type { WaitingHouseBet } from '../domain/house-delay';
import type { HouseBet } from '../domain/house-market';
import type { OrderView, Trade } from '../domain/types';
import { buildEngine, type Engine, type MarketRow, type RunnerRow } from './engines';
import { adapterFor, type MarketAdapter } from './kinds';
import { orderBookOf } from './kinds/exchange';

export interface MarketEntry {
  row: MarketRow;
  runners: RunnerRow[];
  engine: Engine;
  /** The market kind's behaviour, bound to the engine. */
  adapter: MarketAdapter;
}

/** What the markets know about a user's money at risk. */
export interface ExposureSource {
  /** Total exposure over all the user's open markets, paise. */
  totalExposure(userId: string): number;
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

  /** Every open market (or those of `only`), rebuilt from the store. */
  static async load(db: Db, only?: readonly string[]): Promise<MarketRegistry> {
    const registry = new MarketRegistry();
    const { rows, runnerRows, tradeRows, orderRows, betRows, waitingRows } = await openMarketsWithBets(db, only);
    for (const row of rows) registry.install(row, runnerRows.filter((r) => r.marketId === row.marketId));
    for (const trade of tradeRows) registry.restoreTrade(trade as Trade & { marketId: string });
    for (const order of orderRows) registry.restoreOrder(order);
    for (const bet of betRows) registry.restoreHouseBet(bet.marketId, bet.bet as unknown as HouseBet | FancyBet);
    for (const bet of waitingRows) registry.restoreWaitingBet(bet.marketId, bet.bet as unknown as WaitingHouseBet<unknown>);
    return registry;
  }

  /**
   * The open markets where the users have bets, rebuilt from the store as their owners committed them
   * (each whole, so queue positions count everyone's orders): what a process that does not own every
   * market reads users' bets from (service/user-markets.ts).
   */
  static async loadWithBetsOf(db: Db, userIds: readonly string[]): Promise<MarketRegistry> {
    return MarketRegistry.load(db, await marketIdsWithBetsOf(db, userIds));
  }

  /** Adds a market (new or loaded) with an empty book. */
  install(row: MarketRow, marketRunners: RunnerRow[]): MarketEntry {
    const engine = buildEngine(row, marketRunners);
    const entry = { row, runners: [...marketRunners].sort((a, b) => a.sortOrder - b.sortOrder), engine, adapter: adapterFor(engine) };
    this.entries.set(row.marketId, entry);
    return entry;
  }

  /** Replaces a market's engine by a fresh rebuild from the store (after a failed write). */
  async reload(db: Db, marketId: string): Promise<void> {
    const fresh = await MarketRegistry.load(db, [marketId]);
    const entry = fresh.entries.get(marketId);
    if (entry) this.entries.set(marketId, entry);
    else this.entries.delete(marketId);
    for (const [userId, ids] of fresh.userMarkets) if (ids.has(marketId)) this.touch(userId, marketId);
  }

  /**
   * Replaces the engines of every market `keep` selects by a fresh rebuild from the store: open ones (new
   * ones too, made by another process) installed, settled ones dropped (an exchange process taking over a
   * partition of the markets, issue #33). Answers the open markets kept.
   */
  async reloadWhere(db: Db, keep: (marketId: string) => boolean): Promise<string[]> {
    // Only the selected markets' bets are read (a partition taken over, one market adopted), not every open market's.
    const fresh = await MarketRegistry.load(db, (await openMarketIds(db)).filter(keep));
    for (const marketId of this.entries.keys()) if (keep(marketId) && !fresh.entries.has(marketId)) this.remove(marketId);
    const kept = [...fresh.entries.keys()].filter(keep);
    for (const marketId of kept) this.entries.set(marketId, fresh.entries.get(marketId)!);
    for (const [userId, ids] of fresh.userMarkets) for (const marketId of ids) if (keep(marketId)) this.touch(userId, marketId);
    return kept;
  }

  remove(marketId: string): void {
    this.entries.delete(marketId);
    for (const ids of this.userMarkets.values()) ids.delete(marketId);
  }

  /** Drops what is known of a user's markets (a warm-up's scratch bettor, gone with its rolled-back transaction). */
  forgetUser(userId: string): void {
    this.userMarkets.delete(userId);
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

  /**
   * The markets where the user has bets, in market id order: the same before and after a restart
   * (the set's own order is the order they were touched, live or replayed, which a restart changes;
   * the unsettled bets and My Market lists follow it).
   */
  marketsOf(userId: string): MarketEntry[] {
    return [...(this.userMarkets.get(userId) ?? [])].sort().flatMap((id) => this.entries.get(id) ?? []);
  }

  /** The users with (or who had) a position in the market, in user id order. */
  usersIn(marketId: string): string[] {
    return [...this.userMarkets].flatMap(([userId, ids]) => (ids.has(marketId) ? [userId] : [])).sort();
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

  /** The order book of an open exchange market (orders and trades are replayed into it). */
  private bookOf(marketId: string) {
    const entry = this.entries.get(marketId);
    return entry ? orderBookOf(entry.engine) : null;
  }

  private restoreTrade(trade: Trade & { marketId: string }): void {
    const book = this.bookOf(trade.marketId);
    if (!book) return;
    book.restoreTrade(trade);
    this.touch(trade.backUserId, trade.marketId);
    this.touch(trade.layUserId, trade.marketId);
  }

  private restoreOrder(order: OrderView & { marketId: string }): void {
    const book = this.bookOf(order.marketId);
    if (!book) return;
    book.restoreOrder(order);
    this.touch(order.userId, order.marketId);
  }

  private restoreWaitingBet(marketId: string, bet: WaitingHouseBet<unknown>): void {
    const entry = this.entries.get(marketId);
    if (!entry) return;
    entry.adapter.restoreWaiting(bet);
    this.touch(bet.userId, marketId);
  }

  private restoreHouseBet(marketId: string, bet: HouseBet | FancyBet): void {
    const entry = this.entries.get(marketId);
    if (!entry) return;
    entry.adapter.restoreBet(bet);
    this.touch(bet.userId, marketId);
  }
}

