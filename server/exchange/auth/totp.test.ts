import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpMatch, totpStep, totpUri } from './totp';

describe('TOTP (RFC 6238 through otpauth)', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-11-25T06:00:10Z');
  const at = (steps: number) => new Date(now.getTime() + steps * 30_000);

  it("matches RFC 6238's SHA-1 test vector", () => {
    // RFC 6238 appendix B: the ASCII secret 12345678901234567890, T = 59 s, 8 digits 94287082 (its last 6 here).
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('accepts a code from one step either side of now, and names that step', () => {
    for (const delta of [-1, 0, 1]) expect(totpMatch(secret, totpCode(secret, at(delta)), now)).toBe(totpStep(now) + delta);
  });

  it('refuses a code two steps away, a wrong code and anything not six digits', () => {
    expect(totpMatch(secret, totpCode(secret, at(-2)), now)).toBeNull();
    expect(totpMatch(secret, totpCode(secret, at(2)), now)).toBeNull();
    const right = totpCode(secret, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(totpMatch(secret, wrong, now)).toBeNull();
    expect(totpMatch(secret, `${right}0`, now)).toBeNull();
    expect(totpMatch(secret, 'abcdef', now)).toBeNull();
  });

  it('gives the otpauth:// URI an authenticator app scans', () => {
    expect(totpUri(secret, 'agent')).toMatch(new RegExp(`^otpauth://totp/Backlay:agent\\?issuer=Backlay&secret=${secret}&algorithm=SHA1&digits=6&period=30$`));
  });
});
