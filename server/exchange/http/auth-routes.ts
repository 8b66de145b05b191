import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { revokeSession } from '../auth/sessions';
import { loginDecision, SlowLane } from '../auth/throttle';
import type { Db } from '../db/client';
import { loginAttemptsOf, passwordChangesOf } from '../db/queries/users';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/password-rules';
import { authService } from '../service/auth';
import { bearerToken, requireUser } from './auth-guard';
import { clientOf } from './client-address';
import { ApiError, emptyBody, parseBody } from './errors';

const userName = z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');
const password = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
const loginBody = z.object({ userName: z.string().min(1).max(64), password: z.string().min(1).max(128) }).strict();
const changeBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword: password }).strict();

export function authRoutes(db: Db) {
  const auth = authService(db);
  return async function register(app: FastifyInstance): Promise<void> {
    const slowLane = new SlowLane();
    app.post('/auth/login', async (request, reply) => {
      const body = parseBody(loginBody, request.body);
      const client = clientOf(request);
      const decision = await loginDecision(db, body.userName, client.address);
      if (decision.kind === 'refuse') {
        void reply.header('retry-after', String(decision.retryAfterS));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', `${decision.reason}: try again in ${Math.ceil(decision.retryAfterS / 60)} minutes`);
      }
      const attempt = async () => ({ data: await auth.login(body.userName, body.password, client) });
      if (decision.delayMs === 0) return attempt();
      // An account under attack: slowed, one attempt at a time — never refused outright.
      const slowed = slowLane.run(body.userName, decision.delayMs, attempt);
      if (!slowed) {
        void reply.header('retry-after', String(Math.ceil(decision.delayMs / 1000)));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'This account is receiving many login attempts: try again in a few seconds');
      }
      return slowed;
    });

    app.post('/auth/logout', async (request) => {
      await requireUser(db, request);
      parseBody(emptyBody, request.body);
      await revokeSession(db, bearerToken(request)!);
      return { data: { loggedOut: true } };
    });

    app.post('/user/detail', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: { userName: user.userName, isLogin: user.isLogin, role: user.role } };
    });

    app.post('/auth/change-password', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(changeBody, request.body);
      return { data: await auth.changePassword(user.userId, body.oldPassword, body.newPassword, clientOf(request)) };
    });

    app.post('/user/password-history', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await passwordChangesOf(db, user.userId);
      return { data: rows.map((r) => ({ changedAt: r.changedAt.toISOString() })) };
    });

    app.post('/user/activity-log', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await loginAttemptsOf(db, user.userId);
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    });
  };
}

export { userName as userNameSchema, password as passwordSchema };
