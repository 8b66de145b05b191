/**
 * Betfair's interactive login at `/api/login` (form fields username and password, header
 * X-Application), `/api/keepAlive` and `/api/logout` (header X-Authentication): each answers
 * `{ token, product, status, error }`. The token is an ordinary Backlay session. An account with
 * two-step sign-in (staff, or a bettor who enrolled) must send one of its API keys as X-Application
 * (docs/security.md "Two-step sign-in"); any other key is refused STRONG_AUTH_CODE_REQUIRED.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { extendSession, revokeSession } from '../../auth/sessions';
import { loginDecision, SlowLane } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { authService } from '../../service/auth';
import { ServiceError } from '../../service/errors';
import { userOfToken } from '../auth-guard';
import { ApiError } from '../errors';

export const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

const answer = (token: string, product: string, status: 'SUCCESS' | 'FAIL', error = '') => ({ token, product, status, error });

export function identityRoutes(db: Db) {
  const auth = authService(db);
  return async function register(app: FastifyInstance): Promise<void> {
    const slowLane = new SlowLane();

    app.post('/api/login', async (request) => {
      const product = header(request, 'x-application');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const { username, password } = body;
      if (!product || typeof username !== 'string' || typeof password !== 'string' || !username || !password || username.length > 64 || password.length > 128) {
        return answer('', product, 'FAIL', 'INPUT_VALIDATION_ERROR');
      }
      const client = { address: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const decision = await loginDecision(db, username, client.address);
      if (decision.kind === 'refuse') return answer('', product, 'FAIL', 'TEMPORARY_BAN_TOO_MANY_REQUESTS');
      const attempt = async () => {
        try {
          const reply = await auth.login(username, password, client, product);
          if ('challenge' in reply) return answer('', product, 'FAIL', 'STRONG_AUTH_CODE_REQUIRED');
          if (reply.userDetail.isLogin === 0) {
            // A blocked account is refused here, as Betfair refuses a suspended one.
            await revokeSession(db, reply.token);
            return answer('', product, 'FAIL', 'SUSPENDED');
          }
          return answer(reply.token, product, 'SUCCESS');
        } catch (err) {
          if (err instanceof ServiceError && err.code === 'INVALID_USERNAME_OR_PASSWORD') return answer('', product, 'FAIL', 'INVALID_USERNAME_OR_PASSWORD');
          if (err instanceof ServiceError && err.code === 'INVALID_APP_KEY') return answer('', product, 'FAIL', 'STRONG_AUTH_CODE_REQUIRED');
          throw err;
        }
      };
      if (decision.delayMs === 0) return attempt();
      // An account under attack: slowed, one attempt at a time (as the REST login).
      return (await slowLane.run(username, decision.delayMs, attempt)) ?? answer('', product, 'FAIL', 'TEMPORARY_BAN_TOO_MANY_REQUESTS');
    });

    /** The session behind X-Authentication, or null. */
    const liveToken = async (request: FastifyRequest): Promise<string | null> => {
      const token = header(request, 'x-authentication');
      if (!token) return null;
      try {
        await userOfToken(db, token);
        return token;
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 401) return null;
        throw err;
      }
    };

    app.post('/api/keepAlive', async (request) => {
      const product = header(request, 'x-application');
      const token = await liveToken(request);
      if (!token || !(await extendSession(db, token))) return answer('', product, 'FAIL', 'NO_SESSION');
      return answer(token, product, 'SUCCESS');
    });

    app.post('/api/logout', async (request) => {
      const product = header(request, 'x-application');
      const token = await liveToken(request);
      if (!token) return answer('', product, 'FAIL', 'NO_SESSION');
      await revokeSession(db, token);
      return answer(token, product, 'SUCCESS');
    });
  };
}
