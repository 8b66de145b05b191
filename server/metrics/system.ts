/**
 * The operator's System page without Prometheus (issue #49): every process takes a sample of itself
 * every SAMPLE_MS (role, readiness, partitions, bets/s, bet p99, event-loop delay, bus lag) from the
 * same figures /metrics serves, and broadcasts it on the bus (`sys.sample`; in memory for ROLE=all).
 * Every gateway (and ROLE=all) keeps what it hears for HISTORY_MS in memory (`SystemBoard`), and the
 * GraphQL query `systemStatus` (admin only) answers from it: one row per process, with its history.
 */
import { loopDelayMonitor, type LoopDelayMonitor } from './loop-delay';
import type { Bus, BusSubscription } from '../bus/bus';
import type { Role } from '../config';
import type { Readiness } from './health';
import { betsPlaced, busConsumeLag, busPublish, httpDuration, leaseSources } from './registry';

export const SAMPLE_MS = 2_000;
/** How much history each process keeps on the board (the page's chart: the last 15 minutes). */
export const HISTORY_MS = 15 * 60_000;
/** A process not heard from for this long is shown as silent (not ready); after HISTORY_MS it is dropped. */
export const SILENT_MS = 3 * SAMPLE_MS;
export const SYSTEM_SUBJECT = 'sys.sample';

export interface SystemSample {
  /** Epoch ms. */
  at: number;
  betsPerSecond: number;
  /** Bet latency p99 over the sample's window, ms (null: no bet in it). */
  p99Ms: number | null;
  /** Event-loop delay p99 over the window, ms. */
  loopDelayMs: number;
  /** The bus's lag over the window, ms: the change stream's delivery p99 (a gateway), or the publish acknowledgement p99 (an exchange); null: nothing went through it. */
  busLagMs: number | null;
}

export interface ProcessSample extends SystemSample {
  instanceId: string;
  role: Role;
  ready: boolean;
  /** The failing readiness checks' names and reasons. */
  notReady: string[];
  /** Partitions served (an exchange in a cluster; null otherwise). */
  partitions: number | null;
}

type Buckets = Map<number, number>;

/** The cumulative bucket counts of a histogram's series matching `match` (summed). */
async function bucketsOf(histogram: { get(): Promise<{ values: Array<{ labels: Record<string, unknown>; value: number; metricName?: string }> }> }, match: (labels: Record<string, unknown>) => boolean): Promise<Buckets> {
  const buckets: Buckets = new Map();
  for (const v of (await histogram.get()).values) {
    if (!v.metricName?.endsWith('_bucket') || !match(v.labels)) continue;
    const le = v.labels.le === '+Inf' ? Infinity : Number(v.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + v.value);
  }
  return buckets;
}

/** The q-quantile of what was observed between two cumulative readings, in the histogram's unit (linear within a bucket, as Prometheus does); null when nothing was. */
export function quantileBetween(before: Buckets, now: Buckets, q: number): number | null {
  const les = [...now.keys()].sort((a, b) => a - b);
  const counts = les.map((le) => (now.get(le) ?? 0) - (before.get(le) ?? 0));
  const total = counts[counts.length - 1] ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  for (let i = 0; i < les.length; i++) {
    if (counts[i]! >= rank) {
      const upper = les[i]!;
      const lower = i === 0 ? 0 : les[i - 1]!;
      if (upper === Infinity) return lower;
      const below = i === 0 ? 0 : counts[i - 1]!;
      const inBucket = counts[i]! - below;
      return lower + (upper - lower) * (inBucket > 0 ? (rank - below) / inBucket : 1);
    }
  }
  return les[les.length - 2] ?? null;
}

/** Takes this process's sample every SAMPLE_MS and hands it to `publish`. */
export class SystemSampler {
  private delay: LoopDelayMonitor | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private last: { bets: number; betBuckets: Buckets; consume: Buckets; publish: Buckets; at: number } | null = null;

  constructor(
    private readonly self: { instanceId: string; role: Role; readiness: Readiness },
    private readonly publish: (sample: ProcessSample) => void,
  ) {}

