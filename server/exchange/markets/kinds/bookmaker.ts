import type { BookmakerMarket } from '../../domain/bookmaker-market';
import type { WaitingHouseBet } from '../../domain/house-delay';
import type { HouseBet, RunnerAsk } from '../../domain/house-market';
import { priceToTick, tickToPrice } from '../../domain/ladder';
import { settleRunnerMarket, voidMarket } from '../../domain/settlement';
import type { BookmakerConfig } from '../engines';
import { changeHouseStatus, houseBetRows, storedRunnerBets, waitingBetRow } from './house';
import { fitting } from './selection';
import type { MarketInfo, MarketKindAdapter } from './types';

function waitingRow(w: WaitingHouseBet<RunnerAsk>, { runners }: MarketInfo) {
  const name = runners.find((r) => r.runnerId === w.ask.runnerId)?.runnerName ?? w.ask.runnerId;
  return waitingBetRow(w, { runnerId: w.ask.runnerId, selectionName: name, side: w.ask.side, oddsPrice: w.ask.odds100 / 100 });
}

/** Bookmaker markets: the house quotes a back and a lay price per runner on the ladder. */
export const bookmakerKind: MarketKindAdapter<BookmakerMarket> = {
  selectionKind: 'bookmaker',

  place(market, { betId, userId, side, size, now, selection }, funds) {
    const { runnerId, price } = fitting(selection, 'bookmaker');
    const placed = market.submitBet({ orderId: betId, userId, runnerId, side, price: priceToTick(price), size, now }, funds);
    return 'taken' in placed ? { book: 'house', bet: placed.taken, averagePriceMatched: placed.taken.odds100 / 100 } : { book: 'waiting', bet: placed.waiting };
  },

  view(market, { row, runners }) {
    const names = new Map(runners.map((r) => [r.runnerId, r.runnerName]));
    const roles = new Map(runners.map((r) => [r.runnerId, r.role]));
    // A level's size is the most one bet may stake at it: the quote's size, within the market's max stake.
    const level = (tick: number | null | undefined, size: number | undefined) =>
      tick === null || tick === undefined ? [] : [{ price: tickToPrice(tick), size: Math.min(size ?? row.maxStake, row.maxStake) }];
    return {
      inPlay: row.inPlay,
      betDelayMs: row.betDelayMs,
      fancy: null,
      line: null,
      runners: market.runnerIds.map((runnerId) => {
        const quote = market.quoteOf(runnerId);
        return { runnerId, runnerName: names.get(runnerId) ?? runnerId, role: roles.get(runnerId) ?? null, availableToBack: level(quote?.back, quote?.size), availableToLay: level(quote?.lay, quote?.size), lastTradedPrice: null, tradedVolume: 0 };
      }),
    };
  },

  betsOf(market, info, userId) {
    const rows = houseBetRows(market, info, userId);
    return { matched: rows.matched, unmatched: [...rows.unmatched, ...market.delay.waitingOf(userId).map((w) => waitingRow(w, info))] };
  },

  waitingRow: (_market, info, bet) => waitingRow(bet as WaitingHouseBet<RunnerAsk>, info),
  changeStatus: changeHouseStatus,

  applyQuote(market, row, { quotes: prices }) {
    if (!prices) return null;
    const quotes: BookmakerConfig['quotes'] = {};
    for (const [runnerId, q] of Object.entries(prices)) {
      quotes[runnerId] = q && { back: q.back === null ? null : priceToTick(q.back), lay: q.lay === null ? null : priceToTick(q.lay), ...(q.size == null ? {} : { size: q.size }) };
    }
    market.setQuotes(quotes);
    return { quotes: { ...(row.config as unknown as BookmakerConfig).quotes, ...quotes } };
  },

  restoreBet: (market, bet) => market.restoreBet(bet as HouseBet),
  restoreWaiting: (market, bet) => market.restoreWaiting(bet as WaitingHouseBet<RunnerAsk>),
  release: (market, now, refused) => market.release(now, refused),

  position: (market, userId) => ({ kind: 'runners', runners: market.profitAndLossOf(userId) }),

  async settle(input) {
    const { row, result, version, houseBets, runnerIds } = input;
    if ('void' in result) return voidMarket(row.marketId, houseBets.map((b) => b.userId), version);
    const winners = 'winners' in result ? result.winners : [String(result.value)];
    return settleRunnerMarket({ marketId: row.marketId, kind: 'bookmaker', runnerIds: await runnerIds(), bets: storedRunnerBets(input), winners, commissionBp: row.commissionBp, version });
  },
};
