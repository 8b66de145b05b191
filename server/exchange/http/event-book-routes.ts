import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExchangeServices } from '../service/context';
import type { MarketReads } from '../service/market-reads';
import { requireUser } from './auth-guard';
import { parseBody } from './errors';

const eventIdBody = z.object({ eventId: z.string().min(1).max(64) }).strict();

/**
 * `bets/event-book { eventId }`: the caller's whole-event book — profit or loss per outcome over
 * the event's match odds and bookmaker markets, and a run book per fancy market — from the live
 * engines (matched bets). An unknown event is 404 EVENT_NOT_FOUND.
 */
export function eventBookRoutes(services: ExchangeServices, reads: MarketReads) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/bets/event-book', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
      return { data: await reads.eventBook(user.userId, eventId) };
    });
  };
}
