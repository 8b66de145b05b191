import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RunnerViews } from '../service/runner-views';
import { parseBody } from './errors';

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

/** One runner's full-depth ladder and price history (public, like the book). */
export function ladderRoutes(views: RunnerViews) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/markets/ladder', async (request) => {
      const { marketId, runnerId } = parseBody(ladderBody, request.body);
      return { data: views.ladder(marketId, runnerId) };
    });

    app.post('/markets/price-history', async (request) => {
      const { marketId, runnerId, bucketMs } = parseBody(historyBody, request.body);
      return { data: await views.priceHistory(marketId, runnerId, bucketMs) };
    });
  };
}
