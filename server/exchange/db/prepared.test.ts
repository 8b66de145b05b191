import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../tests/support/stores';
import type { Db } from './client';
import { prepareOnPglite, preparedStatement, runPrepared, runPreparedInOrder } from './prepared';

/**
 * Prepared statements sent in one round trip (runPreparedInOrder): each answers its own rows, a text
 * parameter arrives as written whatever it holds, a failing statement stops the ones after it, and —
 * the reason it exists — a statement after one that waited for a row lock sees what the lock's holder
 * committed (the bet batch's funds lock and read, docs/adr/user-funds.md).
 */
const ECHO = preparedStatement('t_echo', 2, 'select $1::text as a, $2::text as b');
const COUNT = preparedStatement('t_count', 0, 'select count(*)::int as n from t_rows');
const INSERT = preparedStatement('t_insert', 1, 'insert into t_rows (v) values ($1) returning v');
const FAIL = preparedStatement('t_fail', 1, 'select 1 / ($1::int) as x');
const LOCK = preparedStatement('t_lock', 1, 'select id from t_users where id = $1 for no key update');
const READ = preparedStatement('t_read', 1, 'select v from t_money where id = $1');
const STATEMENTS = [ECHO, COUNT, INSERT, FAIL, LOCK, READ];

const SCHEMA = `create table t_rows (v text);
  create table t_users (id text primary key);
  create table t_money (id text primary key, v int);
  insert into t_users values ('u1');
  insert into t_money values ('u1', 0);`;

/** What a bettor's input may carry: quotes, backslashes, JSON escapes, dollar signs, emoji. */
const AWKWARD = [`it's`, `a\\b`, `{"k":"v\\"q"}`, `$$ $1 $tag$`, `;select 1;--`, `नमस्ते 🏏`, ''];

function suite(open: () => Promise<{ db: Db; close(): Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  });
  afterAll(() => close?.());

  it('answers each statement its own rows, in order', async () => {
    const [echo, count] = await runPreparedInOrder(db, [
      [ECHO, ['x', 'y']],
      [COUNT, []],
    ]);
    expect(echo).toEqual([{ a: 'x', b: 'y' }]);
    expect(count).toEqual([{ n: 0 }]);
  });

  it('carries any text parameter as written, and refuses NUL before sending', async () => {
    for (const value of AWKWARD) {
      const [[row]] = (await runPreparedInOrder(db, [[ECHO, [value, value]]])) as [[{ a: string; b: string }]];
      expect(row).toEqual({ a: value, b: value });
    }
    await expect(runPreparedInOrder(db, [[ECHO, ['a\u0000b', 'x']]])).rejects.toThrow(/NUL/);
    await expect(runPreparedInOrder(db, [[ECHO, ['only one']]])).rejects.toThrow(/takes 2 parameters/);
  });

  it('runs beside the same statements run one at a time', async () => {
    expect(await runPrepared(db, ECHO, ['p', 'q'])).toEqual([{ a: 'p', b: 'q' }]);
    const [[row]] = (await runPreparedInOrder(db, [[ECHO, ['p', 'q']]])) as [[object]];
    expect(row).toEqual({ a: 'p', b: 'q' });
    expect(await runPrepared(db, ECHO, ['r', 's'])).toEqual([{ a: 'r', b: 's' }]);
  });

  it('stops at a failing statement: the ones after it do not run, and the transaction is rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await runPreparedInOrder(tx as unknown as Db, [
          [INSERT, ['before']],
          [FAIL, ['0']],
          [INSERT, ['after']],
        ]);
      }),
    ).rejects.toThrow(/division by zero/);
    const [[count]] = (await runPreparedInOrder(db, [[COUNT, []]])) as [[{ n: number }]];
    expect(count.n).toBe(0);
    // The connection is usable afterwards, its statements still prepared.
    const [inserted] = await runPreparedInOrder(db, [[INSERT, ['kept']]]);
    expect(inserted).toEqual([{ v: 'kept' }]);
  });
}

describe('runPreparedInOrder on PGlite', () => {
  suite(async () => {
    const client = new PGlite();
    await client.exec(SCHEMA);
    await prepareOnPglite(client, STATEMENTS);
    return { db: drizzlePglite(client) as unknown as Db, close: () => client.close() };
  });
});

describeOnPostgres('runPreparedInOrder on PostgreSQL', (server) => {
  if (!server) return void it.skip('needs PostgreSQL', () => {});
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
    await server.stop();
  });

  suite(async () => {
    const client = await connect();
    await client.query(SCHEMA);
    return { db: drizzlePg(client) as unknown as Db, close: async () => {} };
  });

  it('prepares a statement once per connection, and keeps it through a rollback', async () => {
    const client = await connect();
    const db = drizzlePg(client) as unknown as Db;
    const prepared = async () => (await client.query<{ name: string }>(`select name from pg_prepared_statements where name like 't_%' order by name`)).rows.map((r) => r.name);
    await expect(db.transaction(async (tx) => {
      await runPreparedInOrder(tx as unknown as Db, [[ECHO, ['a', 'b']]]);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await prepared()).toEqual(['t_echo__sql']);
    await runPreparedInOrder(db, [[ECHO, ['c', 'd']], [COUNT, []]]);
    await runPreparedInOrder(db, [[ECHO, ['e', 'f']], [COUNT, []]]);
    // Beside the driver's own (protocol) preparation of the same statement.
    await runPrepared(db, ECHO, ['g', 'h']);
    expect(await prepared()).toEqual(['t_count__sql', 't_echo', 't_echo__sql']);
  });

  it('a read sent after a lock in one round trip sees what the lock’s holder committed while it waited', async () => {
    const holder = await connect();
    const waiter = drizzlePg(await connect()) as unknown as Db;
    await holder.query('begin');
    await holder.query(`select id from t_users where id = 'u1' for no key update`);
    await holder.query(`update t_money set v = v + 7 where id = 'u1'`);
    const read = waiter.transaction(async (tx) => runPreparedInOrder(tx as unknown as Db, [[LOCK, ['u1']], [READ, ['u1']]]));
    // The waiter is blocked on the lock until the holder commits.
    await new Promise((r) => setTimeout(r, 200));
    const waiting = await holder.query<{ n: number }>(`select count(*)::int as n from pg_locks where not granted`);
    expect(waiting.rows[0]!.n).toBeGreaterThan(0);
    await holder.query('commit');
    const [locked, money] = await read;
    expect(locked).toEqual([{ id: 'u1' }]);
    expect(money).toEqual([{ v: 7 }]);
  });
});
