// `npm run restore -- <file>`: loads a backup made by `npm run backup` into DATA_DIR (default ./data),
// which must hold no store and be served by no process. The store is written, flushed to the disk,
// then opened as the server opens it (migrations of a newer version applied) and counted.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { backupSocketPath, claimDataDir, socketAnswers } from '../server/exchange/db/backup-socket';
import { flushTree, hasPgliteStore, openDatabase, pgliteDir, pgliteDurable, pgliteOptions } from '../server/exchange/db/client';

function fail(code: string, message: string): never {
  console.error(`restore refused (${code}): ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('NO_FILE', 'usage: npm run restore -- <backup.tar.gz> (into DATA_DIR, which must hold no store)');
if (!existsSync(file)) fail('NO_FILE', `${file} does not exist`);
if (process.env.DATABASE_URL) fail('POSTGRES_STORE', 'DATABASE_URL is set: PostgreSQL is restored from its base backup and WAL archive (docs/operations.md)');
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
if (await socketAnswers(backupSocketPath(dataDir))) fail('DATA_DIR_IN_USE', `a running process serves ${dataDir}; stop it and restore into an empty DATA_DIR`);
if (hasPgliteStore(dataDir)) fail('DATA_DIR_NOT_EMPTY', `${pgliteDir(dataDir)} already holds a store; restore into an empty DATA_DIR (move the old one aside first)`);
mkdirSync(dataDir, { recursive: true });
await claimDataDir(dataDir);
const started = Date.now();
const blob = new Blob([readFileSync(file)]);
const pg = await PGlite.create(pgliteDir(dataDir), { ...pgliteOptions(PGlite.defaultStartParams, process.env, false), loadDataDir: blob });
await pg.close();
if (pgliteDurable()) flushTree(pgliteDir(dataDir));
const database = await openDatabase({ dataDir });
try {
  const count = async (table: string) => Number(((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
  console.log(`Restored ${file} into ${dataDir} in ${Date.now() - started} ms: ${await count('users')} users, ${await count('orders')} bets, ${await count('ledger_postings')} ledger postings`);
} finally {
  await database.close();
}
