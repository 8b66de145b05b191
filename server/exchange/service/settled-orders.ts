import { orderStatusOf, type BetRow } from '@domain/bet-contract';
import { betHistoryOf } from '../db/queries/bet-history';
import type { ExchangeServices } from './context';

/** A settled bet's order change and its owner. */
export interface SettledOrder {
  userId: string;
  row: BetRow;
}

/** Every bet placed up to now: a settled market's bets are read whole, whenever they were placed. */
const ALL_TIME = { from: 0, to: Number.MAX_SAFE_INTEGER };

/**
 * The order changes a market's settlement (void, resettlement) sends its bettors: each matched bet
 * of the market with its settled outcome (domain/bet-contract.ts `SettledOutcome`), nothing left
 * waiting. Read after the commit, only for users who watch their orders; the others' topics are
 * marked changed (a later subscriber starts from a snapshot, and reads settled bets as a query).
 */
export async function settledOrdersOf(services: ExchangeServices, marketId: string, userIds: Iterable<string>): Promise<SettledOrder[]> {
  const rows: SettledOrder[] = [];
  for (const userId of new Set(userIds)) {
    const topic = `orders:${userId}`;
    if (services.hub.listenerCount(topic) === 0) {
      await services.hub.publishIfWatched(topic, () => null);
      continue;
    }
    const bets = await betHistoryOf(services.db, userId, ALL_TIME.from, ALL_TIME.to, marketId);
    for (const bet of bets) {
      if (!bet.settled || bet.sizeMatched === 0) continue;
      const voided = bet.state === 'VOIDED';
      const row: BetRow = {
        betId: bet.betId,
        marketId: bet.marketId,
        marketName: bet.marketName,
        exEventId: bet.exEventId,
        eventName: bet.eventName,
        sportId: bet.sportId,
        runnerId: bet.runnerId,
        selectionName: bet.selectionName,
        side: bet.side,
        type: bet.side === 'BACK' ? 'B' : 'L',
        oddsPrice: bet.oddsPrice,
        averagePriceMatched: bet.averagePriceMatched,
        stake: bet.stake,
        sizeMatched: bet.sizeMatched,
        sizeRemaining: 0,
        status: orderStatusOf({ status: 'EXECUTION_COMPLETE', sizeMatched: bet.sizeMatched }, voided),
        placedAt: bet.placedAt,
        settled: true,
        profitAndLoss: bet.profitAndLoss ?? 0,
      };
      rows.push({ userId, row });
    }
  }
  return rows;
}
