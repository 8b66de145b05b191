import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExchangeServices } from '../service/context';
import { accountService } from '../service/account';
import { balanceView } from '../service/funds';
import { passwordSchema, userNameSchema } from './auth-routes';
import { requireRole, requireUser } from './auth-guard';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { clientOf } from './client-address';
import { emptyBody, parseBody } from './errors';
import { requireSite } from './reference';

const signupBody = z.object({ key: z.string().min(1).max(64), userName: userNameSchema, password: passwordSchema, referralCode: z.string().trim().max(16).optional() }).strict();
const forgotBody = z.object({ userName: z.string().min(1).max(64) }).strict();
const resetBody = z.object({ userName: z.string().min(1).max(64), code: z.string().min(6).max(16), newPassword: passwordSchema }).strict();
const stakeList = z.array(z.number().int().positive().max(10_000_000_000)).min(1).max(8);
const settingsBody = z
  .object({
    defaultStakes: stakeList.optional(),
    lossLimit: z.number().int().positive().max(10_000_000_000).nullable().optional(),
    oneClickBetting: z.boolean().optional(),
    oneClickStake: z.number().int().positive().max(10_000_000_000).optional(),
    acceptOddsChanges: z.enum(['never', 'better', 'any']).optional(),
    cancelOnDisconnect: z.boolean().optional(),
  })
  .strict();
const favouriteBody = z.object({ eventId: z.string().min(1).max(64), favourite: z.boolean() }).strict();

export function accountRoutes(services: ExchangeServices) {
  const { db } = services;
  const accounts = accountService(services);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/auth/signup', async (request, reply) => {
      const body = parseBody(signupBody, request.body);
      const site = await requireSite(db, body.key);
      return reply.status(201).send({ data: await accounts.signUp(site.siteKey, body) });
    });

    // The same answer whether or not the name exists; too many requests from one address: 429 TOO_MANY_REQUESTS.
    app.post('/auth/forgot-password', async (request, reply) => {
      const { userName } = parseBody(forgotBody, request.body);
      await accounts.forgotPassword(userName, clientOf(request).address);
      return reply.status(202).send({ data: { sent: true, message: 'Your upline has been sent a reset code: ask them for it.' } });
    });

    app.post('/auth/reset-password', async (request) => {
      const body = parseBody(resetBody, request.body);
      await accounts.resetPassword(body.userName, body.code, body.newPassword, clientOf(request).address);
      return { data: { reset: true } };
    });

    app.post('/agent/password-resets', async (request) => {
      const agent = await requireRole(db, request, [...BACKOFFICE_ROLES]);
      parseBody(emptyBody, request.body);
      return { data: await accounts.downlineResets(agent.userId) };
    });

    app.post('/user/balance', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await balanceView(services, user.userId) };
    });

    app.post('/user/profile', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await accounts.profile(user.userId) };
    });

    app.post('/user/settings', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await accounts.settings(user.userId) };
    });

    app.post('/user/settings/update', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(settingsBody, request.body);
      return { data: await accounts.updateSettings(user.userId, body) };
    });

    app.post('/user/referrals', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await accounts.referrals(user.userId) };
    });

    app.post('/user/favourites', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await accounts.favourites(user.userId) };
    });

    app.post('/user/favourites/set', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(favouriteBody, request.body);
      return { data: await accounts.setFavourite(user.userId, body.eventId, body.favourite) };
    });

    app.post('/banking/rewards', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await accounts.rewards(user.userId) };
    });
  };
}
