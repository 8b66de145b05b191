/**
 * Trader's views of one runner of an exchange market: its full-depth ladder (every level each side,
 * traded volume per price) from the live engine, and its traded prices over time from the recorded
 * trades, bucketed by the exchange domain.
 */
import { runnerTrades } from '../db/queries/price-history';
import { bucketSizeFor, bucketTrades } from '../domain/price-history';
import { ladderRefusal, runnerLadderOf, type RunnerLadder } from '../markets/ladder';
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';
import { invalid, notFound } from './errors';

export function runnerViews(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  /** The open exchange market's entry, when the runner is one of its own. */
  const runnerEntry = (marketId: string, runnerId: string) => {
    const entry = registry.get(marketId);
    if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    const refusal = ladderRefusal(entry, runnerId);
    if (refusal === 'NOT_AN_EXCHANGE_MARKET') throw invalid(`Market ${marketId} is not an exchange market`, 'NOT_AN_EXCHANGE_MARKET');
    if (refusal === 'RUNNER_NOT_FOUND') throw notFound('RUNNER_NOT_FOUND', `No runner ${runnerId} in market ${marketId}`);
    return entry;
  };
  const ladder = (marketId: string, runnerId: string): RunnerLadder => {
    const found = runnerLadderOf(runnerEntry(marketId, runnerId), runnerId);
    if (!found.ok) throw notFound('RUNNER_NOT_FOUND', `No runner ${runnerId} in market ${marketId}`);
    return found.ladder;
  };
  return {
    ladder,
    /** Buckets of `bucketMs`, or about 120 over the trades' span when not given. */
    async priceHistory(marketId: string, runnerId: string, bucketMs?: number) {
      runnerEntry(marketId, runnerId);
      const trades = await runnerTrades(db, marketId, runnerId);
      const span = trades.length > 1 ? trades[trades.length - 1]!.matchedAt - trades[0]!.matchedAt : 0;
      const size = bucketMs ?? bucketSizeFor(span);
      return { marketId, runnerId, bucketMs: size, buckets: bucketTrades(trades, size) };
    },
  };
}

export type RunnerViews = ReturnType<typeof runnerViews>;
