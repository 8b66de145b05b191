/**
 * Setup file of the node and postgres projects (vite.config.ts; pglite-template.ts imports it too, for
 * e2e): the demo seed's password hashes made once per machine and reused by every test file that seeds,
 * instead of eight production-strength scrypt hashes per file (3.6 s at load 2, 6–7 s loaded; the rest
 * of the seed took about a second). The hashes are made as production's seed makes them (freshPasswordHashes: the real hashPassword),
 * only not remade: every login test still verifies the demo password against them with the production
 * parameters. Nothing is lowered and production never installs this (server/exchange/db/seed-passwords.ts).
 *
 * Kept in the system's temporary directory under the hash of what makes them (password.ts and
 * seed-passwords.ts, the password, how many), so a change to the hashing makes new ones; written to a file of its own and renamed into
 * place (atomic), a process that loses the race keeping its own. Nothing is read or made until a test
 * file seeds: files that never seed pay only this module's import.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPasswordHashes, reuseSeedPasswordHashes } from '../../server/exchange/db/seed-passwords';
import { projectRoot } from '../../server/paths';

const hashingModules = [path.join(projectRoot, 'server', 'exchange', 'auth', 'password.ts'), path.join(projectRoot, 'server', 'exchange', 'db', 'seed-passwords.ts')];

function cacheFile(password: string, count: number): string {
  const hash = createHash('sha256');
  for (const file of hashingModules) hash.update(readFileSync(file));
  const key = hash.update(`\n${count}\n${password}`).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `backlay-seed-password-hashes-${key}.json`);
}

function readCached(file: string, count: number): string[] | undefined {
  try {
    const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(hashes) && hashes.length === count && hashes.every((h) => typeof h === 'string' && h.startsWith('scrypt$'))) return hashes as string[];
  } catch {
    // Not made yet (or unreadable): made below.
  }
  return undefined;
}

async function made(password: string, count: number): Promise<string[]> {
  const file = cacheFile(password, count);
  const cached = readCached(file, count);
  if (cached) return cached;
  const hashes = await freshPasswordHashes(password, count);
  const writing = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(writing, JSON.stringify(hashes));
    renameSync(writing, file);
  } finally {
    rmSync(writing, { force: true });
  }
  return hashes;
}

const ready = new Map<string, Promise<string[]>>();

reuseSeedPasswordHashes((password, count) => {
  const key = `${count}\n${password}`;
  let hashes = ready.get(key);
  if (!hashes) ready.set(key, (hashes = made(password, count)));
  return hashes;
});
