/**
 * Anchors measured in the same run as the bets, so figures taken under different machine load
 * can be compared: the rate of the smallest durable write each store can do, one at a time.
 */
const TABLE = 'CREATE TABLE IF NOT EXISTS anchor (id bigint PRIMARY KEY, payload text NOT NULL)';

async function loop(seconds: number, commit: (i: number) => Promise<void>): Promise<number> {
  for (let i = 0; i < 200; i++) await commit(-1 - i); // warm-up
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < seconds * 1000) await commit(n++);
  return n / ((performance.now() - start) / 1000);
}

/** Raw PGlite in this process on a fresh data directory: BEGIN, one INSERT, COMMIT, in a loop. */
export async function pgliteCommitRate(dir: string, seconds: number): Promise<number> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  await db.exec(TABLE);
  try {
    return await loop(seconds, async (i) => {
      await db.query('BEGIN');
      await db.query('INSERT INTO anchor (id, payload) VALUES ($1, $2)', [i, 'x']);
      await db.query('COMMIT');
    });
  } finally {
    await db.close();
  }
}

/** The same loop on one node-postgres connection. */
export async function postgresCommitRate(url: string, seconds: number): Promise<number> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(TABLE);
  try {
    return await loop(seconds, async (i) => {
      await client.query('BEGIN');
      await client.query('INSERT INTO anchor (id, payload) VALUES ($1, $2)', [i, 'x']);
      await client.query('COMMIT');
    });
  } finally {
    await client.query('DROP TABLE anchor');
    await client.end();
  }
}
