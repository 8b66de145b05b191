/**
 * Market ownership as partition leases (issue #33, docs/adr/market-ownership.md). The markets are spread
 * over PARTITIONS partitions (`partitionOf(marketId)`); an exchange process matches and writes a market
 * only while it holds its partition's lease: a PostgreSQL session-level advisory lock on its owner
 * connection (owner-connection.ts), the connection every write for the market goes through — so the lock
 * is the fencing token: a process that lost it cannot commit (`write`).
 *
 * Every `intervalMs` (500 ms) the process counts the live exchange processes (their owner connections in
 * pg_stat_activity) and who holds what (pg_locks), takes free partitions up to its target (an even split:
 * `leaseTargets`), and gives back partitions above it, one a round, while another process holds fewer than its
 * own target (a process joined): it stops serving the partition, lets what is in flight finish
 * (`onDrain` hooks, then every owner transaction already queued), and unlocks. A partition is served only
 * after `onAcquire` rebuilt its markets from the store. A partition nobody took for a while (a process
 * that cannot take its share) is taken above the target, so no market stays without an owner, and the
 * giver holds off giving back to that process for a while (GiveBackPacer). A round
 * also runs the moment the process this one watches is gone (peer-watch.ts), and when told another
 * released partitions (`nudge`); each taking is recorded in lease_history.
 *
 * Without an owner connection (PGlite: one process) every partition is simply held: no loop, no lock.
 */
import { sql } from 'drizzle-orm';
import { PARTITIONS, partitionOf } from '../../bus/subjects';
import { leaseGiveBacks, leaseMoves, leaseRebuildTimeouts } from '../../metrics/registry';
import type { Db } from '../db/client';
import { conflict } from '../service/errors';
import { OWNER_APPLICATION_PREFIX, OwnerConnectionLost, type OwnerConnection } from './owner-connection';
import { LIVENESS_LOCK_CLASS, PeerWatch } from './peer-watch';

/**
 * pg_stat_activity and pg_locks show the whole server, while advisory locks belong to one database: the
 * lease queries look at this database's sessions and locks alone, so another Backlay on the same server
 * (a second site, a restore drill, a benchmark's single process) is neither counted as a peer nor taken
 * for a partition's holder.
 */
const THIS_DATABASE_LOCK = sql.raw('l.database = (select oid from pg_database where datname = current_database())');

/** The advisory-lock class of the partition leases (key 1; key 2 is the partition). No other part of Backlay uses it. */
export const LEASE_LOCK_CLASS = 0x4d4b54; // "MKT"

/**
 * The key (with LEASE_LOCK_CLASS) of the shared advisory lock an exchange takes on its owner connection
 * when it leaves (handOver): the others stop counting it among the live processes (their share grows
 * at once) while the partitions it still holds stay taken. Above every partition number.
 */
export const LEAVING_KEY = 1_000_000;

/**
 * The advisory-lock class of "taking partitions": an exchange holds it (shared, key 0) on its owner connection from
 * before it tries a round's locks until their markets are rebuilt, so the others' census sees it busy taking
 * (GiveBackPacer waits for it). A class of its own: nothing that counts partitions (pg_locks of LEASE_LOCK_CLASS) sees it.
 */
export const ACQUIRING_LOCK_CLASS = 0x414351; // "ACQ"

/** serving: takes new commands; draining: given back, finishing what is in flight (writes still pass the fence). */
export type PartitionState = 'serving' | 'draining';

export interface PartitionLeasesOptions {
  /** The process's owner connection; null (PGlite, one process): every partition is held. */
  owner: OwnerConnection | null;
  /** The store the writes go to without an owner connection. */
  db: Db;
  /** The acquire loop's period, ms. */
  intervalMs?: number;
  /** A lease query that takes longer gives the connection (and its locks) up, ms. */
  queryTimeoutMs?: number;
  /** Longest wait for a given-back partition's in-flight commands, ms. */
  drainTimeoutMs?: number;
  /**
   * A rebuild (`onAcquire`) that has not ended by then gives its partitions' locks up, ms (default 60,000): another
   * process serves them instead of nobody until this one restarts. The rebuild itself is not stopped; its partitions
   * never serve from it. When the owner connection does not answer the unlock within `queryTimeoutMs` (the rebuild's
   * own transaction holds it), the connection is given up, and every lock with it.
   */
  rebuildTimeoutMs?: number;
  /**
   * After the locks of a round are taken, before those partitions serve anything: rebuild their markets
   * from the store (once for all of them). `write` runs a transaction on the owner connection (the
   * partitions are not serving yet, but their locks are held).
   */
  onAcquire?: (partitions: readonly number[], write: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>) => Promise<void>;
  /** After the partition stopped serving (given back or lost). */
  onRelease?: (partition: number) => Promise<void> | void;
}

