import type { MarketStatus, OrderView } from './types';

export interface ExchangeMarketConfig {
  readonly marketId: string;
  readonly runnerIds: readonly string[];
  readonly status?: MarketStatus;
  readonly inPlay?: boolean;
  /** How long in-play orders wait before they may match. */
  readonly betDelayMs?: number;
  /** Smallest stake in paise (default 1). */
  readonly minStake?: number;
  /**
   * Keep complete orders and the trade log in memory (default true). A service that persists
   * every result can turn it off: live orders, positions and the book are all the engine needs.
   */
  readonly keepHistory?: boolean;
}

/** Orders that lost their unmatched part through a market change, for the service to persist. */
export interface MarketChange {
  readonly lapsed: OrderView[];
}
