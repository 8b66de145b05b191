/**
 * A bettor's orders as the Exchange Stream API's order changes: per market (`oc`), per runner
 * (`orc`), the changed orders (`uo`) and the bettor's matched backs and lays by price (`mb`/`ml`,
 * each price's whole matched amount). Read from the engine: an image of every market where the
 * bettor has orders, or the change one order row of the exchange's `orders:{userId}` stream brings.
 */
import type { BetRow } from '@domain/bet-contract';
import { orderBookOf } from '../../markets/kinds/exchange';
import type { MarketEntry, MarketRegistry } from '../../markets/registry';
import { betsIn } from '../../markets/views';
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

/** When each of the bettor's orders last matched, from an exchange market's trades. */
function matchedDates(entry: MarketEntry | undefined, userId: string): Map<string, number> {
  const dates = new Map<string, number>();
  const book = entry ? orderBookOf(entry.engine) : null;
  for (const trade of book?.trades() ?? []) {
    if (trade.backUserId === userId) dates.set(trade.backOrderId, trade.matchedAt);
    if (trade.layUserId === userId) dates.set(trade.layOrderId, trade.matchedAt);
  }
  return dates;
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

/** Matched backs and lays by matched price (the average price where a bet matched at several). */
function matchedByPrice(rows: readonly BetRow[]): { mb: Pair[]; ml: Pair[] } {
  const sums = { BACK: new Map<number, number>(), LAY: new Map<number, number>() };
  for (const row of rows) {
    if (row.sizeMatched <= 0 || row.status === 'VOIDED') continue;
    const price = row.averagePriceMatched ?? row.oddsPrice;
    sums[row.side].set(price, (sums[row.side].get(price) ?? 0) + row.sizeMatched);
  }
  const pairs = (m: Map<number, number>): Pair[] => [...m].sort((a, b) => a[0] - b[0]).map(([p, s]) => [p, toUnits(s)]);
  return { mb: pairs(sums.BACK), ml: pairs(sums.LAY) };
}

function runnerChange(entry: MarketEntry | undefined, userId: string, runnerId: string, rows: readonly BetRow[], all: readonly BetRow[], fullImage: boolean): OrderRunnerChangeShape {
  const dates = matchedDates(entry, userId);
  const { mb, ml } = matchedByPrice(all.filter((r) => r.runnerId === runnerId));
  return {
    id: selectionIdOf(entry ?? { runners: [] }, runnerId),
    ...(fullImage ? { fullImage: true } : {}),
    uo: rows.map((r) => streamOrder(r, dates.get(r.betId))),
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
    const orc = runnerIds.map((runnerId) => runnerChange(entry, userId, runnerId, rows.filter((r) => r.runnerId === runnerId), rows, true));
    return [{ id: entry.row.marketId, fullImage: true, orc }];
  });
}

/** The change one order row brings: the order, and its runner's matched amounts now; a settled market is `closed`. */
export function orderChange(registry: MarketRegistry, userId: string, row: BetRow): OrderMarketChangeShape {
  const entry = registry.get(row.marketId);
  const all = entry ? rowsOf(entry, userId) : [row];
  return { id: row.marketId, ...(row.settled || !entry ? { closed: true } : {}), orc: [runnerChange(entry, userId, row.runnerId, [row], all, false)] };
}
