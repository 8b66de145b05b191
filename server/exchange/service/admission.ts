import { loopDelayMonitor } from '../../metrics/loop-delay';
import { ServiceError } from './errors';

/** Time and timers, injectable so tests step them by hand. */
export interface AdmissionClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AdmissionOptions {
  /** Bets let through at once at the start; the limit then follows the measured service time. */
  initialLimit?: number;
  minLimit?: number;
  maxLimit?: number;
  /**
   * What admitted work may take (admitted → answered) at the 90th percentile of a window, and the
   * event loop's worst delay in it, before the limit shrinks, ms.
   */
  targetMs?: number;
  /** The queue's standing delay: a wait above this for a whole interval starts shedding (CoDel's target), ms. */
  queueTargetMs?: number;
  /** The window the limit is adapted over, and CoDel's interval, ms. */
  intervalMs?: number;
  /** No one waits in the queue longer than this, ms: refused at once when it runs out. */
  maxWaitMs?: number;
  /** Waiting bets, all bettors together. */
  maxQueue?: number;
  /** Waiting bets of one bettor: past this their own burst is refused TOO_MANY_REQUESTS, not the others' bets. */
  maxQueuePerKey?: number;
  /** Sent with each refusal as Retry-After, s. */
  retryAfterS?: number;
  /**
   * An event loop delayed this long in the last interval is past what the queue can save: bets are
   * then refused before their request is even read (`door`, http/admission-hooks.ts), ms.
   */
  shedLoopDelayMs?: number;
  /**
   * …and only with at least this many bets in flight or waiting: a stall of a machine busy with
   * something else, while a bettor or two place bets, is not bet load to shed.
   */
  shedMinBusy?: number;
  /**
   * The door's pace: once the event loop's typical delay has stayed over this for `paceAfter` whole
   * intervals under bet load while admission was refusing, the door lets bets through at a measured
   * rate and refuses the rest before their request is read (`door`), so that the loop's turns, and
   * every accepted bet with them, stay short; ms (default 20). Net of the monitor's sampling interval
   * since stop 60: before, the samples included the interval's 10 ms, so the door paced from 10 ms of
   * real delay and its growth "under half the target" could never happen (docs/overload.md).
   */
  paceTargetMs?: number;
  /** Whole intervals over `paceTargetMs` before the door paces: one stall (a GC) is not load. */
  paceAfter?: number;
  clock?: AdmissionClock;
  /**
   * The event loop's delay since the last call, ms: its worst, or its worst and its typical (the
   * 90th percentile of its samples, which one stall does not move; the door's pace follows it).
   * Default: perf_hooks' event-loop monitor, net of its sampling interval (server/metrics/loop-delay.ts).
   */
  loopDelay?: () => number | LoopDelay;
}

/** What admission has done since its start (the bench and tests read it). */
export interface AdmissionStats {
  admitted: number;
  /** Refused on arrival: a bettor's own queue full (TOO_MANY_REQUESTS) or everyone's (SERVICE_BUSY). */
  refused: number;
  /** Refused after waiting: over CoDel's target for an interval, or maxWaitMs ran out (SERVICE_BUSY). */
  shed: number;
  inFlight: number;
  queued: number;
  limit: number;
  /** The most that ever waited at once (never above maxQueue). */
  peakQueued: number;
  /** The longest anyone waited in the queue before being admitted or refused, ms. */
  maxWaitedMs: number;
  /** Of `refused`, those refused at the door because its pace had no token left. */
  paced: number;
  /** The door's pace now, bets a second (null: not pacing). */
  pacePerS: number | null;
}

/** The event loop's delay over an interval, ms. */
export interface LoopDelay {
  worst: number;
  typical: number;
}

interface Waiter {
  at: number;
  admit: () => void;
  refuse: (err: ServiceError) => void;
}

