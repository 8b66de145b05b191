/**
 * The bet's contract, declared once for every layer (docs/adr/one-bet-contract.md): what a bet is on
 * (the selection), the order row the exchange keeps and pushes, the receipt of a placed bet and the
 * order's status. The exchange produces these shapes, the gateway maps them to the schema (codegen
 * `mappers`), the bet slip machine and the screens read them. Money is integer paise.
 */
import type { Paise } from './money';
import type { Side } from './side';

/**
 * What a bet is on, by market kind: an exchange runner at ladder odds, a bookmaker runner at the
 * house's quote, a fancy line at its YES/NO rate (BACK = YES, LAY = NO), or a fixed-odds outcome
 * (lottery digit, binary YES/NO, next-ball result). A kind that does not fit the market is refused.
 */
export type BetSelection =
  | { kind: 'exchange'; runnerId: string; /** Decimal odds on the ladder. */ price: number }
  | { kind: 'bookmaker'; runnerId: string; /** Decimal odds quoted by the house. */ price: number }
  | { kind: 'fancy'; /** Runs. */ line: number; /** Whole percent. */ rate: number }
  | { kind: 'outcome'; outcomeId: string; /** Fixed decimal odds offered. */ odds: number };

export type SelectionKind = BetSelection['kind'];
export const SELECTION_KINDS: readonly SelectionKind[] = ['exchange', 'bookmaker', 'fancy', 'outcome'];

/**
 * An order's state, as the exchange decides it (Betfair's names):
 * - `PENDING`: waiting out the in-play bet delay;
 * - `EXECUTABLE`: something is still waiting on the book (part may have matched);
 * - `EXECUTION_COMPLETE`: nothing is left on the book and something matched;
 * - `LAPSED`: nothing matched and the rest lapsed (turned in-play, suspended during the delay, own bet);
 * - `CANCELLED`: nothing matched and the bettor cancelled the rest;
 * - `VOIDED`: the market was voided.
 */
export type OrderStatus = 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE' | 'LAPSED' | 'CANCELLED' | 'VOIDED';
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'EXECUTABLE', 'EXECUTION_COMPLETE', 'LAPSED', 'CANCELLED', 'VOIDED'];

/** The engine's own three states (what an order book keeps); the exchange names the end state with {@link orderStatusOf}. */
export type BookStatus = 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE';

/**
 * The status the exchange publishes for an order: the engine's state, with an order that ended with
 * nothing matched named for how it ended. The one place this rule lives; no reader re-derives it.
 */
export function orderStatusOf(order: { status: BookStatus; sizeMatched: Paise; sizeCancelled?: Paise; sizeLapsed?: Paise }, voided = false): OrderStatus {
  if (voided) return 'VOIDED';
  if (order.status !== 'EXECUTION_COMPLETE' || order.sizeMatched > 0) return order.status;
  if ((order.sizeLapsed ?? 0) > 0) return 'LAPSED';
  if ((order.sizeCancelled ?? 0) > 0) return 'CANCELLED';
  return 'EXECUTION_COMPLETE';
}

/**
 * Why an order lapsed, told with the order change that lapsed it (the stream's `lsrc` in Betfair's
 * terms), never kept with the bet: a later read of the bet says LAPSED without it.
 * - `MARKET_SUSPENDED`: the market suspended while the bet waited out the in-play delay;
 * - `MARKET_CLOSED`: the market closed with the bet unmatched;
 * - `TURNED_IN_PLAY`: the market turned in-play with the (LAPSE) bet unmatched;
 * - `INVALID_BACK_LAY_COMBINATION`: at the delay's end it would have matched the bettor's own bet;
 * - `BET_TAKEN_OR_LAPSED`: a house market's price or line moved during the delay;
 * - `MARKET_NOT_OPEN_FOR_BETTING`, `INSUFFICIENT_FUNDS`, `LOSS_LIMIT_EXCEEDED`, `INVALID_BET_SIZE`:
 *   at the delay's end the house market was not open, or a limit of the bettor's was hit;
 * - `TIMED_OUT`, `SELF_EXCLUDED`: the bettor took a break during the delay.
 * Each but the first three is the code a bet placed then would have been refused with.
 */
export const LAPSE_REASONS = [
  'MARKET_SUSPENDED', 'MARKET_CLOSED', 'TURNED_IN_PLAY', 'INVALID_BACK_LAY_COMBINATION', 'BET_TAKEN_OR_LAPSED',
  'MARKET_NOT_OPEN_FOR_BETTING', 'INSUFFICIENT_FUNDS', 'LOSS_LIMIT_EXCEEDED', 'INVALID_BET_SIZE', 'TIMED_OUT', 'SELF_EXCLUDED',
] as const;
export type LapseReason = (typeof LAPSE_REASONS)[number];

/** The lapse reason a refusal code names (a house bet lapsed at its delay's end keeps the code it was refused with); null for a code that is none. */
export const lapseReasonOf = (code: string): LapseReason | null => ((LAPSE_REASONS as readonly string[]).includes(code) ? (code as LapseReason) : null);

/** Whether an order of this status is over (nothing can change it but settlement). */
export const isFinal = (status: OrderStatus): boolean => status !== 'PENDING' && status !== 'EXECUTABLE';