/**
 * How long, in lease intervals, a partition must stay free before a process at its target takes it too (an orphan):
 * 3, so at 500 ms it is taken at the fourth look. Time, not rounds: a release nudges every process into a round of
 * its own, and a burst of them is many rounds in a moment.
 */
export const ORPHAN_INTERVALS = 3;
/** The first hold after a wasted give-back, in lease intervals (4 s at 500 ms); each waste in a row doubles it. */
export const GIVE_BACK_HOLD_FIRST = 8;
/** The longest hold, in lease intervals (60 s at 500 ms). */
export const GIVE_BACK_HOLD_MAX = 120;

/** The longest a give-back's judgement waits for a process it was for that is busy taking partitions, in lease intervals (10 s at 500 ms). */
export const GIVE_BACK_JUDGE_MAX = 20;

/**
 * Whether a process above its target may give a partition back now. A give-back is for the processes below their
 * targets; one that cannot take it (live by the census, but its locks or its rebuild fail) leaves the partition free,
 * its markets refusing bets, until it is an orphan (ORPHAN_INTERVALS). Before stop 68 the givers went on giving back
 * to such a process and took the orphans back: 6–8 of 32 partitions unserved at any moment for as long as it stayed
 * (the round simulation and the PostgreSQL test in partition-leases.test.ts).
 *
 * A give-back is judged ORPHAN_INTERVALS after it, and after the last census that saw one of the processes it was for
 * busy taking partitions (`LeaseCensus.busy`: a slow rebuild is progress; waited for up to GIVE_BACK_JUDGE_MAX): if those processes hold
 * more than when it was given, it worked (whichever partitions they got); if not, it was wasted. A waste holds the
 * next give-back off GIVE_BACK_HOLD_FIRST intervals, doubling with each waste in a row up to GIVE_BACK_HOLD_MAX,
 * while the giver serves orphans again (plan takes them when it may not give back); after it, give-backs go one at
 * a time, each once the last was judged, until one works. While none was wasted they go one a round, not waiting for
 * the judgement (a process that joined takes several in one round of its own). A change in who is live ends the hold.
 */
export class GiveBackPacer {
  /** Give-backs not judged yet: partition → the processes it was for, what they held then, when (ms), and since when none of them was seen busy. */
  private readonly pending = new Map<number, { for: ReadonlySet<string>; held: number; at: number; since: number }>();
  private wasted = 0;
  private holdUntil = 0;
  private now = 0;
  private live = '';
  private census: LeaseCensus | null = null;

  constructor(private readonly intervalMs: number) {}

  /** On each round's census, before planning; `now` in ms. Answers how many give-backs it judged, each way. */
  observe(census: LeaseCensus, now: number): { taken: number; wasted: number } {
    this.now = now;
    this.census = census;
    const live = [...census.holdings.keys()].sort().join(' ');
    if (live !== this.live) {
      // Someone joined or went: the targets moved, and what was given to one that went cannot be judged.
      this.live = live;
      this.wasted = 0;
      this.holdUntil = 0;
      this.pending.clear();
    }
    const judged = { taken: 0, wasted: 0 };
    for (const [partition, given] of this.pending) {
      // A round of theirs under way when it was given may end without it: they get ORPHAN_INTERVALS after it too.
      if ([...given.for].some((id) => census.busy?.has(id))) given.since = now;
      const waited = now - given.since < ORPHAN_INTERVALS * this.intervalMs;
      if (waited && now - given.at < GIVE_BACK_JUDGE_MAX * this.intervalMs) continue;
      if (heldBy(census, given.for) > given.held) judged.taken += 1;
      else judged.wasted += 1;
      this.pending.delete(partition);
    }
    if (judged.wasted > 0) {
      this.wasted += 1;
      this.holdUntil = now + Math.min(GIVE_BACK_HOLD_MAX, GIVE_BACK_HOLD_FIRST * 2 ** (this.wasted - 1)) * this.intervalMs;
    } else if (judged.taken > 0) this.wasted = 0;
    return judged;
  }

