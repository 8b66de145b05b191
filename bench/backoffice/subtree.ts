/**
 * The hierarchy's reads at 100,000 users (issue #32, docs/adr/hierarchy.md): a 5-level tree —
 * the demo admin → 5 super masters → 5 masters → 100 agents → 100,000 bettors (1,000 each), every
 * bettor with an opening balance in the ledger — so each master has 20,020 users below it. Timed over
 * repeated calls, through the service's own code (service/hierarchy.ts, service/scope.ts):
 *   - a master's subtree: how many users and the sum of their balances (one range scan of the path index);
 *   - a page of an agent's children with a name search;
 *   - a user card (the user, the way down, logins, ledger lines);
 * beside an anchor in the same run, a primary-key lookup of one user. On PGlite, then on PostgreSQL
 * when tests/support/postgres.ts finds its binaries. `npm run bench:backoffice`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../server/exchange/auth/sessions';
import { openDatabase, type Database } from '../../server/exchange/db/client';
import { users } from '../../server/exchange/db/schema';
import { subtreeTotals } from '../../server/exchange/db/queries/hierarchy';
import { userById } from '../../server/exchange/db/queries/users';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { createExchange } from '../../server/exchange/service/exchange';
import { hierarchyService } from '../../server/exchange/service/hierarchy';
import { inSubtree, scopeOf } from '../../server/exchange/service/scope';
import { startTempPostgres } from '../../tests/support/postgres';

const SUPER_MASTERS = 5;
const AGENTS_PER_MASTER = 20;
const BETTORS_PER_AGENT = 1_000;
const ROUNDS = Number(process.env.ROUNDS ?? 30);

/** The tree in four INSERT … SELECT statements over generate_series, then one deposit per bettor. */
async function buildTree(database: Database): Promise<number> {
  const { db } = database;
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const hash = sql`(select password_hash from users where user_id = 'u-operator')`;
  await run(sql`insert into users (user_id, user_name, password_hash, role, upline_id, site_key, path, partnership_bps)
    select 'bs' || s, 'bs' || s, ${hash}, 'super_master', 'u-operator', 'demo', '/u-operator/bs' || s || '/', 2000 from generate_series(1, ${SUPER_MASTERS}) s`);
  await run(sql`insert into users (user_id, user_name, password_hash, role, upline_id, site_key, path, partnership_bps)
    select 'bm' || s, 'bm' || s, ${hash}, 'master', 'bs' || s, 'demo', '/u-operator/bs' || s || '/bm' || s || '/', 3000 from generate_series(1, ${SUPER_MASTERS}) s`);
  const agents = SUPER_MASTERS * AGENTS_PER_MASTER;
  await run(sql`insert into users (user_id, user_name, password_hash, role, upline_id, site_key, path, partnership_bps)
    select 'ba' || a, 'ba' || a, ${hash}, 'agent', 'bm' || m, 'demo', '/u-operator/bs' || m || '/bm' || m || '/ba' || a || '/', 3000
    from generate_series(1, ${agents}) a, lateral (select (a - 1) / ${AGENTS_PER_MASTER} + 1 as m) mm`);
  const bettors = agents * BETTORS_PER_AGENT;
  await run(sql`insert into users (user_id, user_name, password_hash, role, upline_id, site_key, path)
    select 'bb' || b, 'bb' || b, ${hash}, 'bettor', 'ba' || a, 'demo', '/u-operator/bs' || m || '/bm' || m || '/ba' || a || '/bb' || b || '/'
    from generate_series(1, ${bettors}) b,
         lateral (select (b - 1) / ${BETTORS_PER_AGENT} + 1 as a) aa,
         lateral (select (a - 1) / ${AGENTS_PER_MASTER} + 1 as m) mm`);
  await run(sql`with t as (
      insert into ledger_transactions (reference, kind, description)
      select 'bench:bb' || b, 'deposit', 'Opening balance' from generate_series(1, ${bettors}) b returning tx_id, reference)
    insert into ledger_postings (tx_id, account, amount)
    select tx_id, 'wallet:' || substr(reference, 7), 100000 from t union all select tx_id, 'cash', -100000 from t`);
  await run(sql`analyze`);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row!.n);
}

async function timed(label: string, work: () => Promise<unknown>) {
  await work(); // warm: plans cached, pages in memory
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, worst: times[times.length - 1]! };
}

async function benchStore(name: string, database: Database) {
  await seedIfEmpty(database.db);
  const builtAt = performance.now();
  const total = await buildTree(database);
  const buildMs = performance.now() - builtAt;
  const exchange = await createExchange(database.db);
  const hierarchy = hierarchyService(exchange.services);
  const master = (await userById(database.db, 'bm1'))!;
  const caller: AuthUser = { userId: master.userId, userName: master.userName, role: master.role, isLogin: 1, siteKey: master.siteKey, uplineId: master.uplineId };
  const scope = await scopeOf(database.db, caller);
  const subtree = await subtreeTotals(database.db, inSubtree(scope));
  const rows = [
    await timed('anchor: one user by primary key', () => userById(database.db, 'bb12345')),
    await timed(`master's subtree: count + sum of balances (${subtree.users.toLocaleString('en')} users)`, () => subtreeTotals(database.db, inSubtree(scope))),
    await timed("a page of an agent's children (50 of 1,000) with a name search", () => hierarchy.children(caller, { parent: 'ba3', search: 'bb25', first: 50 })),
    await timed('a user card (user, way down, logins, 20 ledger lines)', () => hierarchy.card(caller, 'bb12345')),
  ];
  await exchange.close();
  console.log(`\n${name}: ${total.toLocaleString('en')} users (tree built in ${(buildMs / 1000).toFixed(1)} s); ${ROUNDS} rounds each`);
  console.log('| read | median ms | p95 ms | worst ms |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.worst.toFixed(2)} |`);
  if (subtree.users !== 1 + AGENTS_PER_MASTER + AGENTS_PER_MASTER * BETTORS_PER_AGENT) throw new Error(`subtree has ${subtree.users} users`);
}

console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const dir = mkdtempSync(path.join(tmpdir(), 'backlay-subtree-bench-'));
try {
  const pglite = await openDatabase({ dataDir: dir });
  await benchStore('PGlite', pglite);
  await pglite.close();
  const pg = await startTempPostgres();
  if (pg) {
    const database = await openDatabase({ dataDir: dir, databaseUrl: pg.url });
    await benchStore('PostgreSQL', database);
    await database.close();
    await pg.stop();
  } else console.log('\nPostgreSQL: no binaries found (tests/support/postgres.ts), skipped');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nload average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
