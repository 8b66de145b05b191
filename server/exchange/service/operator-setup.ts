/**
 * The operator's first password outside the demo (issue #48): seed-operator.ts creates the operator
 * with no password; each start while it is unset either takes OPERATOR_PASSWORD_FILE's password or
 * issues a setup code, a random single-use code stored only as its hash that expires, which the
 * operator redeems on /forgetPass through the same reset-password route (and rules) as any reset.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { replaceResetCode } from '../db/queries/password-resets';
import { OPERATOR, operatorPasswordUnset, setFirstOperatorPassword } from '../db/seed-operator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/password-rules';
import { invalid } from './errors';

/** How long a setup code is good for: a day (a restart while the password is unset issues a new one). */
export const SETUP_CODE_TTL_MS = 24 * 60 * 60_000;

export type OperatorSetup =
  /** The operator has a password: nothing to do. */
  | { kind: 'done' }
  /** The password was read from OPERATOR_PASSWORD_FILE at this start. */
  | { kind: 'fromFile'; file: string }
  /** A new setup code (its link is `/forgetPass?user=operator&setup=<code>`); earlier ones are retired. */
  | { kind: 'code'; userName: string; code: string; expiresAt: Date };

/** The setup page's address for `code`, under the server's base URL. */
export function setupLink(baseUrl: string, setup: { userName: string; code: string }): string {
  return `${baseUrl}/forgetPass?${new URLSearchParams({ user: setup.userName, setup: setup.code }).toString()}`;
}

/**
 * While the operator's password is unset: OPERATOR_PASSWORD_FILE's password (`passwordFile`; its
 * trailing newline dropped; the change-password length rule, else OPERATOR_PASSWORD_INVALID), or
 * else a new setup code. A set password is never touched.
 */
export async function ensureOperatorSetup(db: Db, options: { passwordFile?: string | undefined; now?: Date } = {}): Promise<OperatorSetup> {
  if (!(await operatorPasswordUnset(db))) return { kind: 'done' };
  if (options.passwordFile) {
    const password = await readPasswordFile(options.passwordFile);
    await setFirstOperatorPassword(db, await hashPassword(password));
    return { kind: 'fromFile', file: options.passwordFile };
  }
  // 16 characters (the reset route's longest code), upper case as the route compares: about 84 random bits.
  const code = randomBytes(12).toString('base64url').toUpperCase();
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
  await replaceResetCode(db, { userId: OPERATOR.userId, codeHash: hashToken(code), code: null, expiresAt }, now);
  return { kind: 'code', userName: OPERATOR.userName, code, expiresAt };
}

async function readPasswordFile(file: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw invalid(`OPERATOR_PASSWORD_FILE ${file} cannot be read: ${(err as Error).message}`, 'OPERATOR_PASSWORD_INVALID');
  }
  const password = text.replace(/\r?\n$/, '');
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw invalid(`OPERATOR_PASSWORD_FILE ${file} must hold a password of ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters`, 'OPERATOR_PASSWORD_INVALID');
  }
  return password;
}
