import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MarketRegistry } from '../markets/registry';
import { BET_LIST_STATUSES, backofficeBets, MAX_PAGE } from '../service/backoffice-bets';
import type { ExchangeServices } from '../service/context';
import { riskBook } from '../service/risk-book';
import { RiskBookLive } from '../service/risk-book-live';
import { assertBackoffice } from '../service/scope';
import type { Db } from '../db/client';
import { requireActiveUser } from './auth-guard';
import { emptyBody, parseBody } from './errors';

const id = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, . _ - (1–64)');
const instant = z.string().datetime({ offset: true });
const marketBody = z.object({ marketId: id }).strict();
const betsBody = z
  .object({
    filter: z
      .object({
        userName: z.string().min(1).max(64).optional(),
        sportId: z.number().int().nonnegative().max(2_147_483_647).optional(),
        marketId: id.optional(),
        status: z.enum(BET_LIST_STATUSES).optional(),
        from: instant.optional(),
        to: instant.optional(),
      })
      .strict()
      .optional(),
    first: z.number().int().min(1).max(MAX_PAGE).optional(),
    after: z.string().min(1).max(200).optional(),
  })
  .strict();

/**
 * The back office's risk book and bet list (issue #32, docs/risk-book.md), scoped to the caller's
 * subtree: a bettor is PERMISSION_DENIED, a market or user outside the subtree shows nothing of it.
 * The same risk book feeds the stream's `risk` and `ticker` topics.
 */
/** A live session of a back-office user (bettors are PERMISSION_DENIED before their body is read). */
async function upline(db: Db, request: FastifyRequest) {
  const caller = await requireActiveUser(db, request);
  assertBackoffice(caller);
  return caller;
}

export function backofficeRiskRoutes(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  const risk = riskBook(services, registry);
  const bets = backofficeBets(services);
  return async function register(app: FastifyInstance): Promise<void> {
    // The `risk` and `ticker` stream topics (risk-book-live.ts) live as long as the API.
    const live = new RiskBookLive(services, registry, risk);
    app.addHook('onClose', async () => live.close());

    app.post('/backoffice/risk', async (request) => {
      const caller = await upline(db, request);
      parseBody(emptyBody, request.body);
      return { data: await risk.book(caller) };
    });

    app.post('/backoffice/risk/market', async (request) => {
      const caller = await upline(db, request);
      const { marketId } = parseBody(marketBody, request.body);
      return { data: await risk.market(caller, marketId) };
    });

    app.post('/backoffice/bets', async (request) => {
      const caller = await upline(db, request);
      const { filter = {}, first, after } = parseBody(betsBody, request.body);
      return { data: await bets.list(caller, filter, first, after) };
    });
  };
}
