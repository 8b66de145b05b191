import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { openDatabase, type Db } from '../../server/exchange/db/client';
import { metricsRegistry } from '../../server/metrics/registry';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { copyMigratedStore } from '../support/pglite-template';
import { describeOnPostgres } from '../support/stores';

/** The rows of a statement (both drivers answer `{ rows }`). */
const rowsOf = async <R,>(db: Db, query: SQL): Promise<R[]> => ((await db.execute(query)) as unknown as { rows: R[] }).rows;

/** The sum of a metric's samples in a Prometheus text exposition (0 when it has none). */
const counted = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

/** Every table of the public schema with its row count. */
async function snapshot(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${tablename}"`));
    counts[tablename] = row!.n;
  }
  return counts;
}

/**
 * The warm-up before ready (issue #51, server/exchange/service/warm-up.ts) runs the betting path for
 * real — bets placed, matched and written — and leaves nothing: after a start with it, every table
 * holds what it held before the start, and no warm-up bettor, balance, posting, market or bet is in the
 * store. A bet placed after the start is the only new order. On PGlite and on PostgreSQL.
 */
function warmUpSuite(store: () => { dataDir: string; databaseUrl?: string | undefined } | null, prepare: (dataDir: string) => Promise<void>, cleanUp: () => Promise<void> = async () => {}) {
  let dir: string;
  let server: RunningServer | undefined;
  let before: Record<string, number>;
  /** The process's metrics before the start (/metrics's registry: counters are the process's, not one server's). */
  let metricsBefore: string;

  beforeAll(async () => {
    const where = store();
    if (!where) return;
    dir = where.dataDir;
    await prepare(dir);
    const database = await openDatabase(where);
    await seedIfEmpty(database.db);
    before = await snapshot(database.db);
    await database.close();
    metricsBefore = await metricsRegistry.metrics();
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, databaseUrl: where.databaseUrl, simulator: false, staticDir: path.join(dir, 'no-spa'), warmUp: { budgetMs: 300 } });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await cleanUp();
  }, 60_000);

  it.runIf(store())('placed and matched bets, and answered placeBets over HTTP, before it listened', () => {
    expect(server!.warmUp).not.toBeNull();
    expect(server!.warmUp!.skipped).toBeNull();
    expect(server!.warmUp!.bets).toBeGreaterThan(0);
    expect(server!.warmUp!.betsPerS).toBeGreaterThan(0);
    // …and answered GraphQL placeBets over loopback HTTP (server/http-warm-up.ts): most placed by the
    // scratch bettors and rolled back, every eighth refused for want of a session.
    expect(server!.warmUp!.requests).toBeGreaterThan(0);
    expect(server!.warmUp!.rehearsed).toBeGreaterThan(0);
    expect(server!.warmUp!.rehearsed).toBeLessThan(server!.warmUp!.requests);
  });

  it.runIf(store())("left the warm-up's requests and bets out of the metrics (no bettor sent them)", async () => {
    const text = await (await fetch(`${server!.url}/metrics`)).text();
    const lines = text.split('\n');
    const graphqlBets = lines.filter((line) => line.startsWith('backlay_http_request_duration_seconds_count{') && line.includes('api="graphql"'));
    expect(graphqlBets).toEqual([]);
    // The rehearsed bets were admitted by a twin of admission, in batches that were rolled back: no bet
    // placed or admitted and no batch is counted (the counters are the process's: compared with before the start).
    for (const name of ['backlay_bets_placed_total', 'backlay_admission_admitted_total', 'backlay_bet_batch_size_count']) {
      expect([name, counted(text, name)]).toEqual([name, counted(metricsBefore, name)]);
    }
  });

  it.runIf(store())('left no row in any table: no bettor, balance, posting, market, runner, order, trade or reply', async () => {
    const db = server!.database.db;
    const { lease_history: leasesAfter, ...after } = await snapshot(db);
    const { lease_history: leasesBefore, ...rest } = before;
    expect(after).toEqual(rest);
    // On PostgreSQL the start itself takes the partitions' leases and records each take (the fencing's
    // history, schema.ts leaseHistory): once per partition, by one process; PGlite records none.
    expect(leasesBefore).toBe(0);
    const takes = await rowsOf<{ partitions: number; holders: number }>(db, sql`select count(distinct partition)::int as partitions, count(distinct holder)::int as holders from lease_history`);
    expect(leasesAfter).toBe(takes[0]!.partitions);
    if (leasesAfter! > 0) expect(takes[0]!.holders).toBe(1);
    const traces = await rowsOf(db, sql`
      select (select count(*) from users where user_id like 'u-warm-up-%')::int as users,
             (select count(*) from account_balances where account like '%warm-up%')::int as balances,
             (select count(*) from ledger_postings where account like '%warm-up%')::int as postings,
             (select count(*) from markets where market_id like 'warm-up-%')::int as markets,
             (select count(*) from orders where market_id like 'warm-up-%')::int as orders`);
    expect(traces[0]).toEqual({ users: 0, balances: 0, postings: 0, markets: 0, orders: 0 });
  });

  it.runIf(store())('takes bets after it as a fresh start does', async () => {
    const url = server!.url;
    const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'demo', password: 'demo-password' }) });
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const markets = await rowsOf<{ market_id: string; runner_id: string }>(server!.database.db, sql`select market_id, (select runner_id from runners r where r.market_id = m.market_id order by sort_order limit 1) as runner_id from markets m where kind = 'exchange' and status = 'OPEN' and not in_play order by market_id limit 1`);
    const { market_id: marketId, runner_id: runnerId } = markets[0]!;
    const placed = await fetch(`${url}/api/bets/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ marketId, side: 'BACK', size: 10_000, idempotencyKey: 'after-warm-up-1', selection: { kind: 'exchange', runnerId, price: 50 } }),
    });
    expect(placed.status).toBe(200);
    const after = await snapshot(server!.database.db);
    expect(after.orders).toBe(before.orders! + 1);
  });
}

describe('warm-up before ready', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backlay-warm-up-'));
  warmUpSuite(() => ({ dataDir }), copyMigratedStore);
});

describeOnPostgres('warm-up before ready', (pg) => {
  // No files on PostgreSQL: the data directory is only a name (startServer claims none with DATABASE_URL).
  const dataDir = path.join(tmpdir(), 'backlay-warm-up-pg-unused');
  warmUpSuite(
    () => (pg ? { dataDir, databaseUrl: pg.url } : null),
    async () => {},
    async () => {
      await pg?.stop();
    },
  );
});
