import { combineEventBook, type EventBook, type FancyMarketBook, type RunnerMarketBook } from '@domain/event-book';
import type { MarketEntry } from './registry';

/**
 * A user's whole-event book from the live engines of one event's markets (in the event's market
 * order): every exchange and bookmaker market as a runner market (its adapter's matched profit per
 * runner, 0 where the user has no bets), every fancy market as the user's Run / Amount rows. The
 * combination rule is the shared domain's (`@domain/event-book`). Next-ball, lottery and binary
 * markets are not part of it: they are not about the event's result.
 */
export function eventBookOf(entries: readonly MarketEntry[], userId: string): EventBook {
  const runnerMarkets: RunnerMarketBook[] = [];
  const fancy: FancyMarketBook[] = [];
  for (const { row, runners, adapter } of entries) {
    if (row.kind !== 'exchange' && row.kind !== 'bookmaker' && row.kind !== 'fancy') continue;
    const position = adapter.position(userId);
    if (position.kind === 'runners') {
      const profit = new Map(position.runners.map((p) => [p.runnerId, p.profit]));
      runnerMarkets.push({ marketId: row.marketId, marketName: row.marketName, runners: runners.map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName, profit: profit.get(r.runnerId) ?? 0 })) });
    } else {
      fancy.push({ marketId: row.marketId, marketName: row.marketName, rows: position.book });
    }
  }
  return combineEventBook(runnerMarkets, fancy);
}
