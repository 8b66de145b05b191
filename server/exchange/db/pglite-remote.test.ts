import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCode } from './errors';
import { PGliteRemote } from './pglite-remote';

describe('PGlite on a worker thread', () => {
  let dir: string;
  let pg: PGliteRemote;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-pglite-remote-'));
    pg = await PGliteRemote.create(path.join(dir, 'pglite'), {});
    await pg.exec('create table t (id int primary key, note text, at timestamptz not null default now())');
  });

  afterAll(async () => {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with parameters, in object and array row modes', async () => {
    await pg.query('insert into t (id, note) values ($1, $2)', [1, 'one']);
    expect((await pg.query<{ id: number; note: string }>('select id, note from t where id = $1', [1])).rows).toEqual([{ id: 1, note: 'one' }]);
    expect((await pg.query('select id, note from t where id = $1', [1], { rowMode: 'array' })).rows).toEqual([[1, 'one']]);
  });

  it('keeps timestamps as text when the caller passes parsers for them (as Drizzle does), and as Dates otherwise', async () => {
    const text = await pg.query<[string]>('select at from t where id = 1', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(typeof text.rows[0]![0]).toBe('string');
    const parsed = await pg.query<{ at: Date }>('select at from t where id = 1');
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
  });

  it("rebuilds the driver's error with its SQLSTATE, so unique violations are recognised", async () => {
    const err = await pg.query('insert into t (id, note) values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(postgresCode(err)).toBe('23505');
    expect((err as { constraint?: string }).constraint).toBe('t_pkey');
  });

  it('commits a transaction that returns, rolls back one that throws, and passes the error on', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (2, $1)', ['two']);
    });
    const err = await pg
      .transaction(async (tx) => {
        await tx.query('insert into t (id, note) values (3, $1)', ['three']);
        throw new Error('refused');
      })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('refused');
    expect((await pg.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('makes a statement outside a transaction wait for it to end (one connection, as PGlite)', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = pg.transaction(async (t) => {
      await t.query('update t set note = $1 where id = 1', ['in tx']);
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = pg.query<{ note: string }>('select note from t where id = 1').then((r) => {
      order.push('outside read');
      return r.rows[0]!.note;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toBe('in tx');
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('runs several statements with exec', async () => {
    const results = await pg.exec('select 1 as a; select 2 as b');
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('reads the same store PGlite opens directly once closed', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'backlay-pglite-remote-'));
    try {
      const remote = await PGliteRemote.create(path.join(other, 'pglite'), {});
      await remote.exec("create table kept (v text); insert into kept values ('durable')");
      await remote.close();
      await expect(remote.query('select 1')).rejects.toThrow(/closed/);
      const direct = await PGlite.create(path.join(other, 'pglite'));
      expect((await direct.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'durable' }]);
      await direct.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
