/** Types of {@link cashOutMachine} (machines/cash-out.machine.ts). */

/** The shares a bettor can cash out. */
export const CASH_OUT_FRACTIONS = [0.25, 0.5, 0.75, 1] as const;

/** A hedge bet of a quote, as the exchange worked it out (decimal odds, paise). */
export interface CashOutQuoteBet {
  runnerId: string;
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
}

/** What the bettor saw and confirms. */
export interface CashOutQuote {
  marketId: string;
  fraction: number;
  available: boolean;
  bets: readonly CashOutQuoteBet[];
  guaranteed: number | null;
}

/** One placed hedge bet: what matched so far, and its order status (PENDING while it waits out the in-play delay). */
export interface CashOutOutcomeBet {
  betId: string | null;
  runnerId: string;
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
  /** Matched, paise; null once a push has settled the bet without saying how much. */
  sizeMatched: number | null;
  averagePriceMatched: number | null;
  status: string;
  error: string | null;
}

/** What the exchange did: per bet what matched, and the profit per runner after. */
export interface CashOutOutcome {
  bets: readonly CashOutOutcomeBet[];
  profitAfter: readonly { runnerId: string; profit: number }[];
}

/**
 * What placing answered: the hedge was placed (`placed`), or the book moved since the quote and
 * nothing was placed (`moved`): the exchange's new quote, under a new key, for one more click.
 */
export type CashOutAnswer = { placed: CashOutOutcome } | { moved: { quote: CashOutQuote; idempotencyKey: string } };

export interface CashOutContext {
  fraction: number;
  quote: CashOutQuote | null;
  idempotencyKey: string | null;
  outcome: CashOutOutcome | null;
  /** The hedge waited out the in-play delay: its result came by the order push, after the answer. */
  waited: boolean;
  failure: string | null;
}

export type CashOutEvent =
  | { type: 'fraction.change'; fraction: number }
  | { type: 'cashOut.request'; quote: CashOutQuote; idempotencyKey: string }
  | { type: 'cashOut.confirm' }
  | { type: 'cashOut.back' }
  /** An order push for one of the hedge bets (its status as the exchange decided it; sizeMatched when the push carries it). */
  | { type: 'order.update'; betId: string; status: string; sizeMatched?: number | null }
  | { type: 'result.dismiss' };
