import { DomainError } from '../../domain/errors';
import type { FancyBet } from '../../domain/fancy';
import type { FancyMarket } from '../../domain/fancy-market';
import { settleFancyMarket, voidMarket } from '../../domain/settlement';
import type { FancyConfig } from '../engines';
import { changeHouseStatus, takenBetRow } from './house';
import { fitting } from './selection';
import type { MarketKindAdapter } from './types';

/** Fancy (session/line) markets: YES/NO on a run line at the house's line and rate. */
export const fancyKind: MarketKindAdapter<FancyMarket> = {
  selectionKind: 'fancy',

  place(market, { betId, userId, side, size, now, selection }, funds) {
    const { line, rate } = fitting(selection, 'fancy');
    return { book: 'house', bet: market.place({ orderId: betId, userId, side, line, rate, size, now }, funds), averagePriceMatched: null };
  },

  view: (market, { row }) => ({ inPlay: row.inPlay, betDelayMs: row.betDelayMs, runners: [], fancy: market.quote, line: null }),

  betsOf(market, { row }, userId) {
    const bets: FancyBet[] = market.betsOf(userId);
    return {
      matched: bets.map((b) =>
        takenBetRow(b, { runnerId: row.marketId, selectionName: `${row.marketName} ${b.side === 'BACK' ? 'YES' : 'NO'} ${b.line}`, oddsPrice: b.rate, averagePriceMatched: null }),
      ),
      unmatched: [],
    };
  },

  changeStatus: changeHouseStatus,

  applyQuote(market, _row, { fancy }) {
    if (fancy === undefined) return null;
    market.setQuote(fancy);
    return { quote: fancy } satisfies FancyConfig;
  },

  restoreBet: (market, bet) => market.restoreBet(bet as FancyBet),

  position: (market, userId) => ({ kind: 'runs', book: market.bookOf(userId) }),

  async settle({ row, result, version, houseBets }) {
    if ('void' in result) return voidMarket(row.marketId, houseBets.map((b) => b.userId), version);
    if (!('value' in result)) throw new DomainError('INVALID_INPUT_DATA', 'A fancy market settles with a result value');
    return settleFancyMarket({ marketId: row.marketId, bets: houseBets.map((b) => b.bet as unknown as FancyBet), result: result.value, version });
  },
};
