import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { events, markets, runners as runnersTable, sports, users } from '../db/schema';
import { deposit, transfer } from '../domain/ledger';
import { postTransaction } from '../db/queries/ledger';
import type { MarketRegistry } from '../markets/registry';
import { userLock, type ExchangeServices } from '../service/context';
import type { MarketAdmin } from '../service/market-admin';
import { publishChanges } from '../service/publisher';
import { sessionCache } from '../auth/session-cache';
import { balanceView } from '../service/funds';
import { idempotent } from '../service/idempotency';
import { requireRole } from './auth-guard';
import { ApiError, parseBody, postgresCode } from './errors';
import { passwordSchema, userNameSchema } from './auth-routes';
import { hashPassword } from '../auth/password';
import { randomUUID } from 'node:crypto';

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
    quotes: z.record(z.string(), z.object({ back: z.number().positive().nullable(), lay: z.number().positive().nullable() }).nullable()).optional(),
    fancy: z.object({ yesLine: z.number().int().min(0), yesRate: z.number().int().positive(), noLine: z.number().int().min(0), noRate: z.number().int().positive() }).nullable().optional(),
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
      .array(z.object({ runnerId: id, runnerName: z.string().min(1).max(80), metadata: z.record(z.string(), z.union([z.string().max(80), z.number()])).optional() }).strict())
      .max(40),
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
  .object({ exEventId: id, sportId: z.number().int(), tournamentId: id, eventName: z.string().min(3).max(120), eventTime: z.iso.datetime({ offset: true }), markets: z.array(marketBody).max(20) })
  .strict();
const scoreBody = z.object({ eventId: id, inPlay: z.boolean().optional(), status: z.enum(['SCHEDULED', 'IN_PLAY', 'FINISHED', 'CANCELLED']).optional(), score: z.record(z.string(), z.unknown()).optional() }).strict();

