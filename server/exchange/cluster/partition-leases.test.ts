/**
 * Partition leases (issue #33): the share rule as a pure function, and on a real PostgreSQL three
 * processes' leases on separate owner connections — all 32 partitions shared out with none held twice,
 * a process whose connection is killed loses its partitions to the others (which take them over) and
 * can write nothing, and a process whose lease loop keeps running rejoins afterwards.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeOnPostgres } from '../../../tests/support/stores';
import { PARTITIONS, partitionOf } from '../../bus/subjects';
import { openDatabase, type Database } from '../db/client';
import { leaseGiveBacks, leaseRebuildTimeouts } from '../../metrics/registry';
import { ServiceError } from '../service/errors';
import { OWNER_APPLICATION_PREFIX, OwnerConnection } from './owner-connection';
import { GIVE_BACK_HOLD_FIRST, GIVE_BACK_HOLD_MAX, GIVE_BACK_JUDGE_MAX, GiveBackPacer, LEASE_LOCK_CLASS, leaseTargets, ORPHAN_INTERVALS, orphansOf, PartitionLeases, plan, preferenceOrder, shortOfTarget, type LeaseCensus, type PartitionLeasesOptions } from './partition-leases';

const census = (holdings: Record<string, number[]>): LeaseCensus => ({
  holdings: new Map(Object.entries(holdings)),
  taken: new Set(Object.values(holdings).flat()),
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
/** The lease loop's interval, ms (its default). */
const INTERVAL = 500;

