import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventDetail, eventSports } from '../db/queries/events';
import type { MarketRegistry } from '../markets/registry';
import { betsIn, marketView } from '../markets/views';
import type { BettingService } from '../service/betting';
import type { ExchangeServices } from '../service/context';
import { activeUserOfToken, requireUser } from './auth-guard';
import { directRoute, type DirectRoutes } from './direct';
import { ApiError, emptyBody, parseBody } from './errors';

const id = z.string().min(1).max(64);
const price = z.number().positive().max(1000);
/** What the bet is on; its kind must fit the market's kind (checked by the market's adapter). */
const selectionBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exchange'), runnerId: id, price }).strict(),
  z.object({ kind: z.literal('bookmaker'), runnerId: id, price }).strict(),
  z.object({ kind: z.literal('fancy'), line: z.number().int().nonnegative().max(100_000), rate: z.number().int().positive().max(1000) }).strict(),
  z.object({ kind: z.literal('outcome'), outcomeId: id, odds: price }).strict(),
]);
const placeBody = z
  .object({
    marketId: id,
    side: z.enum(['BACK', 'LAY']),
    size: z.number().int().positive().max(10_000_000_000),
    persistence: z.enum(['LAPSE', 'PERSIST']).optional(),
    idempotencyKey: z.string().min(8).max(64),
    selection: selectionBody,
  })
  .strict();
const cancelBody = z.object({ marketId: id, betId: id, sizeReduction: z.number().int().positive().optional() }).strict();
const replaceBody = z.object({ marketId: id, betId: id, price }).strict();
// Built once: a zod schema made inside a handler is rebuilt (and re-compiled) on every request.
const eventIdBody = z.object({ eventId: id }).strict();
const marketIdBody = z.object({ marketId: id }).strict();

export function marketRoutes(services: ExchangeServices, registry: MarketRegistry, betting: BettingService, direct?: DirectRoutes) {
  const { db } = services;
  const marketsOfEvent = (eventId: string) =>
    registry
      .all()
      .filter((e) => e.row.exEventId === eventId)
      .sort((a, b) => a.row.sequence - b.row.sequence);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/events/detail', async (request) => {
      const { eventId } = parseBody(eventIdBody, request.body);
      const event = await eventDetail(db, eventId);
      if (!event) throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${eventId}`);
      return { data: { event: { ...event, eventTime: event.eventTime.toISOString() }, markets: marketsOfEvent(eventId).map(marketView) } };
    });

    app.post('/markets/detail', async (request) => {
      const { marketId } = parseBody(marketIdBody, request.body);
      const entry = registry.get(marketId);
      if (!entry) throw new ApiError(404, 'MARKET_NOT_FOUND', `No open market ${marketId}`);
      return { data: marketView(entry) };
    });

    // The betting path: also callable in-process by a gateway in this process (direct.ts).
    directRoute(app, direct, '/bets/place', async ({ body, token }) => {
      const user = await activeUserOfToken(db, token);
      return betting.place(user, parseBody(placeBody, body));
    });

    directRoute(app, direct, '/bets/cancel', async ({ body, token }) => {
      const user = await activeUserOfToken(db, token);
      return { statusCode: 200, body: { data: await betting.cancel(user, parseBody(cancelBody, body)) } };
    });

    directRoute(app, direct, '/bets/replace', async ({ body, token }) => {
      const user = await activeUserOfToken(db, token);
      return { statusCode: 200, body: { data: await betting.replace(user, parseBody(replaceBody, body)) } };
    });

    app.post('/bets/event', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
      const all = marketsOfEvent(eventId).map((entry) => betsIn(entry, user.userId));
      return { data: { matched: all.flatMap((b) => b.matched), unmatched: all.flatMap((b) => b.unmatched) } };
    });

    /** The caller's matched profit or loss if each runner wins, per runner market of an event where they have bets (the engine's own figures). */
    app.post('/bets/positions', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
      const mine = new Set(registry.marketsOf(user.userId).map((entry) => entry.row.marketId));
      const data = marketsOfEvent(eventId).flatMap(({ row, engine }) =>
        engine.kind === 'fancy' || !mine.has(row.marketId) ? [] : [{ marketId: row.marketId, kind: row.kind, runners: engine.market.profitAndLossOf(user.userId) }],
      );
      return { data };
    });

    app.post('/bets/fancy-book', async (request) => {
      const user = await requireUser(db, request);
      const { marketId } = parseBody(marketIdBody, request.body);
      const entry = registry.get(marketId);
      if (!entry) throw new ApiError(404, 'MARKET_NOT_FOUND', `No open market ${marketId}`);
      if (entry.engine.kind !== 'fancy') throw new ApiError(400, 'INVALID_INPUT_DATA', `${marketId} is not a fancy market`);
      return { data: entry.engine.market.bookOf(user.userId) };
    });

    app.post('/bets/unsettled', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const entries = registry.marketsOf(user.userId);
      const eventRows = entries.length === 0 ? [] : await eventSports(db, [...new Set(entries.map((e) => e.row.exEventId))]);
      const eventOf = new Map(eventRows.map((e) => [e.exEventId, e]));
      const rows = entries.flatMap((entry) => {
        const bets = betsIn(entry, user.userId);
        const event = eventOf.get(entry.row.exEventId);
        return [...bets.matched, ...bets.unmatched.filter((u) => u.sizeMatched === 0)].map((b) => ({
          ...b,
          exEventId: entry.row.exEventId,
          eventName: event?.eventName ?? null,
          sportId: event?.sportId ?? null,
        }));
      });
      return { data: rows };
    });

    // The exposure list (My Market): a row per market where the user has bets (spec §3).
    app.post('/user/events-exposure', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const entries = registry.marketsOf(user.userId).filter((e) => {
        const bets = betsIn(e, user.userId);
        return bets.matched.length + bets.unmatched.length > 0;
      });
      if (entries.length === 0) return { data: [] };
      const eventRows = await eventSports(db, [...new Set(entries.map((e) => e.row.exEventId))]);
      const byId = new Map(eventRows.map((e) => [e.exEventId, e]));
      return {
        data: entries.map((entry) => {
          const event = byId.get(entry.row.exEventId);
          const bets = betsIn(entry, user.userId);
          return {
            sportName: event?.sportName ?? '',
            eventName: event?.eventName ?? '',
            marketName: entry.row.marketName,
            marketId: entry.row.marketId,
            betCounts: bets.matched.length + bets.unmatched.filter((u) => u.sizeMatched === 0).length,
            sportId: event?.sportId ?? 0,
            eventId: entry.row.exEventId,
            exposure: registry.exposureIn(user.userId, entry.row.marketId),
          };
        }),
      };
    });
  };
}

