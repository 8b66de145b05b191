import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExchangeServices } from '../service/context';
import { historyService } from '../service/history';
import { requireUser } from './auth-guard';
import { ApiError, parseBody } from './errors';

const MAX_RANGE_DAYS = 366;
const range = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .strict()
  .refine((r) => new Date(r.from) < new Date(r.to), 'from must be before to')
  .refine((r) => new Date(r.to).getTime() - new Date(r.from).getTime() <= MAX_RANGE_DAYS * 86_400_000, `at most ${MAX_RANGE_DAYS} days`);
const historyBody = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), marketId: z.string().min(1).max(64).optional() })
  .strict()
  .refine((r) => new Date(r.from) < new Date(r.to), 'from must be before to')
  .refine((r) => new Date(r.to).getTime() - new Date(r.from).getTime() <= MAX_RANGE_DAYS * 86_400_000, `at most ${MAX_RANGE_DAYS} days`);
const eventBody = z.object({ eventId: z.string().min(1).max(64) }).strict();
const profitLossBody = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), groupBy: z.enum(['sport', 'event', 'market']), sportId: z.number().int().optional(), eventId: z.string().max(64).optional() })
  .strict();


/** Account statement, profit and loss, bet history, rolling commission: checked here, computed by the history service. */
export function historyRoutes(services: ExchangeServices) {
  const { db } = services;
  const history = historyService(services);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/user/statement', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(range, request.body);
      return { data: await history.statement(user.userId, new Date(body.from), new Date(body.to)) };
    });

    app.post('/user/profit-loss', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(profitLossBody, request.body);
      if (new Date(body.from) >= new Date(body.to)) throw new ApiError(400, 'INVALID_INPUT_DATA', 'from must be before to');
      return { data: await history.profitLoss(user.userId, new Date(body.from), new Date(body.to), body.groupBy, { sportId: body.sportId, eventId: body.eventId }) };
    });

    app.post('/user/rolling-commission', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(range, request.body);
      return { data: await history.rollingCommission(user.userId, new Date(body.from), new Date(body.to)) };
    });

    app.post('/bets/history', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(historyBody, request.body);
      return { data: await history.betHistory(user.userId, new Date(body.from), new Date(body.to), body.marketId) };
    });

    app.post('/bets/settled', async (request) => {
      const user = await requireUser(db, request);
      const { eventId } = parseBody(eventBody, request.body);
      return { data: await history.settledBetsOfEvent(user.userId, eventId) };
    });
  };
}