describe('the share rule', () => {
  it('gives the busiest ceil(32 / live) (plan always counts the process itself among the live)', () => {
    const busiest = (live: number) => Math.max(...leaseTargets(Array.from({ length: live }, (_, i) => `p${i}`)).values());
    expect([1, 2, 3, 4, 5, 32, 40].map(busiest)).toEqual([32, 16, 11, 8, 7, 1, 1]);
  });

  it('a lone process takes every free partition, in its own order', () => {
    const order = preferenceOrder(7);
    expect(plan('a', [], census({ a: [] }), order, new Set())).toEqual({ take: order, giveBack: [], target: 32, receivers: [] });
  });

  it('a process above its target gives back, one a round, last-preferred first, only while another holds less than its own', () => {
    const order = preferenceOrder(0);
    const joined = plan('a', range(0, 32), census({ a: range(0, 32), b: [] }), order, new Set());
    expect(joined).toEqual({ take: [], giveBack: [31], target: 16, receivers: ['b'] });
    expect(plan('a', range(0, 31), census({ a: range(0, 31), b: [31] }), order, new Set())).toEqual({ take: [], giveBack: [30], target: 16, receivers: ['b'] });
    // b took its 16: nobody starves, a keeps what it has.
    expect(plan('a', range(0, 16), census({ a: range(0, 16), b: range(16, 32) }), order, new Set())).toEqual({ take: [], giveBack: [], target: 16, receivers: [] });
    // Three processes: 11 + 11 + 10 is stable.
    expect(plan('a', range(0, 11), census({ a: range(0, 11), b: range(11, 22), c: range(22, 32) }), order, new Set())).toEqual({ take: [], giveBack: [], target: 11, receivers: [] });
    // 12 + 10 + 10 is not (it was, while only a process below ⌊32 / 3⌋ = 10 made another give back): a gives one back and
    // b, below its target (leaseTargets: a 11, b 11, c 10), takes it; a, at its target, does not want it again.
    const uneven = census({ a: range(0, 12), b: range(12, 22), c: range(22, 32) });
    expect(plan('a', range(0, 12), uneven, order, new Set())).toEqual({ take: [], giveBack: [11], target: 11, receivers: ['b'] });
    const given = { holdings: new Map([['a', range(0, 11)], ['b', range(12, 22)], ['c', range(22, 32)]]), taken: new Set([...range(0, 11), ...range(12, 32)]) };
    expect(plan('b', range(12, 22), given, preferenceOrder(12), new Set())).toEqual({ take: [11], giveBack: [], target: 11, receivers: [] });
    expect(plan('a', range(0, 11), given, order, new Set())).toEqual({ take: [], giveBack: [], target: 11, receivers: [] });
  });

  /**
   * Rounds of the rule as the lease loop runs them, one every INTERVAL ms: each round every process, in turn, looks at
   * the partitions free (its orphans: free ORPHAN_INTERVALS), tells its GiveBackPacer, plans against the census as the others left it
   * and acts; a partition two try for goes to the first. `stuck` processes are live but take nothing (their locks
   * or rebuilds fail, or they are paused).
   */
  const settle = (start: Record<string, number[]>, stuck: ReadonlySet<string> = new Set(), rounds = 200) => {
    const holdings = new Map(Object.entries(start).map(([id, held]) => [id, [...held]]));
    const orders = new Map([...holdings.keys()].map((id, i) => [id, preferenceOrder((i * 7) % PARTITIONS)]));
    const pacers = new Map([...holdings.keys()].map((id) => [id, new GiveBackPacer(INTERVAL)]));
    const freeSince = new Map([...holdings.keys()].map((id) => [id, new Map<number, number>()]));
    let lastMove = 0;
    const movesIn: number[] = [];
    const unserved: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      let moves = 0;
      for (const [id, mine] of holdings) {
        const taken = new Set([...holdings.values()].flat());
        const orphans = orphansOf({ holdings, taken }, freeSince.get(id)!, round * INTERVAL, INTERVAL);
        const pacer = pacers.get(id)!;
        pacer.observe({ holdings, taken }, round * INTERVAL);
        const { take, giveBack, receivers } = plan(id, mine, { holdings, taken }, orders.get(id)!, orphans, pacer.mayGiveBack);
        const got = stuck.has(id) ? [] : take.filter((p) => !taken.has(p));
        for (const p of giveBack) pacer.gave(p, receivers);
        moves += got.length + giveBack.length;
        holdings.set(id, [...mine.filter((p) => !giveBack.includes(p)), ...got]);
      }
      if (moves > 0) lastMove = round;
      movesIn.push(moves);
      unserved.push(PARTITIONS - new Set([...holdings.values()].flat()).size);
    }
    return { counts: new Map([...holdings].map(([id, held]) => [id, held.length])), lastMove, movesIn, unserved };
  };

  it('rounds of the rule settle, however processes join, at the even split (leaseTargets), and nothing moves after', () => {
    for (let live = 1; live <= 9; live++) {
      const ids = Array.from({ length: live }, (_, i) => `backlay-exchange:host:${1000 + i * 37}:x`);
      const joinedOne = Object.fromEntries(ids.map((id, i) => [id, i === 0 ? range(0, PARTITIONS) : []]));
      const allButOne = Object.fromEntries(ids.map((id, i) => [id, i === 0 ? [] : range(0, PARTITIONS).filter((p) => p % Math.max(1, live - 1) === i - 1)]));
      for (const start of [joinedOne, allButOne]) {
        const { counts, lastMove } = settle(start);
        expect(counts, `${live} processes`).toEqual(leaseTargets(ids));
        // One process joining 8 others that hold everything takes its 3 or 4 in as many rounds, not more.
        expect(lastMove).toBeLessThan(50);
      }
      expect(Math.max(...leaseTargets(ids).values())).toBe(Math.ceil(PARTITIONS / live));
      expect(Math.min(...leaseTargets(ids).values())).toBe(Math.floor(PARTITIONS / live));
    }
    // What the rule before stop 67 left settled: 12 + 10 + 10 with 3 processes, 7 × 4 + 4 with 5.
    expect([...settle({ a: range(0, 12), b: range(12, 22), c: range(22, 32) }).counts.values()]).toEqual([11, 11, 10]);
    expect([...settle({ a: range(0, 7), b: range(7, 14), c: range(14, 21), d: range(21, 28), e: range(28, 32) }).counts.values()]).toEqual([7, 7, 6, 6, 6]);
  });

  it('a live process that takes nothing costs the others a partition now and then, never a share of the markets', () => {
    // Before stop 68 a and b gave back to c round after round and took the orphans back: 6–8 of 32 unserved at any moment, 3 moves a round.
    const { counts, movesIn, unserved } = settle({ a: range(0, 16), b: range(16, 32), c: [] }, new Set(['c']), 400);
    expect(counts.get('c')).toBe(0);
    // The first give-backs go one a round before the first is seen wasted (ORPHAN_INTERVALS): that many each, and one more.
    expect(Math.max(...unserved)).toBeLessThanOrEqual(2 * (ORPHAN_INTERVALS + 1));
    // Then one at a time, each held off longer: at most one a giver is free, and seldom.
    expect(Math.max(...unserved.slice(2 * ORPHAN_INTERVALS + 4))).toBeLessThanOrEqual(2);
    expect(unserved.slice(200).filter((n) => n > 0).length).toBeLessThanOrEqual(20);
    // The holds grow to GIVE_BACK_HOLD_MAX rounds: over the last 200 rounds, each giver gives one back and takes it back at most twice.
    expect(movesIn.slice(200).reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(8);
  });

  it('GiveBackPacer: one a round while they work; one wasted holds the next off, doubling, then one at a time; a change in who is live ends the hold', () => {
    const pacer = new GiveBackPacer(INTERVAL);
    let now = 0;
    /** The next round's census, INTERVAL later. */
    const round = (holdings: Record<string, number[]>) => pacer.observe(census(holdings), (now += INTERVAL));
    const before = census({ a: range(0, 16), b: range(16, 32), c: [] });
    expect(shortOfTarget('a', before)).toEqual(['c']);
    pacer.observe(before, now);
    expect(pacer.mayGiveBack).toBe(true);
    pacer.gave(15, ['c']);
    // Not judged yet: the next may go all the same.
    round({ a: range(0, 15), b: range(16, 32), c: [] });
    expect(pacer.mayGiveBack).toBe(true);
    pacer.gave(14, ['c']);
    // c holds both when they are judged (ORPHAN_INTERVALS after each): they worked.
    for (let t = 0; t < ORPHAN_INTERVALS; t++) round({ a: range(0, 14), b: range(16, 32), c: [14, 15] });
    expect(pacer.mayGiveBack).toBe(true);
    // A burst of rounds (a release nudges every process into one) is not time: nothing is judged by it.
    pacer.gave(13, ['c']);
    for (let t = 0; t < 10; t++) pacer.observe(census({ a: range(0, 13), b: range(16, 32), c: [14, 15] }), (now += 1));
    expect(pacer.mayGiveBack).toBe(true);
    // Free when judged, or held by a process it was not for, or by c a moment and then let go (its rebuild failed):
    // wasted, held off GIVE_BACK_HOLD_FIRST rounds, then twice that, …
    const holdAfter = (between: Record<string, number[]>, judged: Record<string, number[]>) => {
      pacer.gave(13, ['c']);
      for (let t = 1; t < ORPHAN_INTERVALS; t++) round(between);
      round(judged);
      let held = 0;
      for (; !pacer.mayGiveBack && held < 1000; held++) round(judged);
      return held;
    };
    const free = { a: range(0, 13), b: range(16, 32), c: [14, 15] };
    expect(holdAfter(free, free)).toBe(GIVE_BACK_HOLD_FIRST);
    expect(holdAfter(free, { ...free, b: [...range(16, 32), 13] })).toBe(GIVE_BACK_HOLD_FIRST * 2);
    expect(holdAfter({ ...free, c: [13, 14, 15] }, free)).toBe(GIVE_BACK_HOLD_FIRST * 4);
    // After a waste, one at a time: the next waits until the last is judged, and one that worked ends the run of wastes.
    pacer.gave(12, ['c']);
    round({ ...free, a: range(0, 12) });
    expect(pacer.mayGiveBack).toBe(false);
    for (let t = 1; t < ORPHAN_INTERVALS; t++) round({ ...free, a: range(0, 12), c: [12, 14, 15] });
    expect(pacer.mayGiveBack).toBe(true);
    expect(holdAfter(free, free)).toBe(GIVE_BACK_HOLD_FIRST);
    for (let i = 0; i < 10; i++) holdAfter(free, free);
    expect(holdAfter(free, free)).toBe(GIVE_BACK_HOLD_MAX);
    // While c is busy taking partitions (its rebuild is slow) the judgement waits, up to GIVE_BACK_JUDGE_MAX rounds.
    holdAfter(free, free);
    const busy = (holdings: Record<string, number[]>) => pacer.observe({ ...census(holdings), busy: new Set(['c']) }, (now += INTERVAL));
    pacer.gave(13, ['c']);
    for (let t = 0; t < ORPHAN_INTERVALS + 5; t++) busy(free);
    expect(pacer.mayGiveBack).toBe(false);
    // Its round over, it has ORPHAN_INTERVALS more to take what it was given: judged then, on what it holds.
    for (let t = 1; t < ORPHAN_INTERVALS; t++) round({ ...free, c: [13, 14, 15] });
    expect(pacer.mayGiveBack).toBe(false);
    round({ ...free, c: [13, 14, 15] });
    expect(pacer.mayGiveBack).toBe(true);
    pacer.gave(13, ['c']);
    let waited = 1;
    for (; waited < 1000 && busy({ ...free, c: [14, 15] }).wasted === 0; waited++);
    expect(waited).toBe(GIVE_BACK_JUDGE_MAX);
    // A process joins: the hold ends.
    pacer.gave(13, ['c']);
    for (let t = 0; t < ORPHAN_INTERVALS; t++) round(free);
    expect(pacer.mayGiveBack).toBe(false);
    round({ ...free, d: [] });
    expect(pacer.mayGiveBack).toBe(true);
  });

  it('a process below its target takes only free partitions, up to the target', () => {
    const got = plan('c', [], census({ a: range(0, 11), b: range(11, 22), c: [] }), preferenceOrder(5), new Set());
    expect(got.take).toEqual(range(22, 32));
    const after = plan('b', range(11, 22), census({ a: range(0, 11), b: range(11, 22) }), preferenceOrder(0), new Set());
    expect(after.take).toEqual(range(22, 27)); // target 16: five more
  });

  it('an orphan (free for a while) is taken above the target; a partition someone holds never is', () => {
    const got = plan('a', range(0, 11), census({ a: range(0, 11), b: range(11, 22), c: range(22, 31) }), preferenceOrder(0), new Set([31, 5, 12]));
    expect(got).toEqual({ take: [31], giveBack: [], target: 11, receivers: [] });
  });

  it('the targets add up to every partition, the same whatever order the census lists the processes in', () => {
    const ids = ['backlay-exchange:b:2:x', 'backlay-exchange:a:9:y', 'backlay-exchange:c:1:z'];
    expect(leaseTargets(ids)).toEqual(new Map([['backlay-exchange:a:9:y', 11], ['backlay-exchange:b:2:x', 11], ['backlay-exchange:c:1:z', 10]]));
    expect(leaseTargets([...ids].reverse())).toEqual(leaseTargets(ids));
    expect(leaseTargets([])).toEqual(new Map());
  });
});

