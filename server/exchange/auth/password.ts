import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt N = 2^17, r = 8, p = 1 (ARCHITECTURE §4); needs 128 MiB per hash.
const N = 2 ** 17;
/**
 * The cost for secrets the server made itself with 50 random bits or more (recovery codes): 2^14, 16 MiB
 * and ~8× faster. A guessable password needs the full cost; 2^50 guesses at this one do not come cheaper
 * than a password at the full cost, and ten of them are hashed per enrolment and checked per use.
 */
export const RANDOM_SECRET_N = 2 ** 14;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. At most two hashes run at once (memory bound). */
export async function hashPassword(password: string, n: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n);
  return ['scrypt', n, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`, hashed at one of `costs` (a hash at any other cost never matches). */
export async function verifyPassword(password: string, stored: string, costs: readonly number[] = [N]): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !costs.includes(Number(n)) || Number(rr) !== r || Number(pp) !== p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
