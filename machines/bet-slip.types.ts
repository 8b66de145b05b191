/** Types of {@link betSlipMachine}. */
import type { BetSide } from './lib/money';

export type { BetSide };

/** The runner side and price a bettor clicked. */
export interface BetSelection {
  marketId: string;
  runnerId: string;
  runnerName: string;
  side: BetSide;
  /** Decimal odds. */
  price: number;
}

/** Why the slip cannot be placed yet (Betfair names where one exists). */
export type BetSlipErrorCode =
  /** Price not on the ladder. */
  | 'INVALID_ODDS'
  /** No stake, or not a positive one. */
  | 'STAKE_REQUIRED'
  /** Stake below the minimum stake. */
  | 'INVALID_BET_SIZE'
  /** Liability above the available balance. */
  | 'INSUFFICIENT_FUNDS';

/** What the `placeBet` actor receives. Money in currency units (2 decimals). */
export interface PlaceBetRequest {
  marketId: string;
  runnerId: string;
  side: BetSide;
  price: number;
  stake: number;
  /** The same key for a retry of the same bet; a new key once anything changes. */
  idempotencyKey: string;
}

export type BetStatus = 'MATCHED' | 'PARTLY_MATCHED' | 'UNMATCHED' | 'REJECTED';

/**
 * What `placeBet` (and `awaitOutcome`) answer. `delayMs` > 0 means an in-play
 * bet waiting out the market's bet delay: the final status then comes from
 * `awaitOutcome`. A REJECTED answer carries the exchange `errorCode`.
 */
export interface PlaceBetResult {
  betId?: string;
  status?: BetStatus;
  /** Matched size in currency units. */
  sizeMatched?: number;
  averagePriceMatched?: number;
  errorCode?: string;
  delayMs?: number;
}

/** The outcome shown on the slip. */
export interface BetOutcome {
  status: BetStatus;
  betId: string | null;
  sizeMatched: number;
  errorCode: string | null;
}

export interface BetSlipInput {
  /** Minimum stake in currency units. */
  minStake: number;
  /** Available balance (bankBalance − exposure) in currency units. */
  availableBalance: number;
  /** Quick stake buttons in currency units (from the bettor's settings). */
  quickStakes: number[];
  /** Makes idempotency keys; defaults to crypto.randomUUID. */
  createIdempotencyKey?: () => string;
  /** How long a matched/partly matched/unmatched outcome shows before the slip clears. */
  outcomeDisplayMs?: number;
}

export interface BetSlipContext {
  selection: BetSelection | null;
  /** Decimal odds as entered (may be off the ladder until fixed). */
  price: number;
  stakeMinor: number;
  minStakeMinor: number;
  availableMinor: number;
  quickStakes: number[];
  errors: BetSlipErrorCode[];
  idempotencyKey: string | null;
  createIdempotencyKey: () => string;
  outcomeDisplayMs: number;
  betId: string | null;
  outcome: BetOutcome | null;
  /** In-play delay left, counted down by the actor's clock. */
  delayRemainingMs: number;
}

export type BetSlipEvent =
  | { type: 'selection.choose'; selection: BetSelection }
  | { type: 'price.change'; price: number }
  | { type: 'price.up' }
  | { type: 'price.down' }
  | { type: 'stake.change'; stake: number }
  | { type: 'stake.quick'; amount: number }
  | { type: 'balance.change'; availableBalance: number }
  | { type: 'settings.change'; minStake?: number; quickStakes?: number[] }
  | { type: 'bet.place' }
  /** Send the same bet again with the same idempotency key. */
  | { type: 'bet.retry' }
  /** Back from a rejection to fix the bet. */
  | { type: 'bet.edit' }
  | { type: 'slip.clear' };