describe('without an owner connection (PGlite: one process)', () => {
  it('holds every partition, with no loop and no lock', async () => {
    const leases = new PartitionLeases({ owner: null, db: null as never });
    await leases.start();
    expect(leases.held()).toEqual(range(0, PARTITIONS));
    expect(leases.clustered).toBe(false);
    expect(() => leases.assertOwns(['41002.mo', 'any'])).not.toThrow();
    await leases.stop();
  });
});

/** Partition → the instance id that took it last, from lease_history. */
async function lastHolders(database: Database): Promise<Record<number, string>> {
  const result = (await database.db.execute(sql`select distinct on (partition) partition, holder from lease_history order by partition, seq desc`)) as unknown as {
    rows: Array<{ partition: number; holder: string }>;
  };
  return Object.fromEntries(result.rows.map((r) => [r.partition, r.holder]));
}

/** Partition → the instance id serving it now. */
function holdersNow(processes: ReadonlyArray<{ id: string; leases: PartitionLeases }>): Record<number, string> {
  return Object.fromEntries(processes.flatMap(({ id, leases }) => leases.held().map((p) => [p, id] as const)));
}

describeOnPostgres('on PostgreSQL', (pg) => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const o of opened.reverse()) await o.close().catch(() => {});
    await pg?.stop();
  });

  /** Generous: the machine may be loaded; nothing here is timed. */
  const WAIT = { timeout: 60_000, interval: 50 };
  /** Give-backs judged each way so far (backlay_partition_give_backs_total), in this process. */
  const giveBacks = async (outcome: 'taken' | 'wasted') => (await leaseGiveBacks.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;

  /** A fresh database on the test's server (the first test's processes may still hold their share of the default one): its URL and a store on it. */
  const freshDatabase = async (name: string): Promise<{ url: string; store: Database }> => {
    const admin = await openDatabase({ dataDir: '', databaseUrl: pg!.url, instanceId: `${name}-admin` });
    opened.push(admin);
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(pg!.url);
    url.pathname = `/${name}`;
    const store = await openDatabase({ dataDir: '', databaseUrl: url.toString(), instanceId: `${name}-store` });
    opened.push(store);
    return { url: url.toString(), store };
  };
  /** One process's leases on the database at `url`, its owner connection named `id`: started, and stopped after the file. */
  const startLeases = async (url: string, store: Database, id: string, options: Partial<PartitionLeasesOptions> = {}) => {
    const owner = await OwnerConnection.open(url, id);
    const leases = new PartitionLeases({ owner, db: store.db, ...options });
    opened.push({ close: async () => { await leases.stop(); await owner.close(); } });
    await leases.start();
    return { id, owner, leases };
  };

  it.runIf(pg !== null)('three processes share all 32 partitions, none held twice; a killed connection loses its partitions to the others and its writes', async () => {
    const database: Database = await openDatabase({ dataDir: '', databaseUrl: pg!.url, instanceId: 'leases-test-store' });
    opened.push(database);
    const processes: Array<{ id: string; owner: OwnerConnection; leases: PartitionLeases }> = [];
    for (const id of ['leases-a', 'leases-b', 'leases-c']) {
      const owner = await OwnerConnection.open(pg!.url, id);
      const leases = new PartitionLeases({ owner, db: database.db, intervalMs: 100 });
      opened.push({ close: async () => { await leases.stop(); await owner.close(); } });
      processes.push({ id, owner, leases });
    }
    // Sampled all along: two processes never serve one partition at once.
    const overlaps: string[] = [];
    const sampler = setInterval(() => {
      const seen = new Map<number, string>();
      for (const { id, leases } of processes) for (const p of leases.held()) {
        if (seen.has(p)) overlaps.push(`${p}: ${seen.get(p)} and ${id}`);
        seen.set(p, id);
      }
    }, 10);
    try {
      await Promise.all(processes.map((p) => p.leases.start()));
      const shared = () => processes.reduce((n, p) => n + p.leases.held().length, 0) === PARTITIONS && processes.every((p) => p.leases.held().length >= 10);
      // Settled at the even split (a moment of 12 + 10 + 10 on the way is a give-back not yet made).
      await vi.waitFor(() => expect(processes.map((p) => p.leases.held().length).sort(), 'the partitions shared out').toEqual([10, 11, 11]), WAIT);
      expect(shared()).toBe(true);
      const locks = (await database.db.execute(sql`select objid::int as p, count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${LEASE_LOCK_CLASS}::oid and objsubid = 2 and granted group by objid`)) as unknown as { rows: Array<{ p: number; n: number }> };
      expect(locks.rows).toHaveLength(PARTITIONS);
      expect(locks.rows.every((r) => r.n === 1)).toBe(true);
      // Each taking is in lease_history: a partition's last row names its holder.
      expect(await lastHolders(database)).toEqual(holdersNow(processes));

      // c's owner connection is cut from the server side: its locks go with it.
      const [a, b, c] = processes as [typeof processes[0], typeof processes[0], typeof processes[0]];
      const lost = c.leases.held();
      const marketOfC = Array.from({ length: 10_000 }, (_, i) => `m-${i}`).find((m) => lost.includes(partitionOf(m)))!;
      // Held back from c's lease loop while the test looks: its connection stays down meanwhile.
      const reconnect = c.owner.connect.bind(c.owner);
      let mayReconnect = false;
      c.owner.connect = async () => {
        if (!mayReconnect) throw new Error('held down by the test');
        return reconnect();
      };
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`${OWNER_APPLICATION_PREFIX}${c.id}`}`);
      const killedAt = Date.now();
      await vi.waitFor(() => expect(new Set([...a.leases.held(), ...b.leases.held()]).size, 'c’s partitions taken over by a and b').toBe(PARTITIONS), WAIT);
      console.info(`partitions of a killed owner connection taken over in ${Date.now() - killedAt} ms`);
      expect(c.leases.held()).toEqual([]);
      // c can write nothing for what it owned: refused at its fence, and its connection is gone.
      const refused = await c.leases.write(marketOfC, (tx) => tx.execute(sql`select 1`)).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).code).toBe('MARKET_NOT_OWNED');
      await expect(c.owner.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      expect(await lastHolders(database)).toEqual(holdersNow(processes));
      // The new owner writes it.
      const owner = a.leases.ownsMarket(marketOfC) ? a : b;
      await expect(owner.leases.write(marketOfC, (tx) => tx.execute(sql`select 1 as one`))).resolves.toBeDefined();

      // c comes back: the three share out again.
      mayReconnect = true;
      await vi.waitFor(() => expect(c.leases.held().length >= 10 && shared(), 'c back with its share').toBe(true), WAIT);

      // c leaves gracefully (SIGTERM): marked leaving, so a and b no longer count it while its connection
      // is still open, and its partitions handed to them one at a time, each taken at once (told, as the bus does).
      const unwire = c.leases.onReleased(() => {
        a.leases.nudge();
        b.leases.nudge();
      });
      await c.leases.handOver();
      unwire();
      expect(c.leases.held()).toEqual([]);
      expect(c.owner.alive).toBe(true);
      await vi.waitFor(() => expect(new Set([...a.leases.held(), ...b.leases.held()]).size, 'c’s partitions with a and b').toBe(PARTITIONS), WAIT);
      await vi.waitFor(() => expect([a.leases.census().live, b.leases.census().live], 'c not counted live once leaving').toEqual([2, 2]), WAIT);
      expect(overlaps).toEqual([]);
    } finally {
      clearInterval(sampler);
    }
  }, 240_000);

  it.runIf(pg !== null)('a process whose owner connection ends is noticed at once: its partitions are taken without waiting for a lease round', async () => {
    const { url, store } = await freshDatabase('leases_watch');
    // Rounds a minute apart: only the peer watch (and the others being told) can move a partition in time.
    const ROUND_MS = 60_000;
    const start = (id: string) => startLeases(url, store, id, { intervalMs: ROUND_MS });
    // c starts alone and takes every partition; a and b join, and with no round for a minute take none.
    const c = await start('watch-c');
    expect(c.leases.held()).toHaveLength(PARTITIONS);
    const a = await start('watch-a');
    const b = await start('watch-b');
    expect([a.leases.held(), b.leases.held()]).toEqual([[], []]);
    // As the cluster wiring does over the bus: a released partition makes the others run a round.
    for (const from of [a, b, c]) from.leases.onReleased(() => [a, b, c].filter((x) => x !== from).forEach((x) => x.leases.nudge()));
    // The watch ring (by name: a → b → c → a) follows the census of each one's first round; c's loop is held down after its loss.
    c.owner.connect = () => Promise.reject(new Error('held down by the test'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const killedAt = Date.now();
    await store.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`${OWNER_APPLICATION_PREFIX}watch-c`}`);
    await vi.waitFor(() => expect(a.leases.held().length + b.leases.held().length, 'c’s partitions taken by a and b').toBe(PARTITIONS), { timeout: ROUND_MS / 2, interval: 20 });
    const tookMs = Date.now() - killedAt;
    console.info(`partitions of an ended owner connection taken over in ${tookMs} ms, with lease rounds ${ROUND_MS / 1000} s apart`);
    expect(tookMs).toBeLessThan(ROUND_MS / 2);
    // b watched c and took its share; a took the rest when told.
    expect([a.leases.held().length, b.leases.held().length].sort()).toEqual([16, 16]);
  }, 120_000);

  /**
   * Tells each process of `all` when another released a partition (as the cluster wiring does over the bus), then counts the
   * partitions none of them serves every 10 ms for `forMs`: every sample, and those of the second half.
   */
  const sampleUnserved = async (all: Array<{ leases: PartitionLeases }>, forMs: number) => {
    for (const from of all) from.leases.onReleased(() => all.filter((x) => x !== from).forEach((x) => x.leases.nudge()));
    const unserved: number[] = [];
    const startedAt = Date.now();
    while (Date.now() - startedAt < forMs) {
      unserved.push(PARTITIONS - new Set(all.flatMap((x) => x.leases.held())).size);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { unserved, lastHalf: unserved.slice(unserved.length / 2) };
  };

  it.runIf(pg !== null)('a process that is live but cannot serve what it takes (its rebuild fails) leaves at most a partition or two unserved, now and then', async () => {
    const { url, store } = await freshDatabase('leases_stuck');
    const INTERVAL_MS = 50;
    const start = (id: string, onAcquire?: PartitionLeasesOptions['onAcquire']) => startLeases(url, store, id, { intervalMs: INTERVAL_MS, onAcquire });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wastedBefore = await giveBacks('wasted');
    try {
      const a = await start('stuck-a');
      const b = await start('stuck-b');
      await vi.waitFor(() => expect([a.leases.held().length, b.leases.held().length]).toEqual([16, 16]), WAIT);
      // c counts among the live (its owner connection is named) and locks what it is given, but every rebuild fails.
      let failedRebuilds = 0;
      const c = await start('stuck-c', async () => {
        failedRebuilds += 1;
        throw new Error('the rebuild fails (the test)');
      });
      // 200 intervals (10 s at 50 ms; 100 s at the cluster's 500 ms), sampled every 10 ms.
      const { unserved, lastHalf } = await sampleUnserved([a, b, c], 200 * INTERVAL_MS);
      console.info(
        `a live process whose rebuilds fail, 200 lease intervals: ${failedRebuilds} rebuilds failed; unserved partitions at most ${Math.max(...unserved)}, ` +
          `in the second half at most ${Math.max(...lastHalf)} and in ${((100 * lastHalf.filter((n) => n > 0).length) / lastHalf.length).toFixed(0)} % of the samples`,
      );
      expect(c.leases.held()).toEqual([]);
      expect(failedRebuilds).toBeGreaterThan(0);
      // Before stop 68: 6–8 of 32 unserved at any moment. The first give-backs go before the first is judged (3 intervals), a
      // burst of them (each release nudges the other giver into a round): at most c's target, since a and b never give below theirs.
      expect(Math.max(...unserved)).toBeLessThanOrEqual(10);
      expect(Math.max(...lastHalf)).toBeLessThanOrEqual(2);
      expect(lastHalf.filter((n) => n > 0).length / lastHalf.length).toBeLessThan(0.2);
      // What an operator sees: give-backs wasted (backlay_partition_give_backs_total), and c short of its target.
      expect((await giveBacks('wasted')) - wastedBefore).toBeGreaterThan(0);
      expect(c.leases.census().target).toBe(10);
    } finally {
      errors.mockRestore();
    }
  }, 120_000);

  it.runIf(pg !== null)('a process whose rebuild is slow (15 lease intervals, within the judgement\'s wait) takes its share all the same: busy taking, it is waited for', async () => {
    const { url, store } = await freshDatabase('leases_slow');
    const INTERVAL_MS = 50;
    const a = await startLeases(url, store, 'slow-a', { intervalMs: INTERVAL_MS });
    const b = await startLeases(url, store, 'slow-b', { intervalMs: INTERVAL_MS });
    await vi.waitFor(() => expect([a.leases.held().length, b.leases.held().length]).toEqual([16, 16]), WAIT);
    // A give-back waits for a busy receiver at most GIVE_BACK_JUDGE_MAX intervals. A rebuild of exactly that long raced
    // the judgement (a give-back made as c began was judged as c ended): 2 s or 5–10 s here, with 0 or 9 give-backs
    // wasted. Three quarters of it is slow and inside the wait.
    const REBUILD_INTERVALS = (GIVE_BACK_JUDGE_MAX * 3) / 4;
    const [wastedBefore, takenBefore] = [await giveBacks('wasted'), await giveBacks('taken')];
    const startedAt = Date.now();
    const rebuilds: number[] = [];
    const c = await startLeases(url, store, 'slow-c', {
      intervalMs: INTERVAL_MS,
      onAcquire: (partitions) => {
        rebuilds.push(partitions.length);
        return new Promise((resolve) => setTimeout(resolve, REBUILD_INTERVALS * INTERVAL_MS));
      },
    });
    const all = [a, b, c];
    for (const from of all) from.leases.onReleased(() => all.filter((x) => x !== from).forEach((x) => x.leases.nudge()));
    await vi.waitFor(() => expect(c.leases.held().length).toBe(c.leases.census().target || -1), WAIT);
    const tookMs = Date.now() - startedAt;
    const [wasted, taken] = [(await giveBacks('wasted')) - wastedBefore, (await giveBacks('taken')) - takenBefore];
    console.info(
      `a process rebuilding for ${REBUILD_INTERVALS} lease intervals took its ${c.leases.held().length} partitions in ${tookMs} ms, ` +
        `in ${rebuilds.length} rebuilds (${rebuilds.join(', ')}); give-backs judged taken ${taken}, wasted ${wasted}`,
    );
    // 1.6–2.5 s here, 3.4 s in CI beside the other PostgreSQL files and a browser (4 rebuilds, 2 give-backs wasted: c's
    // rebuilds one after another outlast the wait, which counts from each give-back); 13–17 s with the pacer before it
    // waited for a busy process (each of those give-backs judged wasted, the hold doubling); 3.0 s with give-backs unpaced.
    // The wasted count alone does not tell them apart (3–5 with the busy wait removed, 2 in CI's load), so it is printed.
    expect(c.leases.held().length).toBe(c.leases.census().target);
    expect(tookMs).toBeLessThan(160 * INTERVAL_MS);
  }, 120_000);

  it.runIf(pg !== null)('a rebuild that never ends gives its partitions\' locks up after the rebuild timeout: the others serve them', async () => {
    const { url, store } = await freshDatabase('leases_hung');
    const INTERVAL_MS = 50;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const timeoutsBefore = (await leaseRebuildTimeouts.get()).values[0]?.value ?? 0;
    try {
      const a = await startLeases(url, store, 'hung-a', { intervalMs: INTERVAL_MS });
      const b = await startLeases(url, store, 'hung-b', { intervalMs: INTERVAL_MS });
      await vi.waitFor(() => expect([a.leases.held().length, b.leases.held().length]).toEqual([16, 16]), WAIT);
      // c's every rebuild waits forever (a read that never answers), as a stuck pool query or a lost promise would.
      let rebuilds = 0;
      const c = await startLeases(url, store, 'hung-c', {
        intervalMs: INTERVAL_MS,
        rebuildTimeoutMs: 10 * INTERVAL_MS,
        onAcquire: () => {
          rebuilds += 1;
          return new Promise<void>(() => {});
        },
      });
      const { lastHalf } = await sampleUnserved([a, b, c], 200 * INTERVAL_MS);
      const share = lastHalf.filter((n) => n > 0).length / lastHalf.length;
      console.info(`a live process whose rebuilds never end, 200 lease intervals: ${rebuilds} rebuilds; unserved in the second half at most ${Math.max(...lastHalf)}, in ${(100 * share).toFixed(0)} % of the samples`);
      expect(c.leases.held()).toEqual([]);
      expect(rebuilds).toBeGreaterThan(1);
      expect((await leaseRebuildTimeouts.get()).values[0]!.value - timeoutsBefore).toBeGreaterThan(0);
      // Without the timeout what c locked first stayed locked, and unserved, for good (every sample of the second half).
      expect(Math.max(...lastHalf)).toBeLessThanOrEqual(2);
      expect(share).toBeLessThan(0.5);
    } finally {
      errors.mockRestore();
    }
  }, 120_000);

  it.runIf(pg !== null)('a rebuild stuck in a statement on the owner connection: the connection is given up, and the statement with its locks ends', async () => {
    const { url, store } = await freshDatabase('leases_held');
    const INTERVAL_MS = 50;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const timeoutsBefore = (await leaseRebuildTimeouts.get()).values[0]?.value ?? 0;
    const sleeping = async () => {
      const rows = (await store.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'select pg_sleep(3600)%' and state = 'active'`)) as unknown as { rows: Array<{ n: number }> };
      return rows.rows[0]!.n;
    };
    try {
      const a = await startLeases(url, store, 'held-a', { intervalMs: INTERVAL_MS });
      const b = await startLeases(url, store, 'held-b', { intervalMs: INTERVAL_MS });
      await vi.waitFor(() => expect([a.leases.held().length, b.leases.held().length]).toEqual([16, 16]), WAIT);
      // c's rebuild writes in a transaction on its owner connection, and the statement never ends: the unlock queues behind it.
      const c = await startLeases(url, store, 'held-c', {
        intervalMs: INTERVAL_MS,
        rebuildTimeoutMs: 10 * INTERVAL_MS,
        queryTimeoutMs: 10 * INTERVAL_MS,
        onAcquire: (_, write) => write((tx) => tx.execute(sql.raw('select pg_sleep(3600)'))).then(() => undefined),
      });
      for (const from of [a, b, c]) from.leases.onReleased(() => [a, b, c].filter((x) => x !== from).forEach((x) => x.leases.nudge()));
      await vi.waitFor(async () => expect(await sleeping()).toBe(1), WAIT);
      await vi.waitFor(async () => expect((await leaseRebuildTimeouts.get()).values[0]!.value).toBeGreaterThan(timeoutsBefore), WAIT);
      // Given up with its connection, the statement ends within client_connection_check_interval (1 s), and its lock with it:
      // a and b serve all 32 again.
      await vi.waitFor(async () => expect(await sleeping()).toBe(0), { timeout: 5_000, interval: 50 });
      await vi.waitFor(() => expect(a.leases.held().length + b.leases.held().length).toBe(PARTITIONS), WAIT);
      expect(c.leases.held()).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  }, 120_000);

  it.runIf(pg !== null)('processes on two databases of one server do not see each other: each lone process holds all 32 partitions', async () => {
    const urls = [(await freshDatabase('leases_first')).url, (await freshDatabase('leases_second')).url];
    const both: PartitionLeases[] = [];
    for (const [i, url] of urls.entries()) {
      const id = `leases-db-${i}`;
      const database = await openDatabase({ dataDir: '', databaseUrl: url, instanceId: `${id}-store` });
      const owner = await OwnerConnection.open(url, id);
      const leases = new PartitionLeases({ owner, db: database.db, intervalMs: 100 });
      opened.push(database, { close: async () => { await leases.stop(); await owner.close(); } });
      both.push(leases);
    }
    await Promise.all(both.map((l) => l.start()));
    await vi.waitFor(() => expect(both.map((l) => l.held().length), 'each database’s process holds every partition').toEqual([PARTITIONS, PARTITIONS]), WAIT);
    expect(both.map((l) => l.census().live)).toEqual([1, 1]);
  }, 120_000);
});