  get mayGiveBack(): boolean {
    return this.now >= this.holdUntil && (this.wasted === 0 || this.pending.size === 0);
  }

  /** `partition` was given back (after the last census), for `receivers` (the processes below their targets: `shortOfTarget`). */
  gave(partition: number, receivers: Iterable<string>): void {
    const set = new Set(receivers);
    this.pending.set(partition, { for: set, held: this.census ? heldBy(this.census, set) : 0, at: this.now, since: this.now });
  }
}

/** How many partitions `ids` hold between them in `census`. */
function heldBy(census: LeaseCensus, ids: ReadonlySet<string>): number {
  let n = 0;
  for (const id of ids) n += census.holdings.get(id)?.length ?? 0;
  return n;
}

/**
 * Updates `freeSince` (partition → since when it was seen free, ms) from a census at `now`, and answers the orphans:
 * free ORPHAN_INTERVALS or longer — GIVE_BACK_JUDGE_MAX while a process below its target is busy taking partitions
 * (its slow rebuild would otherwise find the partitions given to it taken back as orphans when its round ends).
 */
export function orphansOf(census: LeaseCensus, freeSince: Map<number, number>, now: number, intervalMs: number): Set<number> {
  const targets = leaseTargets(census.holdings.keys());
  const someoneTaking = [...(census.busy ?? [])].some((id) => (census.holdings.get(id)?.length ?? 0) < (targets.get(id) ?? 0));
  const after = (someoneTaking ? GIVE_BACK_JUDGE_MAX : ORPHAN_INTERVALS) * intervalMs;
  const orphans = new Set<number>();
  for (let p = 0; p < PARTITIONS; p++) {
    if (census.taken.has(p)) freeSince.delete(p);
    else {
      const since = freeSince.get(p) ?? now;
      freeSince.set(p, since);
      if (now - since >= after) orphans.add(p);
    }
  }
  return orphans;
}

/** The live processes other than `self` holding fewer partitions than their targets: those a give-back is for. */
export function shortOfTarget(self: string, census: LeaseCensus, targets = leaseTargets([...census.holdings.keys(), self])): string[] {
  return [...census.holdings].filter(([id, held]) => id !== self && held.length < (targets.get(id) ?? 0)).map(([id]) => id);
}

/**
 * How many partitions each live process (by instance, as the census names them) is to hold: an even split,
 * ⌊PARTITIONS / live⌋ each and one more for the first PARTITIONS mod live in the instances' order, so every
 * process reads the same targets from the same census and they add up to PARTITIONS. A process takes up to
 * its own and gives back down to it: it never wants back what it gave.
 */
export function leaseTargets(instances: Iterable<string>): Map<string, number> {
  const sorted = [...new Set(instances)].sort();
  const live = Math.max(1, sorted.length);
  return new Map(sorted.map((id, i) => [id, Math.floor(PARTITIONS / live) + (i < PARTITIONS % live ? 1 : 0)]));
}

/** The partitions in this process's order of preference: from `start` on, wrapping (processes start apart). */
export function preferenceOrder(start: number): number[] {
  return Array.from({ length: PARTITIONS }, (_, i) => (start + i) % PARTITIONS);
}

/** Where a process's preference starts: a stable hash of its instance id. */
export function preferenceStart(instanceId: string): number {
  return partitionOf(instanceId);
}

/** What the lease loop saw: each live process's partitions (by instance), and every locked partition. */
export interface LeaseCensus {
  holdings: Map<string, number[]>;
  taken: Set<number>;
  /** Each live process's owner connection's backend pid (the key of its liveness lock: peer-watch.ts). */
  pids?: Map<string, number>;
  /** The live processes taking partitions now: locking them or rebuilding their markets (ACQUIRING_LOCK_CLASS). */
  busy?: Set<string>;
}

/** How many times a round takes the census again and tries the partitions still wanted after another process took some it tried. */
const ACQUIRE_ATTEMPTS = 3;

