import { cashOutRunnersOf, quoteCashOut, type BookRunner, type CashOutQuoteView, type CashOutRunner, type OwnOrder } from '@domain/cash-out';
import { tickToPrice } from '../domain/ladder';
import { BOOK_DEPTH, orderBookOf } from './kinds/exchange';
import type { MarketEntry } from './registry';

/** How deep placing a cash out looks for the quoted stake at the quoted price or better. */
const PLACE_DEPTH = 10;

/** A user's position in an exchange market with the book `depth` levels a side, as cash out takes them (@domain/cash-out). */
function positionOf(entry: MarketEntry, userId: string, depth: number): { book: BookRunner[]; profits: Map<string, number>; own: OwnOrder[] } | null {
  const market = orderBookOf(entry.engine);
  if (!market) return null;
  const names = new Map(entry.runners.map((r) => [r.runnerId, r.runnerName]));
  const book = market.runnerIds.map((runnerId) => {
    const levels = market.book(runnerId, depth);
    return {
      runnerId,
      runnerName: names.get(runnerId) ?? runnerId,
      availableToBack: levels.availableToBack.map((l) => ({ price: l.odds, size: l.size })),
      availableToLay: levels.availableToLay.map((l) => ({ price: l.odds, size: l.size })),
    };
  });
  const own = market
    .ordersOf(userId)
    .unmatched.filter((o) => o.status === 'EXECUTABLE')
    .map((o) => ({ runnerId: o.runnerId, side: o.side, price: tickToPrice(o.price) }));
  return { book, profits: new Map(market.profitAndLossOf(userId).map((p) => [p.runnerId, p.profit])), own };
}

/**
 * A user's position in an exchange market as placing a cash out checks it: matched profit per runner
 * and the levels the user can take, deeper than the book shows. Null for markets that are not exchange ones.
 */
export function cashOutRunnersAt(entry: MarketEntry, userId: string): CashOutRunner[] | null {
  const position = positionOf(entry, userId, PLACE_DEPTH);
  return position && cashOutRunnersOf(position.book, position.profits, position.own);
}

/**
 * The cash-out quote of a user's position in a market now, from the book as the market's view and its
 * push show it (BOOK_DEPTH levels a side): the browser works out the same quote from the same book
 * (quoteCashOut, @domain/cash-out). Null for markets that are not exchange ones.
 */
export function cashOutQuoteOf(entry: MarketEntry, userId: string, fraction: number): CashOutQuoteView | null {
  const position = positionOf(entry, userId, BOOK_DEPTH);
  return position && quoteCashOut({ marketId: entry.row.marketId, fraction, open: entry.engine.market.status === 'OPEN', minStake: entry.row.minStake, ...position });
}
