/**
 * One-time recovery codes: RECOVERY_CODE_COUNT of them, each 10 characters of Crockford base32
 * (50 random bits) shown as `xxxxx-xxxxx`, stored only as scrypt hashes (auth/password.ts) at the cost for
 * random secrets (RANDOM_SECRET_N); codes hashed at the password cost before it still match.
 */
import { randomInt } from 'node:crypto';
import { hashPassword, RANDOM_SECRET_N, verifyPassword } from './password';

const COSTS = [RANDOM_SECRET_N, 2 ** 17];

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** How a typed code is compared: lower case, no spaces or dashes, Crockford's look-alikes mapped. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/[o]/g, '0').replace(/[il]/g, '1');
}

/** Whether `code` has the shape of a recovery code (so a TOTP code is never hashed against them). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[0-9a-hjkmnp-tv-z]{10}$/.test(normaliseRecoveryCode(code));
}

/** A fresh set: the plain codes to show once and their hashes to keep. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code), RANDOM_SECRET_N)));
  return { codes, hashes };
}

/** The id of the stored code `code` matches, or null (one hash at a time, stopping at the match). */
export async function matchRecoveryCode(code: string, stored: Array<{ id: number; codeHash: string }>): Promise<number | null> {
  const plain = normaliseRecoveryCode(code);
  for (const row of stored) if (await verifyPassword(plain, row.codeHash, COSTS)) return row.id;
  return null;
}
