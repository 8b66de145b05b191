/**
 * The dead-man switch shared by several exchange processes (issue #33), each a DeadManSwitches over
 * one store, on PGlite and on a real PostgreSQL:
 *  - presence is one truth: a connection opened through one process and closed through another arms
 *    the web switch; a bettor still connected on another gateway is not disconnected; a gateway that
 *    falls silent past PRESENCE_LAPSE_MS (killed -9) leaves its bettors disconnected, and their switch fires;
 *  - after a restart, an overdue switch waits until its process can reach every market's owner (canFire);
 *  - a claim is a lease: a process that claimed a firing and died before recording it leaves the switch
 *    to a sweeper once CLAIM_LEASE_MS has passed; until then nobody fires it twice.
 * The whole path on a real cluster (graphql-ws through gateways, NATS): tests/cluster/web-presence.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { describeOnPostgres } from '../../../tests/support/stores';
import { PRESENCE_LAPSE_MS } from '../../cluster/presence-timing';
import { openDatabase, type Database } from '../db/client';
import { switchOf } from '../db/queries/dead-man';
import { deadManSwitches, presenceConnections, presenceGateways, users } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { manualClock } from '../http/betfair/test-client';
import { CLAIM_LEASE_MS, DeadManSwitches, SWEEP_GRACE_MS, SWEEP_INTERVAL_MS } from './dead-man';

const WAIT = { timeout: 60_000, interval: 20 };
const WEB_TIMEOUT_SECONDS = 5;
const GATEWAY_A = 'gateway-a-0123456789abcdefghij';
const GATEWAY_B = 'gateway-b-0123456789abcdefghij';

function contract(store: () => Database | null, enabled: boolean) {
  let demoId = '';
  let round = 0;
  const db = () => store()!.db;
  const open: DeadManSwitches[] = [];
  const runs = () => enabled;

  /** A process: its switches over the shared store, counting what it fired. */
  function processOn(clock: ReturnType<typeof manualClock>, cancel: () => Promise<{ cancelled: number; failed: number }> = async () => ({ cancelled: 1, failed: 0 }), canFire?: () => boolean) {
    const fired: string[] = [];
    const switches = new DeadManSwitches(db(), async (userId) => {
      fired.push(userId);
      return cancel();
    }, clock, WEB_TIMEOUT_SECONDS, canFire);
    open.push(switches);
    return { switches, fired };
  }
  /** Fresh connection ids per test (the store is shared by the file's tests). */
  const connection = (name: string) => `${name}-${round}-0123456789abcdefghijklmn`;

  beforeAll(async () => {
    if (!runs()) return;
    await seedIfEmpty(db());
    const [demo] = await db().select({ userId: users.userId }).from(users).where(eq(users.userName, 'demo'));
    demoId = demo!.userId;
    await db().update(users).set({ cancelOnDisconnect: true }).where(eq(users.userId, demoId));
  });

  afterAll(async () => {
    // A process "crashed" mid-firing never ends its firing: only the others are closed.
    await Promise.all(open.filter((s) => !crashed.has(s)).map((s) => s.close()));
  });
  const crashed = new Set<DeadManSwitches>();

  // Each test from no connection and no armed switch (the store is shared by the file's tests).
  beforeEach(async () => {
    if (!runs()) return;
    await db().delete(presenceConnections);
    await db().delete(presenceGateways);
    await db().update(deadManSwitches).set({ deadline: null, claimedBy: null, claimedAt: null, lastAction: null });
  });

  const armed = async () => (await switchOf(db(), demoId, 'web'))?.deadline ?? null;

  it.runIf(runs())('a connection opened through one process and closed through another arms the switch there; it fires after the web timeout', async () => {
    round += 1;
    const clock = manualClock();
    const a = processOn(clock);
    const b = processOn(clock);
    await a.switches.connected(demoId, connection('tab'), GATEWAY_A);
    await b.switches.disconnected(connection('tab'));
    expect(await armed()).toBe(clock.now() + WEB_TIMEOUT_SECONDS * 1000);
    clock.advance(WEB_TIMEOUT_SECONDS * 1000);
    await vi.waitFor(() => expect(b.fired).toEqual([demoId]), WAIT);
    await vi.waitFor(async () => expect(await armed()).toBeNull(), WAIT);
    expect(a.fired).toEqual([]);
  });

  it.runIf(runs())('a bettor connected on two gateways who closes one stays connected: nothing is armed, wherever the close lands', async () => {
    round += 1;
    const clock = manualClock();
    const a = processOn(clock);
    const b = processOn(clock);
    await a.switches.connected(demoId, connection('on-a'), GATEWAY_A);
    await b.switches.connected(demoId, connection('on-b'), GATEWAY_B);
    await b.switches.disconnected(connection('on-a'));
    await a.switches.disconnected(connection('unknown'));
    expect(await armed()).toBeNull();
    // Gateway B beats; A's connection is gone anyway: well past the web timeout, still nothing.
    clock.advance(PRESENCE_LAPSE_MS / 2);
    expect(await a.switches.gatewayAlive(GATEWAY_B)).toBe(true);
    clock.advance(WEB_TIMEOUT_SECONDS * 1000);
    await b.switches.disconnected(connection('unknown-2'));
    expect(await armed()).toBeNull();
    expect([...a.fired, ...b.fired]).toEqual([]);
    // The last one closes: armed.
    await a.switches.disconnected(connection('on-b'));
    expect(await armed()).not.toBeNull();
    await a.switches.connected(demoId, connection('back'), GATEWAY_A);
    expect(await armed()).toBeNull();
  });

  it.runIf(runs())('a gateway gone silent (killed -9) past the lapse: a sweeper counts its bettors disconnected and their switch fires; it is then unknown', async () => {
    round += 1;
    const clock = manualClock();
    const sweeper = processOn(clock);
    const holder = processOn(clock);
    const gateway = `gateway-dies-${round}-0123456789abcdef`;
    await holder.switches.connected(demoId, connection('tab'), gateway);
    sweeper.switches.sweepLapsed();
    const nextSweepScheduled = () => vi.waitFor(() => expect(clock.pending()).toBe(1), WAIT);
    await nextSweepScheduled();
    // Beats keep it alive past the lapse.
    for (let t = 0; t < 2 * PRESENCE_LAPSE_MS; t += SWEEP_INTERVAL_MS) {
      if (t % (PRESENCE_LAPSE_MS / 2) === 0) expect(await holder.switches.gatewayAlive(gateway)).toBe(true);
      clock.advance(SWEEP_INTERVAL_MS);
      await nextSweepScheduled();
    }
    expect(await armed()).toBeNull();
    // Then it dies: no more beats. Past the lapse, the next sweep drops it and arms the switch (with the sweeper's own timer).
    clock.advance(PRESENCE_LAPSE_MS + SWEEP_INTERVAL_MS);
    await vi.waitFor(async () => expect(await armed()).not.toBeNull(), WAIT);
    await vi.waitFor(() => expect(clock.pending()).toBe(2), WAIT);
    clock.advance(WEB_TIMEOUT_SECONDS * 1000);
    await vi.waitFor(() => expect(sweeper.fired).toEqual([demoId]), WAIT);
    expect(holder.fired).toEqual([]);
    // Back from a partition, the gateway hears it is unknown (and announces its connections again).
    expect(await holder.switches.gatewayAlive(gateway)).toBe(false);
  });

  it.runIf(runs())('a claim is a lease: the claimer dies mid-firing, a sweeper fires the switch once the lease has run out, not before', async () => {
    round += 1;
    const clock = manualClock();
    let claimed!: () => void;
    const claimedNow = new Promise<void>((resolve) => (claimed = resolve));
    // The claimer's cancel never ends: it died after claiming, before recording.
    const claimer = processOn(clock, () => {
      claimed();
      return new Promise(() => {});
    });
    crashed.add(claimer.switches);
    const sweeper = processOn(clock);
    await claimer.switches.heartbeat(demoId, 10);
    clock.advance(10_000);
    await claimedNow;
    sweeper.switches.sweepLapsed();
    const nextSweepScheduled = () => vi.waitFor(() => expect(clock.pending()).toBe(1), WAIT);
    await nextSweepScheduled();
    // Within the lease: every sweep leaves it to its claimer.
    for (let t = 0; t < CLAIM_LEASE_MS - SWEEP_INTERVAL_MS; t += SWEEP_INTERVAL_MS) {
      clock.advance(SWEEP_INTERVAL_MS);
      await nextSweepScheduled();
    }
    expect(sweeper.fired).toEqual([]);
    expect((await switchOf(db(), demoId, 'api'))?.deadline).not.toBeNull();
    // Past it (and the grace): the sweeper fires it, once, and the next heartbeat reports it.
    clock.advance(SWEEP_GRACE_MS + 2 * SWEEP_INTERVAL_MS);
    await vi.waitFor(() => expect(sweeper.fired).toEqual([demoId]), WAIT);
    await vi.waitFor(async () => expect((await switchOf(db(), demoId, 'api'))?.deadline).toBeNull(), WAIT);
    for (let i = 0; i < 3; i++) {
      await nextSweepScheduled();
      clock.advance(CLAIM_LEASE_MS);
    }
    await nextSweepScheduled();
    expect(sweeper.fired).toEqual([demoId]);
    expect(await sweeper.switches.heartbeat(demoId, 0)).toEqual({ actionPerformed: 'ALL_BETS_CANCELLED', actualTimeoutSeconds: 0 });
  });

  it.runIf(runs())('after a restart an overdue switch waits until the process can reach every owner, neither its timer nor its sweep firing before', async () => {
    round += 1;
    const clock = manualClock();
    const before = processOn(clock);
    await before.switches.heartbeat(demoId, 10);
    await before.switches.close();
    // Restarted 15 s later: the bus route is not wired yet.
    clock.advance(15_000);
    let routed = false;
    const restarted = processOn(clock, undefined, () => routed);
    await restarted.switches.restore();
    restarted.switches.sweepLapsed();
    for (let i = 0; i < 5; i++) {
      clock.advance(SWEEP_INTERVAL_MS);
      await vi.waitFor(() => expect(clock.pending()).toBe(2), WAIT);
    }
    expect(restarted.fired).toEqual([]);
    expect((await switchOf(db(), demoId, 'api'))?.deadline).not.toBeNull();
    routed = true;
    clock.advance(SWEEP_INTERVAL_MS);
    await vi.waitFor(() => expect(restarted.fired).toEqual([demoId]), WAIT);
    await vi.waitFor(async () => expect((await switchOf(db(), demoId, 'api'))?.deadline).toBeNull(), WAIT);
    await restarted.switches.heartbeat(demoId, 0);
  });
}

describe('dead-man switches over one store, several processes (PGlite)', () => {
  let dir: string;
  let database: Database | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-dead-man-presence-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  contract(() => database, true);
});

describeOnPostgres('dead-man switches over one store, several processes', (pg) => {
  let database: Database | null = null;
  beforeAll(async () => {
    if (pg) database = await openDatabase({ dataDir: '', databaseUrl: pg.url });
  });
  afterAll(async () => {
    await database?.close();
    await pg?.stop();
  });
  contract(() => database, pg !== null);
});
