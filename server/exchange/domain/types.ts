import type { LapseReason } from '@domain/bet-contract';
import type { Tick } from './ladder';

import type { Side } from '@domain/side';

export type { Side };
/** What happens to an unmatched bet when the market turns in-play. */
export type Persistence = 'LAPSE' | 'PERSIST';
export type MarketStatus = 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type MarketKind = 'exchange' | 'bookmaker' | 'fancy' | 'lottery' | 'ballByBall' | 'binary';
/** PENDING: waiting out the in-play bet delay; EXECUTABLE: unmatched part on the book. */
export type OrderStatus = 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE';

/** The counterparty id used for the house in bookmaker, fancy and fixed-odds markets. */
export const HOUSE = 'HOUSE';

/** One match between a back and a lay, at the resting (maker) price. */
export interface Trade {
  readonly tradeId: number;
  readonly runnerId: string;
  /** Tick of the price the trade executed at (the resting order's price). */
  readonly price: Tick;
  readonly size: number;
  readonly backOrderId: string;
  readonly layOrderId: string;
  readonly backUserId: string;
  readonly layUserId: string;
  /** The side of the incoming (taker) order. */
  readonly takerSide: Side;
  readonly matchedAt: number;
}

export interface PlaceResult {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly sizeMatched: number;
  readonly sizeRemaining: number;
  /** Set when a delayed order lapsed on release (suspension or it would cross the user's own bet). */
  readonly sizeLapsed: number;
  /** Why it lapsed, when it did. */
  readonly lapseReason?: LapseReason;
  readonly trades: readonly Trade[];
}

/** An order as the service persists and shows it; `restoreOrder` takes the same shape back. */
export interface OrderView {
  readonly orderId: string;
  readonly userId: string;
  readonly runnerId: string;
  readonly side: Side;
  readonly price: Tick;
  readonly size: number;
  readonly sizeMatched: number;
  readonly sizeRemaining: number;
  readonly sizeCancelled: number;
  readonly sizeLapsed: number;
  /** Why it lapsed: only on the view the lapse returned (the change it sends); no later read has it. */
  readonly lapseReason?: LapseReason;
  readonly status: OrderStatus;
  readonly persistence: Persistence;
  /** Queue position: lower is earlier. Re-pricing takes a new one. */
  readonly seq: number;
  readonly placedAt: number;
  /** When a PENDING order may match (placedAt + bet delay); 0 otherwise. */
  readonly releaseAt: number;
}

/** What the service knows about a user's money when it asks the domain to accept a bet. */
export interface Funds {
  readonly bankBalance: number;
  /** Total exposure of the user's other markets. */
  readonly otherExposure: number;
  /** Optional self-set loss limit on total exposure. */
  readonly lossLimit?: number | null;
}

export interface PriceSize {
  readonly price: Tick;
  /** Decimal odds of `price`, for display. */
  readonly odds: number;
  readonly size: number;
}

export interface RunnerBookView {
  readonly runnerId: string;
  /** Resting lays, best (highest) first: what a backer can take. */
  readonly availableToBack: readonly PriceSize[];
  /** Resting backs, best (lowest) first: what a layer can take. */
  readonly availableToLay: readonly PriceSize[];
  readonly lastTradedPrice: Tick | null;
  readonly tradedVolume: number;
}
