import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MarketReads } from '../service/market-reads';
import { parseBody } from './errors';

/** The match odds read's body: also what the gateway checks before splitting it by owner (cluster/owner-split.ts). */
export const listOddsBody = z.object({ eventIds: z.array(z.string().min(1).max(64)).max(200) }).strict();

/** Odds beside event lists: each listed event's match odds market with the live book, in one call for a whole list. */
export function listOddsRoutes(reads: MarketReads) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/markets/match-odds', async (request) => {
      const { eventIds } = parseBody(listOddsBody, request.body);
      return { data: reads.matchOdds(eventIds) };
    });
  };
}
