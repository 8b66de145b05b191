/**
 * TOTP (RFC 6238) through the otpauth library: SHA-1, 6 digits, 30-second steps, as every
 * authenticator app reads them. A code is accepted one step either side of now (clock drift);
 * which step it matched is returned so the caller can refuse a second use of that step.
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one a code may come from. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Backlay';

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans (the enrolment QR code holds it). */
export function totpUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/** The time step of `now` (RFC 6238's T). */
export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_S, timestamp: now.getTime() });
}

/** The step `code` is right for, within TOTP_WINDOW of now; null when it is right for none. */
export function totpMatch(secret: string, code: string, now: Date): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of `secret` at `now` (tests and the demo's documentation compute codes this way too). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