const systemClock: AdmissionClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The event loop's delay since the last call, ms, net of the monitor's 10 ms sampling interval (stopped by `stop`). */
function eventLoopMonitor(): { read: () => LoopDelay; stop: () => void } {
  const monitor = loopDelayMonitor(10);
  return {
    read: () => {
      const delay = { worst: monitor.max(), typical: monitor.percentile(90) };
      monitor.reset();
      return delay;
    },
    stop: monitor.stop,
  };
}

/**
 * A refusal is an answer, not a fault: made without capturing a stack, which was 8 % of the CPU of
 * a refusal at the door (a profile of 2,000 GraphQL placeBets refused in one process).
 */
function refusalError(code: string, message: string, retryAfterS: number): ServiceError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new ServiceError('rate_limited', code, message, retryAfterS);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** SERVICE_BUSY: the exchange as a whole has more bets than it can answer in time (HTTP 429 with Retry-After). */
const busy = (retryAfterS: number) => refusalError('SERVICE_BUSY', `The exchange is busy: try again in ${retryAfterS} s`, retryAfterS);
/** TOO_MANY_REQUESTS: this bettor's own bets are queued to their share already. */
const ownBurst = (retryAfterS: number) => refusalError('TOO_MANY_REQUESTS', `You have too many bets waiting: try again in ${retryAfterS} s`, retryAfterS);

/**
 * Admission for the betting path, per process: lets through at most `limit` bets at once, queues a
 * few more per bettor, and refuses the rest at once with a coded answer and a Retry-After, so that
 * what is accepted is answered within its latency budget and nothing waits long.
 *
 * - The limit adapts each interval from what admitted bets took (admitted → answered, their 90th
 *   percentile) and the event loop's worst delay: above `targetMs` it shrinks in proportion, well
 *   below it grows (at most doubling) while the limit was binding. Group commit makes a batch as
 *   large as what is in flight, so the limit is what keeps a batch within the budget.
 * - Waiting bets sit in one queue per bettor, served round-robin (deficit round-robin with every
 *   bet costing one): one bettor's burst fills their own queue, then is refused TOO_MANY_REQUESTS,
 *   while every other bettor's next bet is served in turn.
 * - CoDel-like shedding: when bets leave the queue having waited over `queueTargetMs` for a whole
 *   interval, they are refused SERVICE_BUSY until one has not; none waits past `maxWaitMs`.
 */
export class Admission {
  private readonly o: Required<Omit<AdmissionOptions, 'clock' | 'loopDelay'>>;
  private readonly clock: AdmissionClock;
  private readonly loopDelay: () => number | LoopDelay;
  private readonly stopMonitor: () => void;
  private limit: number;
  private inFlight = 0;
  /** Each bettor's waiting bets, oldest first; `turns` holds the bettors with any, in round-robin order. */
  private readonly queues = new Map<string, Waiter[]>();
  private turns: string[] = [];
  private queued = 0;
  private windowStart: number;
  private samples: number[] = [];
  /** Bets answered in the current window, and the rate the queue drained at in the last one (bets/ms; 0: not measured yet). */
  private served = 0;
  private drainPerMs = 0;
  private binding = false;
  /** CoDel: when waits above target, if they go on, start being shed (0: the last wait was below target). */
  private sheddingFrom = 0;
  private sweep: unknown = null;
  /** The event loop's worst delay in the last whole interval, ms. */
  private lastLoopDelay = 0;
  /** When a bet last came, went or was looked at (-Infinity: never). */
  private lastActivity = Number.NEGATIVE_INFINITY;
  private readonly counts = { admitted: 0, refused: 0, shed: 0, peakQueued: 0, maxWaitedMs: 0, paced: 0 };
  /** The door's pace, bets a ms (null: not pacing); its token bucket; and this window's count of what it let through and refused. */
  private pace: number | null = null;
  private tokens = 0;
  private tokensAt = 0;
  private arrived = 0;
  private passed = 0;
  private pacedNow = 0;
  /** What each bettor got through the door this window while pacing, and how many bettors the last window had. */
  private passedBy = new Map<string, number>();
  private bettors = 1;
  /** Consecutive intervals over `paceTargetMs` under bet load; consecutive paced intervals that refused nothing. */
  private overIntervals = 0;
  private calmIntervals = 0;
  /** Refusals and sheds (not the pace's) counted up to the last interval's end. */
  private refusedBefore = 0;
  /** A rate this process was measured to place bets at (`seedPace`, bets a ms; 0: none): the pace never starts below it, scaled as the pace is. */
  private seedPerMs = 0;

