import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../tests/support/stores';
import { projectRoot } from '../../paths';
import { openDatabase, type Database } from './client';
import { seedIfEmpty } from './seed';

/**
 * Several processes starting at once on a fresh PostgreSQL (a cluster's exchanges: issue #33): the
 * migrations and the demo seed run under the start-up advisory lock, so one process runs each and the
 * others wait and find it done — every open succeeds, the store is migrated once and seeded once.
 * Three stores opened concurrently, each with its own pool and connections, as three processes would.
 */
describeOnPostgres('start-up on one PostgreSQL', (pg) => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    await pg?.stop();
  });

  it.runIf(pg !== null)('three concurrent opens: all succeed, the migrations run once, the demo seed is written once', async () => {
    const open = async () => {
      const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl: pg!.url });
      opened.push(database);
      return seedIfEmpty(database.db);
    };
    const seeded = await Promise.all([open(), open(), open()]);
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const db = opened[0]!.db;
    const migrations = readdirSync(path.join(projectRoot, 'server', 'exchange', 'db', 'migrations')).filter((name) => name.endsWith('.sql'));
    const applied = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
    expect(applied.rows[0]!.n).toBe(migrations.length);
    const sites = (await db.execute(sql`select count(*)::int as n from sites`)) as unknown as { rows: Array<{ n: number }> };
    expect(sites.rows[0]!.n).toBe(1);
    const users = (await db.execute(sql`select count(*)::int as n from users where user_name = 'demo'`)) as unknown as { rows: Array<{ n: number }> };
    expect(users.rows[0]!.n).toBe(1);

    // A fourth process later: nothing left to do.
    expect(await open()).toBe(false);
  }, 240_000);
});
