import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import { parseBody } from './errors';

const listOddsBody = z.object({ eventIds: z.array(z.string().min(1).max(64)).max(200) }).strict();

/**
 * Odds beside event lists: for each listed event its match odds market (the first exchange market
 * by the event's market order) with the live book, in one call for a whole list. Events without
 * one are left out.
 */
export function listOddsRoutes(registry: MarketRegistry) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/markets/match-odds', async (request) => {
      const { eventIds } = parseBody(listOddsBody, request.body);
      const wanted = new Set(eventIds);
      const first = new Map<string, ReturnType<typeof registry.all>[number]>();
      for (const entry of registry.all()) {
        const { exEventId, kind, sequence } = entry.row;
        if (kind !== 'exchange' || !wanted.has(exEventId)) continue;
        const seen = first.get(exEventId);
        if (!seen || sequence < seen.row.sequence) first.set(exEventId, entry);
      }
      return { data: eventIds.flatMap((id) => (first.has(id) ? [marketView(first.get(id)!)] : [])) };
    });
  };
}
