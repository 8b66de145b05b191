import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventSports } from '../db/queries/events';
import { eventBookOf } from '../markets/event-book';
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from '../service/context';
import { requireUser } from './auth-guard';
import { ApiError, parseBody } from './errors';

const eventIdBody = z.object({ eventId: z.string().min(1).max(64) }).strict();

/**
 * `bets/event-book { eventId }`: the caller's whole-event book — profit or loss per outcome over
 * the event's match odds and bookmaker markets, and a run book per fancy market — from the live
 * engines (matched bets; `@domain/event-book` combines them). An event with no open markets has an
 * empty book; an unknown event is 404 EVENT_NOT_FOUND.
 */
export function eventBookRoutes(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/bets/event-book', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
      const entries = registry
        .all()
        .filter((e) => e.row.exEventId === eventId)
        .sort((a, b) => a.row.sequence - b.row.sequence);
      if (entries.length === 0 && (await eventSports(db, [eventId])).length === 0) throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${eventId}`);
      return { data: { eventId, ...eventBookOf(entries, user.userId) } };
    });
  };
}
