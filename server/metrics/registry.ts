/**
 * The process's Prometheus metrics (issue #49, docs/operations.md#monitoring), made with prom-client.
 *
 * Two kinds of figure:
 * - counted where the act happens (a counter increment or a histogram observation, nothing more on
 *   the bet path): request latency, group-commit batches, bets placed and matched, bus timings, live
 *   connections' messages;
 * - read at scrape time by a gauge's collect() from a registered source (admission's counts, the
 *   partition leases, the DB pool, the store's business figures), so nothing is kept up to date
 *   between scrapes.
 *
 * Labels are bounded: an API, an operation class, a status class, a reason, a channel — never a user,
 * bet or market id. One registry per process (`metricsRegistry`); a source registers itself and
 * unregisters when its part of the process closes (tests run several servers in one process).
 */
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import client from 'prom-client';
import type { AdmissionStats } from '../exchange/service/admission';

export const metricsRegistry = new client.Registry();
// CPU, RSS, heap and its spaces, GC pauses by kind, event-loop delay (p50/p90/p99/max), version.
client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });
// Not at every scrape what costs in proportion to the connections a process holds (bench:bets --scrape: with
// 1,000 open, these took 9 of a scrape's 10 ms): the handle and resource counts enumerate every handle (live
// connections are backlay_live_connections), and the open file descriptors are counted at most every 10 s.
for (const name of ['nodejs_active_handles', 'nodejs_active_handles_total', 'nodejs_active_resources', 'nodejs_active_resources_total', 'process_open_fds']) metricsRegistry.removeSingleMetric(name);
const OPEN_FDS_EVERY_MS = 10_000;
let openFds = { at: -Infinity, count: -1 };
new client.Gauge({
  name: 'process_open_fds',
  help: 'Number of open file descriptors (counted at most every 10 s)',
  registers: [metricsRegistry],
  collect() {
    if (performance.now() - openFds.at >= OPEN_FDS_EVERY_MS) {
      try {
        // One of them is the directory being read.
        openFds = { at: performance.now(), count: readdirSync('/proc/self/fd').length - 1 };
      } catch {
        openFds = { at: performance.now(), count: -1 };
      }
    }
    this.reset();
    if (openFds.count >= 0) this.set(openFds.count);
  },
});

/** Seconds; the bet path answers in milliseconds, a slow read in seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A set of live sources a gauge reads at scrape time; `add` returns the remover. */
export class Sources<T> {
  private readonly items = new Set<T>();
  add(item: T): () => void {
    this.items.add(item);
    return () => this.items.delete(item);
  }
  all(): T[] {
    return [...this.items];
  }
  get size(): number {
    return this.items.size;
  }
}

// ---- the bet path -------------------------------------------------------------------------------

