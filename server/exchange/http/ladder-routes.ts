import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runnerTrades } from '../db/queries/price-history';
import { bucketSizeFor, bucketTrades } from '../domain/price-history';
import { runnerLadderOf } from '../markets/ladder';
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from '../service/context';
import { ApiError, parseBody } from './errors';

const id = z.string().min(1).max(64);
const ladderBody = z.object({ marketId: id, runnerId: id }).strict();
const historyBody = z
  .object({
    marketId: id,
    runnerId: id,
    /** Bucket size, ms (1 s to 1 day); omitted: about 120 buckets over the trades' span. */
    bucketMs: z.number().int().min(1000).max(86_400_000).optional(),
  })
  .strict();

/**
 * Trader's views of one runner of an exchange market (public, like the book): its full-depth
 * ladder with traded volume per price, and its traded prices over time from the recorded trades.
 */
export function ladderRoutes(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  const exchangeRunner = (marketId: string, runnerId: string) => {
    const entry = registry.get(marketId);
    if (!entry) throw new ApiError(404, 'MARKET_NOT_FOUND', `No open market ${marketId}`);
    const found = runnerLadderOf(entry, runnerId);
    if (!found.ok && found.code === 'NOT_AN_EXCHANGE_MARKET') throw new ApiError(400, 'NOT_AN_EXCHANGE_MARKET', `Market ${marketId} is not an exchange market`);
    if (!found.ok) throw new ApiError(404, 'RUNNER_NOT_FOUND', `No runner ${runnerId} in market ${marketId}`);
    return found.ladder;
  };

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/markets/ladder', async (request) => {
      const { marketId, runnerId } = parseBody(ladderBody, request.body);
      return { data: exchangeRunner(marketId, runnerId) };
    });

    app.post('/markets/price-history', async (request) => {
      const { marketId, runnerId, bucketMs } = parseBody(historyBody, request.body);
      exchangeRunner(marketId, runnerId);
      const trades = await runnerTrades(db, marketId, runnerId);
      const span = trades.length > 1 ? trades[trades.length - 1]!.matchedAt - trades[0]!.matchedAt : 0;
      const size = bucketMs ?? bucketSizeFor(span);
      return { data: { marketId, runnerId, bucketMs: size, buckets: bucketTrades(trades, size) } };
    });
  };
}