/**
 * What to do this tick, from the census: partitions to try to take (in order) and to give back, and the processes a
 * give-back is for (`receivers`: those below their targets, which the pacer judges it by). `orphans`
 * are partitions seen free for ORPHAN_INTERVALS or longer (`orphansOf`), taken even above the target. `mayGiveBack`: false
 * while a wasted give-back holds the next off, or after one the last still waits for its judgement (GiveBackPacer).
 */
export function plan(
  self: string,
  mine: readonly number[],
  census: LeaseCensus,
  order: readonly number[],
  orphans: ReadonlySet<number>,
  mayGiveBack = true,
): { take: number[]; giveBack: number[]; target: number; receivers: string[] } {
  const targets = leaseTargets([...census.holdings.keys(), self]);
  const target = targets.get(self)!;
  const free = order.filter((p) => !census.taken.has(p));
  if (mine.length < target) return { take: free.slice(0, target - mine.length), giveBack: [], target, receivers: [] };
  // Until stop 67 a process gave back only down to ⌈PARTITIONS / live⌉, and only while another held fewer than
  // ⌊PARTITIONS / live⌋: that left 12 + 10 + 10 settled with 3 processes, and 7 × 4 + 4 with 5 (the fifth never
  // reached the floor its readiness asked for).
  const receivers = mine.length > target && mayGiveBack ? shortOfTarget(self, census, targets) : [];
  if (receivers.length > 0) {
    const held = new Set(mine);
    // One a round, last-preferred first: a process that joined takes them one by one, each move one partition's pause.
    return { take: [], giveBack: order.filter((p) => held.has(p)).slice(target).reverse().slice(0, 1), target, receivers };
  }
  return { take: free.filter((p) => orphans.has(p)), giveBack: [], target, receivers };
}

export class PartitionLeases {
  private readonly states = new Map<number, PartitionState>();
  private readonly changeListeners = new Set<(partition: number, serving: boolean) => void>();
  private readonly drainers = new Set<(partition: number) => Promise<void>>();
  private readonly releaseListeners = new Set<(partition: number) => void>();
  /** Handing its partitions over (handOver): takes nothing more. */
  private leaving = false;
  /** A nudge came while a round ran: run one more after it. */
  private again = false;
  /** Partition → since when (ms) the censuses have seen it free, without a break. */
  private readonly freeSince = new Map<number, number>();
  private readonly pacer: GiveBackPacer;
  private readonly order: number[];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  /** Whether the owner connection, as it is now, is named as a live exchange process's. */
  private announced = false;
  /** The last census's figures (metrics and readiness: server/metrics): live exchanges, partitions nobody held, this process's target, when (epoch ms; 0: none yet). */
  private lastCensus = { live: 0, unowned: 0, target: 0, at: 0 };
  /** The last census itself (whose partitions a process that went held). */
  private lastSeen: LeaseCensus | null = null;
  /**
   * After a rebuild that timed out, this process takes nothing until then (epoch ms): what it gave up is left free long
   * enough to be an orphan for the others (taken again at once, it would stay locked and unserved). GIVE_BACK_HOLD_FIRST
   * intervals, doubling with each timeout in a row up to GIVE_BACK_HOLD_MAX; a rebuild that ends clears the count.
   */
  private takeHoldUntil = 0;
  private rebuildTimeouts = 0;
  /** Waits on the next live exchange's liveness lock: told the moment it goes (peer-watch.ts). */
  private readonly watch: PeerWatch | null;
  private readonly options: Required<Omit<PartitionLeasesOptions, 'owner' | 'onAcquire' | 'onRelease'>> & PartitionLeasesOptions;

  constructor(options: PartitionLeasesOptions) {
    this.options = { intervalMs: 500, queryTimeoutMs: 4_000, drainTimeoutMs: 3_000, rebuildTimeoutMs: 60_000, ...options };
    this.order = preferenceOrder(options.owner ? preferenceStart(options.owner.instanceId) : 0);
    this.pacer = new GiveBackPacer(this.options.intervalMs);
    if (!options.owner) for (let p = 0; p < PARTITIONS; p++) this.states.set(p, 'serving');
    options.owner?.onLost(() => {
      this.announced = false;
      this.lostAll();
    });
    this.watch = options.owner ? new PeerWatch(options.owner.url, options.owner.instanceId, (pid) => this.peerGone(pid)) : null;
  }

