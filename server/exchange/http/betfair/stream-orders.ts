/**
 * A bettor's orders as the Exchange Stream API's order changes: per market (`oc`), per runner
 * (`orc`), the changed orders (`uo`) and the bettor's matched backs and lays by price (`mb`/`ml`,
 * the amount matched at each price, a bet filled at several prices counted at each). Read from the engine: an image of every market where the
 * bettor has orders, or the change one order row of the exchange's `orders:{userId}` stream brings.
 */
import type { BetRow } from '@domain/bet-contract';
import { orderBookOf } from '../../markets/kinds/exchange';
import type { MarketEntry, MarketRegistry } from '../../markets/registry';
import { betsIn } from '../../markets/views';
import { tickToPrice } from '../../domain/ladder';
import { selectionIdOf } from './ids';
import { toUnits } from './money';
import type { OrderShape } from './stream-definitions';

type Pair = [number, number];
export interface OrderRunnerChangeShape {
  id: number;
  fullImage?: boolean;
  uo?: OrderShape[];
  mb?: Pair[];
  ml?: Pair[];
}
export interface OrderMarketChangeShape {
  id: string;
  fullImage?: boolean;
  closed?: boolean;
  orc?: OrderRunnerChangeShape[];
}

/** The bettor's orders of one market, each once (a partly matched bet is among the matched). */
function rowsOf(entry: MarketEntry, userId: string): BetRow[] {
  const bets = betsIn(entry, userId);
  const matched = new Set(bets.matched.map((b) => b.betId));
  return [...bets.matched, ...bets.unmatched.filter((b) => !matched.has(b.betId))];
}

interface Fill {
  orderId: string;
  side: 'BACK' | 'LAY';
  price: number;
  /** Paise. */
  size: number;
}

interface Fills {
  matchedAt: Map<string, number>;
  /** runnerId → the bettor's fills on it. */
  byRunner: Map<string, Fill[]>;
}

/**
 * The bettor's fills on an exchange market, from its trade log (each at the price it matched at): when
 * each order last matched, and per runner and side the fills themselves.
 */
function fillsOf(entry: MarketEntry | undefined, userId: string): Fills | null {
  const book = entry ? orderBookOf(entry.engine) : null;
  if (!book) return null;
  const fills: Fills = { matchedAt: new Map(), byRunner: new Map() };
  const add = (runnerId: string, fill: Fill) => {
    const list = fills.byRunner.get(runnerId);
    if (list) list.push(fill);
    else fills.byRunner.set(runnerId, [fill]);
  };
  for (const trade of book.trades()) {
    if (trade.backUserId === userId) {
      fills.matchedAt.set(trade.backOrderId, trade.matchedAt);
      add(trade.runnerId, { orderId: trade.backOrderId, side: 'BACK', price: tickToPrice(trade.price), size: trade.size });
    }
    if (trade.layUserId === userId) {
      fills.matchedAt.set(trade.layOrderId, trade.matchedAt);
      add(trade.runnerId, { orderId: trade.layOrderId, side: 'LAY', price: tickToPrice(trade.price), size: trade.size });
    }
  }
  return fills;
}

/** One order in the stream's shape. */
export function streamOrder(row: BetRow, matchedAt?: number): OrderShape {
  const voided = row.status === 'VOIDED' ? row.sizeMatched : 0;
  return {
    id: row.betId,
    p: row.oddsPrice,
    s: toUnits(row.stake),
    side: row.side === 'BACK' ? 'B' : 'L',
    status: row.status === 'EXECUTABLE' || row.status === 'PENDING' ? 'E' : 'EC',
    pt: row.persistence === 'PERSIST' ? 'P' : 'L',
    ot: 'L',
    pd: Date.parse(row.placedAt),
    ...(matchedAt !== undefined ? { md: matchedAt } : {}),
    ...(row.averagePriceMatched ? { avp: row.averagePriceMatched } : {}),
    sm: toUnits(row.sizeMatched - voided),
    sr: toUnits(row.sizeRemaining),
    sl: toUnits(row.sizeLapsed ?? 0),
    sc: toUnits(row.sizeCancelled ?? 0),
    sv: toUnits(voided),
    rac: '',
    rc: 'REG_GGC',
    rfo: '',
    rfs: '',
  };
}

/**
 * Matched backs and lays by the price each fill matched at, as Betfair's `mb`/`ml` (a bet filled at 2.0
 * and 2.1 counts at both). Exchange markets read the trade log; house markets (bookmaker, fancy, fixed
 * odds) fill a bet whole at its own price. A voided bet's fills are left out.
 */
function matchedByPrice(runnerId: string, rows: readonly BetRow[], fills: Fills | null): { mb: Pair[]; ml: Pair[] } {
  const sums = { BACK: new Map<number, number>(), LAY: new Map<number, number>() };
  const add = (side: 'BACK' | 'LAY', price: number, size: number) => sums[side].set(price, (sums[side].get(price) ?? 0) + size);
  if (fills) {
    // Fills of the bettor's voided bets are not matched money any more.
    const voided = new Set(rows.filter((r) => r.status === 'VOIDED').map((r) => r.betId));
    for (const fill of fills.byRunner.get(runnerId) ?? []) if (!voided.has(fill.orderId)) add(fill.side, fill.price, fill.size);
  } else {
    for (const row of rows) if (row.runnerId === runnerId && row.sizeMatched > 0 && row.status !== 'VOIDED') add(row.side, row.oddsPrice, row.sizeMatched);
  }
  const pairs = (m: Map<number, number>): Pair[] => [...m].sort((a, b) => a[0] - b[0]).map(([p, s]) => [p, toUnits(s)]);
  return { mb: pairs(sums.BACK), ml: pairs(sums.LAY) };
}

function runnerChange(entry: MarketEntry | undefined, userId: string, runnerId: string, rows: readonly BetRow[], all: readonly BetRow[], fullImage: boolean, fills: Fills | null): OrderRunnerChangeShape {
  const { mb, ml } = matchedByPrice(runnerId, all, fills);
  return {
    id: selectionIdOf(entry ?? { runners: [] }, runnerId),
    ...(fullImage ? { fullImage: true } : {}),
    uo: rows.map((r) => streamOrder(r, fills?.matchedAt.get(r.betId))),
    ...(mb.length ? { mb } : {}),
    ...(ml.length ? { ml } : {}),
  };
}

/** Every market where the bettor has orders, each a full image. */
export function orderImage(registry: MarketRegistry, userId: string): OrderMarketChangeShape[] {
  return registry.marketsOf(userId).flatMap((entry) => {
    const rows = rowsOf(entry, userId);
    if (rows.length === 0) return [];
    const runnerIds = [...new Set(rows.map((r) => r.runnerId))];
    const fills = fillsOf(entry, userId);
    const orc = runnerIds.map((runnerId) => runnerChange(entry, userId, runnerId, rows.filter((r) => r.runnerId === runnerId), rows, true, fills));
    return [{ id: entry.row.marketId, fullImage: true, orc }];
  });
}

/** The change one order row brings: the order, and its runner's matched amounts now; a settled market is `closed`. */
export function orderChange(registry: MarketRegistry, userId: string, row: BetRow): OrderMarketChangeShape {
  const entry = registry.get(row.marketId);
  const all = entry ? rowsOf(entry, userId) : [row];
  return { id: row.marketId, ...(row.settled || !entry ? { closed: true } : {}), orc: [runnerChange(entry, userId, row.runnerId, [row], all, false, fillsOf(entry, userId))] };
}
