import { actorOf } from './client-address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Exchange } from '../service/exchange';
import { OperatorMarkets } from '../service/operator-markets';
import { TradingDesk } from '../service/trading-desk';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { requireRole } from './auth-guard';
import { parseBody } from './errors';

const id = z.string().min(1).max(64);
const noBody = z.object({}).strict();
const eventBody = z.object({ eventId: id }).strict();
const createEventBody = z.object({ sportId: z.number().int(), tournamentId: id.nullish(), tournamentName: z.string().max(200).nullish(), eventName: z.string().max(200), eventTime: z.string().max(40) }).strict();
const editEventBody = z
  .object({
    eventId: id,
    tournamentId: id.nullish(),
    eventName: z.string().max(200).nullish(),
    eventTime: z.string().max(40).nullish(),
    runners: z.array(z.object({ runnerId: id, runnerName: z.string().max(200) }).strict()).max(24).nullish(),
  })
  .strict();
const addMarketBody = z
  .object({
    eventId: id,
    kind: z.enum(['MATCH_ODDS', 'BOOKMAKER', 'FANCY', 'FIXED_ODDS', 'NEXT_BALL']),
    marketName: z.string().max(200).nullish(),
    runners: z.array(z.string().max(200)).max(40).nullish(),
    line: z.number().int().nullish(),
  })
  .strict();
/** A quote's size in paise: the service says what a size may be (INVALID_SIZE). */
const size = z.number().nullish();
const fancyQuote = z.object({ noLine: z.number().int(), noRate: z.number().int(), yesLine: z.number().int(), yesRate: z.number().int(), size }).strict();
const quoteBody = z
  .object({
    marketId: id,
    prices: z.array(z.object({ runnerId: id, back: z.number().positive().nullish(), lay: z.number().positive().nullish(), size }).strict()).max(40).nullish(),
    fancy: fancyQuote.nullish(),
    odds: z.array(z.object({ runnerId: id, odds: z.number().positive() }).strict()).max(40).nullish(),
  })
  .strict();
const statusBody = z.object({ marketId: id, status: z.enum(['OPEN', 'SUSPENDED']) }).strict();
const playBody = z.object({ eventId: id, ball: z.string().max(2).nullish(), goal: z.enum(['HOME', 'AWAY']).nullish(), minute: z.number().int().nullish() }).strict();
const settleBody = z.object({ marketId: id, winnerId: id.nullish(), runs: z.number().int().min(0).max(100_000).nullish() }).strict();

/**
 * The trading desk (issue #48) under /backoffice/desk/…: the admin, and any back-office level the site
 * settings open it to (PERMISSION_DENIED otherwise, as for bettors). Every act is one call answering with what it changed.
 */
export function deskRoutes(exchange: Exchange) {
  const { db } = exchange.services;
  const markets = new OperatorMarkets(exchange.services, exchange.registry, exchange.admin);
  const desk = new TradingDesk(exchange.services, exchange.registry, exchange.admin, exchange.incidents, exchange.siteSettings, markets);
  const trader = async (request: FastifyRequest) => {
    const user = await requireRole(db, request, [...BACKOFFICE_ROLES]);
    await desk.assertAccess(user);
    return actorOf(user, request);
  };
  return async function register(app: FastifyInstance): Promise<void> {
    // Any back-office level may ask whether the desk is open to it: the nav lists the desk only where it is.
    app.post('/backoffice/desk/access', async (request) => {
      const user = await requireRole(db, request, [...BACKOFFICE_ROLES]);
      parseBody(noBody, request.body);
      return { data: { open: await desk.allows(user) } };
    });
    app.post('/backoffice/desk/events', async (request) => {
      await trader(request);
      parseBody(noBody, request.body);
      return { data: { events: await desk.events(), competitions: await desk.competitions() } };
    });
    app.post('/backoffice/desk/event', async (request) => {
      await trader(request);
      return { data: await desk.event(parseBody(eventBody, request.body).eventId) };
    });
    app.post('/backoffice/desk/events/create', async (request, reply) => {
      const actor = await trader(request);
      return reply.status(201).send({ data: await desk.createEvent(actor, parseBody(createEventBody, request.body)) });
    });
    app.post('/backoffice/desk/events/edit', async (request) => {
      const actor = await trader(request);
      return { data: await desk.editEvent(actor, parseBody(editEventBody, request.body)) };
    });
    app.post('/backoffice/desk/markets/create', async (request, reply) => {
      const actor = await trader(request);
      return reply.status(201).send({ data: await desk.addMarket(actor, parseBody(addMarketBody, request.body)) });
    });
    app.post('/backoffice/desk/markets/quote', async (request) => {
      const actor = await trader(request);
      return { data: await desk.quote(actor, parseBody(quoteBody, request.body)) };
    });
    app.post('/backoffice/desk/markets/status', async (request) => {
      const actor = await trader(request);
      const body = parseBody(statusBody, request.body);
      return { data: await desk.setMarketStatus(actor, body.marketId, body.status) };
    });
    app.post('/backoffice/desk/events/suspend', async (request) => {
      const actor = await trader(request);
      return { data: await desk.suspendEvent(actor, parseBody(eventBody, request.body).eventId) };
    });
    app.post('/backoffice/desk/events/reopen', async (request) => {
      const actor = await trader(request);
      return { data: await desk.reopenEvent(actor, parseBody(eventBody, request.body).eventId) };
    });
    app.post('/backoffice/desk/events/start', async (request) => {
      const actor = await trader(request);
      return { data: await desk.startPlay(actor, parseBody(eventBody, request.body).eventId) };
    });
    app.post('/backoffice/desk/events/play', async (request) => {
      const actor = await trader(request);
      return { data: await desk.play(actor, parseBody(playBody, request.body)) };
    });
    app.post('/backoffice/desk/markets/settle', async (request) => {
      const actor = await trader(request);
      const { marketId, ...result } = parseBody(settleBody, request.body);
      return { data: await desk.settle(actor, marketId, result) };
    });
  };
}