/** An order that ended with nothing matched: the slip shows it as taken or lapsed. */
export const endedUnmatched = (status: OrderStatus): boolean => status === 'LAPSED' || status === 'CANCELLED' || status === 'VOIDED';

/**
 * One of a bettor's bets as the exchange sends it: REST `bets/event`, `bets/unsettled`, `bets/cancel`
 * and every order change on the stream. Fields a kind of market does not have are absent.
 */
export interface BetRow {
  betId: string;
  marketId: string;
  /** Absent in order changes on the stream, which carry only the market id. */
  marketName?: string;
  /** Set on unsettled bets. */
  exEventId?: string;
  eventName?: string | null;
  sportId?: number | null;
  /** Runner id (fancy: the market id; outcome markets: the outcome key). */
  runnerId: string;
  /** What was backed or laid (fancy: '<market> YES <line>'). */
  selectionName: string;
  side: Side;
  type?: 'B' | 'L';
  /** A fancy bet's line in runs (its odds are the rate); absent or null for other bets. */
  line?: number | null;
  /** Decimal odds asked (fancy: the rate). */
  oddsPrice: number;
  /** Size-weighted decimal odds matched; null when nothing matched, for fancy bets, and in order changes. */
  averagePriceMatched?: number | null;
  stake: Paise;
  sizeMatched: Paise;
  sizeRemaining: Paise;
  sizeCancelled?: Paise;
  sizeLapsed?: Paise;
  status: OrderStatus;
  persistence?: 'LAPSE' | 'PERSIST';
  /** Why it lapsed, on the order change that lapsed it only; absent or null otherwise ({@link LapseReason}). */
  lapseReason?: LapseReason | null;
  /** ISO instant. */
  placedAt: string;
  /** Unmatched stake ahead of a resting exchange bet at its price, paise; null or absent otherwise. */
  queueAhead?: number | null;
  /**
   * True on the order change its market's settlement (or void, or resettlement) sends: the bet has
   * left My Bets for the event's settled bets. Absent (false) before. See {@link SettledOutcome}.
   */
  settled?: boolean;
  /** The bet's own profit (+) or loss (−) once settled, before the market's commission, paise (0 when voided); absent or null before. */
  profitAndLoss?: Paise | null;
}

/**
 * What a settled bet's order change carries (the one place the settled outcome is declared): `settled`
 * true, its profit or loss, its matched price, and where it is listed (market name, event). A voided
 * market's bets have status VOIDED and profit 0; a settled one's keep EXECUTION_COMPLETE.
 */
export type SettledOutcome = Required<Pick<BetRow, 'settled' | 'profitAndLoss' | 'marketName' | 'exEventId' | 'averagePriceMatched'>>;

/** Whether an order change says the bet's market settled (its bet belongs in the settled bets, no more in My Bets' lists). */
export const isSettled = (bet: Pick<BetRow, 'settled'>): boolean => bet.settled === true;

/**
 * My Bets' two lists: a bet with anything matched is in the matched list, one with anything waiting
 * (on the book or out its delay) in the unmatched list; a part-matched bet is in both. A settled bet
 * is in neither (it is in the event's settled bets).
 */
export const inMatchedList = (bet: Pick<BetRow, 'sizeMatched' | 'settled'>): boolean => !isSettled(bet) && bet.sizeMatched > 0;
export const inUnmatchedList = (bet: Pick<BetRow, 'sizeRemaining' | 'settled'>): boolean => !isSettled(bet) && bet.sizeRemaining > 0;

/** The exchange's answer to a placed or re-priced bet (REST `bets/place`, `bets/replace`; GraphQL `BetReceipt`). */
export interface BetReceipt {
  /** A re-price keeps it. */
  betId: string;
  marketId: string;
  status: OrderStatus;
  /** Matched at once, paise. */
  sizeMatched: Paise;
  /** Left unmatched on the book (or waiting out the delay), paise. */
  sizeRemaining: Paise;
  /** Size-weighted decimal odds of the matched part; null when nothing matched. */
  averagePriceMatched: number | null;
  /** When a delayed in-play bet may match (ISO); null otherwise. */
  releaseAt: string | null;
}

/** A bet placed: the market, the side, the stake and what it is on (REST `bets/place`'s body, GraphQL `PlaceBetInput`). */
export interface BetOrder {
  marketId: string;
  side: Side;
  /** Stake, paise. */
  size: Paise;
  persistence?: 'LAPSE' | 'PERSIST';
  /** The same key for a retry of the same bet. */
  idempotencyKey: string;
  selection: BetSelection;
}

/** A bet's unmatched part cancelled, all of it or `sizeReduction` paise of it (REST `bets/cancel`'s body, GraphQL `cancelBet`). */
export interface BetCancel {
  marketId: string;
  betId: string;
  /** Paise to take off the unmatched part; absent: all of it. */
  sizeReduction?: Paise;
}

/** A bet's unmatched part moved to another price (REST `bets/replace`'s body, GraphQL `replaceBet`). */
export interface BetReprice {
  marketId: string;
  betId: string;
  /** The new decimal odds. */
  price: number;
}