  /**
   * The exchange this process watched is gone: its partitions are free. A round runs now, and the
   * others are told (onReleased: the cluster wiring broadcasts it) so they run one too.
   */
  private peerGone(pid: number): void {
    const name = [...(this.lastSeen?.pids ?? [])].find(([, p]) => p === pid)?.[0];
    const freed = name ? (this.lastSeen?.holdings.get(name) ?? []) : [];
    this.nudge();
    for (const p of freed) for (const listener of this.releaseListeners) listener(p);
  }

  /** Whether partition leases are taken at all (PostgreSQL with an owner connection). */
  get clustered(): boolean {
    return this.options.owner !== null;
  }

  /** The instance id of this process among the exchange processes ('' without an owner connection). */
  get instanceId(): string {
    return this.options.owner?.instanceId ?? '';
  }

  /** Where fenced writes commit: the owner connection (serialised), or the store without one. */
  get writeDb(): Db {
    return this.options.owner?.db ?? this.options.db;
  }

  /** Whether the partition takes new commands here. */
  serving(partition: number): boolean {
    return this.states.get(partition) === 'serving';
  }

  /** Whether writes for the partition may still commit here (serving, or finishing in-flight work while given back). */
  holds(partition: number): boolean {
    return this.states.has(partition);
  }

  ownsMarket(marketId: string): boolean {
    return this.holds(partitionOf(marketId));
  }

  /**
   * Whether this process's engines hold every market as committed: without leases (one process), or
   * while every partition serves here. Else a read across markets comes from the store.
   */
  get ownsEveryMarket(): boolean {
    return !this.clustered || this.held().length === PARTITIONS;
  }

  /** The last lease census as seen here: exchange processes alive, partitions nobody held, how many this process is to hold (leaseTargets), when it ran (epoch ms; 0: never). */
  census(): { live: number; unowned: number; target: number; at: number } {
    return { ...this.lastCensus };
  }

  /** The partitions serving here, ascending. */
  held(): number[] {
    return [...this.states].filter(([, s]) => s === 'serving').map(([p]) => p).sort((a, b) => a - b);
  }

  /** Refuses (409 MARKET_NOT_OWNED) unless every market's partition is held here. */
  assertOwns(marketIds: string | readonly string[]): void {
    for (const marketId of typeof marketIds === 'string' ? [marketIds] : marketIds) {
      if (!this.ownsMarket(marketId)) throw notOwned(marketId);
    }
  }

  /**
   * The fenced write of anything that belongs to markets: one transaction on the owner connection,
   * begun only while every market's partition is held here (checked inside it, so a give-back's
   * unlock, queued on the same connection, comes after its commit). Without an owner connection: a
   * transaction on the store.
   */
  async write<T>(marketIds: string | readonly string[], fn: (tx: Db) => Promise<T>): Promise<T> {
    const owner = this.options.owner;
    if (!owner) return this.options.db.transaction(async (tx) => fn(tx as unknown as Db));
    this.assertOwns(marketIds);
    try {
      return await owner.transaction((tx) => {
        this.assertOwns(marketIds);
        return fn(tx);
      });
    } catch (err) {
      if (err instanceof OwnerConnectionLost) throw notOwned(typeof marketIds === 'string' ? marketIds : (marketIds[0] ?? ''));
      throw err;
    }
  }

