import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { projectRoot } from '../../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the same queries run on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(projectRoot, 'server', 'exchange', 'db', 'migrations');

/**
 * Opens the store: PostgreSQL when `databaseUrl` is given, else PGlite in `<dataDir>/pglite`
 * (created on first use). Migrations run before it is returned.
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.resolve(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, pgliteOptions(PGlite.defaultStartParams));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * PGlite's memory: its Postgres runs inside one WebAssembly memory that can grow but never shrink.
 * Postgres's default 128 MB of shared buffers (all of it inside that memory) is far more than this
 * store's working set, so the buffers default to 32 MB (`PGLITE_SHARED_BUFFERS` overrides).
 */
export function pgliteOptions(defaultStartParams: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS ?? '32MB';
  return {
    startParams: [...defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  };
}
