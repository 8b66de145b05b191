import { DomainError } from '../../domain/errors';
import type { FancyBet } from '../../domain/fancy';
import type { FancyAsk, FancyMarket } from '../../domain/fancy-market';
import type { WaitingHouseBet } from '../../domain/house-delay';
import { settleFancyMarket, voidMarket } from '../../domain/settlement';
import type { FancyConfig } from '../engines';
import { changeHouseStatus, takenBetRow, waitingBetRow } from './house';
import { fitting } from './selection';
import type { MarketKindAdapter, MarketRow } from './types';

const waitingRow = (w: WaitingHouseBet<FancyAsk>, row: MarketRow) =>
  waitingBetRow(w, { runnerId: row.marketId, selectionName: `${row.marketName} ${w.ask.side === 'BACK' ? 'YES' : 'NO'} ${w.ask.line}`, side: w.ask.side, oddsPrice: w.ask.rate, line: w.ask.line });

/** Fancy (session/line) markets: YES/NO on a run line at the house's line and rate. */
export const fancyKind: MarketKindAdapter<FancyMarket> = {
  selectionKind: 'fancy',

  place(market, { betId, userId, side, size, now, selection }, funds) {
    const { line, rate } = fitting(selection, 'fancy');
    const placed = market.submitBet({ orderId: betId, userId, side, line, rate, size, now }, funds);
    return 'taken' in placed ? { book: 'house', bet: placed.taken, averagePriceMatched: null } : { book: 'waiting', bet: placed.waiting };
  },

  view: (market, { row }) => ({ inPlay: row.inPlay, betDelayMs: row.betDelayMs, runners: [], fancy: market.quote, line: null }),

  betsOf(market, { row }, userId) {
    const bets: FancyBet[] = market.betsOf(userId);
    return {
      matched: bets.map((b) =>
        takenBetRow(b, { runnerId: row.marketId, selectionName: `${row.marketName} ${b.side === 'BACK' ? 'YES' : 'NO'} ${b.line}`, oddsPrice: b.rate, averagePriceMatched: null, line: b.line }),
      ),
      unmatched: market.delay.waitingOf(userId).map((w) => waitingRow(w, row)),
    };
  },

  waitingRow: (_market, { row }, bet) => waitingRow(bet as WaitingHouseBet<FancyAsk>, row),

  changeStatus: changeHouseStatus,

  applyQuote(market, _row, { fancy }) {
    if (fancy === undefined) return null;
    const quote = fancy && { yesLine: fancy.yesLine, yesRate: fancy.yesRate, noLine: fancy.noLine, noRate: fancy.noRate, ...(fancy.size == null ? {} : { size: fancy.size }) };
    market.setQuote(quote);
    return { quote } satisfies FancyConfig;
  },

  restoreBet: (market, bet) => market.restoreBet(bet as FancyBet),
  restoreWaiting: (market, bet) => market.restoreWaiting(bet as WaitingHouseBet<FancyAsk>),
  release: (market, now, refused) => market.release(now, refused),

  position: (market, userId) => ({ kind: 'runs', book: market.bookOf(userId) }),

  async settle({ row, result, version, houseBets }) {
    if ('void' in result) return voidMarket(row.marketId, houseBets.map((b) => b.userId), version);
    if (!('value' in result)) throw new DomainError('INVALID_INPUT_DATA', 'A fancy market settles with a result value');
    return settleFancyMarket({ marketId: row.marketId, bets: houseBets.map((b) => b.bet as unknown as FancyBet), result: result.value, version });
  },
};