  start(): void {
    this.delay ??= loopDelayMonitor(10);
    void this.reading().then((r) => (this.last = r));
    this.timer = setInterval(() => void this.tick().catch(() => {}), SAMPLE_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.delay?.stop();
    this.delay = null;
  }

  private async reading() {
    return {
      bets: (await betsPlaced.get()).values[0]?.value ?? 0,
      betBuckets: await bucketsOf(httpDuration as never, (l) => l.op === 'bet'),
      consume: await bucketsOf(busConsumeLag as never, () => true),
      publish: await bucketsOf(busPublish as never, () => true),
      at: Date.now(),
    };
  }

  async tick(): Promise<ProcessSample> {
    const now = await this.reading();
    const was = this.last ?? now;
    this.last = now;
    const seconds = Math.max(0.001, (now.at - was.at) / 1000);
    const p99 = quantileBetween(was.betBuckets, now.betBuckets, 0.99);
    const lag = this.self.role === 'exchange' ? quantileBetween(was.publish, now.publish, 0.99) : quantileBetween(was.consume, now.consume, 0.99);
    const loop = this.delay?.percentile(99) ?? 0;
    this.delay?.reset();
    const { ready, checks } = await this.self.readiness.run();
    const leases = leaseSources.all();
    const sample: ProcessSample = {
      instanceId: this.self.instanceId,
      role: this.self.role,
      at: now.at,
      ready,
      notReady: Object.entries(checks)
        .filter(([, c]) => !c.ok)
        .map(([name, c]) => `${name}: ${c.detail ?? 'failed'}`),
      partitions: this.self.role === 'exchange' && leases.length ? leases.reduce((n, l) => n + l.owned(), 0) : null,
      betsPerSecond: Math.max(0, now.bets - was.bets) / seconds,
      p99Ms: p99 === null ? null : p99 * 1000,
      loopDelayMs: Number.isFinite(loop) ? loop : 0,
      busLagMs: lag === null ? null : lag * 1000,
    };
    this.publish(sample);
    return sample;
  }
}

export interface BoardProcess {
  latest: ProcessSample;
  /** Whether it was heard within SILENT_MS. */
  silent: boolean;
  history: SystemSample[];
}

/** The samples every process broadcast, kept HISTORY_MS per process (a gateway's and ROLE=all's). */
export class SystemBoard {
  private readonly processes = new Map<string, { latest: ProcessSample; history: SystemSample[] }>();

  constructor(private readonly now: () => number = Date.now) {}

  add(sample: ProcessSample): void {
    if (!isProcessSample(sample)) return;
    let entry = this.processes.get(sample.instanceId);
    if (!entry) this.processes.set(sample.instanceId, (entry = { latest: sample, history: [] }));
    entry.latest = sample;
    const { at, betsPerSecond, p99Ms, loopDelayMs, busLagMs } = sample;
    entry.history.push({ at, betsPerSecond, p99Ms, loopDelayMs, busLagMs });
    const oldest = this.now() - HISTORY_MS;
    while (entry.history.length && entry.history[0]!.at < oldest) entry.history.shift();
  }

  /** Every process heard within HISTORY_MS: exchanges first, then gateways, then by id. */
  view(): BoardProcess[] {
    const now = this.now();
    for (const [id, entry] of this.processes) if (now - entry.latest.at > HISTORY_MS) this.processes.delete(id);
    const order: Record<string, number> = { all: 0, exchange: 1, gateway: 2 };
    return [...this.processes.values()]
      .map((e) => ({ latest: e.latest, silent: now - e.latest.at > SILENT_MS, history: [...e.history] }))
      .sort((a, b) => (order[a.latest.role] ?? 3) - (order[b.latest.role] ?? 3) || a.latest.instanceId.localeCompare(b.latest.instanceId));
  }
}

function isProcessSample(value: unknown): value is ProcessSample {
  const s = value as ProcessSample | null;
  return !!s && typeof s.instanceId === 'string' && typeof s.role === 'string' && typeof s.at === 'number' && typeof s.betsPerSecond === 'number';
}

/**
 * This process on the System page: samples itself and broadcasts each sample on `bus`; with a board
 * (a gateway, ROLE=all), it also listens and keeps every process's samples. Returns the stopper.
 */
export async function joinSystemBoard(bus: Bus, self: { instanceId: string; role: Role; readiness: Readiness }, board: SystemBoard | null): Promise<() => Promise<void>> {
  let listening: BusSubscription | null = null;
  if (board) listening = await bus.listen<ProcessSample>(SYSTEM_SUBJECT, (sample) => board.add(sample));
  const sampler = new SystemSampler(self, (sample) => {
    try {
      bus.broadcast(SYSTEM_SUBJECT, sample);
    } catch {
      // The bus is closing or down: this sample is lost, the next one goes.
    }
  });
  sampler.start();
  return async () => {
    sampler.stop();
    await listening?.stop();
  };
}
