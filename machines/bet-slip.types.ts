/** Types of {@link betSlipMachine}. Money is integer paise throughout. */
import type { Paise } from '@domain/money';
import type { Side } from '@domain/side';
import type { AcceptOddsChanges } from '@domain/odds-change';

export type { Paise };
export type BetSide = Side;

/** What the bettor clicked, common to every kind of selection. */
interface SelectionBase {
  marketId: string;
  /** What the slip and its toasts call the selection (runner, "Over 45 YES 46", digit 7). */
  runnerName: string;
  side: BetSide;
}

/**
 * What a bet is on, by market kind: an exchange runner at ladder odds (the bettor may step them), a
 * bookmaker runner at the house's quote, a fancy line at its YES/NO rate, or a fixed-odds outcome
 * (lottery digit, binary YES/NO, next-ball result). The kind decides how the price may change.
 */
export type BetSelection =
  | (SelectionBase & { kind: 'exchange'; runnerId: string; /** Decimal odds clicked. */ price: number })
  | (SelectionBase & { kind: 'bookmaker'; runnerId: string; /** Decimal odds quoted by the house. */ price: number })
  | (SelectionBase & { kind: 'fancy'; /** Runs. */ line: number; /** Whole percent. */ rate: number })
  | (SelectionBase & { kind: 'outcome'; outcomeId: string; /** Fixed decimal odds offered. */ odds: number });

export type SelectionKind = BetSelection['kind'];

/** How the slip's price may change: ladder steps (exchange), the house's fixed odds, a fancy rate. */
export type PriceMode = 'ladder' | 'fixed' | 'rate';

/** What the bet is on and at what, as `placeBet` sends it (the price as the bettor last set it). */
export type PlacedSelection =
  | { kind: 'exchange'; runnerId: string; price: number }
  | { kind: 'bookmaker'; runnerId: string; price: number }
  | { kind: 'fancy'; line: number; rate: number }
  | { kind: 'outcome'; outcomeId: string; odds: number };

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

/** What the `placeBet` actor receives. */
export interface PlaceBetRequest {
  marketId: string;
  side: BetSide;
  selection: PlacedSelection;
  /** Stake, paise. */
  size: Paise;
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
  /** Matched size, paise. */
  sizeMatched?: Paise;
  /** Size still waiting on the book, paise. */
  sizeRemaining?: Paise;
  averagePriceMatched?: number;
  errorCode?: string;
  delayMs?: number;
}

/** The outcome shown on the slip. */
export interface BetOutcome {
  status: BetStatus;
  betId: string | null;
  /** Paise. */
  sizeMatched: Paise;
  /** The average price the matched part got, from the exchange; null while nothing matched. */
  averagePriceMatched: number | null;
  /** The unmatched remainder waiting on the book, paise. */
  sizeRemaining: Paise;
  errorCode: string | null;
}

export interface BetSlipInput {
  /** Minimum stake, paise. */
  minStake: Paise;
  /** Available balance (bankBalance − exposure, as the gateway reports it), paise. */
  available: Paise;
  /** Quick stake buttons, paise (from the bettor's settings). */
  quickStakes: Paise[];
  /** Makes idempotency keys; defaults to crypto.randomUUID. */
  createIdempotencyKey?: () => string;
  /** How long a matched/partly matched/unmatched outcome shows before the slip clears. */
  outcomeDisplayMs?: number;
  /** What to do when the picked price moved before placing (settings); `better` by default. */
  acceptOddsChanges?: AcceptOddsChanges;
}

/** A moved price the slip stopped on, waiting for the bettor to confirm it. */
export interface PriceMove {
  /** The price the bettor picked. */
  from: number;
  /** The price the market offers now. */
  to: number;
  /** Whether the new price is better for the bettor. */
  better: boolean;
}

export interface BetSlipContext {
  selection: BetSelection | null;
  /** Decimal odds as entered (exchange; may be off the ladder until fixed) or quoted; 0 for fancy, whose rate is in the selection. */
  price: number;
  /** Paise. */
  stake: Paise;
  /** Paise. */
  minStake: Paise;
  /** Paise. */
  available: Paise;
  /** Paise. */
  quickStakes: Paise[];
  errors: BetSlipErrorCode[];
  idempotencyKey: string | null;
  createIdempotencyKey: () => string;
  outcomeDisplayMs: number;
  betId: string | null;
  outcome: BetOutcome | null;
  /** In-play delay left, counted down by the actor's clock. */
  delayRemainingMs: number;
  acceptOddsChanges: AcceptOddsChanges;
  /** Set while the slip waits for the bettor to confirm a moved price. */
  priceMove: PriceMove | null;
  /** The price the market offers now on the selection's side (`watchPrice`); null when unknown. */
  marketPrice: number | null;
}

export type BetSlipEvent =
  | { type: 'selection.choose'; selection: BetSelection }
  | { type: 'price.change'; price: number }
  | { type: 'price.up' }
  | { type: 'price.down' }
  /** Stake in paise, parsed from what the bettor typed at the input's edge. */
  | { type: 'stake.change'; stake: Paise }
  | { type: 'stake.quick'; amount: Paise }
  | { type: 'balance.change'; available: Paise }
  | { type: 'settings.change'; minStake?: Paise; quickStakes?: Paise[]; acceptOddsChanges?: AcceptOddsChanges }
  /** The price the market offers now on the selection's side, from the live book (null: none). */
  | { type: 'odds.update'; price: number | null }
  /** Place at the moved price the slip stopped on. */
  | { type: 'odds.accept' }
  | { type: 'bet.place' }
  /** Send the same bet again with the same idempotency key. */
  | { type: 'bet.retry' }
  /** Back from a rejection to fix the bet. */
  | { type: 'bet.edit' }
  | { type: 'slip.clear' };
