import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queriesSentDuring } from '../../../tests/support/pg-queries';
import { describeOnPostgres } from '../../../tests/support/stores';
import type { Db } from '../db/client';
import { preparedStatement, runPreparedDeferred, runPreparedInOrder } from '../db/prepared';
import { OwnerConnection } from './owner-connection';

/**
 * The owner connection's transactions in as few round trips as their statements allow
 * (TransactionClient): the BEGIN with the first statement, a statement nobody reads the answer of
 * (runPreparedDeferred) with the next one or the COMMIT — and still what a transaction promises: all or
 * nothing, in the order written.
 */
const LOCK = preparedStatement('oc_lock', 1, 'select id from oc_users where id = $1 for no key update');
const READ = preparedStatement('oc_read', 1, 'select v from oc_money where id = $1');
const ADD = preparedStatement('oc_add', 2, 'insert into oc_rows (v) values ($1::int / $2::int)');

describeOnPostgres('the owner connection’s transactions', (server) => {
  if (!server) return void it.skip('needs PostgreSQL', () => {});
  let owner: OwnerConnection;
  let other: pg.Client;
  beforeAll(async () => {
    other = new pg.Client({ connectionString: server.url });
    await other.connect();
    await other.query(`create table oc_users (id text primary key); create table oc_money (id text primary key, v int); create table oc_rows (v int);
      insert into oc_users values ('u1'); insert into oc_money values ('u1', 5);`);
    owner = await OwnerConnection.open(server.url, 'owner-connection-test');
  });
  afterAll(async () => {
    await owner?.close();
    await other?.end().catch(() => {});
    await server.stop();
  });

  const rows = async () => (await other.query<{ v: number }>('select v from oc_rows order by v')).rows.map((r) => r.v);
  /** The queries `work` sends to PostgreSQL (the test's own client and the idle ping left out). */
  const queriesOf = <T>(work: () => Promise<T>) => queriesSentDuring(work, (client) => client === other);
  const batch = (tx: Db, v: number) =>
    runPreparedInOrder(tx, [
      [LOCK, ['u1']],
      [READ, ['u1']],
    ]).then(async ([, money]) => {
      await runPreparedDeferred(tx, ADD, [String(v), '1']);
      return money;
    });

  it('runs a bet batch’s shape in two round trips: the BEGIN with the lock and the read, the write with the COMMIT', async () => {
    await other.query('truncate oc_rows');
    // The first on the connection prepares its statements (once).
    await owner.transaction((tx) => batch(tx, 1));
    const { result, texts } = await queriesOf(() => owner.transaction((tx) => batch(tx, 2)));
    expect(result).toEqual([{ v: 5 }]);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^begin;\nexecute oc_lock__sql\('u1'\);\nexecute oc_read__sql\('u1'\)$/);
    expect(texts[1]).toMatch(/^execute oc_add__sql\('2', '1'\);\ncommit$/);
    expect(await rows()).toEqual([1, 2]);
  });

  it('sends a held statement before the next one, so the transaction sees it, in the order written', async () => {
    await other.query('truncate oc_rows');
    const seen = await owner.transaction(async (tx) => {
      await runPreparedDeferred(tx, ADD, ['3', '1']);
      return (await tx.execute(sql`select count(*)::int as n from oc_rows`)) as unknown as { rows: Array<{ n: number }> };
    });
    expect(seen.rows[0]!.n).toBe(1);
    expect(await rows()).toEqual([3]);
  });

  it('fails the commit when a held statement fails: nothing of the transaction stays, and the connection goes on', async () => {
    await other.query('truncate oc_rows');
    await expect(
      owner.transaction(async (tx) => {
        await batch(tx, 4);
        // Division by zero, found only when it goes with the COMMIT.
        await runPreparedDeferred(tx, ADD, ['5', '0']);
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await rows()).toEqual([]);
    await owner.transaction((tx) => batch(tx, 6));
    expect(await rows()).toEqual([6]);
  });

  it('rolls back what it holds when the work throws, and sends nothing for a transaction that ran nothing', async () => {
    await other.query('truncate oc_rows');
    await expect(
      owner.transaction(async (tx) => {
        await batch(tx, 7);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toEqual([]);
    const { result, texts } = await queriesOf(() => owner.transaction(() => Promise.resolve(42)));
    expect(result).toBe(42);
    expect(texts).toEqual([]);
    // The connection is not left in a transaction: a statement outside one commits at once.
    await owner.db.execute(sql`insert into oc_rows (v) values (8)`);
    expect(await rows()).toEqual([8]);
  });
});
