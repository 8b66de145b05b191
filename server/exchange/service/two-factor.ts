/**
 * Two-step sign-in (docs/security.md "Two-step sign-in"): TOTP (auth/totp.ts) with ten one-time
 * recovery codes (auth/recovery-codes.ts), required for every account that can move money (each
 * level above bettors), open to bettors when the site allows it (site_settings.bettor_two_factor).
 *
 * After a right password an enrolled account gets a challenge (TWO_FACTOR_REQUIRED) and a staff account
 * that has not enrolled gets only an enrolment challenge (TWO_FACTOR_ENROL_REQUIRED): no session
 * until a code is given. A bot presents an API key of its account (made from a session that passed the
 * second step) in place of a code. The HTTP layer throttles each code like a password
 * (auth/throttle.ts); every wrong code is a failed login attempt in login_attempts.
 */
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AuthUser, UserRole } from '../auth/sessions';
import { createSession } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { looksLikeRecoveryCode, matchRecoveryCode, newRecoveryCodes } from '../auth/recovery-codes';
import { newTotpSecret, totpMatch, totpUri, TOTP_WINDOW } from '../auth/totp';
import type { Db } from '../db/client';
import { hasSecondFactor, recordLoginAttempt, userById } from '../db/queries/users';
import { apiKeys, recoveryCodes, sessions, siteSettings, twoFactorChallenges, twoFactors, twoFactorUsedSteps } from '../db/schema';
import { isBackofficeRole } from '../domain/hierarchy';
import { recordAudit, type Actor } from './audit';
import { invalid, notFound, ServiceError } from './errors';
import { scopeOf, assertDirectChild } from './scope';

/** How long a challenge (the step between password and code, or an enrolment) lives. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Live API keys one account may hold. */
export const MAX_API_KEYS = 10;

export type ChallengeCode = 'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_ENROL_REQUIRED';
export interface TwoFactorChallenge {
  code: ChallengeCode;
  challengeId: string;
  expiresAt: string;
}
export interface SignedIn {
  token: string;
  userDetail: { userName: string; isLogin: number; role: string };
}
export interface LoginClient {
  address: string;
  userAgent?: string | null;
}
export type SecondFactor = 'totp' | 'recovery' | 'app_key';

/** The one rule of who must have a second factor: every level above bettors (they can move money). */
export function twoFactorRequired(role: UserRole): boolean {
  return isBackofficeRole(role);
}

const challengeRefused = () => invalid('This sign-in step has expired or was used: sign in again', 'TWO_FACTOR_CHALLENGE_INVALID');
const wrongCode = () => invalid('The code is wrong', 'INVALID_TWO_FACTOR_CODE');
const codeUsed = () => invalid('This code has been used already: wait for the next one', 'TWO_FACTOR_CODE_USED');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = NonNullable<Awaited<ReturnType<typeof userById>>>;

/**
 * Writes an act of two-step sign-in to the audit log (service/audit.ts) inside `tx`, the transaction
 * of the act. `by` acted (with the client it came from) on `user`'s second factor.
 */
function auditTwoFactor(tx: Tx | Db, by: Pick<UserRow, 'userId' | 'userName' | 'role' | 'siteKey'>, client: LoginClient, act: string, user: Pick<UserRow, 'userId' | 'userName'>, after?: unknown) {
  return recordAudit(tx as unknown as Db, {
    site: by.siteKey,
    actor: { userId: by.userId, userName: by.userName, role: by.role, ip: client.address || null, userAgent: client.userAgent?.slice(0, 256) || null },
    act: `twoFactor.${act}`,
    target: { kind: 'user', id: user.userId, name: user.userName, userId: user.userId },
    ...(after === undefined ? {} : { after }),
  });
}

