import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MS } from '../auth/throttle';
import { revokeAllSessions } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { events, favourites, ledgerPostings, ledgerTransactions, passwordResets, users } from '../db/schema';
import { walletAccount } from '../domain/ledger';
import type { ExchangeServices } from '../service/context';
import { balanceView } from '../service/funds';
import { passwordSchema, userNameSchema } from './auth-routes';
import { requireRole, requireUser } from './auth-guard';
import { REFERRAL_REWARD_CAP, REFERRAL_SHARE_PERCENT } from '../domain/referral';
import { ApiError, emptyBody, parseBody, postgresCode } from './errors';
import { requireSite } from './reference';
import { settingsOf, updateSettings } from '../db/queries/settings';

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
  })
  .strict();


function newReferralCode(): string {
  return randomBytes(5).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 8);
}

export function accountRoutes(services: ExchangeServices) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/auth/signup', async (request, reply) => {
      const body = parseBody(signupBody, request.body);
      const site = await requireSite(db, body.key);
      const [taken] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, body.userName));
      if (taken) throw new ApiError(409, 'USERNAME_TAKEN', `The user name '${body.userName}' is taken`);
      let referrer: typeof users.$inferSelect | undefined;
      if (body.referralCode) {
        [referrer] = await db.select().from(users).where(eq(users.referralCode, body.referralCode.toUpperCase()));
        if (!referrer) throw new ApiError(400, 'INVALID_REFERRAL_CODE', 'That referral code does not exist');
      }
      const [defaultAgent] = await db.select().from(users).where(and(eq(users.siteKey, site.siteKey), eq(users.role, 'agent'))).limit(1);
      const uplineId = referrer ? (referrer.role === 'agent' ? referrer.userId : referrer.uplineId) : (defaultAgent?.userId ?? null);
      try {
        const [user] = await db
          .insert(users)
          .values({
            userId: `u-${randomUUID()}`,
            userName: body.userName,
            passwordHash: await hashPassword(body.password),
            siteKey: site.siteKey,
            uplineId,
            referralCode: newReferralCode(),
            referredBy: referrer?.userId ?? null,
          })
          .returning({ userName: users.userName, isLogin: users.isLogin, role: users.role });
        return reply.status(201).send({ data: user });
      } catch (err) {
        if (postgresCode(err) === '23505') throw new ApiError(409, 'USERNAME_TAKEN', `The user name '${body.userName}' is taken`);
        throw err;
      }
    });

    // The reset code goes to the user's upline, who hands it over: the same answer whether or not the name exists.
    app.post('/auth/forgot-password', async (request, reply) => {
      const { userName } = parseBody(forgotBody, request.body);
      const [user] = await db.select().from(users).where(eq(users.userName, userName));
      if (user) {
        const code = randomBytes(6).toString('base64url').toUpperCase();
        // One live code per user: a new request retires the ones before it.
        await services.locks.run([`reset:${user.userId}`], () =>
          db.transaction(async (tx) => {
            await tx
              .update(passwordResets)
              .set({ usedAt: services.now(), uplineMessage: null })
              .where(and(eq(passwordResets.userId, user.userId), isNull(passwordResets.usedAt)));
            await tx.insert(passwordResets).values({
              codeHash: hashToken(code),
              userId: user.userId,
              uplineMessage: code,
              expiresAt: new Date(services.now().getTime() + RESET_CODE_TTL_MS),
            });
          }),
        );
      }
      return reply.status(202).send({ data: { sent: true, message: 'Your upline has been sent a reset code: ask them for it.' } });
    });

    app.post('/auth/reset-password', async (request) => {
      const body = parseBody(resetBody, request.body);
      const [user] = await db.select().from(users).where(eq(users.userName, body.userName));
      const codeHash = hashToken(body.code.toUpperCase());
      const wrong = () => new ApiError(400, 'INVALID_RESET_CODE', 'The reset code is wrong or has expired');
      if (!user) throw wrong();
      // Guesses for one user run one at a time, so none slips past the attempt limit.
      await services.locks.run([`reset:${user.userId}`], async () => {
        // The user's one live code: a wrong guess counts against it, and RESET_CODE_MAX_ATTEMPTS burn it.
        const [live] = await db
          .select()
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.userId, user.userId),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, services.now()),
              lt(passwordResets.failedAttempts, RESET_CODE_MAX_ATTEMPTS),
            ),
          )
          .orderBy(desc(passwordResets.expiresAt))
          .limit(1);
        if (!live) throw wrong();
        if (live.codeHash !== codeHash) {
          await db
            .update(passwordResets)
            .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
            .where(eq(passwordResets.codeHash, live.codeHash));
          throw wrong();
        }
        const newHash = await hashPassword(body.newPassword);
        await db.transaction(async (tx) => {
          await tx.update(passwordResets).set({ usedAt: services.now(), uplineMessage: null }).where(eq(passwordResets.codeHash, codeHash));
          await tx.update(users).set({ passwordHash: newHash }).where(eq(users.userId, user.userId));
        });
      });
      await revokeAllSessions(db, user.userId);
      return { data: { reset: true } };
    });

    app.post('/agent/password-resets', async (request) => {
      const agent = await requireRole(db, request, ['agent', 'operator']);
      parseBody(emptyBody, request.body);
      const rows = await db
        .select({ userName: users.userName, code: passwordResets.uplineMessage, expiresAt: passwordResets.expiresAt })
        .from(passwordResets)
        .innerJoin(users, eq(users.userId, passwordResets.userId))
        .where(and(eq(users.uplineId, agent.userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, services.now())))
        .orderBy(desc(passwordResets.expiresAt));
      return { data: rows.map((r) => ({ userName: r.userName, code: r.code, expiresAt: r.expiresAt.toISOString() })) };
    });

    app.post('/user/balance', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const { bankBalance, exposure, available } = await balanceView(services, user.userId);
      return { data: { bankBalance, exposure, withdrawable: available } };
    });

    app.post('/user/profile', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const [row] = await db.select().from(users).where(eq(users.userId, user.userId));
      const [upline] = row?.uplineId ? await db.select({ userName: users.userName }).from(users).where(eq(users.userId, row.uplineId)) : [];
      return {
        data: {
          userName: row!.userName,
          role: row!.role,
          isLogin: row!.isLogin,
          upline: upline?.userName ?? null,
          memberSince: row!.createdAt.toISOString(),
          referralCode: row!.referralCode,
        },
      };
    });

    app.post('/user/settings', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await settingsOf(db, user.userId) };
    });

    app.post('/user/settings/update', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(settingsBody, request.body);
      return { data: await updateSettings(db, user.userId, body) };
    });

    app.post('/user/referrals', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const [me] = await db.select({ referralCode: users.referralCode }).from(users).where(eq(users.userId, user.userId));
      const referred = await db
        .select({ userName: users.userName, joinedAt: users.createdAt })
        .from(users)
        .where(eq(users.referredBy, user.userId))
        .orderBy(desc(users.createdAt));
      const [earned] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
        .where(and(eq(ledgerPostings.account, walletAccount(user.userId)), like(ledgerTransactions.reference, 'reward:referral:%')));
      return {
        data: {
          referralCode: me?.referralCode ?? null,
          referrals: referred.map((r) => ({ userName: r.userName, joinedAt: r.joinedAt.toISOString() })),
          earned: Number(earned?.total ?? 0),
          rewardPercent: REFERRAL_SHARE_PERCENT,
          rewardCap: REFERRAL_REWARD_CAP,
        },
      };
    });

    const favouritesOf = async (userId: string) =>
      (await db.select({ exEventId: favourites.exEventId }).from(favourites).where(eq(favourites.userId, userId)).orderBy(desc(favourites.createdAt))).map((f) => f.exEventId);

    app.post('/user/favourites', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await favouritesOf(user.userId) };
    });

    app.post('/user/favourites/set', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(z.object({ eventId: z.string().min(1).max(64), favourite: z.boolean() }).strict(), request.body);
      if (body.favourite) {
        const [event] = await db.select({ id: events.exEventId }).from(events).where(eq(events.exEventId, body.eventId));
        if (!event) throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${body.eventId}`);
        await db.insert(favourites).values({ userId: user.userId, exEventId: body.eventId }).onConflictDoNothing();
      } else {
        await db.delete(favourites).where(and(eq(favourites.userId, user.userId), eq(favourites.exEventId, body.eventId)));
      }
      return { data: await favouritesOf(user.userId) };
    });

    app.post('/banking/rewards', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await db
        .select({ reference: ledgerTransactions.reference, description: ledgerTransactions.description, at: ledgerTransactions.createdAt, amount: ledgerPostings.amount })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerPostings.txId))
        .where(and(eq(ledgerPostings.account, walletAccount(user.userId)), like(ledgerTransactions.reference, 'reward:%')))
        .orderBy(desc(ledgerTransactions.txId));
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    });
  };
}