  constructor(private readonly options: AdmissionOptions = {}) {
    this.o = {
      initialLimit: options.initialLimit ?? 64,
      minLimit: options.minLimit ?? 16,
      maxLimit: options.maxLimit ?? 1024,
      targetMs: options.targetMs ?? 30,
      queueTargetMs: options.queueTargetMs ?? 10,
      intervalMs: options.intervalMs ?? 100,
      maxWaitMs: options.maxWaitMs ?? 50,
      maxQueue: options.maxQueue ?? 256,
      maxQueuePerKey: options.maxQueuePerKey ?? 8,
      retryAfterS: options.retryAfterS ?? 1,
      shedLoopDelayMs: options.shedLoopDelayMs ?? 200,
      shedMinBusy: options.shedMinBusy ?? 8,
      paceTargetMs: options.paceTargetMs ?? 20,
      paceAfter: options.paceAfter ?? 2,
    };
    this.clock = options.clock ?? systemClock;
    const monitor = options.loopDelay ? null : eventLoopMonitor();
    this.loopDelay = options.loopDelay ?? monitor!.read;
    this.stopMonitor = monitor ? monitor.stop : () => {};
    this.limit = Math.min(this.o.maxLimit, Math.max(this.o.minLimit, this.o.initialLimit));
    this.windowStart = this.clock.now();
  }

  /** Runs `work` for bettor `key` once admitted; refuses (rejects with a rate_limited ServiceError) when it cannot be. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const waiting = this.enter(key);
    if (waiting) await waiting;
    const started = this.clock.now();
    try {
      return await work();
    } finally {
      this.leave(this.clock.now() - started);
    }
  }

  /**
   * Whether a bet should be refused before its request is read, and with what: null lets it in.
   * - SERVICE_BUSY when the event loop was delayed past `shedLoopDelayMs` in the last interval
   *   (requests are waiting in the sockets, where no queue of ours sees them) while at least
   *   `shedMinBusy` bets are in flight or waiting, or when the queue is full.
   * - While the door paces (the loop's delay stayed over `paceTargetMs`): SERVICE_BUSY once this
   *   moment's tokens are spent, and TOO_MANY_REQUESTS for a bettor (`key`, their credentials as sent)
   *   who already had twice their share of this interval's pace — one bettor's burst cannot take the
   *   others' places.
   * Counted as refused.
   */
  door(key?: string): ServiceError | null {
    const now = this.clock.now();
    this.touch(now);
    this.arrived += 1;
    if (this.queued >= this.doorQueue() || (this.lastLoopDelay > this.o.shedLoopDelayMs && this.inFlight + this.queued >= this.o.shedMinBusy)) {
      this.counts.refused += 1;
      return busy(this.o.retryAfterS);
    }
    const had = key === undefined ? 0 : (this.passedBy.get(key) ?? 0);
    if (this.pace !== null) {
      if (had >= this.allowance(now)) {
        this.counts.refused += 1;
        return ownBurst(this.o.retryAfterS);
      }
      this.tokens = Math.min(this.burst(), this.tokens + (now - this.tokensAt) * this.pace);
      this.tokensAt = now;
      if (this.tokens < 1) {
        this.counts.refused += 1;
        this.counts.paced += 1;
        this.pacedNow += 1;
        return busy(this.o.retryAfterS);
      }
      this.tokens -= 1;
    }
    if (key !== undefined) this.passedBy.set(key, had + 1);
    this.passed += 1;
    return null;
  }

