/** Types of {@link betSlipMachine}. Money is integer paise throughout. */
import type { Paise } from '@domain/money';
import type { Side } from '@domain/side';
import type { AcceptOddsChanges } from '@domain/odds-change';
import type { BetOrder, BetReceipt, BetSelection as ContractSelection, LapseReason, OrderStatus } from '@domain/bet-contract';

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
 * What the bettor clicked: the contract's selection (domain/bet-contract.ts: an exchange runner at
 * ladder odds the bettor may step, a bookmaker runner at the house's quote, a fancy line at its YES/NO
 * rate, or a fixed-odds outcome) with the market, side and name the slip shows. The kind decides how
 * the price may change.
 */
export type BetSelection = SelectionBase & ContractSelection;

export type SelectionKind = BetSelection['kind'];

/** How the slip's price may change: ladder steps (exchange), the house's fixed odds, a fancy rate. */
export type PriceMode = 'ladder' | 'fixed' | 'rate';

/** What the bet is on and at what, as `placeBet` sends it (the price as the bettor last set it): the contract's selection. */
export type PlacedSelection = ContractSelection;

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

/** What the `placeBet` actor receives: the contract's bet order (persistence left to the exchange's default). */
export type PlaceBetRequest = Omit<BetOrder, 'persistence'>;

/**
 * How a bet stands on the slip: the exchange's order status as it is (PENDING, EXECUTABLE,
 * EXECUTION_COMPLETE, LAPSED, CANCELLED, VOIDED), or REJECTED when the exchange refused the bet.
 */
export type BetStatus = OrderStatus | 'REJECTED';

/** The exchange refused the bet (its error code, e.g. MARKET_SUSPENDED). */
export interface BetRefusal {
  status: 'REJECTED';
  errorCode: string;
  /** Seconds the exchange asked to wait before sending again (an overload refusal: SERVICE_BUSY, TOO_MANY_REQUESTS). */
  retryAfterS?: number | null;
  /** A loss limit's refusal (LOSS_LIMIT_EXCEEDED): the room the limit leaves, paise (`extensions.remaining`). */
  limitRemaining?: number | null;
}

/**
 * What `placeBet` (and `awaitOutcome`) answer: the exchange's receipt (or, after the delay, its order
 * row's figures), or a refusal. A PENDING receipt is an in-play bet waiting out the market's bet delay:
 * `delayMs` is how long is left, and the final status then comes from `awaitOutcome` (the order's push).
 */
export type PlaceBetResult = (Omit<BetReceipt, 'marketId' | 'releaseAt'> & { delayMs?: number; /** An order push's lapse reason (the order lapsed at the delay's end). */ lapseReason?: LapseReason | null }) | BetRefusal;

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
  /** Seconds the exchange asked to wait before a retry (overload refusals); absent or null otherwise. */
  retryAfterS?: number | null;
  /** A loss limit's refusal: the room the limit leaves, paise; absent otherwise. */
  limitRemaining?: number | null;
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
  /** One-click betting: place this selection at once with the one-click stake, through the same path as any bet. */
  | { type: 'bet.oneClick'; selection: BetSelection; stake: Paise }
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
