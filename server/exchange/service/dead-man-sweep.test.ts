/**
 * The dead-man sweep of a cluster (issue #33): a switch armed on a process that died before its
 * deadline is fired by another process sharing the store, once — of a late timer and several
 * sweepers only one takes the switch (claimSwitch). Two DeadManSwitches over one store stand for two
 * exchange processes; the whole path on a real cluster is tests/cluster/dead-man.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { manualClock } from '../http/betfair/test-client';
import { DeadManSwitches, SWEEP_GRACE_MS, SWEEP_INTERVAL_MS } from './dead-man';
import { copyMigratedStore } from '../../../tests/support/pglite-template';

describe('dead-man switches shared by several processes', () => {
  let dir: string;
  let database: Database;
  let demoId: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-dead-man-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    const [demo] = await database.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'demo'));
    demoId = demo!.userId;
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fires a switch whose holder died, once, though every live process sweeps and a late timer fires too', async () => {
    const clock = manualClock();
    const fired: string[] = [];
    const processNamed = (name: string) => new DeadManSwitches(database.db, async () => {
      fired.push(name);
      return { cancelled: 2, failed: 0 };
    }, clock);
    const holder = processNamed('holder');
    const [a, b] = [processNamed('a'), processNamed('b')];
    await holder.heartbeat(demoId, 10);
    // The holder dies before the deadline: its timer never runs.
    await holder.close();
    a.sweepLapsed();
    b.sweepLapsed();
    // A late timer of the same deadline (a process restored it from the store) races the sweepers.
    const late = processNamed('late');
    await late.restore();
    clock.advance(10_000 + SWEEP_GRACE_MS + SWEEP_INTERVAL_MS);
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 30_000, interval: 50 });
    // More sweeps find nothing left to fire.
    for (let i = 0; i < 3; i++) {
      clock.advance(SWEEP_INTERVAL_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all([a.close(), b.close(), late.close()]);
    expect(fired).toHaveLength(1);
    expect(await a.heartbeat(demoId, 0)).toEqual({ actionPerformed: 'ALL_BETS_CANCELLED', actualTimeoutSeconds: 0 });
  });

  it('a sweeper leaves a switch alone while its deadline has not passed by the grace, and once a heartbeat moved it', async () => {
    const clock = manualClock();
    let fired = 0;
    const sweeper = new DeadManSwitches(database.db, async () => {
      fired += 1;
      return { cancelled: 0, failed: 0 };
    }, clock);
    const holder = new DeadManSwitches(database.db, async () => ({ cancelled: 0, failed: 0 }), clock);
    // The sweeper's next round is scheduled (its last one finished): the only timer left on the clock.
    const nextSweepScheduled = () => vi.waitFor(() => expect(clock.pending()).toBe(1), { timeout: 30_000, interval: 20 });
    await holder.heartbeat(demoId, 10);
    await holder.close();
    sweeper.sweepLapsed();
    await nextSweepScheduled();
    clock.advance(10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fired).toBe(0);
    // A heartbeat elsewhere moves the deadline before the sweep would take it.
    const other = new DeadManSwitches(database.db, async () => ({ cancelled: 0, failed: 0 }), clock);
    await other.heartbeat(demoId, 60);
    await other.close();
    await nextSweepScheduled();
    clock.advance(SWEEP_GRACE_MS + SWEEP_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fired).toBe(0);
    // Past the moved deadline (and the grace) the sweeper fires it.
    await nextSweepScheduled();
    clock.advance(60_000);
    await vi.waitFor(() => expect(fired).toBe(1), { timeout: 30_000, interval: 50 });
    await sweeper.close();
  });
});
