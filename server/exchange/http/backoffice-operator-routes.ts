import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Exchange } from '../service/exchange';
import { OperatorMarkets } from '../service/operator-markets';
import { actorOf } from './client-address';
import { requireRole } from './auth-guard';
import { parseBody } from './errors';

const id = z.string().min(1).max(64);
const paise = z.number().int().min(1).max(10_000_000_000);
const listBody = z
  .object({ search: z.string().max(80).nullish(), sportId: z.number().int().nullish(), state: z.enum(['OPEN', 'SUSPENDED', 'SETTLED']).nullish() })
  .strict();
const marketBody = z.object({ marketId: id }).strict();
const noBody = z.object({}).strict();
const statusBody = z.object({ marketId: id, status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']) }).strict();
const settleBody = z.object({ marketId: id, winnerId: id.nullish(), runs: z.number().int().min(0).max(100_000).nullish(), reason: z.string().max(500).nullish() }).strict();
const voidBody = z.object({ marketId: id, reason: z.string().max(500) }).strict();
const settingsBody = z
  .object({
    levels: z.number().int(),
    defaultShares: z.array(z.object({ role: z.string().max(32), shareBps: z.number().int() }).strict()).max(10),
    sportLimits: z
      .array(z.object({ sportId: z.number().int(), minStake: paise.nullish(), maxStake: paise.nullish(), delaySeconds: z.number().int().nullish() }).strict())
      .max(200),
    bettorTwoFactor: z.boolean().nullish(),
    deskRoles: z.array(z.string().max(32)).max(10).nullish(),
    // Checked against the locales by the service (INVALID_MONEY_LOCALE), not here: one rule, one place.
    moneyLocale: z.string().max(16).nullish(),
  })
  .strict();

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

/**
 * The operator's console (issue #32), operator only: market controls under
 * /backoffice/operator/markets/… and the site settings at /backoffice/settings.
 */
export function backofficeOperatorRoutes(exchange: Exchange) {
  const { db } = exchange.services;
  const markets = new OperatorMarkets(exchange.services, exchange.registry, exchange.admin);
  const operator = (request: Parameters<typeof requireRole>[1]) => requireRole(db, request, ['operator']);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/backoffice/operator/markets', async (request) => {
      await operator(request);
      const body = parseBody(listBody, request.body);
      return { data: await markets.list({ search: orUndefined(body.search?.trim()), sportId: orUndefined(body.sportId), state: orUndefined(body.state) }) };
    });

    app.post('/backoffice/operator/market', async (request) => {
      await operator(request);
      return { data: await markets.one(parseBody(marketBody, request.body).marketId) };
    });

    app.post('/backoffice/operator/markets/status', async (request) => {
      const actor = actorOf(await operator(request), request);
      const body = parseBody(statusBody, request.body);
      return { data: await markets.setStatus(actor, body.marketId, body.status) };
    });

    app.post('/backoffice/operator/markets/settle', async (request) => {
      const actor = actorOf(await operator(request), request);
      const { marketId, ...input } = parseBody(settleBody, request.body);
      return { data: await markets.settle(actor, marketId, input) };
    });

    app.post('/backoffice/operator/markets/void', async (request) => {
      const actor = actorOf(await operator(request), request);
      const body = parseBody(voidBody, request.body);
      return { data: await markets.void(actor, body.marketId, body.reason) };
    });

    app.post('/backoffice/settings', async (request) => {
      const actor = await operator(request);
      parseBody(noBody, request.body);
      return { data: await exchange.siteSettings.screen(actor.siteKey) };
    });

    app.post('/backoffice/settings/update', async (request) => {
      const actor = actorOf(await operator(request), request);
      return { data: await exchange.siteSettings.update(actor, parseBody(settingsBody, request.body)) };
    });
  };
}
