import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExchangeServices } from '../service/context';
import type { MarketAdmin } from '../service/market-admin';
import { userAdmin } from '../service/user-admin';
import { requireRole } from './auth-guard';
import { actorOf } from './client-address';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { parseBody } from './errors';
import { passwordSchema, userNameSchema } from './auth-routes';

const id = z.string().min(1).max(64);
const statusBody = z
  .object({ marketId: id, status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']).optional(), inPlay: z.boolean().optional(), betDelayMs: z.number().int().min(0).max(30_000).optional() })
  .strict();
const settleBody = z
  .object({ marketId: id, winners: z.array(id).min(1).max(20).optional(), value: z.number().int().min(0).max(100_000).optional(), void: z.literal(true).optional() })
  .strict()
  .refine((b) => [b.winners, b.value, b.void].filter((v) => v !== undefined).length === 1, 'give exactly one of winners, value or void');
const quoteBody = z
  .object({
    marketId: id,
    // size: the most one bet may stake at the quote, paise (the domain checks it is a stake); none: the market's max stake.
    quotes: z.record(z.string(), z.object({ back: z.number().positive().nullable(), lay: z.number().positive().nullable(), size: z.number().nullish() }).nullable()).optional(),
    fancy: z
      .object({ yesLine: z.number().int().min(0), yesRate: z.number().int().positive(), noLine: z.number().int().min(0), noRate: z.number().int().positive(), size: z.number().nullish() })
      .nullable()
      .optional(),
    odds: z.record(z.string(), z.number().int().min(101).max(100_000)).optional(),
  })
  .strict();
const creditBody = z.object({ userName: z.string().min(1).max(64), amount: z.number().int().positive().max(10_000_000_000), idempotencyKey: z.string().min(8).max(64) }).strict();
const createUserBody = z
  .object({ userName: userNameSchema, password: passwordSchema, role: z.enum(['bettor', 'agent']), upline: z.string().min(1).max(64).optional() })
  .strict();
const blockBody = z.object({ userName: z.string().min(1).max(64), isLogin: z.union([z.literal(0), z.literal(1)]) }).strict();
const marketBody = z
  .object({
    marketId: id,
    marketName: z.string().min(1).max(80),
    kind: z.enum(['exchange', 'bookmaker', 'fancy', 'lottery', 'ballByBall', 'binary']),
    runners: z
      .array(
        z
          .object({ runnerId: id, runnerName: z.string().min(1).max(80), role: z.enum(['HOME', 'AWAY', 'DRAW']).optional(), metadata: z.record(z.string(), z.union([z.string().max(80), z.number()])).optional() })
          .strict(),
      )
      .max(40)
      .refine((list) => new Set(list.flatMap((r) => (r.role ? [r.role] : []))).size === list.filter((r) => r.role).length, 'a market has at most one HOME, one AWAY and one DRAW runner'),
    config: z.record(z.string(), z.unknown()).optional(),
    minStake: z.number().int().positive().optional(),
    maxStake: z.number().int().positive().optional(),
    maxProfit: z.number().int().positive().nullable().optional(),
    betDelayMs: z.number().int().min(0).max(30_000).optional(),
    inPlay: z.boolean().optional(),
    sequence: z.number().int().optional(),
  })
  .strict();
const createMarketBody = z.object({ eventId: id, market: marketBody }).strict();
const createEventBody = z
  .object({
    exEventId: id,
    sportId: z.number().int(),
    tournamentId: id,
    /** The competition's name: given, a competition that does not exist yet is created with the event. */
    tournamentName: z.string().min(1).max(120).optional(),
    eventName: z.string().min(3).max(120),
    eventTime: z.iso.datetime({ offset: true }),
    markets: z.array(marketBody).max(20),
  })
  .strict();
const scoreBody = z.object({ eventId: id, inPlay: z.boolean().optional(), status: z.enum(['SCHEDULED', 'IN_PLAY', 'FINISHED', 'CANCELLED']).optional(), score: z.record(z.string(), z.unknown()).optional() }).strict();

/** Operator and upline calls; every one is role-checked. */
export function adminRoutes(services: ExchangeServices, admin: MarketAdmin) {
  const { db } = services;
  const users = userAdmin(services);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/admin/markets/status', async (request) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const body = parseBody(statusBody, request.body);
      await admin.setStatus(body.marketId, body, actor);
      return { data: { marketId: body.marketId } };
    });

    app.post('/admin/markets/settle', async (request) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const body = parseBody(settleBody, request.body);
      const result = body.void ? { void: true as const } : body.winners ? { winners: body.winners } : { value: body.value! };
      return { data: await admin.settle(body.marketId, result, actor) };
    });

    app.post('/admin/markets/quote', async (request) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const { marketId, ...quote } = parseBody(quoteBody, request.body);
      await admin.quote(marketId, quote, actor);
      return { data: { marketId } };
    });

    // New markets and events (the simulator keeps the world alive with these).
    app.post('/admin/markets/create', async (request, reply) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const body = parseBody(createMarketBody, request.body);
      return reply.status(201).send({ data: await admin.createMarket(body.eventId, body.market, actor) });
    });

    app.post('/admin/events/create', async (request, reply) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const { markets, eventTime, tournamentName, ...event } = parseBody(createEventBody, request.body);
      return reply.status(201).send({ data: await admin.createEvent({ ...event, eventTime: new Date(eventTime) }, markets, actor, tournamentName) });
    });

    app.post('/admin/events/score', async (request) => {
      await requireRole(db, request, ['operator']);
      const { eventId, ...change } = parseBody(scoreBody, request.body);
      await admin.recordScore(eventId, change);
      return { data: { eventId } };
    });

    // Upline: credit a downline user from the agent's own wallet; operator: from cash.
    app.post('/admin/users/credit', async (request) => {
      const actor = actorOf(await requireRole(db, request, [...BACKOFFICE_ROLES]), request);
      return users.credit(actor, parseBody(creditBody, request.body));
    });

    app.post('/admin/users/create', async (request, reply) => {
      const actor = actorOf(await requireRole(db, request, [...BACKOFFICE_ROLES]), request);
      return reply.status(201).send({ data: await users.createUser(actor, parseBody(createUserBody, request.body)) });
    });

    app.post('/admin/users/block', async (request) => {
      const actor = actorOf(await requireRole(db, request, [...BACKOFFICE_ROLES]), request);
      const body = parseBody(blockBody, request.body);
      return { data: await users.block(actor, body.userName, body.isLogin) };
    });
  };
}
