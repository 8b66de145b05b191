import type { BookmakerMarket } from '../../domain/bookmaker-market';
import type { HouseBet } from '../../domain/house-market';
import { priceToTick, tickToPrice } from '../../domain/ladder';
import { settleRunnerMarket, voidMarket } from '../../domain/settlement';
import type { BookmakerConfig } from '../engines';
import { changeHouseStatus, houseBetRows, storedRunnerBets } from './house';
import { fitting } from './selection';
import type { MarketKindAdapter } from './types';

/** Bookmaker markets: the house quotes a back and a lay price per runner on the ladder. */
export const bookmakerKind: MarketKindAdapter<BookmakerMarket> = {
  selectionKind: 'bookmaker',

  place(market, { betId, userId, side, size, now, selection }, funds) {
    const { runnerId, price } = fitting(selection, 'bookmaker');
    return { book: 'house', bet: market.place({ orderId: betId, userId, runnerId, side, price: priceToTick(price), size, now }, funds), averagePriceMatched: price };
  },

  view(market, { row, runners }) {
    const names = new Map(runners.map((r) => [r.runnerId, r.runnerName]));
    const roles = new Map(runners.map((r) => [r.runnerId, r.role]));
    const level = (tick: number | null | undefined) => (tick === null || tick === undefined ? [] : [{ price: tickToPrice(tick), size: row.maxStake }]);
    return {
      inPlay: row.inPlay,
      betDelayMs: row.betDelayMs,
      fancy: null,
      line: null,
      runners: market.runnerIds.map((runnerId) => {
        const quote = market.quoteOf(runnerId);
        return { runnerId, runnerName: names.get(runnerId) ?? runnerId, role: roles.get(runnerId) ?? null, availableToBack: level(quote?.back), availableToLay: level(quote?.lay), lastTradedPrice: null, tradedVolume: 0 };
      }),
    };
  },

  betsOf: houseBetRows,
  changeStatus: changeHouseStatus,

  applyQuote(market, row, { quotes: prices }) {
    if (!prices) return null;
    const quotes: BookmakerConfig['quotes'] = {};
    for (const [runnerId, q] of Object.entries(prices)) {
      quotes[runnerId] = q && { back: q.back === null ? null : priceToTick(q.back), lay: q.lay === null ? null : priceToTick(q.lay) };
      market.setQuote(runnerId, quotes[runnerId] ?? null);
    }
    return { quotes: { ...(row.config as unknown as BookmakerConfig).quotes, ...quotes } };
  },

  restoreBet: (market, bet) => market.restoreBet(bet as HouseBet),

  position: (market, userId) => ({ kind: 'runners', runners: market.profitAndLossOf(userId) }),

  async settle(input) {
    const { row, result, version, houseBets, runnerIds } = input;
    if ('void' in result) return voidMarket(row.marketId, houseBets.map((b) => b.userId), version);
    const winners = 'winners' in result ? result.winners : [String(result.value)];
    return settleRunnerMarket({ marketId: row.marketId, kind: 'bookmaker', runnerIds: await runnerIds(), bets: storedRunnerBets(input), winners, commissionBp: row.commissionBp, version });
  },
};
