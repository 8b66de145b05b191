import { describe, expect, it } from 'vitest';
import { hashPassword, RANDOM_SECRET_N, verifyPassword } from './password';
import { matchRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('are hashed at the random-secret cost and each matches only its own row, typed loosely', async () => {
    const { codes, hashes } = await newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const hash of hashes) expect(hash.split('$')[1]).toBe(String(RANDOM_SECRET_N));
    const stored = hashes.map((codeHash, id) => ({ id, codeHash }));
    expect(await matchRecoveryCode(codes[3]!.toUpperCase().replace('-', ' '), stored)).toBe(3);
    expect(await matchRecoveryCode('zzzzz-zzzzz', stored.slice(0, 2))).toBeNull();
  });

  it('still match when hashed at the password cost (codes made before), and a password never verifies at the cheap cost', async () => {
    const legacy = await hashPassword(normaliseRecoveryCode('abcde-fghjk'));
    expect(await matchRecoveryCode('ABCDE-FGHJK', [{ id: 7, codeHash: legacy }])).toBe(7);
    const cheap = await hashPassword('a password', RANDOM_SECRET_N);
    expect(await verifyPassword('a password', cheap)).toBe(false);
    expect(await verifyPassword('a password', cheap, [RANDOM_SECRET_N])).toBe(true);
  });
});
