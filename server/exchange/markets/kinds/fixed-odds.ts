import type { FixedOddsMarket } from '../../domain/fixed-odds-market';
import type { HouseBet } from '../../domain/house-market';
import { winnersOf } from '../../domain/bet-outcome';
import { settleRunnerMarket, voidMarket } from '../../domain/settlement';
import type { FixedOddsConfig } from '../engines';
import { changeHouseStatus, houseBetRows, storedRunnerBets } from './house';
import { fitting } from './selection';
import type { MarketKindAdapter } from './types';

/** Fixed-odds markets (lottery digit, ball-by-ball outcome, binary YES/NO): the house takes outcome bets at its odds. */
export const fixedOddsKind: MarketKindAdapter<FixedOddsMarket> = {
  selectionKind: 'outcome',

  place(market, { betId, userId, side, size, now, selection }, funds) {
    const { outcomeId, odds } = fitting(selection, 'outcome');
    return { book: 'house', bet: market.place({ orderId: betId, userId, runnerId: outcomeId, side, odds100: Math.round(odds * 100), size, now }, funds), averagePriceMatched: odds };
  },

  view(market, { row, runners }) {
    const names = new Map(runners.map((r) => [r.runnerId, r.runnerName]));
    return {
      inPlay: row.inPlay,
      betDelayMs: row.betDelayMs,
      fancy: null,
      line: market.line,
      runners: market.runnerIds.map((runnerId) => ({
        runnerId,
        runnerName: names.get(runnerId) ?? runnerId,
        availableToBack: [{ price: market.oddsOf(runnerId) / 100, size: row.maxStake }],
        availableToLay: [],
        lastTradedPrice: null,
        tradedVolume: 0,
      })),
    };
  },

  betsOf: houseBetRows,
  changeStatus: changeHouseStatus,

  applyQuote(market, row, { odds }) {
    if (!odds) return null;
    for (const [key, odds100] of Object.entries(odds)) market.setOdds(key, odds100);
    const config = row.config as unknown as FixedOddsConfig;
    return { ...config, odds: { ...config.odds, ...odds } };
  },

  restoreBet: (market, bet) => market.restoreBet(bet as HouseBet),

  position: (market, userId) => ({ kind: 'runners', runners: market.profitAndLossOf(userId) }),

  async settle(input) {
    const { row, result, version, houseBets } = input;
    if ('void' in result) return voidMarket(row.marketId, houseBets.map((b) => b.userId), version);
    const config = row.config as unknown as FixedOddsConfig;
    const winners = winnersOf(row.kind as FixedOddsMarket['kind'], result, Number(config.line));
    const kind = row.kind as FixedOddsMarket['kind'];
    return settleRunnerMarket({ marketId: row.marketId, kind, runnerIds: Object.keys(config.odds ?? {}), bets: storedRunnerBets(input), winners, commissionBp: row.commissionBp, version });
  },
};