/** Operator and upline calls; every one is role-checked. */
export function adminRoutes(services: ExchangeServices, registry: MarketRegistry, admin: MarketAdmin) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/admin/markets/status', async (request) => {
      await requireRole(db, request, ['operator']);
      const body = parseBody(statusBody, request.body);
      await admin.setStatus(body.marketId, body);
      return { data: { marketId: body.marketId } };
    });

    app.post('/admin/markets/settle', async (request) => {
      await requireRole(db, request, ['operator']);
      const body = parseBody(settleBody, request.body);
      const result = body.void ? { void: true as const } : body.winners ? { winners: body.winners } : { value: body.value! };
      const settled = await admin.settle(body.marketId, result);
      const [row] = await db.select({ exEventId: markets.exEventId }).from(markets).where(eq(markets.marketId, body.marketId));
      if (row) await admin.finishEventIfSettled(row.exEventId);
      return { data: settled };
    });

    app.post('/admin/markets/quote', async (request) => {
      await requireRole(db, request, ['operator']);
      const body = parseBody(quoteBody, request.body);
      const { marketId, ...quote } = body;
      await admin.quote(marketId, quote);
      return { data: { marketId: body.marketId } };
    });

    const installMarket = async (tx: typeof db, eventId: string, m: z.infer<typeof marketBody>, inPlay: boolean) => {
      const [row] = await tx
        .insert(markets)
        .values({
          marketId: m.marketId,
          exEventId: eventId,
          marketName: m.marketName,
          kind: m.kind,
          inPlay: m.inPlay ?? inPlay,
          config: m.config ?? {},
          ...(m.minStake ? { minStake: m.minStake } : {}),
          ...(m.maxStake ? { maxStake: m.maxStake } : {}),
          ...(m.maxProfit !== undefined ? { maxProfit: m.maxProfit } : {}),
          ...(m.betDelayMs !== undefined ? { betDelayMs: m.betDelayMs } : {}),
          ...(m.sequence !== undefined ? { sequence: m.sequence } : {}),
        })
        .returning();
      const runnerRows = m.runners.map((r, i) => ({ marketId: m.marketId, runnerId: r.runnerId, runnerName: r.runnerName, sortOrder: i, metadata: r.metadata ?? null }));
      if (runnerRows.length) await tx.insert(runnersTable).values(runnerRows);
      return { row: row!, runnerRows };
    };

    // New markets and events (the simulator keeps the world alive with these). The engine gets them after commit.
    app.post('/admin/markets/create', async (request, reply) => {
      await requireRole(db, request, ['operator']);
      const body = parseBody(createMarketBody, request.body);
      const [event] = await db.select().from(events).where(eq(events.exEventId, body.eventId));
      if (!event) throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${body.eventId}`);
      const [exists] = await db.select({ marketId: markets.marketId }).from(markets).where(eq(markets.marketId, body.market.marketId));
      if (exists) throw new ApiError(409, 'DUPLICATE_TRANSACTION', `Market ${body.market.marketId} exists`);
      const created = await db.transaction((tx) => installMarket(tx as unknown as typeof db, body.eventId, body.market, event.inPlay));
      registry.install(created.row, created.runnerRows);
      await publishChanges(services, registry, created.row.marketId, [], []);
      return reply.status(201).send({ data: { marketId: created.row.marketId } });
    });

    app.post('/admin/events/create', async (request, reply) => {
      await requireRole(db, request, ['operator']);
      const body = parseBody(createEventBody, request.body);
      const [exists] = await db.select({ id: events.exEventId }).from(events).where(eq(events.exEventId, body.exEventId));
      if (exists) throw new ApiError(409, 'DUPLICATE_TRANSACTION', `Event ${body.exEventId} exists`);
      const [sport] = await db.select({ id: sports.sportId }).from(sports).where(eq(sports.sportId, body.sportId));
      if (!sport) throw new ApiError(404, 'SPORT_NOT_FOUND', `No sport ${body.sportId}`);
      const created = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as typeof db;
        await tx.insert(events).values({ exEventId: body.exEventId, sportId: body.sportId, tournamentId: body.tournamentId, eventName: body.eventName, eventTime: new Date(body.eventTime) });
        const made = [];
        for (const m of body.markets) made.push(await installMarket(tx, body.exEventId, m, false));
        return made;
      });
      for (const m of created) registry.install(m.row, m.runnerRows);
      return reply.status(201).send({ data: { exEventId: body.exEventId, markets: created.map((m) => m.row.marketId) } });
    });

    app.post('/admin/events/score', async (request) => {
      await requireRole(db, request, ['operator']);
      const body = parseBody(scoreBody, request.body);
      const [row] = await db
        .update(events)
        .set({ ...(body.inPlay !== undefined ? { inPlay: body.inPlay } : {}), ...(body.status ? { status: body.status } : {}), ...(body.score ? { score: body.score } : {}) })
        .where(eq(events.exEventId, body.eventId))
        .returning();
      if (!row) throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${body.eventId}`);
      services.hub.publish(`score:${body.eventId}`, { eventId: row.exEventId, inPlay: row.inPlay, status: row.status, score: row.score });
      return { data: { eventId: row.exEventId } };
    });

    // Upline: credit a downline user from the agent's own wallet; operator: from cash.
    app.post('/admin/users/credit', async (request) => {
      const actor = await requireRole(db, request, ['agent', 'operator']);
      const body = parseBody(creditBody, request.body);
      const [target] = await db.select().from(users).where(eq(users.userName, body.userName));
      if (!target || (actor.role === 'agent' && target.uplineId !== actor.userId)) throw new ApiError(404, 'INVALID_INPUT_DATA', `No user ${body.userName} in your downline`);
      return services.locks.run([userLock(actor.userId), userLock(target.userId)], async () => {
        const reply = await idempotent(db, actor.userId, body.idempotencyKey, body, async (tx) => {
          const reference = `credit:${actor.userId}:${body.idempotencyKey}`;
          let t;
          if (actor.role === 'operator') t = deposit(target.userId, body.amount, reference);
          else {
            const money = await balanceView(services, actor.userId, tx);
            t = transfer(actor.userId, target.userId, body.amount, reference, money.bankBalance, money.exposure + money.pendingWithdrawals);
          }
          const txId = await postTransaction(tx, t, `Credit from ${actor.userName}`);
          return { statusCode: 200, body: { data: { txId, userName: target.userName, amount: body.amount } } };
        });
        return reply.body;
      });
    });

    // Operator: a new agent (no upline) or bettor under a named agent; agent: a bettor in its own downline.
    app.post('/admin/users/create', async (request, reply) => {
      const actor = await requireRole(db, request, ['agent', 'operator']);
      const body = parseBody(createUserBody, request.body);
      if (actor.role === 'agent' && (body.role !== 'bettor' || (body.upline !== undefined && body.upline !== actor.userName))) {
        throw new ApiError(403, 'PERMISSION_DENIED', 'An agent creates bettors in its own downline only');
      }
      let uplineId: string | null = null;
      if (actor.role === 'agent') uplineId = actor.userId;
      else if (body.role === 'bettor') {
        if (!body.upline) throw new ApiError(400, 'INVALID_INPUT_DATA', 'upline: a bettor needs an upline agent');
        const [upline] = await db.select().from(users).where(eq(users.userName, body.upline));
        if (!upline || upline.role !== 'agent') throw new ApiError(404, 'INVALID_INPUT_DATA', `No agent ${body.upline}`);
        uplineId = upline.userId;
      } else if (body.upline !== undefined) throw new ApiError(400, 'INVALID_INPUT_DATA', 'upline: an agent has none');
      const [taken] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, body.userName));
      if (taken) throw new ApiError(409, 'USERNAME_TAKEN', `The user name '${body.userName}' is taken`);
      try {
        const [user] = await db
          .insert(users)
          .values({ userId: `u-${randomUUID()}`, userName: body.userName, passwordHash: await hashPassword(body.password), role: body.role, siteKey: actor.siteKey, uplineId })
          .returning({ userName: users.userName, role: users.role, isLogin: users.isLogin });
        return reply.status(201).send({ data: { ...user, upline: actor.role === 'agent' ? actor.userName : (body.upline ?? null) } });
      } catch (err) {
        if (postgresCode(err) === '23505') throw new ApiError(409, 'USERNAME_TAKEN', `The user name '${body.userName}' is taken`);
        throw err;
      }
    });

    app.post('/admin/users/block', async (request) => {
      const actor = await requireRole(db, request, ['agent', 'operator']);
      const body = parseBody(blockBody, request.body);
      const [target] = await db.select().from(users).where(eq(users.userName, body.userName));
      if (!target || (actor.role === 'agent' && target.uplineId !== actor.userId)) throw new ApiError(404, 'INVALID_INPUT_DATA', `No user ${body.userName} in your downline`);
      await db.update(users).set({ isLogin: body.isLogin }).where(eq(users.userId, target.userId));
      sessionCache(db).forgetUser(target.userId);
      return { data: { userName: target.userName, isLogin: body.isLogin } };
    });
  };
}
