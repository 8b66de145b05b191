import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BetCancel, BetOrder, BetReprice, BetSelection } from '@domain/bet-contract';
import type { BettingService } from '../service/betting';
import type { ExchangeServices } from '../service/context';
import type { MarketReads } from '../service/market-reads';
import { activeUserOfToken, bettingUserOfToken, requireUser } from './auth-guard';
import { directRoute, type DirectRoutes } from './direct';
import { emptyBody, parseBody } from './errors';

const id = z.string().min(1).max(64);
const price = z.number().positive().max(1000);
/** What the bet is on (the contract's BetSelection, domain/bet-contract.ts); its kind must fit the market's kind (checked by the market's adapter). */
const selectionBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exchange'), runnerId: id, price }).strict(),
  z.object({ kind: z.literal('bookmaker'), runnerId: id, price }).strict(),
  z.object({ kind: z.literal('fancy'), line: z.number().int().nonnegative().max(100_000), rate: z.number().int().positive().max(1000) }).strict(),
  z.object({ kind: z.literal('outcome'), outcomeId: id, odds: price }).strict(),
]) satisfies z.ZodType<BetSelection>;
const placeBody = z
  .object({
    marketId: id,
    side: z.enum(['BACK', 'LAY']),
    size: z.number().int().positive().max(10_000_000_000),
    persistence: z.enum(['LAPSE', 'PERSIST']).optional(),
    idempotencyKey: z.string().min(8).max(64),
    selection: selectionBody,
  })
  .strict() satisfies z.ZodType<BetOrder>;
const cancelBody = z.object({ marketId: id, betId: id, sizeReduction: z.number().int().positive().optional() }).strict() satisfies z.ZodType<BetCancel>;
const replaceBody = z.object({ marketId: id, betId: id, price }).strict() satisfies z.ZodType<BetReprice>;
// Built once: a zod schema made inside a handler is rebuilt (and re-compiled) on every request.
const eventIdBody = z.object({ eventId: id }).strict();
const marketIdBody = z.object({ marketId: id }).strict();

export function marketRoutes(services: ExchangeServices, reads: MarketReads, betting: BettingService, direct?: DirectRoutes) {
  const { db } = services;

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/events/detail', async (request) => {
      const { eventId } = parseBody(eventIdBody, request.body);
      return { data: await reads.event(eventId) };
    });

    app.post('/markets/detail', async (request) => {
      const { marketId } = parseBody(marketIdBody, request.body);
      return { data: reads.market(marketId) };
    });

    // The betting path: also callable in-process by a gateway in this process (direct.ts).
    directRoute(app, direct, '/bets/place', async ({ body, token }) => {
      const user = await bettingUserOfToken(db, token);
      return betting.place(user, parseBody(placeBody, body));
    });

    directRoute(app, direct, '/bets/cancel', async ({ body, token }) => {
      const user = await activeUserOfToken(db, token);
      return { statusCode: 200, body: { data: await betting.cancel(user, parseBody(cancelBody, body)) } };
    });

    directRoute(app, direct, '/bets/replace', async ({ body, token }) => {
      const user = await bettingUserOfToken(db, token);
      return { statusCode: 200, body: { data: await betting.replace(user, parseBody(replaceBody, body)) } };
    });

    app.post('/bets/event', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
      return { data: reads.eventBets(user.userId, eventId) };
    });

    /** The caller's matched profit or loss if each runner wins, per runner market of an event where they have bets. */
    app.post('/bets/positions', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
      return { data: reads.positions(user.userId, eventId) };
    });

    app.post('/bets/fancy-book', async (request) => {
      const user = await requireUser(db, request);
      const { marketId } = parseBody(marketIdBody, request.body);
      return { data: reads.fancyBook(user.userId, marketId) };
    });

    app.post('/bets/unsettled', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await reads.unsettled(user.userId) };
    });

    // The exposure list (My Market): a row per market where the user has bets (spec §3).
    app.post('/user/events-exposure', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await reads.eventsExposure(user.userId) };
    });
  };
}
