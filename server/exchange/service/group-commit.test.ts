import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { openDatabase, type Database, type Db } from '../db/client';
import { GroupCommit, type Outcome, type Rehearsal } from './group-commit';
import { KeyedMutex } from './keyed-mutex';

interface Job {
  id: number;
  key: string;
  rehearsal?: Rehearsal;
}

describe('GroupCommit', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-group-commit-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await database.db.execute(sql`create table gc_test (id int primary key)`);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const ids = async () => ((await database.db.execute(sql`select id from gc_test order by id`)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));

  /** A batch inserts its jobs' ids in one statement; a negative id is refused on its own. */
  function committer(db: Db, locks = new KeyedMutex()) {
    const batches: number[][] = [];
    const repaired: number[][] = [];
    const reported: number[] = [];
    const commits = new GroupCommit<Job, number>({
      db,
      locks,
      keysOf: (job) => [job.key],
      run: async (tx, jobs) => {
        batches.push(jobs.map((j) => j.id));
        const outcomes: Array<Outcome<number>> = jobs.map((j) => (j.id < 0 ? { ok: false, error: new Error(`refused ${j.id}`) } : { ok: true, value: j.id }));
        const good = jobs.filter((j) => j.id >= 0);
        if (good.length) await tx.execute(sql.raw(`insert into gc_test values ${good.map((j) => `(${j.id})`).join(', ')}`));
        return outcomes;
      },
      repair: async (jobs) => void repaired.push(jobs.map((j) => j.id)),
      rehearsalOf: (job) => job.rehearsal ?? null,
      onBatch: (size) => void reported.push(size),
    });
    return { commits, batches, repaired, reported };
  }

  it('writes jobs that arrive together in one transaction, refuses one alone, and answers after the commit', async () => {
    const { commits, batches } = committer(database.db);
    const answered: number[] = [];
    const a = commits.submit({ id: 1, key: 'm1' }).then((v) => (answered.push(v), v));
    const b = commits.submit({ id: -1, key: 'm1' });
    const c = commits.submit({ id: 2, key: 'm2' }).then((v) => (answered.push(v), v));
    await expect(b).rejects.toThrow('refused -1');
    expect(await Promise.all([a, c])).toEqual([1, 2]);
    expect(batches).toEqual([[1, -1, 2]]);
    expect(await ids()).toEqual([1, 2]);
    // Jobs submitted while a batch is being written go in the next one.
    const d = commits.submit({ id: 3, key: 'm1' });
    await Promise.resolve();
    const e = commits.submit({ id: 4, key: 'm1' });
    expect(await Promise.all([d, e])).toEqual([3, 4]);
    expect(await ids()).toEqual([1, 2, 3, 4]);
  });

  it('waits for the locks its jobs need before it opens the transaction', async () => {
    const locks = new KeyedMutex();
    const { commits } = committer(database.db, locks);
    let release!: () => void;
    const held = locks.run(['m9'], () => new Promise<void>((r) => (release = r)));
    let done = false;
    const job = commits.submit({ id: 9, key: 'm9' }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    release();
    await held;
    await job;
    expect(await ids()).toContain(9);
  });

  it('fails every job of a batch whose transaction fails, and repairs them', async () => {
    const failing = {
      transaction: (fn: (tx: Db) => Promise<unknown>) =>
        database.db.transaction(async (tx) => {
          await fn(tx as unknown as Db);
          throw new Error('commit refused');
        }),
    } as unknown as Db;
    const { commits, repaired } = committer(failing);
    const x = commits.submit({ id: 10, key: 'm1' });
    const y = commits.submit({ id: 11, key: 'm2' });
    await expect(x).rejects.toThrow('commit refused');
    await expect(y).rejects.toThrow('commit refused');
    expect(repaired).toEqual([[10, 11]]);
    expect(await ids()).not.toContain(10);
  });

  it("rehearses: a rehearsal's jobs batch apart from real ones, run on its scratch rows, are answered, and leave nothing", async () => {
    const { commits, batches, repaired, reported } = committer(database.db);
    const events: string[] = [];
    // The scratch row the rehearsal's jobs need (here: one more id), written first on each of its batches.
    const rehearsal: Rehearsal = {
      prepare: async (tx) => {
        events.push('prepare');
        await tx.execute(sql`insert into gc_test values (1000)`);
      },
      reset: () => void events.push('reset'),
    };
    const seenInside: number[][] = [];
    const probe = { ...rehearsal, prepare: async (tx: Db) => {
      await rehearsal.prepare(tx);
      seenInside.push(((await tx.execute(sql`select id from gc_test where id >= 1000 order by id`)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
    } };
    // Arriving together, interleaved: a real job, two rehearsed (one refused alone), a real one, a rehearsed one.
    const real1 = commits.submit({ id: 20, key: 'm1' });
    const r1 = commits.submit({ id: 1001, key: 'm1', rehearsal: probe });
    const r2 = commits.submit({ id: -1002, key: 'm1', rehearsal: probe });
    const real2 = commits.submit({ id: 21, key: 'm2' });
    const r3 = commits.submit({ id: 1003, key: 'm2', rehearsal: probe });
    expect(await Promise.all([real1, r1, real2, r3])).toEqual([20, 1001, 21, 1003]);
    await expect(r2).rejects.toThrow('refused -1002');
    // Batches of one kind each, in arrival order; a rehearsal's saw its scratch row, and its jobs' writes went with it.
    expect(batches).toEqual([[20], [1001, -1002], [21], [1003]]);
    expect(seenInside).toEqual([[1000], [1000]]);
    expect(events).toEqual(['prepare', 'reset', 'prepare', 'reset']);
    const kept = await ids();
    expect(kept).toEqual(expect.arrayContaining([20, 21]));
    expect(kept.filter((id) => id >= 1000)).toEqual([]);
    // Only the real batches were reported (the batch metrics) and nothing was repaired.
    expect(reported).toEqual([1, 1]);
    expect(repaired).toEqual([]);
  });

  it("fails a rehearsal's jobs when its batch fails, and resets it instead of repairing", async () => {
    const { commits, repaired, reported } = committer(database.db);
    let resets = 0;
    const rehearsal: Rehearsal = {
      prepare: async (tx) => void (await tx.execute(sql`insert into gc_test values (2000), (2000)`)),
      reset: () => void (resets += 1),
    };
    await expect(commits.submit({ id: 2001, key: 'm1', rehearsal })).rejects.toThrow();
    expect(resets).toBe(1);
    expect(repaired).toEqual([]);
    expect(reported).toEqual([]);
    expect((await ids()).filter((id) => id >= 2000)).toEqual([]);
  });
});
