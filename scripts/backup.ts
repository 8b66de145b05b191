// `npm run backup -- [file]`: a copy of the embedded PGlite store of DATA_DIR (default ./data), as a
// gzipped tar that `npm run restore` loads. While a process serves the directory, the copy is asked of
// that process on its socket (server/exchange/db/backup-socket.ts: a consistent copy under the
// store's transaction lock, bets flowing around it); when none does, the stopped store is copied here.
// PostgreSQL (DATABASE_URL) is backed up with pg_basebackup and WAL archiving: docs/operations.md.
import { createWriteStream, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupSocketPath, claimDataDir, fetchBackup, socketAnswers } from '../server/exchange/db/backup-socket';
import { hasPgliteStore, pgliteDir, pgliteOptions } from '../server/exchange/db/client';
import { dumpStore } from '../server/exchange/db/pglite-durable.mjs';

function fail(code: string, message: string): never {
  console.error(`backup refused (${code}): ${message}`);
  process.exit(1);
}

if (process.env.DATABASE_URL) fail('POSTGRES_STORE', 'DATABASE_URL is set: back PostgreSQL up with pg_basebackup and WAL archiving (docs/operations.md, "Backup and restore")');
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? `backlay-${stamp}.tar.gz`);
const partial = `${out}.partial`;
const started = Date.now();

try {
  if (await socketAnswers(backupSocketPath(dataDir))) {
    // A running process: it takes the copy between two transactions.
    const size = await fetchBackup(dataDir, createWriteStream(partial));
    renameSync(partial, out);
    console.log(`Backed up the running store of ${dataDir} to ${out} (${size} bytes, ${Date.now() - started} ms)`);
  } else {
    if (!hasPgliteStore(dataDir)) fail('NO_STORE', `${dataDir} holds no PGlite store (${pgliteDir(dataDir)}/PG_VERSION is missing)`);
    await claimDataDir(dataDir);
    const pg = await PGlite.create(pgliteDir(dataDir), pgliteOptions(PGlite.defaultStartParams, process.env, false));
    try {
      const blob = await dumpStore(pg);
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
      renameSync(partial, out);
      console.log(`Backed up the stopped store of ${dataDir} to ${out} (${blob.size} bytes, ${Date.now() - started} ms)`);
    } finally {
      await pg.close();
    }
  }
} catch (err) {
  rmSync(partial, { force: true });
  fail('BACKUP_FAILED', err instanceof Error ? err.message : String(err));
}
