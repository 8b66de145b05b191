import { tickToPrice } from '../domain/ladder';
import type { OrderView, Trade } from '../domain/types';
import type { MarketEntry } from './registry';

export interface PriceSizeView {
  /** Decimal odds. */
  price: number;
  /** Paise available at that price. */
  size: number;
}

export interface RunnerView {
  runnerId: string;
  runnerName: string;
  /** Best three prices a backer can take (resting lays, or the house's back quote), best first. */
  availableToBack: PriceSizeView[];
  /** Best three prices a layer can take, best first. */
  availableToLay: PriceSizeView[];
  lastTradedPrice: number | null;
  tradedVolume: number;
  /** Race card (horse racing): stall, jockey, trainer, age, weight, form. */
  metadata?: Record<string, string | number> | null;
}

export interface MarketView {
  marketId: string;
  exEventId: string;
  marketName: string;
  kind: MarketEntry['row']['kind'];
  status: string;
  inPlay: boolean;
  betDelayMs: number;
  minStake: number;
  maxStake: number;
  runners: RunnerView[];
  /** Fancy markets: the current YES/NO lines and rates. */
  fancy: { yesLine: number; yesRate: number; noLine: number; noRate: number } | null;
  /** Binary markets: YES wins at or above the line. */
  line: number | null;
}

const odds = (odds100: number) => odds100 / 100;

/** The public view of a market: its book, best three levels each side, for REST and the stream. */
export function marketView(entry: MarketEntry): MarketView {
  const { row, engine } = entry;
  const names = new Map(entry.runners.map((r) => [r.runnerId, r.runnerName]));
  const cards = new Map(entry.runners.map((r) => [r.runnerId, r.metadata]));
  const base = {
    marketId: row.marketId,
    exEventId: row.exEventId,
    marketName: row.marketName,
    kind: row.kind,
    status: engine.market.status,
    inPlay: engine.kind === 'exchange' ? engine.market.inPlay : row.inPlay,
    betDelayMs: engine.kind === 'exchange' ? engine.market.betDelayMs : row.betDelayMs,
    minStake: row.minStake,
    maxStake: row.maxStake,
    fancy: null,
    line: null,
  };
  switch (engine.kind) {
    case 'exchange':
      return {
        ...base,
        runners: engine.market.runnerIds.map((runnerId) => {
          const book = engine.market.book(runnerId, 3);
          return {
            runnerId,
            runnerName: names.get(runnerId) ?? runnerId,
            metadata: cards.get(runnerId) ?? null,
            availableToBack: book.availableToBack.map((l) => ({ price: l.odds, size: l.size })),
            availableToLay: book.availableToLay.map((l) => ({ price: l.odds, size: l.size })),
            lastTradedPrice: book.lastTradedPrice === null ? null : tickToPrice(book.lastTradedPrice),
            tradedVolume: book.tradedVolume,
          };
        }),
      };
    case 'bookmaker':
      return {
        ...base,
        runners: engine.market.runnerIds.map((runnerId) => {
          const quote = engine.market.quoteOf(runnerId);
          const level = (tick: number | null | undefined) => (tick === null || tick === undefined ? [] : [{ price: tickToPrice(tick), size: row.maxStake }]);
          return { runnerId, runnerName: names.get(runnerId) ?? runnerId, availableToBack: level(quote?.back), availableToLay: level(quote?.lay), lastTradedPrice: null, tradedVolume: 0 };
        }),
      };
    case 'fancy':
      return { ...base, runners: [], fancy: engine.market.quote };
    default:
      return {
        ...base,
        line: engine.market.line,
        runners: engine.market.runnerIds.map((runnerId) => ({
          runnerId,
          runnerName: names.get(runnerId) ?? runnerId,
          availableToBack: [{ price: odds(engine.market.oddsOf(runnerId)), size: row.maxStake }],
          availableToLay: [],
          lastTradedPrice: null,
          tradedVolume: 0,
        })),
      };
  }
}

/**
 * The average price each of a user's orders has matched at, from the market's trades (an order
 * trades at the resting order's price, so a bet often matches at better odds than it asked).
 * Rounded to hundredths; orders with nothing matched are absent.
 */
export function averagePricesOf(trades: readonly Trade[], userId: string): Map<string, number> {
  const sums = new Map<string, { value: number; size: number }>();
  const add = (orderId: string, trade: Trade) => {
    const sum = sums.get(orderId) ?? { value: 0, size: 0 };
    sum.value += tickToPrice(trade.price) * trade.size;
    sum.size += trade.size;
    sums.set(orderId, sum);
  };
  for (const trade of trades) {
    if (trade.backUserId === userId) add(trade.backOrderId, trade);
    if (trade.layUserId === userId) add(trade.layOrderId, trade);
  }
  return new Map([...sums].map(([orderId, { value, size }]) => [orderId, Math.round((value / size) * 100) / 100]));
}

/**
 * An order as the bettor sees it: decimal odds, sizes in paise. `averagePriceMatched` is null where
 * it is not worked out (order updates on the stream) or nothing has matched.
 */
export function orderRowView(order: OrderView, runnerName: string, averagePriceMatched: number | null = null) {
  return {
    betId: order.orderId,
    runnerId: order.runnerId,
    selectionName: runnerName,
    side: order.side,
    type: order.side === 'BACK' ? ('B' as const) : ('L' as const),
    oddsPrice: tickToPrice(order.price),
    averagePriceMatched,
    stake: order.size,
    sizeMatched: order.sizeMatched,
    sizeRemaining: order.sizeRemaining,
    sizeCancelled: order.sizeCancelled,
    sizeLapsed: order.sizeLapsed,
    status: order.status,
    persistence: order.persistence,
    placedAt: new Date(order.placedAt).toISOString(),
  };
}
