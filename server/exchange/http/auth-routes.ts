import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { revokeSession, secondFactorOf } from '../auth/sessions';
import type { Db } from '../db/client';
import { loginAttemptsOf, passwordChangesOf } from '../db/queries/users';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/password-rules';
import { authService } from '../service/auth';
import { bearerToken, requireUser } from './auth-guard';
import { clientOf } from './client-address';
import { emptyBody, parseBody } from './errors';
import { loginThrottle } from './login-throttle';
import { twoFactorRoutes } from './two-factor-routes';

const userName = z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');
const password = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
/** appKey: a bot's API key in place of a second-step code (docs/security.md "Two-step sign-in"). */
const loginBody = z.object({ userName: z.string().min(1).max(64), password: z.string().min(1).max(128), appKey: z.string().min(1).max(128).optional() }).strict();
const changeBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword: password }).strict();

export function authRoutes(db: Db) {
  const auth = authService(db);
  return async function register(app: FastifyInstance): Promise<void> {
    const throttled = loginThrottle(db);
    app.post('/auth/login', async (request, reply) => {
      const body = parseBody(loginBody, request.body);
      const client = clientOf(request);
      return throttled(body.userName, client.address, reply, async () => ({ data: await auth.login(body.userName, body.password, client, body.appKey) }));
    });

    twoFactorRoutes(db, app, throttled);

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
      const factor = await secondFactorOf(db, bearerToken(request)!);
      return { data: await auth.changePassword(user.userId, body.oldPassword, body.newPassword, clientOf(request), factor ?? null) };
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
