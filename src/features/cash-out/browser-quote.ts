import { quoteCashOut, type BookRunner, type CashOutQuoteView } from '@domain/cash-out';

/** A market as the cash-out panel reads it from the cache (its query's or its push's): names, minimum stake, status, book. */
export interface CashOutMarketBook {
  marketId: string;
  status: string;
  minStake: number;
  runners: readonly { runnerId: string; runnerName?: string | null; availableToBack: readonly { price: number; size: number }[]; availableToLay: readonly { price: number; size: number }[] }[];
}

/** One of the bettor's bets as My Bets' cache holds it (the orders stream keeps it current). */
export interface CashOutOwnBet {
  marketId: string;
  runnerId: string;
  side: string;
  oddsPrice: number;
  status: string;
  sizeRemaining: number;
}

export interface BrowserQuoteInput {
  fraction: number;
  /** The market's book now: the pushed one (marketBook), else the one its query brought. */
  book: CashOutMarketBook;
  /** Runner names that win over the book's. */
  names?: ReadonlyMap<string, string>;
  /** The bettor's matched profit per runner of this market (MarketPosition, kept current by the event figures push). */
  position: readonly { runnerId: string; profit: number }[];
  /** The bettor's unmatched bets of the event (any market: only this market's count). */
  unmatched: readonly CashOutOwnBet[];
}

/**
 * The cash-out quote worked out in the browser from what is pushed to it — the market's book and the
 * bettor's position and resting orders — by the exchange's own rule (quoteCashOut, @domain/cash-out),
 * so the panel's value follows the book with no query (cash-out-quote.property.test.ts: the same
 * answer as the exchange's cashOutQuote).
 */
export function browserQuote({ fraction, book, names, position, unmatched }: BrowserQuoteInput): CashOutQuoteView {
  const runners: BookRunner[] = book.runners.map((r) => ({
    runnerId: r.runnerId,
    runnerName: names?.get(r.runnerId) ?? r.runnerName ?? r.runnerId,
    availableToBack: r.availableToBack,
    availableToLay: r.availableToLay,
  }));
  const own = unmatched
    .filter((b) => b.marketId === book.marketId && b.status === 'EXECUTABLE' && b.sizeRemaining > 0 && (b.side === 'BACK' || b.side === 'LAY'))
    .map((b) => ({ runnerId: b.runnerId, side: b.side as 'BACK' | 'LAY', price: b.oddsPrice }));
  return quoteCashOut({
    marketId: book.marketId,
    fraction,
    open: book.status === 'OPEN',
    minStake: book.minStake,
    book: runners,
    profits: new Map(position.map((p) => [p.runnerId, p.profit])),
    own,
  });
}
