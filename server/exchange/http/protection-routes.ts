import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Exchange } from '../service/exchange';
import { endOpenBets } from '../service/exchange';
import { protectionsService } from '../service/protections';
import { bearerToken, requireActiveUser, requireRole, requireUser } from './auth-guard';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { actorOf } from './client-address';
import { emptyBody, parseBody } from './errors';
import { userNameSchema } from './auth-routes';

const period = z.enum(['DAY', 'WEEK', 'MONTH']);
const limitBody = z.object({ period, amount: z.number().int().positive().max(10_000_000_000).nullable() }).strict();
const timeOutBody = z.object({ hours: z.number().int() }).strict();
const selfExcludeBody = z.object({ months: z.number().int().nullish(), permanent: z.boolean().nullish() }).strict();
const realityBody = z.object({ minutes: z.number().int().nullable() }).strict();
const answerBody = z.object({ keepPlaying: z.boolean() }).strict();
const privacyBody = z.object({ shareAmountsWithUpline: z.boolean() }).strict();
const userBody = z.object({ userName: userNameSchema }).strict();

/**
 * Safer betting (issue #47, docs/safer-betting.md): the bettor's own protections under /user/protections,
 * the upline's read of a downline's under /backoffice/protections, and the staff lift attempt that is
 * always refused (PROTECTION_LOCKED) and audited. Every answer is the caller's SaferBetting view.
 */
export function protectionRoutes(exchange: Exchange) {
  const { services } = exchange;
  const { db } = services;
  const protections = protectionsService(services, (userId, reason) => endOpenBets(exchange, userId, reason));
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/user/protections', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await protections.view(user, bearerToken(request)!) };
    });

    app.post('/user/protections/deposit-limit', async (request) => {
      const actor = actorOf(await requireActiveUser(db, request), request);
      const body = parseBody(limitBody, request.body);
      return { data: await protections.depositLimit(actor, bearerToken(request)!, body.period, body.amount) };
    });

    app.post('/user/protections/loss-limit', async (request) => {
      const actor = actorOf(await requireActiveUser(db, request), request);
      const body = parseBody(limitBody, request.body);
      return { data: await protections.lossLimit(actor, bearerToken(request)!, body.period, body.amount) };
    });

    app.post('/user/protections/time-out', async (request) => {
      const actor = actorOf(await requireActiveUser(db, request), request);
      const body = parseBody(timeOutBody, request.body);
      return { data: await protections.takeTimeOut(actor, bearerToken(request)!, body.hours) };
    });

    app.post('/user/protections/self-exclude', async (request) => {
      const actor = actorOf(await requireActiveUser(db, request), request);
      const body = parseBody(selfExcludeBody, request.body);
      return { data: await protections.selfExclude(actor, bearerToken(request)!, body) };
    });

    app.post('/user/protections/reality-check', async (request) => {
      const actor = actorOf(await requireActiveUser(db, request), request);
      const body = parseBody(realityBody, request.body);
      return { data: await protections.setRealityCheck(actor, bearerToken(request)!, body.minutes) };
    });

    app.post('/user/protections/reality-check/answer', async (request) => {
      const actor = actorOf(await requireUser(db, request), request);
      const body = parseBody(answerBody, request.body);
      return { data: await protections.answerRealityCheck(actor, bearerToken(request)!, body.keepPlaying) };
    });

    app.post('/user/protections/privacy', async (request) => {
      const actor = actorOf(await requireActiveUser(db, request), request);
      const body = parseBody(privacyBody, request.body);
      return { data: await protections.setPrivacy(actor, bearerToken(request)!, body.shareAmountsWithUpline) };
    });

    app.post('/backoffice/protections', async (request) => {
      const user = await requireRole(db, request, [...BACKOFFICE_ROLES]);
      const body = parseBody(userBody, request.body);
      return { data: await protections.downline(user, body.userName) };
    });

    // The staff act on a protection: always refused (PROTECTION_LOCKED), and the attempt audited.
    app.post('/backoffice/protections/lift', async (request) => {
      const actor = actorOf(await requireRole(db, request, [...BACKOFFICE_ROLES]), request);
      const body = parseBody(userBody, request.body);
      return protections.attemptLift(actor, body.userName);
    });
  };
}