  /** Told when a partition starts serving here (true) or stops (false: given back or lost). */
  onChange(listener: (partition: number, serving: boolean) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Awaited when a partition is given back, before its lock goes: finish what is in flight for it. */
  onDrain(drain: (partition: number) => Promise<void>): () => void {
    this.drainers.add(drain);
    return () => this.drainers.delete(drain);
  }

  /**
   * Told after a partition's lock went back (given back to a process that joined, or handed over): the
   * cluster wiring broadcasts it so the others take it at once (`nudge`) rather than at their next round.
   */
  onReleased(listener: (partition: number) => void): () => void {
    this.releaseListeners.add(listener);
    return () => this.releaseListeners.delete(listener);
  }

  /** Another process released a partition or is leaving: run a round now (or right after the one running). */
  nudge(): void {
    if (!this.options.owner || this.stopped || this.leaving) return;
    if (this.ticking) this.again = true;
    else void this.tick();
  }

  /**
   * Leaves without making anyone wait for a lease timeout (a graceful stop, issue #49): takes nothing
   * more, marks this process as leaving (the others' share grows at once), then gives its partitions
   * back one at a time — each finishing what is in flight, then unlocked — and waits (up to
   * `handOverWaitMs` each) until another process holds it before the next, so at most one partition
   * is between owners at any moment. With no other live exchange it just gives them all back.
   */
  async handOver(handOverWaitMs = 3_000): Promise<void> {
    const owner = this.options.owner;
    if (!owner || this.stopped || this.leaving) return;
    this.leaving = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    if (owner.alive) await owner.run((db) => db.execute(sql`select pg_advisory_lock_shared(${LEASE_LOCK_CLASS}, ${LEAVING_KEY})`)).catch(() => {});
    let peers = true;
    for (const p of this.order.filter((q) => this.states.has(q))) {
      await this.giveBack(p);
      if (!peers) continue;
      const deadline = Date.now() + handOverWaitMs;
      for (;;) {
        const seen = await this.takenElsewhere(p).catch(() => null);
        if (seen && !seen.peers) peers = false;
        if (!seen || seen.taken || !seen.peers || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    await this.stop();
  }

  /** Whether another process holds partition p's lock now, and whether any other exchange is live (not leaving); from the pool, not the owner connection. */
  private async takenElsewhere(p: number): Promise<{ taken: boolean; peers: boolean }> {
    const self = `${OWNER_APPLICATION_PREFIX}${this.instanceId}`;
    const result = (await this.options.db.execute(sql`
      select
        exists(select 1 from pg_locks l where l.locktype = 'advisory' and ${THIS_DATABASE_LOCK} and l.classid = ${LEASE_LOCK_CLASS}::oid and l.objid = ${p}::oid and l.objsubid = 2 and l.granted) as taken,
        exists(select 1 from pg_stat_activity a
                where a.datname = current_database() and a.application_name like ${`${OWNER_APPLICATION_PREFIX}%`} and a.application_name <> ${self}
                  and not exists(select 1 from pg_locks l where l.pid = a.pid and l.locktype = 'advisory' and l.classid = ${LEASE_LOCK_CLASS}::oid
                                   and l.objid = ${LEAVING_KEY}::oid and l.objsubid = 2 and l.granted)) as peers`)) as unknown as {
      rows: Array<{ taken: boolean; peers: boolean }>;
    };
    const row = result.rows[0];
    return { taken: row?.taken === true, peers: row?.peers === true };
  }

  /** Takes this process's first share (one tick), then keeps the loop running. */
  async start(): Promise<void> {
    if (!this.options.owner || this.stopped) return;
    await this.tick();
    this.schedule();
  }

  /** Stops the loop and gives every partition back (in-flight work first). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    await this.watch?.stop();
    if (!this.options.owner) return;
    for (const p of [...this.states.keys()]) await this.giveBack(p).catch(() => {});
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick().finally(() => this.schedule());
    }, this.options.intervalMs);
    this.timer.unref?.();
  }

  /** One round of the loop; errors are logged, the next round tries again. */
  tick(): Promise<void> {
    this.ticking ??= this.round()
      .catch((err: unknown) => console.error('partition leases:', err instanceof Error ? err.message : err))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
    return this.ticking;
  }

  private async round(): Promise<void> {
    const owner = this.options.owner;
    if (!owner || this.stopped || this.leaving) return;
    if (!owner.alive) await owner.connect();
    const self = `${OWNER_APPLICATION_PREFIX}${owner.instanceId}`;
    if (!this.announced) {
      // Counted among the live exchange processes from now on (each new connection again), and watched
      // by another through the liveness lock keyed by this connection's backend pid (peer-watch.ts).
      await owner.run((db) => db.execute(sql`select set_config('application_name', ${self}, false), pg_advisory_lock(${LIVENESS_LOCK_CLASS}, pg_backend_pid())`));
      this.announced = true;
    }
    const got: number[] = [];
    let wanted = 0;
    // Busy taking partitions (ACQUIRING_LOCK_CLASS) from before the first lock until the rebuild is done.
    let acquiring = false;
    try {
      try {
        for (let attempt = 0; attempt < ACQUIRE_ATTEMPTS && !this.stopped; attempt++) {
          const census = await this.takeCensus(owner);
          let orphans = new Set<number>();
          if (attempt === 0) {
            this.lastSeen = census;
            const now = Date.now();
            orphans = orphansOf(census, this.freeSince, now, this.options.intervalMs);
            const judged = this.pacer.observe(census, now);
            if (judged.taken) leaseGiveBacks.inc({ outcome: 'taken' }, judged.taken);
            if (judged.wasted) leaseGiveBacks.inc({ outcome: 'wasted' }, judged.wasted);
            if (census.pids) this.watch?.follow(self, census.pids);
          }
          const planned = plan(self, [...this.states.keys(), ...got], census, this.order, orphans, this.pacer.mayGiveBack);
          const { giveBack, target, receivers } = planned;
          const take = Date.now() < this.takeHoldUntil ? [] : planned.take;
          if (attempt === 0) this.lastCensus = { live: census.holdings.size, unowned: PARTITIONS - census.taken.size, target, at: Date.now() };
          if (attempt === 0)
            for (const p of giveBack) {
              await this.giveBack(p);
              this.pacer.gave(p, receivers);
            }
          if (take.length === 0 || this.stopped) break;
          wanted = take.length;
          if (!acquiring) {
            await owner.run((db) => db.execute(sql`select pg_advisory_lock_shared(${ACQUIRING_LOCK_CLASS}, 0)`));
            acquiring = true;
          }
          const locked = await this.tryLocks(owner, take);
          got.push(...locked);
          // Another process took some of them first: look again at once rather than a round later.
          if (locked.length === take.length) break;
        }
      } catch (err) {
        // Locked but neither rebuilt nor served: given back (a lost connection took them already).
        if (got.length > 0) await this.unlock(owner, got);
        throw err;
      }
      if (got.length > 0) await this.serveAcquired(owner, got);
    } finally {
      if (acquiring) await owner.run((db) => db.execute(sql`select pg_advisory_unlock_shared(${ACQUIRING_LOCK_CLASS}, 0)`)).catch(() => {});
    }
    // Still short after a contested round that made progress: another round right after this one.
    if (got.length > 0 && got.length < wanted) this.again = true;
  }

  private async takeCensus(owner: OwnerConnection): Promise<LeaseCensus> {
    const query = owner.run(async (db) => {
      const result = (await db.execute(sql`
        select a.application_name as app, a.pid as pid, l.objid::int as p,
               exists (select 1 from pg_locks b where b.pid = a.pid and b.locktype = 'advisory' and b.classid = ${ACQUIRING_LOCK_CLASS}::oid and b.granted) as busy
        from pg_stat_activity a
        left join pg_locks l on l.pid = a.pid and l.locktype = 'advisory' and l.classid = ${LEASE_LOCK_CLASS}::oid and l.objsubid = 2 and l.granted
        where a.datname = current_database() and a.application_name like ${`${OWNER_APPLICATION_PREFIX}%`}`)) as unknown as { rows: Array<{ app: string; pid: number; p: number | null; busy: boolean }> };
      return result.rows;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the lease query took over ${this.options.queryTimeoutMs} ms: giving the owner connection up`)), this.options.queryTimeoutMs);
    });
    try {
      const rows = await Promise.race([query, timeout]);
      const census: LeaseCensus = { holdings: new Map(), taken: new Set(), pids: new Map(), busy: new Set() };
      const leaving = new Set<string>();
      for (const { app, pid, p, busy } of rows) {
        census.pids!.set(app, pid);
        if (busy) census.busy!.add(app);
        const held = census.holdings.get(app) ?? [];
        if (p === LEAVING_KEY) leaving.add(app);
        else if (p !== null) {
          held.push(p);
          census.taken.add(p);
        }
        census.holdings.set(app, held);
      }
      // A leaving process is not counted among the live ones; what it still holds stays taken.
      for (const app of leaving) {
        census.holdings.delete(app);
        census.pids!.delete(app);
      }
      return census;
    } catch (err) {
      // Unanswered: the connection is not trusted any more; its locks go with it.
      if (!(err instanceof OwnerConnectionLost)) owner.drop();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Tries the partitions' locks and records each one taken in lease_history (one statement: the row's
   * time is after the lock was granted): answers those it got.
   */
  private async tryLocks(owner: OwnerConnection, partitions: readonly number[]): Promise<number[]> {
    return owner.run(async (db) => {
      const result = (await db.execute(sql`
        with got as (select p, n from unnest(${list(partitions)}::int[]) with ordinality as t(p, n) where pg_try_advisory_lock(${LEASE_LOCK_CLASS}, p)),
             logged as (insert into lease_history (partition) select p from got)
        select p from got order by n`)) as unknown as { rows: Array<{ p: number }> };
      return result.rows.map((r) => r.p);
    });
  }

  /**
   * Gives back partitions locked here and never served (best effort: a lost connection took them already); answers whether
   * the owner connection did it within `queryTimeoutMs` (a transaction left open on it holds it up).
   */
  private async unlock(owner: OwnerConnection, partitions: readonly number[]): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = owner.run((db) => db.execute(sql`select pg_advisory_unlock(${LEASE_LOCK_CLASS}, p) from unnest(${list(partitions)}::int[]) as p`)).then(() => true, () => false);
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.options.queryTimeoutMs)));
    try {
      return await Promise.race([done, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Rebuilds the partitions just locked (once for all of them), then serves them; gives them back if the rebuild fails
   * or has not ended within `rebuildTimeoutMs`.
   */
  private async serveAcquired(owner: OwnerConnection, got: readonly number[]): Promise<void> {
    // The books are rebuilt from what the store holds (the previous owner's last commit) before anything is served.
    const rebuild = this.options.onAcquire?.(got, (fn) => owner.transaction(fn));
    if (rebuild) {
      const timedOut = Symbol('timed out');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), this.options.rebuildTimeoutMs)));
      let outcome: void | typeof timedOut;
      try {
        outcome = await Promise.race([rebuild, late]);
      } catch (err) {
        await this.unlock(owner, got);
        throw err;
      } finally {
        clearTimeout(timer);
      }
      if (outcome === timedOut) {
        // It may still end, or fail, later: nobody waits for it any more.
        rebuild.catch(() => {});
        leaseRebuildTimeouts.inc();
        this.rebuildTimeouts += 1;
        this.takeHoldUntil = Date.now() + Math.min(GIVE_BACK_HOLD_MAX, GIVE_BACK_HOLD_FIRST * 2 ** (this.rebuildTimeouts - 1)) * this.options.intervalMs;
        if (!(await this.unlock(owner, got))) owner.drop();
        throw new Error(`the rebuild of partitions ${got.join(', ')} did not end within ${this.options.rebuildTimeoutMs} ms: their locks are given up`);
      }
    }
    this.rebuildTimeouts = 0;
    if (!owner.alive) return;
    for (const p of got) {
      this.states.set(p, 'serving');
      this.emit(p, true);
    }
    leaseMoves.inc({ direction: 'acquired' }, got.length);
  }

  private async giveBack(p: number): Promise<void> {
    const owner = this.options.owner;
    if (!owner || !this.states.has(p)) return;
    this.states.set(p, 'draining');
    this.emit(p, false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.drainTimeoutMs)));
    await Promise.race([Promise.all([...this.drainers].map((d) => d(p).catch(() => {}))), cap]);
    clearTimeout(timer);
    this.states.delete(p);
    leaseMoves.inc({ direction: 'released' });
    await this.options.onRelease?.(p);
    // Queued behind every owner transaction already begun: a write that passed the fence commits first.
    await owner.run((db) => db.execute(sql`select pg_advisory_unlock(${LEASE_LOCK_CLASS}, ${p})`)).catch(() => {});
    for (const listener of this.releaseListeners) listener(p);
  }

  private lostAll(): void {
    for (const p of [...this.states.keys()]) {
      this.states.delete(p);
      leaseMoves.inc({ direction: 'released' });
      this.emit(p, false);
      void Promise.resolve(this.options.onRelease?.(p)).catch(() => {});
    }
  }

  private emit(p: number, serving: boolean): void {
    for (const listener of this.changeListeners) listener(p, serving);
  }
}

const list = (ps: readonly number[]) => `{${ps.join(',')}}`;

/** The refusal of a command for a market this process does not own: the caller routes it to the owner. */
export function notOwned(marketId: string) {
  return conflict('MARKET_NOT_OWNED', `Market ${marketId} is matched by another exchange process`);
}
