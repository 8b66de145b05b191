/**
 * A migrated, empty PGlite store to copy instead of creating one. Creating a store (PGlite's initdb
 * and every migration) took 4–6 s of each test file that opens one, 10–15 s on a loaded machine;
 * copying the same files takes a quarter of a second. The copy is the store openDatabase would have
 * made: it still opens it, runs the migrations (none left to apply) and prepares its statements, and
 * the caller still seeds it (the seed is not in the template: its events are dated from the moment it
 * runs).
 *
 * The template lives in the system's temporary directory under a name that is the hash of what makes
 * it (the migration files, PGlite's and drizzle's versions), so a changed migration or upgrade builds
 * a new one and a template is never stale. Built once by whichever test file needs it first (madeOnce).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteDir } from '../../server/exchange/db/client';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { projectRoot } from '../../server/paths';
import { madeOnce } from './made-once';
// The seed's password hashes made once and reused, in projects without the setup file too (e2e).
import './demo-password-hashes';

const migrationsFolder = path.join(projectRoot, 'server', 'exchange', 'db', 'migrations');

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Every file under `dir`, relative names sorted, for the hash. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${versionOf('@electric-sql/pglite')} drizzle-orm ${versionOf('drizzle-orm')}\n`);
  for (const name of filesUnder(migrationsFolder)) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let ready: Promise<string> | undefined;

/** The template's data directory (its store in `<dir>/pglite`), built if this machine has none yet. */
function template(): Promise<string> {
  return (ready ??= madeOnce(path.join(tmpdir(), `backlay-pglite-template-${templateKey()}`), async (building) => {
    const database = await openDatabase({ dataDir: building });
    await database.close();
  }));
}

/**
 * Puts a migrated, empty PGlite store into `dataDir` (which must not hold one yet), for openDatabase
 * or startServer to open as they would a store of their own making.
 */
export async function copyMigratedStore(dataDir: string): Promise<void> {
  const target = pgliteDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`copyMigratedStore: ${target} already holds a store`);
  mkdirSync(dataDir, { recursive: true });
  cpSync(pgliteDir(await template()), target, { recursive: true });
}

/**
 * Puts a migrated store with the demo seed written now into `dataDir`, for a server process to start
 * on: it finds the store made and seeded and only opens it, where on an empty directory it first ran
 * a child of its own for initdb, the migrations and the seed with eight fresh scrypt hashes (the seed
 * here reuses the run's: demo-password-hashes.ts). Done in this process before the server starts, so
 * the events are dated from now as the server's own seed would date them.
 */
export async function copySeededStore(dataDir: string): Promise<void> {
  await copyMigratedStore(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
}
