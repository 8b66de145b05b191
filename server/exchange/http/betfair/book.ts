/**
 * listMarketBook and listRunnerBook: the live book of Backlay's markets in Betfair's shape. Exchange
 * markets read their full-depth ladder (the same runner ladder the REST API serves); the house kinds
 * show the house's quotes.
 */
import type { z } from 'zod';
import type { MarketReads } from '../../service/market-reads';
import type { RunnerViews } from '../../service/runner-views';
import type { MatchProjection, OrderProjection, PriceProjection } from './definitions';
import { ApingError } from './errors';
import { selectionIdOf } from './ids';
import { toUnits } from './money';
import { betfairOrderStatus, type OwnOrder } from './order-rows';

type Projection = z.infer<typeof PriceProjection>;
type Market = NonNullable<ReturnType<MarketReads['findMarket']>>;
interface PriceSize {
  price: number;
  size: number;
}

/** Betfair's request weighting: the sum of the projections' weights × markets may not pass 200 (TOO_MUCH_DATA). */
const MAX_WEIGHT = 200;
const WEIGHTS: Record<string, number> = { SP_AVAILABLE: 3, SP_TRADED: 7, EX_BEST_OFFERS: 5, EX_ALL_OFFERS: 17, EX_TRADED: 17 };

export function checkBookWeight(marketCount: number, projection: Projection | undefined): void {
  const data = new Set(projection?.priceData ?? []);
  let weight = data.size === 0 ? 2 : [...data].reduce((sum, d) => sum + WEIGHTS[d]!, 0);
  // EX_ALL_OFFERS with EX_TRADED together weigh as one (17).
  if (data.has('EX_ALL_OFFERS') && data.has('EX_TRADED')) weight -= 17;
  if (weight * marketCount > MAX_WEIGHT) throw new ApingError('TOO_MUCH_DATA', `The request weighs ${weight * marketCount}: at most ${MAX_WEIGHT} (${weight} per market)`);
}

export interface BookOptions {
  priceProjection?: Projection | undefined;
  orderProjection?: z.infer<typeof OrderProjection> | undefined;
  matchProjection?: z.infer<typeof MatchProjection> | undefined;
  /** Only this runner (listRunnerBook). */
  selectionId?: number | undefined;
}

/** One market's book in Betfair's MarketBook shape; `orders`: the caller's orders of this market (with an order projection). */
export function marketBookOf(market: Market, ladders: RunnerViews, options: BookOptions, orders: readonly OwnOrder[]) {
  const data = new Set(options.priceProjection?.priceData ?? []);
  const depth = options.priceProjection?.exBestOffersOverrides?.bestPricesDepth ?? 3;
  const allOffers = data.has('EX_ALL_OFFERS');
  const wantsPrices = allOffers || data.has('EX_BEST_OFFERS') || data.has('EX_TRADED');
  const runners = market.runners.filter((r) => options.selectionId === undefined || selectionIdOf(market, r.runnerId) === options.selectionId);
  let totalAvailable = 0;
  const books = runners.map((runner) => {
    const selectionId = selectionIdOf(market, runner.runnerId);
    const prices = pricesOf(market, runner, ladders, allOffers ? Infinity : depth);
    totalAvailable += [...prices.availableToBack, ...prices.availableToLay].reduce((sum, l) => sum + l.size, 0);
    const mine = orders.filter((o) => o.runnerId === runner.runnerId);
    return {
      selectionId,
      handicap: 0,
      status: 'ACTIVE' as const,
      ...(runner.lastTradedPrice !== null ? { lastPriceTraded: runner.lastTradedPrice } : {}),
      totalMatched: toUnits(runner.tradedVolume),
      ...(wantsPrices
        ? {
            ex: {
              availableToBack: allOffers || data.has('EX_BEST_OFFERS') ? prices.availableToBack.map(units) : [],
              availableToLay: allOffers || data.has('EX_BEST_OFFERS') ? prices.availableToLay.map(units) : [],
              tradedVolume: data.has('EX_TRADED') ? prices.traded.map(units) : [],
            },
          }
        : {}),
      ...(options.orderProjection ? { orders: ordersOf(mine, options.orderProjection) } : {}),
      ...(options.matchProjection ? { matches: matchesOf(mine, options.matchProjection) } : {}),
    };
  });
  return {
    marketId: market.marketId,
    isMarketDataDelayed: false,
    status: market.status as 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED',
    betDelay: Math.round(market.betDelayMs / 1000),
    bspReconciled: false,
    complete: true,
    inplay: market.inPlay,
    numberOfWinners: 1,
    numberOfRunners: market.runners.length,
    numberOfActiveRunners: market.runners.length,
    totalMatched: toUnits(market.totalMatched),
    totalAvailable: toUnits(totalAvailable),
    crossMatching: false,
    runnersVoidable: false,
    version: market.version,
    runners: books,
  };
}

