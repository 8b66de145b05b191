import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { GroupCommit, type Outcome } from '../service/group-commit';
import { KeyedMutex } from '../service/keyed-mutex';
import { openDatabase, type Database } from './client';

/** Each flush of the store's files while `work` runs, in order, as paths under the store and marks. */
async function flushesDuring<T>(work: (mark: (label: string) => void) => Promise<T>): Promise<{ value: T; log: string[] }> {
  const log: string[] = [];
  const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation(function (this: unknown, fd: number) {
    let target = String(fd);
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      // not Linux: the fd number stands
    }
    log.push(`fsync ${target.replace(/^.*\/pglite\//, '')}`);
  });
  try {
    const value = await work((label) => log.push(label));
    return { value, log };
  } finally {
    spy.mockRestore();
  }
}

describe('the durable PGlite store (PGLITE_FSYNC on, the default)', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-durable-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await database.db.execute(sql`create table durable_test (id int primary key)`);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs Postgres with fsync on and flushes the WAL with fsync', async () => {
    const show = async (name: string) => ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Array<Record<string, string>> }).rows[0]?.[name];
    expect(await show('fsync')).toBe('on');
    expect(await show('wal_sync_method')).toBe('fsync');
  });

  it('flushes the WAL once per group-commit batch, before any bet of the batch is answered', async () => {
    const commits = new GroupCommit<number, number>({
      db: database.db,
      locks: new KeyedMutex(),
      keysOf: (id) => [`k${id % 3}`],
      run: async (tx, jobs) => {
        // One statement per job, as a batch of bets writes several rows per bet.
        for (const id of jobs) await tx.execute(sql.raw(`insert into durable_test values (${id})`));
        return jobs.map((id): Outcome<number> => ({ ok: true, value: id }));
      },
      repair: async () => {},
    });
    const { log } = await flushesDuring(async (mark) => {
      for (const first of [0, 100]) {
        const batch = Array.from({ length: 40 }, (_, i) => first + i);
        await Promise.all(batch.map((id) => commits.submit(id).then(() => mark(`answered ${id}`))));
      }
    });
    // Two batches of 40: each one flush of the WAL, and it comes before the batch's first answer.
    const flushes = log.filter((line) => line.startsWith('fsync'));
    expect(flushes).toHaveLength(2);
    for (const f of flushes) expect(f).toMatch(/^fsync .*pg_wal\/[0-9A-F]{24}$/);
    const firstAnswers = [log.indexOf('answered 0'), log.indexOf('answered 100')];
    expect(log.indexOf(flushes[0]!)).toBeLessThan(firstAnswers[0]!);
    expect(log.lastIndexOf(flushes[1]!)).toBeLessThan(firstAnswers[1]!);
    expect(log.lastIndexOf(flushes[1]!)).toBeGreaterThan(log.indexOf('answered 39'));
  });

  it('PGLITE_FSYNC=off opens a store that does not flush', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'backlay-durable-off-'));
    await copyMigratedStore(other);
    const relaxed = await openDatabase({ dataDir: other, durable: false });
    try {
      const { log } = await flushesDuring(async () => {
        await relaxed.db.execute(sql`create table relaxed_test (id int)`);
        await relaxed.db.execute(sql`insert into relaxed_test values (1)`);
      });
      expect(log).toEqual([]);
    } finally {
      await relaxed.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