  /** Tokens the pace may save up: `paceTargetMs` at the pace (at least two), so one turn's crowd cannot all come in. */
  private burst(): number {
    return Math.max(2, (this.pace ?? 0) * this.o.paceTargetMs);
  }

  /**
   * What one bettor may have through a pacing door so far this interval: `maxQueuePerKey`, plus twice
   * an equal share (among the last interval's bettors) of the pace for the time the interval has run,
   * so a burst is spread over the interval rather than taking its first tokens.
   */
  private allowance(now: number): number {
    return this.o.maxQueuePerKey + (2 * (this.pace ?? 0) * (now - this.windowStart)) / this.bettors;
  }

  /**
   * How many may wait before a bet is refused at the door: what the queue drains in half of
   * `maxWaitMs` at the last interval's rate (at least `minLimit`, at most `maxQueue`; `maxQueue`
   * until a rate is measured). A bet past it would wait longer and most likely be shed after its
   * request was parsed, validated and authorised — a refusal as dear as a bet (0.64 against 0.19 ms
   * of CPU at the door, GraphQL, in-process) — so it is refused before any of that.
   */
  private doorQueue(): number {
    if (this.drainPerMs <= 0) return this.o.maxQueue;
    return Math.min(this.o.maxQueue, Math.max(this.o.minLimit, Math.floor((this.drainPerMs * this.o.maxWaitMs) / 2)));
  }

  stats(): AdmissionStats {
    return { ...this.counts, inFlight: this.inFlight, queued: this.queued, limit: this.limit, pacePerS: this.pace === null ? null : Math.round(this.pace * 1000) };
  }

  /**
   * Tells admission a rate, bets a second, this process was measured to place bets at (the warm-up
   * before ready, warm-up.ts): when the door starts pacing, it starts no lower than this rate scaled
   * down as the pace is (by the loop's delay over its target, at most 30 %). Without it, a pace that
   * starts in a fresh process's first, cold second starts at what got through that stalled second and
   * learns its way up from there, 10–25 % an interval, refusing most bets for seconds (issue #51). A
   * seed above what the whole path sustains is cut by the pace's own rule, at most 30 % an interval.
   */
  seedPace(perS: number): void {
    if (Number.isFinite(perS) && perS > 0) this.seedPerMs = perS / 1000;
  }

  /**
   * A fresh admission with this one's options and its own state, to be closed after use: the warm-up's
   * rehearsal (warm-up.ts) runs the same code through it, and this one's counts (/metrics) and learned
   * limit stay the bettors' alone.
   */
  twin(): Admission {
    return new Admission(this.options);
  }

  /** Refuses everything waiting and stops its timer and event-loop monitor (the process is closing). */
  close(): void {
    this.stopMonitor();
    for (const queue of this.queues.values()) for (const w of queue) w.refuse(busy(this.o.retryAfterS));
    this.queues.clear();
    this.turns = [];
    this.queued = 0;
    this.disarm();
  }

  /** null: admitted now; a promise: queued (resolves when admitted); throws: refused at once. */
  private enter(key: string): Promise<void> | null {
    const now = this.clock.now();
    this.touch(now);
    if (this.queued === 0 && this.inFlight < this.limit) {
      this.inFlight += 1;
      this.counts.admitted += 1;
      return null;
    }
    this.binding = true;
    const own = this.queues.get(key);
    if (own && own.length >= this.o.maxQueuePerKey) {
      this.counts.refused += 1;
      throw ownBurst(this.o.retryAfterS);
    }
    if (this.queued >= this.o.maxQueue) {
      this.counts.refused += 1;
      throw busy(this.o.retryAfterS);
    }
    return new Promise<void>((admit, refuse) => {
      const waiter: Waiter = { at: now, admit, refuse };
      if (own) own.push(waiter);
      else {
        this.queues.set(key, [waiter]);
        this.turns.push(key);
      }
      this.queued += 1;
      this.counts.peakQueued = Math.max(this.counts.peakQueued, this.queued);
      this.arm();
    });
  }

