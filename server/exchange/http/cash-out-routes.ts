import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CashOutPriceMoved, type CashOutService } from '../service/cash-out';
import type { ExchangeServices } from '../service/context';
import { requireActiveUser, requireUser } from './auth-guard';
import { parseBody } from './errors';

const id = z.string().min(1).max(64);
/** The share of the hedge to place: 1 is a full cash out. */
const fraction = z.number().gt(0).lte(1);
const quoteBody = z.object({ marketId: id, fraction: fraction.optional() }).strict();
const cashOutBody = z
  .object({
    marketId: id,
    fraction,
    // Shorter than a bet's key: each hedge bet is placed under `<key>.<n>`.
    idempotencyKey: z.string().min(8).max(60),
    bets: z
      .array(z.object({ runnerId: id, side: z.enum(['BACK', 'LAY']), price: z.number().positive().max(1000), size: z.number().int().positive().max(10_000_000_000) }).strict())
      .min(1)
      .max(50),
  })
  .strict();

/** Cash out: a quote of the hedge (`bets/cash-out/quote`) and placing it at the quoted prices (`bets/cash-out`). */
export function cashOutRoutes(services: ExchangeServices, cashOut: CashOutService) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/bets/cash-out/quote', async (request) => {
      const user = await requireUser(db, request);
      const { marketId, fraction: share } = parseBody(quoteBody, request.body);
      return { data: cashOut.quote(user, marketId, share ?? 1) };
    });

    app.post('/bets/cash-out', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      try {
        const result = await cashOut.execute(user, parseBody(cashOutBody, request.body));
        return reply.status(result.statusCode).send(result.body);
      } catch (err) {
        // The price moved: nothing was placed; the refusal carries the fresh quote to confirm instead.
        if (err instanceof CashOutPriceMoved) return reply.status(409).send({ error: { code: err.code, message: err.message, quote: err.quote } });
        throw err;
      }
    });
  };
}
