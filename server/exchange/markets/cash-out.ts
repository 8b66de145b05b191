import { cashOut, type CashOutOptions, type CashOutResult, type CashOutRunner, type Level } from '../domain/cash-out';
import { ODDS100_BY_TICK } from '../domain/ladder';
import type { PriceSize } from '../domain/types';
import { orderBookOf } from './kinds/exchange';
import type { MarketEntry } from './registry';

/** How deep cash out looks into each side of a runner's book. */
const DEPTH = 10;

const levelsOf = (book: readonly PriceSize[], usable: (tick: number) => boolean): Level[] =>
  book.filter((l) => usable(l.price)).map((l) => ({ odds100: ODDS100_BY_TICK[l.price] as number, size: l.size }));

/**
 * A user's position in an exchange market as cash out sees it: matched profit per runner and the
 * levels the user can take. A level the user's own resting bet would cross is left out (the engine
 * refuses a bet that would match its owner's own order). Null for markets that are not exchange ones.
 */
export function cashOutRunnersOf(entry: MarketEntry, userId: string): CashOutRunner[] | null {
  const market = orderBookOf(entry.engine);
  if (!market) return null;
  const own = market.ordersOf(userId).unmatched.filter((o) => o.status === 'EXECUTABLE');
  const profits = new Map(market.profitAndLossOf(userId).map((p) => [p.runnerId, p.profit]));
  return market.runnerIds.map((runnerId) => {
    const book = market.book(runnerId, DEPTH);
    const mine = own.filter((o) => o.runnerId === runnerId);
    // A back at tick t crosses an own lay resting at t or above; a lay at t an own back at t or below.
    const highestOwnLay = Math.max(-1, ...mine.filter((o) => o.side === 'LAY').map((o) => o.price));
    const lowestOwnBack = Math.min(Infinity, ...mine.filter((o) => o.side === 'BACK').map((o) => o.price));
    return {
      runnerId,
      profit: profits.get(runnerId) ?? 0,
      toBack: levelsOf(book.availableToBack, (tick) => tick > highestOwnLay),
      toLay: levelsOf(book.availableToLay, (tick) => tick < lowestOwnBack),
    };
  });
}

/** The cash out of a user's position in a market now; null for markets that are not exchange ones. */
export function cashOutOf(entry: MarketEntry, userId: string, options: CashOutOptions): { runners: CashOutRunner[]; result: CashOutResult } | null {
  const runners = cashOutRunnersOf(entry, userId);
  return runners && { runners, result: cashOut(runners, { ...options, minStake: entry.row.minStake }) };
}