  private leave(serviceMs: number): void {
    this.inFlight -= 1;
    this.served += 1;
    if (this.samples.length < 4096) this.samples.push(serviceMs);
    this.touch(this.clock.now());
    this.pump();
  }

  /** Admits waiting bets, round-robin over bettors, while the limit allows; sheds those that waited too long. */
  private pump(): void {
    const now = this.clock.now();
    while (this.inFlight < this.limit && this.queued > 0) {
      const key = this.turns.shift()!;
      const queue = this.queues.get(key)!;
      const waiter = queue.shift()!;
      if (queue.length > 0) this.turns.push(key);
      else this.queues.delete(key);
      this.queued -= 1;
      const waited = now - waiter.at;
      this.counts.maxWaitedMs = Math.max(this.counts.maxWaitedMs, waited);
      if (this.overTarget(waited, now)) {
        this.counts.shed += 1;
        waiter.refuse(busy(this.o.retryAfterS));
        continue;
      }
      this.inFlight += 1;
      this.counts.admitted += 1;
      waiter.admit();
    }
    if (this.queued === 0) this.drained();
  }

  /** The queue is empty: no standing queue is left to shed (CoDel leaves its dropping state), no timer is needed. */
  private drained(): void {
    this.sheddingFrom = 0;
    this.disarm();
  }

  /** CoDel's rule: a wait over target is shed once waits have stayed over target for a whole interval. */
  private overTarget(waited: number, now: number): boolean {
    if (waited >= this.o.maxWaitMs) return true;
    if (waited < this.o.queueTargetMs) {
      this.sheddingFrom = 0;
      return false;
    }
    if (this.sheddingFrom === 0) {
      this.sheddingFrom = now + this.o.intervalMs;
      return false;
    }
    return now >= this.sheddingFrom;
  }

  /**
   * Every entry point starts here. After a quiet spell — nothing in flight or waiting, no bet for three
   * intervals (and at the first bet after the start) — the event loop's reading spans the spell
   * (a start-up, a GC while idle): it is dropped and a new window begins. Under load something is
   * always in flight, so a long stall is counted however long it was.
   */
  private touch(now: number): void {
    const quiet = this.inFlight === 0 && this.queued === 0 && now - this.lastActivity > 3 * this.o.intervalMs;
    this.lastActivity = now;
    if (quiet) {
      this.loopDelay();
      this.lastLoopDelay = 0;
      this.windowStart = now;
      this.samples = [];
      this.served = 0;
      this.binding = false;
      this.unpace();
      return;
    }
    this.adapt(now);
  }

  /** Once per interval: the limit follows the admitted bets' service time and the event loop's delay. */
  private adapt(now: number): void {
    if (now - this.windowStart < this.o.intervalMs) return;
    const read = this.loopDelay();
    const delay = typeof read === 'number' ? read : read.worst;
    const typical = typeof read === 'number' ? read : read.typical;
    this.lastLoopDelay = delay;
    const sorted = this.samples.sort((a, b) => a - b);
    const p90 = sorted.length ? sorted[Math.floor(sorted.length * 0.9)]! : 0;
    const observed = Math.max(p90, delay);
    if (observed > this.o.targetMs) {
      this.limit = Math.max(this.o.minLimit, Math.floor(this.limit * Math.max(0.5, this.o.targetMs / observed)));
    } else if (this.binding && observed < this.o.targetMs * 0.8) {
      this.limit = Math.min(this.o.maxLimit, Math.ceil(this.limit * Math.min(2, this.o.targetMs / Math.max(observed, 1))));
    }
    // A window with no bet answered measures nothing (a long batch is still running): the door then
    // holds to maxQueue, the event loop's delay and the shedding of what waits too long.
    this.drainPerMs = this.served / (now - this.windowStart);
    this.adaptPace(typical, now);
    this.windowStart = now;
    this.samples = [];
    this.served = 0;
    this.binding = this.queued > 0;
    this.pump();
  }

