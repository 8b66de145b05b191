/**
 * Where the demo seed's password hashes come from. By default each account's hash is made fresh by
 * hashPassword (production-strength scrypt, a random salt each), which is all production ever does.
 * They were also most of the seed's time in tests (eight hashes of 128 MiB each: 3–4 s of every test
 * file that seeds, twice that under load), so a test run may hand the seed hashes of the same password
 * that it made once with the same hashPassword and keeps (tests/support/demo-password-hashes.ts): the
 * same parameters and format, only not remade by every test file. Imports nothing heavy: the test
 * setup file that installs the reuse runs before every test file.
 */
import { hashPassword } from '../auth/password';

/** `count` hashes of `password`, in hashPassword's format. */
export type PasswordHashSource = (password: string, count: number) => Promise<string[]>;

/** What production seeds: `count` hashes each made fresh by hashPassword, its own random salt each. */
export const freshPasswordHashes: PasswordHashSource = (password, count) => Promise.all(Array.from({ length: count }, () => hashPassword(password)));

let source: PasswordHashSource = freshPasswordHashes;

/** `count` hashes of `password` for the seed's accounts: fresh ones unless a test run installed its own. */
export async function seedPasswordHashes(password: string, count: number): Promise<string[]> {
  const hashes = await source(password, count);
  if (hashes.length !== count) throw new Error(`seedPasswordHashes: ${hashes.length} hashes for ${count} accounts`);
  return hashes;
}

/** Tests only (tests/support/demo-password-hashes.ts): the seed takes its hashes from `from` in this process. */
export function reuseSeedPasswordHashes(from: PasswordHashSource): void {
  source = from;
}
