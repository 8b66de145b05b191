/**
 * Logging in and changing a password: the rules (equal cost for unknown names, the login record,
 * no reuse of the last PASSWORD_HISTORY_DEPTH passwords, every session ended on a change). The
 * HTTP layer adds the throttle's answers and the client's address.
 */
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, revokeAllSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { passwordHashOf, previousPasswordHashes, recordLoginAttempt, replacePasswordHash, userNamed } from '../db/queries/users';
import { invalid } from './errors';

/** How many previous passwords a new one may not repeat. */
export const PASSWORD_HISTORY_DEPTH = 5;

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(Math.random().toString(36)));

export interface LoginClient {
  address: string;
  userAgent?: string | null;
}

export interface LoginReply {
  token: string;
  userDetail: { userName: string; isLogin: number; role: string };
}

export function authService(db: Db) {
  return {
    /** Checks the password (recording the attempt) and opens a session; a wrong name or password is the same refusal. */
    async login(userName: string, password: string, client: LoginClient): Promise<LoginReply> {
      const user = await userNamed(db, userName);
      // An unknown name costs the same scrypt work as a known one: timing does not reveal which names exist.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      const refused = () => invalid('Wrong user name or password', 'INVALID_USERNAME_OR_PASSWORD');
      if (!user && ok) throw refused();
      await recordLoginAttempt(db, { userName, userId: user?.userId ?? null, ip: client.address, userAgent: client.userAgent?.slice(0, 256) ?? null, success: ok });
      if (!user || !ok) throw refused();
      const token = await createSession(db, user.userId, client.address);
      return { token, userDetail: { userName: user.userName, isLogin: user.isLogin, role: user.role } };
    },

    /** A new password (not one of the last PASSWORD_HISTORY_DEPTH); every session ends and a new one opens. */
    async changePassword(userId: string, oldPassword: string, newPassword: string, client: LoginClient): Promise<{ token: string }> {
      const current = await passwordHashOf(db, userId);
      if (!current || !(await verifyPassword(oldPassword, current))) throw invalid('The current password is wrong', 'INVALID_OLD_PASSWORD');
      for (const hash of [current, ...(await previousPasswordHashes(db, userId, PASSWORD_HISTORY_DEPTH - 1))]) {
        if (await verifyPassword(newPassword, hash)) throw invalid(`Choose a password not used in your last ${PASSWORD_HISTORY_DEPTH}`, 'PASSWORD_RECENTLY_USED');
      }
      await replacePasswordHash(db, userId, current, await hashPassword(newPassword));
      await revokeAllSessions(db, userId);
      return { token: await createSession(db, userId, client.address) };
    },
  };
}
