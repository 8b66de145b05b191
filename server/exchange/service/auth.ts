/**
 * Logging in and changing a password: the rules (equal cost for unknown names, the login record,
 * no reuse of the last PASSWORD_HISTORY_DEPTH passwords, every session ended on a change). The
 * HTTP layer adds the throttle's answers and the client's address.
 */
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, revokeAllSessions, type SecondFactor } from '../auth/sessions';
import type { Db } from '../db/client';
import { passwordHashOf, previousPasswordHashes, recordLoginAttempt, replacePasswordHash, userNamed } from '../db/queries/users';
import { invalid } from './errors';
import { twoFactorService, type SignedIn, type TwoFactorChallenge } from './two-factor';

/** How many previous passwords a new one may not repeat. */
export const PASSWORD_HISTORY_DEPTH = 5;

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(Math.random().toString(36)));

export interface LoginClient {
  address: string;
  userAgent?: string | null;
}

/** A session, or (two-step sign-in: service/two-factor.ts) the challenge a code must answer. */
export type LoginReply = SignedIn | { challenge: TwoFactorChallenge };

export function authService(db: Db) {
  const twoFactor = twoFactorService(db);
  return {
    /**
     * Checks the password and opens a session, or answers a two-step challenge (a code is due, or a
     * staff account must enrol); `appKey` is a bot's API key in place of a code. A wrong name or
     * password is the same refusal, recorded as a failed attempt.
     */
    async login(userName: string, password: string, client: LoginClient, appKey?: string): Promise<LoginReply> {
      const user = await userNamed(db, userName);
      // An unknown name costs the same scrypt work as a known one: timing does not reveal which names exist.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      const refused = () => invalid('Wrong user name or password', 'INVALID_USERNAME_OR_PASSWORD');
      if (!user && ok) throw refused();
      if (!user || !ok) {
        await recordLoginAttempt(db, { userName, userId: user?.userId ?? null, ip: client.address, userAgent: client.userAgent?.slice(0, 256) ?? null, success: false });
        throw refused();
      }
      const next = await twoFactor.afterPassword(user, client, appKey);
      return 'challengeId' in next ? { challenge: next } : next;
    },

    /**
     * A new password (not one of the last PASSWORD_HISTORY_DEPTH); every session ends and a new one opens,
     * with the second step of the session that changed it (`secondFactor`): a staff session stays one.
     */
    async changePassword(userId: string, oldPassword: string, newPassword: string, client: LoginClient, secondFactor: SecondFactor | null = null): Promise<{ token: string }> {
      const current = await passwordHashOf(db, userId);
      if (!current || !(await verifyPassword(oldPassword, current))) throw invalid('The current password is wrong', 'INVALID_OLD_PASSWORD');
      for (const hash of [current, ...(await previousPasswordHashes(db, userId, PASSWORD_HISTORY_DEPTH - 1))]) {
        if (await verifyPassword(newPassword, hash)) throw invalid(`Choose a password not used in your last ${PASSWORD_HISTORY_DEPTH}`, 'PASSWORD_RECENTLY_USED');
      }
      await replacePasswordHash(db, userId, current, await hashPassword(newPassword));
      await revokeAllSessions(db, userId);
      return { token: await createSession(db, userId, client.address, new Date(), secondFactor) };
    },
  };
}