const units = (l: PriceSize) => ({ price: l.price, size: toUnits(l.size) });

/** A runner's offers (best first, to `depth`) and traded volume per price (lowest first), paise. */
function pricesOf(market: Market, runner: Market['runners'][number], ladders: RunnerViews, depth: number) {
  if (market.kind !== 'exchange') {
    // The house's quotes: its back and lay prices with what it takes there.
    return { availableToBack: runner.availableToBack.slice(0, depth), availableToLay: runner.availableToLay.slice(0, depth), traded: [] as PriceSize[] };
  }
  const { levels } = ladders.ladder(market.marketId, runner.runnerId);
  return {
    availableToBack: levels.filter((l) => l.availableToBack > 0).sort((a, b) => b.price - a.price).slice(0, depth).map((l) => ({ price: l.price, size: l.availableToBack })),
    availableToLay: levels.filter((l) => l.availableToLay > 0).sort((a, b) => a.price - b.price).slice(0, depth).map((l) => ({ price: l.price, size: l.availableToLay })),
    traded: levels.filter((l) => l.traded > 0).map((l) => ({ price: l.price, size: l.traded })),
  };
}

function ordersOf(mine: readonly OwnOrder[], projection: z.infer<typeof OrderProjection>) {
  return mine
    .map((o) => ({ o, status: betfairOrderStatus(o.status) }))
    .filter(({ status }) => projection === 'ALL' || (projection === 'EXECUTABLE' ? status !== 'EXECUTION_COMPLETE' : status === 'EXECUTION_COMPLETE'))
    .map(({ o, status }) => ({
      betId: o.betId,
      orderType: 'LIMIT' as const,
      status,
      persistenceType: o.persistence ?? 'LAPSE',
      side: o.side,
      price: o.oddsPrice,
      size: toUnits(o.stake),
      bspLiability: 0,
      placedDate: o.placedAt,
      ...(o.averagePriceMatched !== null && o.averagePriceMatched !== undefined ? { avgPriceMatched: o.averagePriceMatched } : {}),
      sizeMatched: toUnits(o.sizeMatched),
      sizeRemaining: toUnits(o.sizeRemaining),
      sizeLapsed: toUnits(o.sizeLapsed ?? 0),
      sizeCancelled: toUnits(o.sizeCancelled ?? 0),
      sizeVoided: 0,
    }));
}

/**
 * Matches: NO_ROLLUP one per bet at its average matched price (Backlay keeps no per-fragment view
 * for a bettor here), ROLLED_UP_BY_PRICE per side and price, ROLLED_UP_BY_AVG_PRICE one per side.
 */
function matchesOf(mine: readonly OwnOrder[], projection: z.infer<typeof MatchProjection>) {
  const matched = mine.filter((o) => o.sizeMatched > 0 && o.averagePriceMatched);
  if (projection === 'NO_ROLLUP') return matched.map((o) => ({ betId: o.betId, side: o.side, price: o.averagePriceMatched!, size: toUnits(o.sizeMatched) }));
  const groups = new Map<string, { side: 'BACK' | 'LAY'; value: number; size: number; price: number }>();
  for (const o of matched) {
    const key = projection === 'ROLLED_UP_BY_PRICE' ? `${o.side}@${o.averagePriceMatched}` : o.side;
    const group = groups.get(key) ?? { side: o.side, value: 0, size: 0, price: o.averagePriceMatched! };
    group.value += o.averagePriceMatched! * o.sizeMatched;
    group.size += o.sizeMatched;
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ side: g.side, price: projection === 'ROLLED_UP_BY_PRICE' ? g.price : Math.round((g.value / g.size) * 100) / 100, size: toUnits(g.size) }));
}
