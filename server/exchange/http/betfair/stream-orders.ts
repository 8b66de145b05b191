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

/** Paise matched at each price (decimal odds), per side. */
type Ladders = Record<'BACK' | 'LAY', Map<number, number>>;

/**
 * The bettor's fills on one exchange market, read from its trade log (each at the price it matched at): when each
 * order last matched, and per runner the amount matched at each price, per side. Kept per market and bettor
 * (`fillsOf`) and brought up to date with the trades logged since, so an order change costs its new trades, not the
 * market's whole log: a bot with thousands of orders on a market made every change of its own rescan every trade
 * and every one of its orders (a Stream client's exchange went from 0.4 to a whole core in 40 s at 150 bets/s).
 */
interface Fills {
  /** Trades of the log read so far (the log only grows). */
  seen: number;
  matchedAt: Map<string, number>;
  /** runnerId → the bettor's matched amounts on it. */
  byRunner: Map<string, Ladders>;
}

const fillsByMarket = new WeakMap<object, Map<string, Fills>>();

/** The bettor's fills on an exchange market (null for a house market: it has no trade log), up to its last trade. */
function fillsOf(entry: MarketEntry | undefined, userId: string): Fills | null {
  const book = entry ? orderBookOf(entry.engine) : null;
  if (!book) return null;
  let byUser = fillsByMarket.get(book);
  if (!byUser) fillsByMarket.set(book, (byUser = new Map()));
  let fills = byUser.get(userId);
  if (!fills) byUser.set(userId, (fills = { seen: 0, matchedAt: new Map(), byRunner: new Map() }));
  const add = (runnerId: string, side: 'BACK' | 'LAY', price: number, size: number) => {
    let ladders = fills.byRunner.get(runnerId);
    if (!ladders) fills.byRunner.set(runnerId, (ladders = { BACK: new Map(), LAY: new Map() }));
    ladders[side].set(price, (ladders[side].get(price) ?? 0) + size);
  };
  const trades = book.trades();
  for (; fills.seen < trades.length; fills.seen++) {
    const trade = trades[fills.seen]!;
    if (trade.backUserId === userId) {
      fills.matchedAt.set(trade.backOrderId, trade.matchedAt);
      add(trade.runnerId, 'BACK', tickToPrice(trade.price), trade.size);
    }
    if (trade.layUserId === userId) {
      fills.matchedAt.set(trade.layOrderId, trade.matchedAt);
      add(trade.runnerId, 'LAY', tickToPrice(trade.price), trade.size);
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
    ...(row.lapseReason === 'MARKET_SUSPENDED' ? { lsrc: 'MKT_SUSPENDED' } : {}),
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
 * odds) fill a bet whole at its own price (`houseRows`: the bettor's bets there, read only for such a market). A
 * voided market's fills are not matched money any more: none is counted once its orders say VOIDED.
 */
function matchedByPrice(runnerId: string, fills: Fills | null, houseRows: () => readonly BetRow[], voided: boolean): { mb: Pair[]; ml: Pair[] } {
  if (voided) return { mb: [], ml: [] };
  let sums: Ladders | undefined;
  if (fills) sums = fills.byRunner.get(runnerId);
  else {
    sums = { BACK: new Map(), LAY: new Map() };
    for (const row of houseRows()) if (row.runnerId === runnerId && row.sizeMatched > 0 && row.status !== 'VOIDED') sums[row.side].set(row.oddsPrice, (sums[row.side].get(row.oddsPrice) ?? 0) + row.sizeMatched);
  }
  const pairs = (m: Map<number, number> | undefined): Pair[] => [...(m ?? [])].sort((a, b) => a[0] - b[0]).map(([p, s]) => [p, toUnits(s)]);
  return { mb: pairs(sums?.BACK), ml: pairs(sums?.LAY) };
}

/** One runner's change: its changed orders (`rows`) and the bettor's matched amounts on it now (`matchedByPrice`). */
function runnerChange(entry: MarketEntry | undefined, runnerId: string, rows: readonly BetRow[], houseRows: () => readonly BetRow[], voided: boolean, fullImage: boolean, fills: Fills | null): OrderRunnerChangeShape {
  const { mb, ml } = matchedByPrice(runnerId, fills, houseRows, voided);
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
    const voided = rows.some((r) => r.status === 'VOIDED');
    const orc = runnerIds.map((runnerId) => runnerChange(entry, runnerId, rows.filter((r) => r.runnerId === runnerId), () => rows, voided, true, fills));
    return [{ id: entry.row.marketId, fullImage: true, orc }];
  });
}

/**
 * The change one order row brings: the order, and its runner's matched amounts now; a settled market is `closed`. On an
 * exchange market it costs the trades since the bettor's last change, whatever their orders there number.
 */
export function orderChange(registry: MarketRegistry, userId: string, row: BetRow): OrderMarketChangeShape {
  const entry = registry.get(row.marketId);
  const houseRows = () => (entry ? rowsOf(entry, userId) : [row]);
  const change = runnerChange(entry, row.runnerId, [row], houseRows, row.status === 'VOIDED', false, fillsOf(entry, userId));
  return { id: row.marketId, ...(row.settled || !entry ? { closed: true } : {}), orc: [change] };
}
