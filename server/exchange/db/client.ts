import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { projectRoot } from '../../paths';
import { SESSION_STATEMENTS } from '../auth/sessions';
import type { OwnerConnection } from '../cluster/owner-connection';
import { dumpStore, flushOnFsync } from './pglite-durable.mjs';
import { PGliteRemote } from './pglite-remote';
import { prepareOnPglite } from './prepared';
import { BET_STATEMENTS } from './queries/bet-batch';
import { FUNDS_STATEMENTS } from './queries/funds';
import type * as schema from './schema';

export type Schema = typeof schema;
/**
 * One type for both drivers: the same queries run on PGlite and node-postgres. Built without the
 * relational query API (`db.query.<table>`, which nothing uses): given the schema, drizzle builds a
 * query builder for each of its 39 tables and relations in every transaction it opens, 11 KiB of
 * garbage per bet batch (measured, stop 45).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: one dedicated connection, outside the pool, on which this process holds its
   * partition leases and writes everything that belongs to a market (cluster/owner-connection.ts,
   * cluster/partition-leases.ts).
   */
  ownerDb?: OwnerConnection;
  /** PGlite only: a consistent copy of the store while it serves (a gzipped tar: dumpStore, scripts/backup.ts). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's counts (connections in use, idle, queries waiting), read by /metrics. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number | undefined } };
  close(): Promise<void>;
}

const migrationsFolder = path.join(projectRoot, 'server', 'exchange', 'db', 'migrations');

/**
 * The advisory-lock class of the start-up work several processes on one PostgreSQL may begin at once
 * (a cluster starting: issue #33): key 1 the migrations, key 2 the demo seed (seed.ts). One process
 * runs each; the others wait on the lock and then find it done. No other part of Backlay uses the class.
 */
export const STARTUP_LOCK_CLASS = 0x535455; // "STU"
export const MIGRATIONS_LOCK_KEY = 1;
export const SEED_LOCK_KEY = 2;

/**
 * Opens the store: PostgreSQL when `databaseUrl` is given, else PGlite in `<dataDir>/pglite`
 * (created on first use). Migrations run before it is returned. `durable` (PGlite only; default
 * `PGLITE_FSYNC` not `off`): every commit reaches the disk before it returns (pgliteOptions).
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  instanceId?: string | undefined;
  durable?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = (await import('pg')).default;
    const { Pool } = pg;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool);
    // Under the start-up lock, on the connection holding it: two processes migrating at once race on
    // drizzle's own bookkeeping (its schema and table created "if not exists") and on each migration.
    const locked = await pool.connect();
    try {
      await locked.query('select pg_advisory_lock($1, $2)', [STARTUP_LOCK_CLASS, MIGRATIONS_LOCK_KEY]);
      await migrate(drizzle(locked), { migrationsFolder });
      await locked.query('select pg_advisory_unlock($1, $2)', [STARTUP_LOCK_CLASS, MIGRATIONS_LOCK_KEY]);
      locked.release();
    } catch (err) {
      // Closing the connection drops the lock with it.
      locked.release(true);
      await pool.end();
      throw err;
    }
    // A lost owner connection loses its locks with it: every later write on it fails (nothing acknowledged).
    const { OwnerConnection } = await import('../cluster/owner-connection');
    const owner = await OwnerConnection.open(opts.databaseUrl, opts.instanceId);
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      ownerDb: owner,
      pool,
      close: async () => {
        await owner.close();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = pgliteDir(opts.dataDir);
  mkdirSync(dir, { recursive: true });
  // PGLITE_WORKER=on: on its own thread (pglite-remote.ts), same calls and semantics; measured not to pay
  // on the 2-core reference machine (docs/perf-history.md), so the event loop keeps it by default.
  const durable = opts.durable ?? pgliteDurable();
  const options = pgliteOptions(PGlite.defaultStartParams, process.env, durable);
  let client: PGlite | PGliteRemote;
  if (pgliteOnWorker()) client = await PGliteRemote.create(dir, options, durable);
  else {
    client = await PGlite.create(dir, options);
    if (durable) flushOnFsync(client);
  }
  const db = drizzle(client as PGlite);
  await migrate(db, { migrationsFolder });
  await prepareOnPglite(client, [...BET_STATEMENTS, ...FUNDS_STATEMENTS, ...SESSION_STATEMENTS]);
  const dump = client instanceof PGliteRemote ? () => client.dumpStore() : () => dumpStore(client);
  return { db: db as unknown as Db, driver: 'pglite', dump, close: () => client.close() };
}

/** `PGLITE_WORKER=on`: PGlite runs on a worker thread instead of the event loop. */
export function pgliteOnWorker(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_WORKER === 'on';
}

/**
 * `PGLITE_FSYNC=off` turns the embedded store's flushes off: a commit is then acknowledged once it is
 * in the OS's cache (it survives the process being killed, not a power loss). On by default.
 */
export function pgliteDurable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_FSYNC !== 'off';
}

/**
 * Flushes every file and directory under `dir` to the disk: after work done without flushes (the
 * store's creation, a restore) and before the store is used durably.
 */
export function flushTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) flushTree(full);
    else if (entry.isFile()) flushFile(full);
  }
  flushFile(dir);
}

function flushFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Where the PGlite store of `dataDir` lives. */
export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/** Whether `dataDir` already holds a PGlite store (initdb has run there). */
export function hasPgliteStore(dataDir: string): boolean {
  return existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

/**
 * PGlite's start parameters.
 * - Memory: its Postgres runs inside one WebAssembly memory that can grow but never shrink.
 *   Postgres's default 128 MB of shared buffers (all of it inside that memory) is far more than this
 *   store's working set, so the buffers default to 32 MB (`PGLITE_SHARED_BUFFERS` overrides).
 * - `wal_init_zero=off`: a new 16 MB WAL segment is not first written full of zeros. In PGlite that
 *   write runs on the event loop, through the file system emulation, and stalled every bet for a
 *   moment each time the log moved to a new segment (every few seconds at 1,000–2,000 bets/s).
 *   Only the segment's last byte is written to give it its size; what is logged, and when it is
 *   durable, does not change.
 * - Durable (the default, pgliteDurable): PGlite's `-F` (fsync off) is dropped and the WAL is flushed
 *   with `fsync` (`wal_sync_method=fsync`: the one call PGlite's file layer passes on once
 *   flushOnFsync gave it a flush; its fdatasync does nothing). Each commit, so each group-commit batch
 *   of bets, costs one flush of the WAL before it returns; checkpoints flush the files they wrote.
 */
export function pgliteOptions(defaultStartParams: readonly string[], env: NodeJS.ProcessEnv = process.env, durable = pgliteDurable(env)) {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS ?? '32MB';
  const params = durable ? defaultStartParams.filter((p) => p !== '-F') : [...defaultStartParams];
  const flushes = durable ? ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'] : [];
  return {
    startParams: [...params, '-c', `shared_buffers=${sharedBuffers}`, '-c', 'wal_init_zero=off', ...flushes],
  };
}