/** Every HTTP request's time to its answer, by API (graphql, rest, betfair, other), whether it placed bets, and status class. */
export const httpDuration = new client.Histogram({
  name: 'backlay_http_request_duration_seconds',
  help: 'HTTP request latency by API (graphql, rest, betfair, other), operation class (bet: places bets; other) and status class',
  labelNames: ['api', 'op', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const batchSize = new client.Histogram({
  name: 'backlay_bet_batch_size',
  help: 'Bets in each group-commit batch (one transaction)',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
  registers: [metricsRegistry],
});

export const batchCommit = new client.Histogram({
  name: 'backlay_bet_batch_commit_seconds',
  help: 'Group-commit batch time from its locks taken to its transaction committed',
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const batchWait = new client.Histogram({
  name: 'backlay_bet_batch_wait_seconds',
  help: "Time a batch's oldest bet waited in the group commit's queue before its batch began",
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

/** What a committed batch reports (GroupCommit's onBatch): three observations. */
export function observeBatch(size: number, queuedMs: number, commitMs: number): void {
  batchSize.observe(size);
  batchWait.observe(queuedMs / 1000);
  batchCommit.observe(commitMs / 1000);
}

/** Admission in front of bet placing (server/exchange/service/admission.ts): read at scrape time. */
export const admissionSources = new Sources<() => AdmissionStats>();

function admissionTotals(): AdmissionStats | null {
  const all = admissionSources.all().map((stats) => stats());
  if (all.length === 0) return null;
  const sum = (f: (s: AdmissionStats) => number) => all.reduce((n, s) => n + f(s), 0);
  const paces = all.map((s) => s.pacePerS).filter((p): p is number => p !== null);
  return {
    admitted: sum((s) => s.admitted),
    refused: sum((s) => s.refused),
    shed: sum((s) => s.shed),
    inFlight: sum((s) => s.inFlight),
    queued: sum((s) => s.queued),
    limit: sum((s) => s.limit),
    peakQueued: Math.max(...all.map((s) => s.peakQueued)),
    maxWaitedMs: Math.max(...all.map((s) => s.maxWaitedMs)),
    paced: sum((s) => s.paced),
    pacePerS: paces.length ? paces.reduce((a, b) => a + b, 0) : null,
  };
}

/** A counter whose value is a running total kept elsewhere: set to it at scrape time. */
function totalCounter(name: string, help: string, read: () => number | null): void {
  new client.Counter({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      const value = read();
      this.reset();
      if (value !== null) this.inc(value);
    },
  });
}

totalCounter('backlay_admission_admitted_total', 'Bets admitted to the group commit', () => admissionTotals()?.admitted ?? null);
totalCounter('backlay_admission_shed_total', 'Bets refused after waiting in the queue (SERVICE_BUSY)', () => admissionTotals()?.shed ?? null);
new client.Counter({
  name: 'backlay_admission_refused_total',
  help: "Bets refused on arrival, by reason: paced (the door's pace had no token), full (a queue was full)",
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
  collect() {
    const totals = admissionTotals();
    this.reset();
    if (!totals) return;
    this.inc({ reason: 'paced' }, totals.paced);
    this.inc({ reason: 'full' }, totals.refused - totals.paced);
  },
});
new client.Gauge({
  name: 'backlay_admission_queued',
  help: 'Bets waiting for admission now',
  registers: [metricsRegistry],
  collect() {
    const totals = admissionTotals();
    if (totals) this.set(totals.queued);
  },
});
new client.Gauge({
  name: 'backlay_admission_in_flight',
  help: 'Bets admitted and not yet answered',
  registers: [metricsRegistry],
  collect() {
    const totals = admissionTotals();
    if (totals) this.set(totals.inFlight);
  },
});
new client.Gauge({
  name: 'backlay_admission_pace_bets_per_second',
  help: "The admission door's pace, bets a second (absent while it does not pace)",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const pace = admissionTotals()?.pacePerS;
    if (pace !== null && pace !== undefined) this.set(pace);
  },
});

// ---- the runtime (beside the default metrics) ---------------------------------------------------

let eluMark = performance.eventLoopUtilization();
new client.Gauge({
  name: 'backlay_event_loop_utilization',
  help: 'Share of wall time the event loop ran code (0-1) since the previous scrape',
  registers: [metricsRegistry],
  collect() {
    const now = performance.eventLoopUtilization();
    this.set(performance.eventLoopUtilization(now, eluMark).utilization);
    eluMark = now;
  },
});

/** A pg Pool's counts (PostgreSQL only; PGlite has no pool). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number | undefined };
}
export const poolSources = new Sources<PoolCounts>();
const poolGauge = (name: string, help: string, read: (p: PoolCounts) => number) =>
  new client.Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      const pools = poolSources.all();
      if (pools.length) this.set(pools.reduce((n, p) => n + read(p), 0));
    },
  });
poolGauge('backlay_db_pool_in_use', 'PostgreSQL pool connections checked out now', (p) => p.totalCount - p.idleCount);
poolGauge('backlay_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection now', (p) => p.waitingCount);
poolGauge('backlay_db_pool_max', 'Most connections the PostgreSQL pool opens', (p) => p.options.max ?? 10);
/** Rows the retention job deleted, by table (server/exchange/service/retention.ts, docs/operations.md#data-retention). */
export const rowsPruned = new client.Counter({
  name: 'backlay_rows_pruned_total',
  help: 'Rows deleted by this process for being past their retention, by table (idempotency_keys, lease_history)',
  labelNames: ['table'] as const,
  registers: [metricsRegistry],
});
// Both series from the start (0), so a rate over them is there before the first row is pruned.
for (const table of ['idempotency_keys', 'lease_history']) rowsPruned.inc({ table }, 0);

// ---- the cluster --------------------------------------------------------------------------------

/** An exchange's partition leases as the metrics read them (server/exchange/cluster/partition-leases.ts). */
export interface LeaseFigures {
  /** Partitions serving here. */
  owned(): number;
  /** From the last census: exchange processes alive, partitions nobody holds, how many this process is to hold (its target), and when it ran (epoch ms, 0: never). */
  census(): { live: number; unowned: number; target: number; at: number };
}
export const leaseSources = new Sources<LeaseFigures>();
new client.Gauge({
  name: 'backlay_partitions_owned',
  help: 'Market partitions this exchange process serves',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const all = leaseSources.all();
    if (all.length) this.set(all.reduce((n, l) => n + l.owned(), 0));
  },
});
new client.Gauge({
  name: 'backlay_partitions_target',
  help: "Market partitions this exchange process is to hold: its part of the even split at its last lease census (ready once it owns them)",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const all = leaseSources.all().filter((l) => l.census().at > 0);
    if (all.length) this.set(all.reduce((n, l) => n + l.census().target, 0));
  },
});
new client.Gauge({
  name: 'backlay_partitions_unowned',
  help: "Market partitions no exchange process held at this process's last lease census",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const all = leaseSources.all().filter((l) => l.census().at > 0);
    if (all.length) this.set(Math.max(...all.map((l) => l.census().unowned)));
  },
});
new client.Gauge({
  name: 'backlay_exchanges_live',
  help: "Exchange processes alive at this process's last lease census",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const all = leaseSources.all().filter((l) => l.census().at > 0);
    if (all.length) this.set(Math.max(...all.map((l) => l.census().live)));
  },
});
export const leaseMoves = new client.Counter({
  name: 'backlay_partition_moves_total',
  help: 'Partition leases taken (acquired) or let go (released: given back or lost) by this process',
  labelNames: ['direction'] as const,
  registers: [metricsRegistry],
});

export const leaseRebuildTimeouts = new client.Counter({
  name: 'backlay_partition_rebuild_timeouts_total',
  help: 'Rebuilds of partitions just taken that did not end within the rebuild timeout (60 s): their locks were given up (with the owner connection when it did not answer) so another exchange can serve them',
  registers: [metricsRegistry],
});

export const leaseGiveBacks = new client.Counter({
  name: 'backlay_partition_give_backs_total',
  help: 'Partitions this exchange gave back to one short of its share, judged 3 lease intervals later: taken (held by one it was for) or wasted (free, or held by another: that one could not take it, and the next give-back waits)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const busPublish = new client.Histogram({
  name: 'backlay_bus_publish_seconds',
  help: 'Time from publishing a change to the bus until it was stored (JetStream ack)',
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
export const busConsumeLag = new client.Histogram({
  name: 'backlay_bus_consume_lag_seconds',
  help: 'Time from a change being stored on the bus until this process received it',
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
export const busCommand = new client.Histogram({
  name: 'backlay_bus_command_seconds',
  help: 'Round trip of a command over the bus (request to answer), by outcome (ok, error)',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
export const busCommandsResent = new client.Counter({
  name: 'backlay_bus_commands_resent_total',
  help: 'Commands a gateway sent again because another exchange process took their partition before they were answered',
  registers: [metricsRegistry],
});
/** The JetStream consumers' pending counts, by subscription (the last delivery's `info.pending`). */
export const consumerPending = new Map<object, number>();
new client.Gauge({
  name: 'backlay_jetstream_consumer_pending',
  help: "Changes stored on the bus and not yet delivered to this process's busiest consumer",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (consumerPending.size) this.set(Math.max(...consumerPending.values()));
  },
});
/** Whether each bus this process opened is connected (NATS; the in-memory bus always is). */
export const busSources = new Sources<{ kind: string; connected(): boolean }>();
new client.Gauge({
  name: 'backlay_bus_connected',
  help: 'Whether the bus connection is up (1) or not (0)',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const bus of busSources.all()) this.set({ kind: bus.kind }, bus.connected() ? 1 : 0);
  },
});

// ---- live connections ---------------------------------------------------------------------------

export const liveConnections = new client.Gauge({
  name: 'backlay_live_connections',
  help: 'Open live connections by channel (graphql_ws: the browser subscriptions; stream: the Betfair Exchange Stream)',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});
export const liveMessages = new client.Counter({
  name: 'backlay_live_messages_sent_total',
  help: 'Messages sent to live connections, by channel',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});
export const slowConsumersCut = new client.Counter({
  name: 'backlay_live_slow_consumers_cut_total',
  help: 'Live connections closed because they did not read fast enough, by channel',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});
/** Sampled: from a change (the exchange's stamp when its message carries one, else its arrival) to the socket write that carries it to a subscriber. */
export const liveDelivery = new client.Histogram({
  name: 'backlay_live_delivery_seconds',
  help: 'Seconds from a live change (the upstream stamp, else its arrival at the gateway) to the socket write carrying it to a subscriber; one write in 16 is timed',
  labelNames: ['channel'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
for (const channel of ['graphql_ws', 'stream'] as const) {
  liveConnections.set({ channel }, 0);
  liveMessages.inc({ channel }, 0);
  slowConsumersCut.inc({ channel }, 0);
}

// ---- the business -------------------------------------------------------------------------------

export const betsPlaced = new client.Counter({
  name: 'backlay_bets_placed_total',
  help: 'Bets placed (committed; a replayed idempotent repeat is not counted)',
  registers: [metricsRegistry],
});
export const betsMatched = new client.Counter({
  name: 'backlay_bets_matched_total',
  help: 'Bets matched (wholly or partly), each once at its first match: on arrival, or resting or delayed and matched later',
  registers: [metricsRegistry],
});
export const matchedVolume = new client.Counter({
  name: 'backlay_matched_volume_paise_total',
  help: 'Stake matched, paise: each trade once (its backing stake), and each house bet taken',
  registers: [metricsRegistry],
});
export const marketsSettled = new client.Counter({
  name: 'backlay_markets_settled_total',
  help: 'Markets settled or resettled by this process',
  registers: [metricsRegistry],
});
export const betResultsSettled = new client.Counter({
  name: 'backlay_settled_results_total',
  help: "Bettors' results written by settlements (one per bettor and market settled)",
  registers: [metricsRegistry],
});

/** A committed bet placement (not an idempotent repeat): one placed. What it matched is counted by countMatched. */
export function countPlaced(): void {
  betsPlaced.inc();
}

/** What a committed act matched: `stake` paise (each trade once, a house bet's stake), and `firstMatched` bets that matched for the first time. */
export function countMatched(stake: number, firstMatched: number): void {
  if (stake > 0) matchedVolume.inc(stake);
  if (firstMatched > 0) betsMatched.inc(firstMatched);
}
