/**
 * A bettor's own account: signing up (with or without a referral code), the password reset that
 * goes through the upline, profile, settings, referrals, favourites and rewards. The HTTP layer
 * checks the body's shape and calls these; the rules and refusals live here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { revokeAllSessions } from '../auth/sessions';
import { guessDecision, requestDecision } from '../auth/reset-throttle';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MS } from '../auth/throttle';
import { hashToken } from '../auth/tokens';
import { eventScore } from '../db/queries/events';
import { addFavourite, favouritesOf, removeFavourite } from '../db/queries/favourites';
import { referralEarnings, rewardsOf } from '../db/queries/ledger';
import { countWrongGuess, downlineResetCodes, liveResetCode, recordResetAttempt, redeemResetCode, replaceResetCode } from '../db/queries/password-resets';
import {
  firstAgentOf,
  insertUser,
  referredBy,
  settingsOf,
  updateSettings,
  userById,
  userByReferralCode,
  userNamed,
  type UserSettings,
} from '../db/queries/users';
import { REFERRAL_REWARD_CAP, REFERRAL_SHARE_PERCENT } from '../domain/referral';
import type { Db } from '../db/client';
import type { ExchangeServices } from './context';
import { ServiceError, invalid, notFound, rateLimited } from './errors';

const userNameTaken = (userName: string) => new ServiceError('conflict', 'USERNAME_TAKEN', `The user name '${userName}' is taken`);

/** A referral code as it is handed out: eight upper-case letters and digits. */
function newReferralCode(): string {
  return randomBytes(5).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 8);
}

/** Refuses a name that is taken. */
export async function checkNameFree(db: Db, userName: string): Promise<void> {
  if (await userNamed(db, userName)) throw userNameTaken(userName);
}

/** A new user row; a name taken by a request that raced this one is USERNAME_TAKEN too. */
export async function createUser(db: Db, user: Parameters<typeof insertUser>[1]) {
  const row = await insertUser(db, user);
  if (!row) throw userNameTaken(user.userName);
  return row;
}

const tooMany = (decision: { retryAfterS: number; reason: string }) =>
  rateLimited(`${decision.reason}: try again in ${Math.ceil(decision.retryAfterS / 60)} minutes`, decision.retryAfterS);

/** A new reset code for the user (retiring the ones before it), for its upline to hand over. */
/** `alsoInTx`: written in the code's own transaction (the upline's reset is audited with it). */
export async function issueResetCode(services: ExchangeServices, userId: string, alsoInTx?: (tx: Db, expiresAt: Date) => Promise<unknown>): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(6).toString('base64url').toUpperCase();
  const now = services.now();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
  await services.locks.run([`reset:${userId}`], () => replaceResetCode(services.db, { userId, codeHash: hashToken(code), code, expiresAt }, now, alsoInTx && ((tx) => alsoInTx(tx, expiresAt))));
  return { code, expiresAt };
}

