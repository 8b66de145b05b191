/**
 * Two-step sign-in's routes (service/two-factor.ts, docs/security.md "Two-step sign-in"): the second
 * step of a sign-in and an enrolment at sign-in (public, each code behind the login throttle), the
 * account area's status, enrolment, recovery codes and API keys, and an upline's reset of a direct
 * downline's second factor.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { twoFactorService } from '../service/two-factor';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { bearerToken, requireRole, requireUser } from './auth-guard';
import { actorOf, clientOf } from './client-address';
import { emptyBody, parseBody } from './errors';
import type { loginThrottle } from './login-throttle';

const challengeId = z.string().min(1).max(128);
const code = z.string().trim().min(6).max(32);
const challengeBody = z.object({ challengeId }).strict();
const answerBody = z.object({ challengeId, code }).strict();
const codeBody = z.object({ code }).strict();
const apiKeyBody = z.object({ label: z.string().trim().min(1).max(64) }).strict();
const keyIdBody = z.object({ keyId: z.string().min(1).max(20) }).strict();
const userBody = z.object({ userName: z.string().min(1).max(64) }).strict();

export function twoFactorRoutes(db: Db, app: FastifyInstance, throttled: ReturnType<typeof loginThrottle>): void {
  const twoFactor = twoFactorService(db);

  app.post('/auth/two-factor/verify', async (request, reply) => {
    const body = parseBody(answerBody, request.body);
    const client = clientOf(request);
    const userName = await twoFactor.challengeUserName(body.challengeId);
    return throttled(userName, client.address, reply, async () => ({ data: await twoFactor.verify(body.challengeId, body.code, client) }));
  });

  app.post('/auth/two-factor/enrolment', async (request) => {
    const body = parseBody(challengeBody, request.body);
    return { data: await twoFactor.enrolmentSecret(body.challengeId) };
  });

  app.post('/auth/two-factor/enrol', async (request, reply) => {
    const body = parseBody(answerBody, request.body);
    const client = clientOf(request);
    const userName = await twoFactor.challengeUserName(body.challengeId);
    return throttled(userName, client.address, reply, async () => {
      const { recoveryCodes, signedIn } = await twoFactor.confirmEnrolment(body.challengeId, body.code, client, null);
      return { data: { ...signedIn!, recoveryCodes } };
    });
  });

  app.post('/user/two-factor', async (request) => {
    const user = await requireUser(db, request);
    parseBody(emptyBody, request.body);
    return { data: await twoFactor.status(user) };
  });

  app.post('/user/two-factor/enrol/start', async (request) => {
    const user = await requireUser(db, request);
    parseBody(emptyBody, request.body);
    return { data: await twoFactor.startEnrolment(user) };
  });

  app.post('/user/two-factor/enrol', async (request, reply) => {
    const user = await requireUser(db, request);
    const body = parseBody(answerBody, request.body);
    const client = clientOf(request);
    return throttled(user.userName, client.address, reply, async () => {
      const { recoveryCodes } = await twoFactor.confirmEnrolment(body.challengeId, body.code, client, user);
      return { data: { recoveryCodes } };
    });
  });

  app.post('/user/two-factor/recovery-codes', async (request, reply) => {
    const user = await requireUser(db, request);
    const body = parseBody(codeBody, request.body);
    const client = clientOf(request);
    return throttled(user.userName, client.address, reply, async () => ({ data: await twoFactor.regenerateRecoveryCodes(user, body.code, client) }));
  });

  app.post('/user/api-keys/create', async (request) => {
    const user = await requireUser(db, request);
    const body = parseBody(apiKeyBody, request.body);
    return { data: await twoFactor.createApiKey(actorOf(user, request), hashToken(bearerToken(request)!), body.label) };
  });

  app.post('/user/api-keys/revoke', async (request) => {
    const user = await requireUser(db, request);
    return { data: await twoFactor.revokeApiKey(actorOf(user, request), parseBody(keyIdBody, request.body).keyId) };
  });

  app.post('/backoffice/users/two-factor/reset', async (request) => {
    const user = await requireRole(db, request, [...BACKOFFICE_ROLES]);
    return { data: await twoFactor.resetDownline(actorOf(user, request), parseBody(userBody, request.body).userName) };
  });
}