  /**
   * Once per interval, the door's pace: it starts once the loop's delay has stayed over
   * `paceTargetMs` for `paceAfter` intervals under bet load (at what came through the door, scaled
   * down by how far over), shrinks in proportion while the delay stays over (at most 30 % an
   * interval), grows while it is well under and the pace refused bets, and stops after ten intervals
   * that refused none. Only when admission was already refusing: a loop behind that still serves every
   * bet is a machine keeping up with its load.
   */
  private adaptPace(delay: number, now: number): void {
    const windowMs = Math.max(1, now - this.windowStart);
    const load = this.arrived >= this.o.shedMinBusy;
    const over = delay > this.o.paceTargetMs;
    // Bets already refused or shed this interval (not by the pace): the queue and the brake could not hold the load.
    const refusing = this.counts.refused + this.counts.shed - this.counts.paced > this.refusedBefore;
    this.refusedBefore = this.counts.refused + this.counts.shed - this.counts.paced;
    this.overIntervals = over && load && (refusing || this.pace !== null) ? this.overIntervals + 1 : 0;
    const minPace = this.o.minLimit / this.o.intervalMs;
    // At most 30 % off an interval: one stall (a GC, a long batch) in a paced interval must not halve what is served.
    const cut = Math.max(0.7, this.o.paceTargetMs / Math.max(delay, 1));
    if (this.pace === null) {
      if (this.overIntervals >= this.o.paceAfter) {
        this.pace = Math.max(minPace, (this.passed / windowMs) * cut, this.seedPerMs * cut);
        this.tokens = this.burst();
        this.tokensAt = now;
        this.calmIntervals = 0;
      }
    } else {
      if (over) this.pace = Math.max(minPace, this.pace * cut);
      else if (this.pacedNow > 0 && delay < this.o.paceTargetMs * 0.5) this.pace *= 1.25;
      else if (this.pacedNow > 0 && delay < this.o.paceTargetMs * 0.8) this.pace *= 1.1;
      this.calmIntervals = this.pacedNow === 0 && !over ? this.calmIntervals + 1 : 0;
      if (this.calmIntervals >= 10) this.unpace();
    }
    this.bettors = Math.max(1, this.passedBy.size);
    this.newDoorWindow();
  }

  private unpace(): void {
    this.pace = null;
    this.overIntervals = 0;
    this.calmIntervals = 0;
    this.newDoorWindow();
  }

  /** The door's counts start again for a new interval. */
  private newDoorWindow(): void {
    this.passedBy.clear();
    this.arrived = 0;
    this.passed = 0;
    this.pacedNow = 0;
  }

  private arm(): void {
    if (this.sweep !== null) return;
    this.sweep = this.clock.setTimeout(() => {
      this.sweep = null;
      this.expire();
    }, Math.max(1, Math.floor(this.o.maxWaitMs / 2)));
  }

  private disarm(): void {
    if (this.sweep === null) return;
    this.clock.clearTimeout(this.sweep);
    this.sweep = null;
  }

  /** Refuses every bet that has waited maxWaitMs (the queue is served oldest first per bettor: stop at the first younger one). */
  private expire(): void {
    const now = this.clock.now();
    this.touch(now);
    for (const [key, queue] of this.queues) {
      let n = 0;
      while (n < queue.length && now - queue[n]!.at >= this.o.maxWaitMs) n += 1;
      if (n === 0) continue;
      for (const waiter of queue.splice(0, n)) {
        this.counts.shed += 1;
        this.counts.maxWaitedMs = Math.max(this.counts.maxWaitedMs, now - waiter.at);
        waiter.refuse(busy(this.o.retryAfterS));
      }
      this.queued -= n;
      if (queue.length === 0) this.queues.delete(key);
    }
    this.turns = this.turns.filter((key) => this.queues.has(key));
    if (this.queued > 0) this.arm();
    else this.drained();
  }
}