export function twoFactorService(db: Db) {
  const detail = (user: Pick<UserRow, 'userName' | 'isLogin' | 'role'>) => ({ userName: user.userName, isLogin: user.isLogin, role: user.role });

  const enrolmentOf = async (userId: string) => (await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)))[0] ?? null;

  async function bettorsMayEnrol(siteKey: string): Promise<boolean> {
    const [row] = await db.select({ on: siteSettings.bettorTwoFactor }).from(siteSettings).where(eq(siteSettings.siteKey, siteKey));
    return row?.on ?? false;
  }

  async function openChallenge(userId: string, kind: 'verify' | 'enrol', fromSession: boolean, now: Date): Promise<{ challengeId: string; pendingSecret: string | null; expiresAt: Date }> {
    const { token: challengeId, tokenHash } = newToken();
    const pendingSecret = kind === 'enrol' ? newTotpSecret() : null;
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    // Expired challenges of anyone are dropped as new ones open (they hold no rights once expired).
    await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
    await db.insert(twoFactorChallenges).values({ idHash: tokenHash, userId, kind, pendingSecret, fromSession, expiresAt });
    return { challengeId, pendingSecret, expiresAt };
  }

  async function liveChallenge(challengeId: string, now: Date) {
    const [row] = await db
      .select()
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.idHash, hashToken(challengeId)), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, now)));
    if (!row) throw challengeRefused();
    const user = await userById(db, row.userId);
    if (!user) throw challengeRefused();
    return { challenge: row, user };
  }

  /** Marks a step used for the user; false when it was used already (a replayed code). Old steps are pruned. */
  async function claimStep(tx: Tx | Db, userId: string, step: number): Promise<boolean> {
    await tx.delete(twoFactorUsedSteps).where(and(eq(twoFactorUsedSteps.userId, userId), lt(twoFactorUsedSteps.step, step - 4 * TOTP_WINDOW)));
    const rows = await tx.insert(twoFactorUsedSteps).values({ userId, step }).onConflictDoNothing().returning({ step: twoFactorUsedSteps.step });
    return rows.length > 0;
  }

  /** Burns a challenge once (false when another request got there first). */
  async function useChallenge(tx: Tx | Db, idHash: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(twoFactorChallenges)
      .set({ usedAt: now })
      .where(and(eq(twoFactorChallenges.idHash, idHash), isNull(twoFactorChallenges.usedAt)))
      .returning({ idHash: twoFactorChallenges.idHash });
    return rows.length > 0;
  }

  /** A wrong or replayed code (or API key): a failed login attempt (the throttle counts it) and its audit entry, together. */
  const failure = (user: UserRow, client: LoginClient, act: string, code: string) =>
    db.transaction(async (tx) => {
      await recordLoginAttempt(tx as unknown as Db, { userName: user.userName, userId: user.userId, ip: client.address, userAgent: client.userAgent?.slice(0, 256) ?? null, success: false });
      await auditTwoFactor(tx, user, client, act, user, { result: 'refused', code });
    });
  const success = (tx: Tx | Db, user: UserRow, client: LoginClient) =>
    recordLoginAttempt(tx as unknown as Db, { userName: user.userName, userId: user.userId, ip: client.address, userAgent: client.userAgent?.slice(0, 256) ?? null, success: true });

  /**
   * Checks a TOTP or recovery code of an enrolled user: the factor it passed, or a refusal
   * (INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CODE_USED). A TOTP step and a recovery code are each good once.
   */
  async function checkCode(tx: Tx | Db, user: UserRow, secret: string, code: string, now: Date): Promise<'totp' | 'recovery'> {
    const typed = code.trim();
    const step = totpMatch(secret, typed.replace(/\s/g, ''), now);
    if (step !== null) {
      if (!(await claimStep(tx, user.userId, step))) throw codeUsed();
      return 'totp';
    }
    if (!looksLikeRecoveryCode(typed)) throw wrongCode();
    const unused = await tx.select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, user.userId), isNull(recoveryCodes.usedAt)));
    const id = await matchRecoveryCode(typed, unused);
    if (id === null) throw wrongCode();
    const used = await tx.update(recoveryCodes).set({ usedAt: now }).where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt))).returning({ id: recoveryCodes.id });
    if (used.length === 0) throw codeUsed();
    return 'recovery';
  }

  async function replaceRecoveryCodes(tx: Tx | Db, userId: string): Promise<string[]> {
    const { codes, hashes } = await newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    return codes;
  }

  async function liveApiKey(userId: string, appKey: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.keyHash, hashToken(appKey)), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  }

  return {
    bettorsMayEnrol,

    /**
     * What a right password leads to: a session (no second factor due, or a live API key of the
     * account given as `appKey`), or a challenge. A wrong API key is a failed attempt (INVALID_APP_KEY).
     */
    async afterPassword(user: UserRow, client: LoginClient, appKey: string | undefined, now = new Date()): Promise<SignedIn | TwoFactorChallenge> {
      const enrolled = await hasSecondFactor(db, user.userId);
      const required = twoFactorRequired(user.role);
      if (!enrolled && !required) {
        await success(db, user, client);
        return { token: await createSession(db, user.userId, client.address, now), userDetail: detail(user) };
      }
      if (appKey !== undefined) {
        if (!(await liveApiKey(user.userId, appKey, now))) {
          await failure(user, client, 'appKeySignIn', 'INVALID_APP_KEY');
          throw invalid('This account signs in with a second step: the app key is not one of its live API keys', 'INVALID_APP_KEY');
        }
        return db.transaction(async (tx) => {
          await success(tx, user, client);
          await auditTwoFactor(tx, user, client, 'appKeySignIn', user, { result: 'success' });
          return { token: await createSession(tx as unknown as Db, user.userId, client.address, now, 'app_key'), userDetail: detail(user) };
        });
      }
      const kind = enrolled ? 'verify' : 'enrol';
      const opened = await openChallenge(user.userId, kind, false, now);
      return { code: enrolled ? 'TWO_FACTOR_REQUIRED' : 'TWO_FACTOR_ENROL_REQUIRED', challengeId: opened.challengeId, expiresAt: opened.expiresAt.toISOString() };
    },

    /** The user name a live challenge belongs to (the throttle is decided on it before a code is checked). */
    async challengeUserName(challengeId: string, now = new Date()): Promise<string> {
      return (await liveChallenge(challengeId, now)).user.userName;
    },

    /** The second step of a sign-in: a TOTP or recovery code for a TWO_FACTOR_REQUIRED challenge opens the session. */
    async verify(challengeId: string, code: string, client: LoginClient, now = new Date()): Promise<SignedIn & { recoveryCodesLeft: number }> {
      const { challenge, user } = await liveChallenge(challengeId, now);
      if (challenge.kind !== 'verify') throw invalid('This account must enrol first', 'TWO_FACTOR_ENROL_REQUIRED');
      const enrolment = await enrolmentOf(user.userId);
      if (!enrolment) throw challengeRefused();
      try {
        return await db.transaction(async (tx) => {
          const factor = await checkCode(tx, user, enrolment.secret, code, now);
          if (!(await useChallenge(tx, challenge.idHash, now))) throw challengeRefused();
          await success(tx, user, client);
          const [left] = await tx.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, user.userId), isNull(recoveryCodes.usedAt)));
          await auditTwoFactor(tx, user, client, factor === 'totp' ? 'verify' : 'recoveryCodeUse', user, { result: 'success', factor, ...(factor === 'recovery' ? { recoveryCodesLeft: left?.n ?? 0 } : {}) });
          const token = await createSession(tx as unknown as Db, user.userId, client.address, now, factor);
          return { token, userDetail: detail(user), recoveryCodesLeft: left?.n ?? 0 };
        });
      } catch (err) {
        if (err instanceof ServiceError && (err.code === 'INVALID_TWO_FACTOR_CODE' || err.code === 'TWO_FACTOR_CODE_USED')) await failure(user, client, 'verify', err.code);
        throw err;
      }
    },

    /** The secret (and its otpauth:// URI for the QR code) of an enrolment challenge. */
    async enrolmentSecret(challengeId: string, now = new Date()): Promise<{ secret: string; otpauthUri: string }> {
      const { challenge, user } = await liveChallenge(challengeId, now);
      if (challenge.kind !== 'enrol' || !challenge.pendingSecret) throw invalid('This sign-in step is not an enrolment', 'TWO_FACTOR_CHALLENGE_INVALID');
      return { secret: challenge.pendingSecret, otpauthUri: totpUri(challenge.pendingSecret, user.userName) };
    },

    /**
     * Confirms an enrolment with a code from the new secret: the factor is stored, ten recovery codes
     * made (shown once), and a sign-in enrolment opens its session.
     */
    async confirmEnrolment(challengeId: string, code: string, client: LoginClient, sessionUser: AuthUser | null, now = new Date()): Promise<{ recoveryCodes: string[]; signedIn: SignedIn | null }> {
      const { challenge, user } = await liveChallenge(challengeId, now);
      if (challenge.kind !== 'enrol' || !challenge.pendingSecret) throw invalid('This sign-in step is not an enrolment', 'TWO_FACTOR_CHALLENGE_INVALID');
      if (challenge.fromSession !== (sessionUser !== null) || (sessionUser && sessionUser.userId !== user.userId)) throw challengeRefused();
      const secret = challenge.pendingSecret;
      const step = totpMatch(secret, code.trim().replace(/\s/g, ''), now);
      if (step === null) {
        await failure(user, client, 'enrol', 'INVALID_TWO_FACTOR_CODE');
        throw wrongCode();
      }
      return db.transaction(async (tx) => {
        if (!(await useChallenge(tx, challenge.idHash, now))) throw challengeRefused();
        const inserted = await tx.insert(twoFactors).values({ userId: user.userId, secret, enrolledAt: now }).onConflictDoNothing().returning({ userId: twoFactors.userId });
        if (inserted.length === 0) throw invalid('Two-step sign-in is on already', 'TWO_FACTOR_ALREADY_ENROLLED');
        await tx.delete(twoFactorUsedSteps).where(eq(twoFactorUsedSteps.userId, user.userId));
        await claimStep(tx, user.userId, step);
        const codes = await replaceRecoveryCodes(tx, user.userId);
        await auditTwoFactor(tx, user, client, 'enrol', user, { result: 'success', recoveryCodes: codes.length, at: sessionUser ? 'account' : 'signIn' });
        if (sessionUser) return { recoveryCodes: codes, signedIn: null };
        await success(tx, user, client);
        const token = await createSession(tx as unknown as Db, user.userId, client.address, now, 'totp');
        return { recoveryCodes: codes, signedIn: { token, userDetail: detail(user) } };
      });
    },

    /** The caller's two-step sign-in: on or off, must or may, recovery codes left, API keys. */
    async status(caller: AuthUser) {
      const enrolment = await enrolmentOf(caller.userId);
      const [left] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, caller.userId), isNull(recoveryCodes.usedAt)));
      const keys = await db
        .select({ keyId: apiKeys.id, label: apiKeys.label, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, caller.userId), isNull(apiKeys.revokedAt)))
        .orderBy(apiKeys.id);
      const required = twoFactorRequired(caller.role);
      return {
        enrolled: enrolment !== null,
        enrolledAt: enrolment?.enrolledAt.toISOString() ?? null,
        required,
        allowed: required || (await bettorsMayEnrol(caller.siteKey)),
        recoveryCodesLeft: left?.n ?? 0,
        apiKeys: keys.map((k) => ({ keyId: String(k.keyId), label: k.label, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null })),
      };
    },

    /** Starts an enrolment from the account area (staff, or a bettor where the site allows it). */
    async startEnrolment(caller: AuthUser, now = new Date()): Promise<{ challengeId: string; secret: string; otpauthUri: string; expiresAt: string }> {
      if (!twoFactorRequired(caller.role) && !(await bettorsMayEnrol(caller.siteKey))) {
        throw invalid('This site does not offer two-step sign-in to bettors', 'TWO_FACTOR_NOT_OFFERED');
      }
      if (await hasSecondFactor(db, caller.userId)) throw invalid('Two-step sign-in is on already', 'TWO_FACTOR_ALREADY_ENROLLED');
      const opened = await openChallenge(caller.userId, 'enrol', true, now);
      return { challengeId: opened.challengeId, secret: opened.pendingSecret!, otpauthUri: totpUri(opened.pendingSecret!, caller.userName), expiresAt: opened.expiresAt.toISOString() };
    },

    /** Ten new recovery codes (the old ones stop working) for a valid TOTP or recovery code. */
    async regenerateRecoveryCodes(caller: AuthUser, code: string, client: LoginClient, now = new Date()): Promise<{ recoveryCodes: string[] }> {
      const user = await userById(db, caller.userId);
      const enrolment = await enrolmentOf(caller.userId);
      if (!user || !enrolment) throw invalid('Two-step sign-in is off for this account', 'TWO_FACTOR_NOT_ENROLLED');
      try {
        return await db.transaction(async (tx) => {
          const factor = await checkCode(tx, user, enrolment.secret, code, now);
          const codes = await replaceRecoveryCodes(tx, caller.userId);
          await auditTwoFactor(tx, user, client, 'recoveryCodesRegenerate', user, { result: 'success', factor, recoveryCodes: codes.length });
          return { recoveryCodes: codes };
        });
      } catch (err) {
        if (err instanceof ServiceError && (err.code === 'INVALID_TWO_FACTOR_CODE' || err.code === 'TWO_FACTOR_CODE_USED')) await failure(user, client, 'recoveryCodesRegenerate', err.code);
        throw err;
      }
    },

    /** A bot's API key (shown once), only from a session that passed the second step. */
    async createApiKey(caller: Actor, sessionTokenHash: string, label: string): Promise<{ keyId: string; apiKey: string; label: string }> {
      const [session] = await db.select({ factor: sessions.secondFactor }).from(sessions).where(eq(sessions.tokenHash, sessionTokenHash));
      if (session?.factor !== 'totp' && session?.factor !== 'recovery') {
        throw invalid('Sign in with a two-step code to create an API key', 'TWO_FACTOR_SESSION_REQUIRED');
      }
      const [live] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, caller.userId), isNull(apiKeys.revokedAt)));
      if ((live?.n ?? 0) >= MAX_API_KEYS) throw invalid(`At most ${MAX_API_KEYS} live API keys: revoke one first`, 'TOO_MANY_API_KEYS');
      const { token: apiKey, tokenHash: keyHash } = newToken();
      const row = await db.transaction(async (tx) => {
        const [made] = await tx.insert(apiKeys).values({ userId: caller.userId, keyHash, label }).returning({ id: apiKeys.id });
        await auditTwoFactor(tx, caller, caller.client, 'apiKeyCreate', caller, { keyId: String(made!.id), label });
        return made!;
      });
      return { keyId: String(row.id), apiKey, label };
    },

    async revokeApiKey(caller: Actor, keyId: string, now = new Date()): Promise<{ revoked: true }> {
      const id = Number(keyId);
      if (!Number.isSafeInteger(id)) throw notFound('API_KEY_NOT_FOUND', `No live API key ${keyId}`);
      await db.transaction(async (tx) => {
        const rows = await tx.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, caller.userId), isNull(apiKeys.revokedAt))).returning({ label: apiKeys.label });
        if (rows.length === 0) throw notFound('API_KEY_NOT_FOUND', `No live API key ${keyId}`);
        await auditTwoFactor(tx, caller, caller.client, 'apiKeyRevoke', caller, { keyId, label: rows[0]!.label });
      });
      return { revoked: true };
    },

    /**
     * An upline turns off a direct downline's second factor (a lost phone): the factor and its recovery
     * codes go; a staff downline enrols again at its next sign-in. Only the user's own upline may.
     */
    async resetDownline(actor: Actor, userName: string): Promise<{ userName: string; reset: true }> {
      const scope = await scopeOf(db, actor);
      const target = await assertDirectChild(db, scope, userName);
      if (target.uplineId !== scope.userId) throw new ServiceError('forbidden', 'PERMISSION_DENIED', `${userName} is not your direct downline`);
      await db.transaction(async (tx) => {
        const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, target.userId)).returning({ userId: twoFactors.userId });
        if (removed.length === 0) throw invalid(`${userName} has no second factor to reset`, 'TWO_FACTOR_NOT_ENROLLED');
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, target.userId));
        await tx.delete(twoFactorUsedSteps).where(eq(twoFactorUsedSteps.userId, target.userId));
        await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, target.userId));
        await auditTwoFactor(tx, actor, actor.client, 'reset', target, { enrolled: false });
      });
      return { userName: target.userName, reset: true };
    },
  };
}
