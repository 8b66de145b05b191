import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, revokeAllSessions, revokeSession } from '../auth/sessions';
import { loginDecision, SlowLane } from '../auth/throttle';
import type { Db } from '../db/client';
import { loginAttempts, passwordHistory, users } from '../db/schema';
import { bearerToken, requireUser } from './auth-guard';
import { clientOf } from './client-address';
import { ApiError, emptyBody, parseBody } from './errors';

const userName = z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');
const password = z.string().min(8).max(128);
const loginBody = z.object({ userName: z.string().min(1).max(64), password: z.string().min(1).max(128) }).strict();
const changeBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword: password }).strict();

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(Math.random().toString(36)));

/** How many previous passwords a new one may not repeat. */
export const PASSWORD_HISTORY_DEPTH = 5;

export function authRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    const slowLane = new SlowLane();
    app.post('/auth/login', async (request, reply) => {
      const body = parseBody(loginBody, request.body);
      const client = clientOf(request);
      const ip = client.address;
      const decision = await loginDecision(db, body.userName, ip);
      if (decision.kind === 'refuse') {
        void reply.header('retry-after', String(decision.retryAfterS));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', `${decision.reason}: try again in ${Math.ceil(decision.retryAfterS / 60)} minutes`);
      }
      const attempt = async () => {
        const [user] = await db.select().from(users).where(eq(users.userName, body.userName)).limit(1);
        // An unknown name costs the same scrypt work as a known one: timing does not reveal which names exist.
        const ok = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
        if (!user && ok) throw new ApiError(400, 'INVALID_USERNAME_OR_PASSWORD', 'Wrong user name or password');
        await db.insert(loginAttempts).values({
          userName: body.userName,
          userId: user?.userId ?? null,
          ip,
          userAgent: client.userAgent?.slice(0, 256) ?? null,
          success: ok,
        });
        if (!user || !ok) throw new ApiError(400, 'INVALID_USERNAME_OR_PASSWORD', 'Wrong user name or password');
        const token = await createSession(db, user.userId, ip);
        return { data: { token, userDetail: { userName: user.userName, isLogin: user.isLogin, role: user.role } } };
      };
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
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, user.userId));
      if (!row || !(await verifyPassword(body.oldPassword, row.passwordHash))) {
        throw new ApiError(400, 'INVALID_OLD_PASSWORD', 'The current password is wrong');
      }
      const previous = await db
        .select({ passwordHash: passwordHistory.passwordHash })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, user.userId))
        .orderBy(desc(passwordHistory.changedAt))
        .limit(PASSWORD_HISTORY_DEPTH - 1);
      for (const hash of [row.passwordHash, ...previous.map((p) => p.passwordHash)]) {
        if (await verifyPassword(body.newPassword, hash)) {
          throw new ApiError(400, 'PASSWORD_RECENTLY_USED', `Choose a password not used in your last ${PASSWORD_HISTORY_DEPTH}`);
        }
      }
      const newHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.insert(passwordHistory).values({ userId: user.userId, passwordHash: row.passwordHash });
        await tx.update(users).set({ passwordHash: newHash }).where(eq(users.userId, user.userId));
      });
      await revokeAllSessions(db, user.userId);
      const token = await createSession(db, user.userId, clientOf(request).address);
      return { data: { token } };
    });

    app.post('/user/password-history', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await db
        .select({ changedAt: passwordHistory.changedAt })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, user.userId))
        .orderBy(desc(passwordHistory.changedAt))
        .limit(50);
      return { data: rows.map((r) => ({ changedAt: r.changedAt.toISOString() })) };
    });

    app.post('/user/activity-log', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await db
        .select({ at: loginAttempts.at, ip: loginAttempts.ip, userAgent: loginAttempts.userAgent, success: loginAttempts.success })
        .from(loginAttempts)
        .where(eq(loginAttempts.userId, user.userId))
        .orderBy(desc(loginAttempts.at))
        .limit(100);
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    });
  };
}

export { userName as userNameSchema, password as passwordSchema };