export function accountService(services: ExchangeServices) {
  const { db } = services;
  return {
    /** A bettor joins the referrer's agent (or the referrer when it is an agent), else the site's first agent. */
    async signUp(siteKey: string, input: { userName: string; password: string; referralCode?: string | undefined }) {
      await checkNameFree(db, input.userName);
      let referrer;
      if (input.referralCode) {
        referrer = await userByReferralCode(db, input.referralCode.toUpperCase());
        if (!referrer) throw invalid('That referral code does not exist', 'INVALID_REFERRAL_CODE');
      }
      const uplineId = referrer ? (referrer.role === 'agent' ? referrer.userId : referrer.uplineId) : ((await firstAgentOf(db, siteKey))?.userId ?? null);
      return createUser(db, {
        userId: `u-${randomUUID()}`,
        userName: input.userName,
        passwordHash: await hashPassword(input.password),
        siteKey,
        uplineId,
        referralCode: newReferralCode(),
        referredBy: referrer?.userId ?? null,
      });
    },

    /**
     * The reset code goes to the user's upline, who hands it over; nothing tells whether the name exists
     * (the request budget is the address's, whatever the name). One live code per user: a new request
     * retires the ones before it, and leaves the account's guess budget as it was.
     */
    async forgotPassword(userName: string, address: string): Promise<void> {
      await services.locks.run([`reset-ip:${address}`], async () => {
        const now = services.now();
        const decision = await requestDecision(db, address, now);
        if (decision.kind === 'refuse') throw tooMany(decision);
        await recordResetAttempt(db, { kind: 'request', userId: null, ip: address, at: now });
      });
      const user = await userNamed(db, userName);
      if (!user) return;
      await issueResetCode(services, user.userId);
    },

    /**
     * A wrong guess counts against the live code (RESET_CODE_MAX_ATTEMPTS burn it) and against the
     * account's and the address's budgets across codes (auth/reset-throttle.ts): past either, every
     * guess is TOO_MANY_REQUESTS before the code is looked at. Success ends every session.
     */
    async resetPassword(userName: string, code: string, newPassword: string, address: string): Promise<void> {
      const user = await userNamed(db, userName);
      const wrong = () => invalid('The reset code is wrong or has expired', 'INVALID_RESET_CODE');
      const codeHash = hashToken(code.toUpperCase());
      // Guesses for one user, and from one address, run one at a time, so none slips past a budget.
      await services.locks.run(user ? [`reset:${user.userId}`, `reset-ip:${address}`] : [`reset-ip:${address}`], async () => {
        const now = services.now();
        const decision = await guessDecision(db, user?.userId ?? null, address, now);
        if (decision.kind === 'refuse') throw tooMany(decision);
        const live = user ? await liveResetCode(db, user.userId, now, RESET_CODE_MAX_ATTEMPTS) : undefined;
        if (live?.codeHash === codeHash && user) {
          await redeemResetCode(db, codeHash, user.userId, await hashPassword(newPassword), now);
          return;
        }
        if (live) await countWrongGuess(db, live.codeHash);
        await recordResetAttempt(db, { kind: 'wrong_guess', userId: user?.userId ?? null, ip: address, at: now });
        throw wrong();
      });
      if (user) await revokeAllSessions(db, user.userId);
    },

    /** The live reset codes of an agent's downline. */
    async downlineResets(agentId: string) {
      const rows = await downlineResetCodes(db, agentId, services.now(), RESET_CODE_MAX_ATTEMPTS);
      return rows.map((r) => ({ userName: r.userName, code: r.code, expiresAt: r.expiresAt.toISOString() }));
    },

    async profile(userId: string) {
      const row = await userById(db, userId);
      if (!row) throw notFound('INVALID_INPUT_DATA', 'No such user');
      const upline = row.uplineId ? await userById(db, row.uplineId) : undefined;
      return {
        userName: row.userName,
        role: row.role,
        isLogin: row.isLogin,
        upline: upline?.userName ?? null,
        memberSince: row.createdAt.toISOString(),
        referralCode: row.referralCode,
      };
    },

    async settings(userId: string): Promise<UserSettings | undefined> {
      return settingsOf(db, userId);
    },

    /** Changes what is given; with nothing given, the settings as they are. */
    async updateSettings(userId: string, change: Partial<UserSettings>): Promise<UserSettings | undefined> {
      const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<UserSettings>;
      return Object.keys(given).length === 0 ? settingsOf(db, userId) : updateSettings(db, userId, given);
    },

    async referrals(userId: string) {
      const me = await userById(db, userId);
      const referred = await referredBy(db, userId);
      return {
        referralCode: me?.referralCode ?? null,
        referrals: referred.map((r) => ({ userName: r.userName, joinedAt: r.joinedAt.toISOString() })),
        earned: await referralEarnings(db, userId),
        rewardPercent: REFERRAL_SHARE_PERCENT,
        rewardCap: REFERRAL_REWARD_CAP,
      };
    },

    favourites: (userId: string) => favouritesOf(db, userId),

    /** Marks or unmarks an event; an unknown event cannot be marked. Answers the list after the change. */
    async setFavourite(userId: string, exEventId: string, favourite: boolean): Promise<string[]> {
      if (favourite) {
        if (!(await eventScore(db, exEventId))) throw notFound('EVENT_NOT_FOUND', `No event ${exEventId}`);
        await addFavourite(db, userId, exEventId);
      } else await removeFavourite(db, userId, exEventId);
      return favouritesOf(db, userId);
    },

    rewards: (userId: string) => rewardsOf(db, userId),
  };
}

export type AccountService = ReturnType<typeof accountService>;
