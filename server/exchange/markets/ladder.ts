import { TICK_COUNT, tickToPrice } from '../domain/ladder';
import { orderBookOf } from './kinds/exchange';
import type { MarketEntry } from './registry';

/** One price of a runner's full-depth ladder: money waiting each way and money matched there, paise. */
export interface LadderLevel {
  /** Decimal odds. */
  price: number;
  /** What a backer can take here (resting lays). */
  availableToBack: number;
  /** What a layer can take here (resting backs). */
  availableToLay: number;
  /** Matched at this price so far. */
  traded: number;
}

export interface RunnerLadder {
  marketId: string;
  runnerId: string;
  status: string;
  lastTradedPrice: number | null;
  tradedVolume: number;
  /** Every price with money waiting or matched, lowest odds first (prices with nothing are left out). */
  levels: LadderLevel[];
}

export type LadderLookup = { ok: true; ladder: RunnerLadder } | { ok: false; code: 'NOT_AN_EXCHANGE_MARKET' | 'RUNNER_NOT_FOUND' };

/** Why a runner has no ladder: its market is not an exchange market, or it is not one of its runners; null when it has one. */
export function ladderRefusal(entry: MarketEntry, runnerId: string): 'NOT_AN_EXCHANGE_MARKET' | 'RUNNER_NOT_FOUND' | null {
  const market = orderBookOf(entry.engine);
  if (!market) return 'NOT_AN_EXCHANGE_MARKET';
  return market.runnerIds.includes(runnerId) ? null : 'RUNNER_NOT_FOUND';
}

/** A runner's whole book of an exchange market (every level each side, traded volume per price). */
export function runnerLadderOf(entry: MarketEntry, runnerId: string): LadderLookup {
  const refusal = ladderRefusal(entry, runnerId);
  const market = orderBookOf(entry.engine);
  if (refusal || !market) return { ok: false, code: refusal ?? 'NOT_AN_EXCHANGE_MARKET' };
  const book = market.book(runnerId, TICK_COUNT);
  const byTick = new Map<number, LadderLevel>();
  const level = (tick: number) => {
    let found = byTick.get(tick);
    if (!found) byTick.set(tick, (found = { price: tickToPrice(tick), availableToBack: 0, availableToLay: 0, traded: 0 }));
    return found;
  };
  for (const l of book.availableToBack) level(l.price).availableToBack = l.size;
  for (const l of book.availableToLay) level(l.price).availableToLay = l.size;
  for (let tick = 0; tick < TICK_COUNT; tick++) {
    const traded = market.volumeAt(runnerId, tick);
    if (traded > 0) level(tick).traded = traded;
  }
  return {
    ok: true,
    ladder: {
      marketId: entry.row.marketId,
      runnerId,
      status: entry.engine.market.status,
      lastTradedPrice: book.lastTradedPrice === null ? null : tickToPrice(book.lastTradedPrice),
      tradedVolume: book.tradedVolume,
      levels: [...byTick.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l),
    },
  };
}
