import { readFileSync } from 'node:fs';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import { loopDelayMonitor, type LoopDelayMonitor } from '../../metrics/loop-delay';
import type { AdmissionStats } from './admission';

/** One second of the server's life, as `PERF_TIMELINE=1` prints it (bench/bets lines it up with the client's latency). */
export interface PerfSecond {
  /** The second's start, epoch ms. */
  t: number;
  /** Event-loop delay in the second: worst and 99th percentile, ms. */
  loopMaxMs: number;
  loopP99Ms: number;
  /** Event-loop utilisation in the second (0…1): the share of wall time the loop was running code. */
  elu: number;
  /** Garbage collection pauses: count, total and longest, ms. */
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  /** Of those, the major (mark-compact) collections: count and their main-thread pause, ms. Their marking runs mostly on V8's helper threads, outside these pauses. */
  gcMajor: number;
  gcMajorMs: number;
  /** The JS heap in use and the process's resident memory at the second's end, MiB. */
  heapMb: number;
  rssMb: number;
  /** Bet batches committed (group commit): how many, bets in them, the largest. */
  batches: number;
  bets: number;
  batchMax: number;
  /** Transaction time of the batches (locks held → committed): worst, ms. */
  commitMaxMs: number;
  /** Time bets waited in the group commit's queue before their batch began: worst, ms. */
  queueMaxMs: number;
  /**
   * The main thread as the kernel's scheduler saw it in the second (Linux, /proc/thread-self/schedstat):
   * time on a CPU, and time runnable but waiting for one (descheduled: another process or thread had the
   * cores). A loop stall with the thread waiting shows here; one spent running our code does not. Null
   * where the file does not exist.
   */
  mainCpuMs: number | null;
  mainWaitMs: number | null;
  /** The whole process's CPU in the second (every thread: main, GC helpers, libuv pool), ms. */
  processCpuMs: number;
  /**
   * Admission in the second (null: none watched): bets admitted, refused at the door or on arrival
   * (and of those, by the door's pace), shed from the queue, and the door's pace at the second's end
   * (bets a second; null: not pacing).
   */
  admission: { admitted: number; refused: number; paced: number; shed: number; pacePerS: number | null } | null;
}

/** The calling thread's [on-CPU, waiting-on-a-run-queue] nanoseconds since it started, or null off Linux. */
function threadSchedstat(): [number, number] | null {
  try {
    const [run, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return [Number(run), Number(wait)];
  } catch {
    return null;
  }
}

interface Window {
  batches: number;
  bets: number;
  batchMax: number;
  commitMaxMs: number;
  queueMaxMs: number;
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
  gcMajorMs: number;
}

const empty = (): Window => ({ batches: 0, bets: 0, batchMax: 0, commitMaxMs: 0, queueMaxMs: 0, gcCount: 0, gcMs: 0, gcMaxMs: 0, gcMajor: 0, gcMajorMs: 0 });

/**
 * The server's per-second timeline for finding where slow seconds come from: event-loop delay and
 * utilisation, GC pauses, and the group commit's batches (size, queueing, commit time). Off unless
 * `PERF_TIMELINE=1`; then each second is printed as one `perf {json}` line on standard output.
 * Recording a batch when it is off costs one branch.
 */
export class PerfTimeline {
  private window = empty();
  private readonly timer: ReturnType<typeof setInterval> | null = null;
  private readonly delay: LoopDelayMonitor | null = null;
  private readonly gc: PerformanceObserver | null = null;
  private elu = performance.eventLoopUtilization();
  private started = Date.now();
  private sched = threadSchedstat();
  private cpu = process.cpuUsage();
  private admission: (() => AdmissionStats) | null = null;
  private admitted: AdmissionStats | null = null;

  constructor(
    readonly enabled: boolean,
    private readonly emit: (second: PerfSecond) => void = (s) => process.stdout.write(`perf ${JSON.stringify(s)}\n`),
  ) {
    if (!enabled) return;
    this.delay = loopDelayMonitor(1);
    this.gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        this.window.gcCount += 1;
        this.window.gcMs += entry.duration;
        this.window.gcMaxMs = Math.max(this.window.gcMaxMs, entry.duration);
        if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
          this.window.gcMajor += 1;
          this.window.gcMajorMs += entry.duration;
        }
      }
    });
    this.gc.observe({ entryTypes: ['gc'] });
    this.timer = setInterval(() => this.flush(), 1000);
    this.timer.unref();
  }

  /** A batch of `size` bets whose oldest waited `queuedMs` and whose transaction took `commitMs`. */
  batch(size: number, queuedMs: number, commitMs: number): void {
    if (!this.enabled) return;
    const w = this.window;
    w.batches += 1;
    w.bets += size;
    w.batchMax = Math.max(w.batchMax, size);
    w.commitMaxMs = Math.max(w.commitMaxMs, commitMs);
    w.queueMaxMs = Math.max(w.queueMaxMs, queuedMs);
  }

  /** Admission's counts go into each second from now on (server/app.ts, when the timeline is on). */
  watch(stats: () => AdmissionStats): void {
    this.admission = stats;
    this.admitted = stats();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.gc?.disconnect();
    this.delay?.stop();
  }

  private flush(): void {
    const w = this.window;
    this.window = empty();
    const elu = performance.eventLoopUtilization(this.elu);
    this.elu = performance.eventLoopUtilization();
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const sched = threadSchedstat();
    const was = this.sched;
    this.sched = sched;
    const cpu = process.cpuUsage(this.cpu);
    this.cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const counts = this.admission?.() ?? null;
    const before = this.admitted;
    this.admitted = counts;
    const admission =
      counts && before
        ? { admitted: counts.admitted - before.admitted, refused: counts.refused - before.refused, paced: counts.paced - before.paced, shed: counts.shed - before.shed, pacePerS: counts.pacePerS }
        : null;
    this.emit({
      t: this.started,
      loopMaxMs: round(this.delay?.max() ?? 0),
      loopP99Ms: round(this.delay?.percentile(99) ?? 0),
      elu: Math.round(elu.utilization * 1000) / 1000,
      gcCount: w.gcCount,
      gcMs: round(w.gcMs),
      gcMaxMs: round(w.gcMaxMs),
      gcMajor: w.gcMajor,
      gcMajorMs: round(w.gcMajorMs),
      heapMb: Math.round(memory.heapUsed / 2 ** 20),
      rssMb: Math.round(memory.rss / 2 ** 20),
      batches: w.batches,
      bets: w.bets,
      batchMax: w.batchMax,
      commitMaxMs: round(w.commitMaxMs),
      queueMaxMs: round(w.queueMaxMs),
      mainCpuMs: sched && was ? round((sched[0] - was[0]) / 1e6) : null,
      mainWaitMs: sched && was ? round((sched[1] - was[1]) / 1e6) : null,
      processCpuMs: round((cpu.user + cpu.system) / 1000),
      admission,
    });
    this.delay?.reset();
    this.started = Date.now();
  }
}

/** The process's timeline, on when `PERF_TIMELINE=1`. */
export const perfTimeline = new PerfTimeline(process.env.PERF_TIMELINE === '1');
