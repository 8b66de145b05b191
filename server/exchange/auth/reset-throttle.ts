import type { Db } from '../db/client';
import { resetAttemptsSince, type ResetAttemptKind } from '../db/queries/password-resets';

/**
 * Password reset throttling after OWASP ASVS 4.0 §2.5 (credential recovery) and §2.2.1 (anti-automation):
 * a budget of wrong code guesses kept ACROSS codes, so asking for a new code (which replaces the last:
 * one live code per user) never buys new guesses. The figures, and why, are in docs/security.md:
 * - per account: 10 wrong guesses in a rolling hour (two codes' worth of RESET_CODE_MAX_ATTEMPTS), from
 *   any addresses; then every guess for that account, right or wrong, is refused until the oldest
 *   leaves the window (so a refusal never tells a right code from a wrong one);
 * - per client address: 20 wrong guesses in a rolling hour over any names (names that do not exist too);
 * - per client address: 10 code requests in a rolling hour (each one writes to an upline's desk).
 * A code is 8 base64url characters upper-cased (~41 bits; one guess hits with at most 2⁻⁴⁰), so the
 * account budget's 87,600 guesses a year find it with odds under 1 in 10 million.
 * State is the reset_attempts table (works across processes).
 */
export const RESET_WINDOW_MS = 60 * 60_000;
export const MAX_WRONG_GUESSES_PER_ACCOUNT = 10;
export const MAX_WRONG_GUESSES_PER_ADDRESS = 20;
export const MAX_CODE_REQUESTS_PER_ADDRESS = 10;

export type ResetDecision = { kind: 'go' } | { kind: 'refuse'; retryAfterS: number; reason: string };

async function overBudget(db: Db, kind: ResetAttemptKind, by: { userId: string } | { ip: string }, limit: number, now: Date): Promise<number | null> {
  const { n, oldest } = await resetAttemptsSince(db, kind, by, new Date(now.getTime() - RESET_WINDOW_MS));
  if (n < limit) return null;
  return Math.max(1, Math.ceil(((oldest ?? now).getTime() + RESET_WINDOW_MS - now.getTime()) / 1000));
}

/** Whether a guess at a reset code for `userId` (null: no such user) from `address` may be checked at all. */
export async function guessDecision(db: Db, userId: string | null, address: string, now: Date): Promise<ResetDecision> {
  const byAddress = await overBudget(db, 'wrong_guess', { ip: address }, MAX_WRONG_GUESSES_PER_ADDRESS, now);
  if (byAddress !== null) return { kind: 'refuse', retryAfterS: byAddress, reason: 'Too many wrong reset codes from your address' };
  if (userId === null) return { kind: 'go' };
  const byAccount = await overBudget(db, 'wrong_guess', { userId }, MAX_WRONG_GUESSES_PER_ACCOUNT, now);
  if (byAccount !== null) return { kind: 'refuse', retryAfterS: byAccount, reason: 'Too many wrong reset codes for this account' };
  return { kind: 'go' };
}

/** Whether `address` may ask for another reset code (the same answer whatever the name, so it tells no name apart). */
export async function requestDecision(db: Db, address: string, now: Date): Promise<ResetDecision> {
  const byAddress = await overBudget(db, 'request', { ip: address }, MAX_CODE_REQUESTS_PER_ADDRESS, now);
  return byAddress === null ? { kind: 'go' } : { kind: 'refuse', retryAfterS: byAddress, reason: 'Too many reset code requests from your address' };
}
