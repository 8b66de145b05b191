import type { RunnerBet } from '../../domain/exposure';
import type { ExchangeMarket } from '../../domain/exchange-market';
import { priceToTick, tickToOdds100, tickToPrice } from '../../domain/ladder';
import { settleRunnerMarket, voidMarket } from '../../domain/settlement';
import type { OrderView } from '../../domain/types';
import { orderRowView } from '../order-rows';
import type { Engine } from '../engines';
import { fitting } from './selection';
import type { MarketKindAdapter } from './types';

/** Price levels a side the market's view and its push show (and cash out quotes from: markets/cash-out.ts). */
export const BOOK_DEPTH = 3;

/** Exchange markets: bettors against each other in the order book, price-time priority. */
export const exchangeKind: MarketKindAdapter<ExchangeMarket> = {
  selectionKind: 'exchange',

  place(market, { betId, userId, side, size, persistence, now, selection }, funds) {
    const { runnerId, price } = fitting(selection, 'exchange');
    return { book: 'exchange', market, result: market.place({ orderId: betId, userId, runnerId, side, price: priceToTick(price), size, persistence, now }, funds) };
  },

  view(market, { runners }) {
    const names = new Map(runners.map((r) => [r.runnerId, r.runnerName]));
    const cards = new Map(runners.map((r) => [r.runnerId, r.metadata]));
    const roles = new Map(runners.map((r) => [r.runnerId, r.role]));
    return {
      inPlay: market.inPlay,
      betDelayMs: market.betDelayMs,
      fancy: null,
      line: null,
      runners: market.runnerIds.map((runnerId) => {
        const book = market.book(runnerId, BOOK_DEPTH);
        return {
          runnerId,
          runnerName: names.get(runnerId) ?? runnerId,
          role: roles.get(runnerId) ?? null,
          metadata: cards.get(runnerId) ?? null,
          availableToBack: book.availableToBack.map((l) => ({ price: l.odds, size: l.size })),
          availableToLay: book.availableToLay.map((l) => ({ price: l.odds, size: l.size })),
          lastTradedPrice: book.lastTradedPrice === null ? null : tickToPrice(book.lastTradedPrice),
          tradedVolume: book.tradedVolume,
        };
      }),
    };
  },

  betsOf(market, { runners }, userId, openOnly) {
    const names = new Map(runners.map((r) => [r.runnerId, r.runnerName]));
    const { matched, unmatched } = market.ordersOf(userId, openOnly);
    const row = (o: (typeof matched)[number]) => orderRowView(o, names.get(o.runnerId) ?? o.runnerId, market.averagePriceMatched(o.orderId), o.sizeRemaining > 0 ? market.queueAheadOf(o.orderId) : null);
    return { matched: matched.map(row), unmatched: unmatched.map(row) };
  },

  changeStatus(market, change) {
    let lapsed: OrderView[] = [];
    if (change.betDelayMs !== undefined) market.setBetDelay(change.betDelayMs);
    if (change.inPlay !== undefined) lapsed = lapsed.concat(market.setInPlay(change.inPlay).lapsed);
    if (change.status !== undefined && change.status !== market.status) lapsed = lapsed.concat(market.setStatus(change.status).lapsed);
    return lapsed;
  },

  applyQuote: () => null,

  restoreBet() {
    // Exchange markets are rebuilt from their orders and trades.
  },

  position: (market, userId) => ({ kind: 'runners', runners: market.profitAndLossOf(userId) }),

  async settle({ row, result, version, trades, runnerIds }) {
    const bets: RunnerBet[] = trades.flatMap((t) => {
      const odds100 = tickToOdds100(t.price);
      return [
        { betId: `${t.backOrderId}#${t.tradeId}`, userId: t.backUserId, runnerId: t.runnerId, side: 'BACK' as const, stake: t.size, odds100 },
        { betId: `${t.layOrderId}#${t.tradeId}`, userId: t.layUserId, runnerId: t.runnerId, side: 'LAY' as const, stake: t.size, odds100 },
      ];
    });
    if ('void' in result) return voidMarket(row.marketId, bets.map((b) => b.userId), version);
    const winners = 'winners' in result ? result.winners : [String(result.value)];
    return settleRunnerMarket({ marketId: row.marketId, kind: 'exchange', runnerIds: await runnerIds(), bets, winners, commissionBp: row.commissionBp, version });
  },
};

/** The order book of an exchange market; null for the house kinds (nothing rests there to cancel, re-price or release). */
export function orderBookOf(engine: Engine): ExchangeMarket | null {
  return engine.kind === 'exchange' ? engine.market : null;
}
