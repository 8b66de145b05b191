import { openDatabase } from '../../server/exchange/db/client';
import { orders } from '../../server/exchange/db/schema';
import { inArray } from 'drizzle-orm';
import { openLoop, percentile, type RoundResult } from './load';

export interface OverloadResult {
  /** The anchor: the normal rate alone, just before. */
  anchor: RoundResult;
  overload: RoundResult;
  /** The normal rate again, from the moment the overload's offered rate dropped (its bets overlap the overload's last answers). */
  after: RoundResult;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** From the load dropping to the end of the last 100 ms whose acknowledged p99 was above normal (0: none was); null: never within the after round. */
  recoveryMs: number | null;
  /** What "normal" was: 1.5 × the anchor's p99, at least the anchor's p99 + 10 ms. */
  normalP99: number;
  /**
   * The same test on the anchor itself: how many of its 100 ms buckets had a p99 above normal, of how
   * many. A machine whose quiet seconds have such buckets too (a GC, a descheduled moment) can show a
   * late one after the drop that is not the overload's backlog.
   */
  anchorSlowBuckets: { slow: number; of: number };
  /**
   * The after round's acknowledged bets due from 1 s after the drop on, as a distribution: their p99
   * (null: none) and how many of its 100 ms buckets were slow, of how many — to set beside `normalP99`
   * and the anchor's own slow buckets (latency back to normal within 1 s: the same distribution as
   * before the overload, not one 100 ms without a slow moment).
   */
  settled: { p99: number | null; slow: number; of: number };
}

const BUCKET_MS = 100;

/**
 * Graceful overload (docs/overload.md): `normalRate` alone (the anchor), then `rate` for `seconds`,
 * then `normalRate` again from the instant the offered rate drops, with the server's RSS sampled
 * throughout. Refused bets are answered at once with a code; the accepted ones must stay fast, and
 * latency must be back to normal within a second of the drop.
 */
export async function overloadScenario(opts: {
  rate: number;
  normalRate: number;
  seconds: number;
  normalSeconds: number;
  maxInFlight: number;
  /** A placer for a fresh range of bets (each call: new idempotency keys). */
  place: () => (n: number) => Promise<string | null>;
  cpuMs: () => number;
  rssMiB: () => number;
}): Promise<OverloadResult> {
  const anchor = await openLoop({ rate: opts.normalRate, seconds: opts.normalSeconds, maxInFlight: opts.maxInFlight, place: opts.place(), cpuMs: opts.cpuMs, bucketMs: BUCKET_MS });
  const rssBeforeMiB = opts.rssMiB();
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, opts.rssMiB())), 250);
  try {
    const overloadPlace = opts.place();
    const afterPlace = opts.place();
    const overload = openLoop({ rate: opts.rate, seconds: opts.seconds, maxInFlight: opts.maxInFlight, place: overloadPlace, cpuMs: opts.cpuMs });
    const after = new Promise<void>((resolve) => setTimeout(resolve, opts.seconds * 1000)).then(() =>
      openLoop({ rate: opts.normalRate, seconds: opts.normalSeconds, maxInFlight: opts.maxInFlight, place: afterPlace, cpuMs: opts.cpuMs, bucketMs: BUCKET_MS }),
    );
    const [overloaded, afterwards] = await Promise.all([overload, after]);
    const normalP99 = Math.max(anchor.p99 * 1.5, anchor.p99 + 10);
    const slow = (latencies: number[] | undefined) => !!latencies?.length && percentile(latencies.sort((a, b) => a - b), 99) > normalP99;
    let lastSlow = -1;
    afterwards.buckets.forEach((latencies, i) => {
      if (slow(latencies)) lastSlow = i;
    });
    const recoveryMs = lastSlow < 0 ? 0 : (lastSlow + 1) * BUCKET_MS >= opts.normalSeconds * 1000 ? null : (lastSlow + 1) * BUCKET_MS;
    const anchorBuckets = anchor.buckets.filter((latencies) => latencies?.length);
    const anchorSlowBuckets = { slow: anchorBuckets.filter(slow).length, of: anchorBuckets.length };
    const settledBuckets = afterwards.buckets.slice(1000 / BUCKET_MS).filter((latencies) => latencies?.length);
    const settledLatencies = settledBuckets.flat().sort((a, b) => a - b);
    const settled = { p99: settledLatencies.length ? percentile(settledLatencies, 99) : null, slow: settledBuckets.filter(slow).length, of: settledBuckets.length };
    return { anchor, overload: overloaded, after: afterwards, rssBeforeMiB, rssPeakMiB, recoveryMs, normalP99, anchorSlowBuckets, settled };
  } finally {
    clearInterval(sampler);
  }
}

/** How many of `betIds` the store holds as orders (run once the server has stopped: PGlite is one process's). */
export async function storedOrders(store: { dataDir: string; databaseUrl?: string | undefined }, betIds: readonly string[]): Promise<number> {
  const database = await openDatabase(store);
  try {
    let found = 0;
    for (let i = 0; i < betIds.length; i += 5_000) {
      const rows = await database.db.select({ id: orders.orderId }).from(orders).where(inArray(orders.orderId, betIds.slice(i, i + 5_000) as string[]));
      found += rows.length;
    }
    return found;
  } finally {
    await database.close();
  }
}
