import { BookmakerMarket, type BookmakerQuote } from '../domain/bookmaker-market';
import { ExchangeMarket } from '../domain/exchange-market';
import { FancyMarket, type FancyQuote } from '../domain/fancy-market';
import { FixedOddsMarket } from '../domain/fixed-odds-market';
import type { HouseLimits } from '../domain/house-market';
import type { MarketStatus } from '../domain/types';
import type { markets, runners } from '../db/schema';

export type MarketRow = typeof markets.$inferSelect;
export type RunnerRow = typeof runners.$inferSelect;

/**
 * Kind-specific settings kept in markets.config. A bookmaker runner's and a fancy line's quote keep
 * their size (the most one bet may stake there) with the prices, so a restart restores it.
 */
export interface BookmakerConfig {
  quotes: Record<string, BookmakerQuote | null>;
}
export interface FancyConfig {
  quote: FancyQuote | null;
}
export interface FixedOddsConfig {
  /** Outcome key → odds × 100. */
  odds: Record<string, number>;
  /** Binary markets: YES wins when the result is ≥ line. */
  line?: number;
}

export type Engine =
  | { kind: 'exchange'; market: ExchangeMarket }
  | { kind: 'bookmaker'; market: BookmakerMarket }
  | { kind: 'fancy'; market: FancyMarket }
  | { kind: 'lottery' | 'ballByBall' | 'binary'; market: FixedOddsMarket };

function limitsOf(row: MarketRow): HouseLimits {
  return { minStake: row.minStake, maxStake: row.maxStake, maxProfit: row.maxProfit };
}

function withStatus<T extends { setStatus(status: MarketStatus): void }>(market: T, status: MarketStatus): T {
  if (status !== 'INACTIVE') market.setStatus(status);
  return market;
}

/** Builds the in-memory engine of a market from its stored row (before any bets are restored). */
export function buildEngine(row: MarketRow, marketRunners: readonly RunnerRow[]): Engine {
  const runnerIds = [...marketRunners].sort((a, b) => a.sortOrder - b.sortOrder).map((r) => r.runnerId);
  switch (row.kind) {
    case 'exchange':
      return {
        kind: 'exchange',
        market: new ExchangeMarket({
          marketId: row.marketId,
          runnerIds,
          status: row.status,
          inPlay: row.inPlay,
          betDelayMs: row.betDelayMs,
          minStake: row.minStake,
        }),
      };
    case 'bookmaker': {
      const market = new BookmakerMarket(row.marketId, runnerIds, limitsOf(row));
      const { quotes } = row.config as unknown as BookmakerConfig;
      market.setQuotes(Object.fromEntries(runnerIds.map((runnerId) => [runnerId, quotes?.[runnerId] ?? null])));
      market.setInPlay(row.inPlay, row.betDelayMs);
      return { kind: 'bookmaker', market: withStatus(market, row.status) };
    }
    case 'fancy': {
      const market = new FancyMarket(row.marketId, limitsOf(row));
      market.setQuote((row.config as unknown as FancyConfig).quote ?? null);
      market.setInPlay(row.inPlay, row.betDelayMs);
      return { kind: 'fancy', market: withStatus(market, row.status) };
    }
    default: {
      const config = row.config as unknown as FixedOddsConfig;
      const outcomes = runnerIds.map((key) => ({ key, odds100: config.odds[key] ?? 100 }));
      const market = new FixedOddsMarket(row.kind, row.marketId, outcomes, limitsOf(row), config.line ?? null);
      return { kind: row.kind, market: withStatus(market, row.status) };
    }
  }
}
