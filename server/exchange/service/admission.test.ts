import { describe, expect, it } from 'vitest';
import { Admission, type AdmissionClock, type AdmissionOptions } from './admission';
import { ServiceError } from './errors';

/** A clock and timers stepped by hand. */
function manualClock() {
  let now = 0;
  let ids = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: AdmissionClock & { advance(ms: number): void } = {
    now: () => now,
    setTimeout: (fn, ms) => {
      ids += 1;
      timers.set(ids, { at: now + ms, fn });
      return ids;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.fn();
      }
    },
  };
  return clock;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Work held open until released, so the test decides when each admitted bet is answered. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

interface Attempt {
  key: string;
  started: boolean;
  outcome: 'pending' | 'done' | string;
  retryAfterS?: number | undefined;
  release: () => void;
}

function harness(options: AdmissionOptions) {
  const clock = manualClock();
  let loopDelay = 0;
  let utilization = 0;
  const admission = new Admission({ clock, loopDelay: () => loopDelay, utilization: () => utilization, ...options });
  const attempts: Attempt[] = [];
  const offer = (key: string): Attempt => {
    const held = gate();
    const attempt: Attempt = { key, started: false, outcome: 'pending', release: held.open };
    attempts.push(attempt);
    admission
      .run(key, async () => {
        attempt.started = true;
        await held.opened;
        return key;
      })
      .then(
        () => (attempt.outcome = 'done'),
        (err: unknown) => {
          attempt.outcome = err instanceof ServiceError ? err.code : String(err);
          attempt.retryAfterS = err instanceof ServiceError ? err.retryAfterS : undefined;
        },
      );
    return attempt;
  };
  /** Answers the oldest running bet. */
  const finishOne = async () => {
    const running = attempts.find((a) => a.started && a.outcome === 'pending');
    running?.release();
    await settle();
    return running;
  };
  return { clock, admission, attempts, offer, finishOne, setLoopDelay: (ms: number) => (loopDelay = ms), setUtilization: (u: number) => (utilization = u) };
}

const pinned = (limit: number, rest: AdmissionOptions = {}): AdmissionOptions => ({ initialLimit: limit, minLimit: limit, maxLimit: limit, ...rest });

describe('Admission', () => {
  it('admits up to its limit at once, queues a few, and refuses the rest at once with a code and a Retry-After', async () => {
    const { offer, attempts, admission } = harness(pinned(2, { maxQueue: 2, maxQueuePerKey: 5 }));
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) offer(key);
    await settle(); // no time passes: the refusals did not wait
    expect(attempts.map((a) => a.started)).toEqual([true, true, false, false, false, false]);
    expect(attempts.slice(4).map((a) => [a.outcome, a.retryAfterS])).toEqual([
      ['SERVICE_BUSY', 1],
      ['SERVICE_BUSY', 1],
    ]);
    expect(admission.stats()).toMatchObject({ admitted: 2, refused: 2, queued: 2, inFlight: 2, peakQueued: 2 });
  });

  it('answers every admitted bet: none is dropped once let through', async () => {
    const { offer, attempts, finishOne } = harness(pinned(1, { maxQueue: 10, maxQueuePerKey: 10 }));
    for (let i = 0; i < 4; i++) offer(`k${i}`);
    for (let i = 0; i < 4; i++) await finishOne();
    expect(attempts.map((a) => a.outcome)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('is fair across bettors: one sending 100 times the others cannot starve them', async () => {
    const { offer, attempts, finishOne, admission } = harness(pinned(1, { maxQueue: 50, maxQueuePerKey: 4, maxWaitMs: 10_000, queueTargetMs: 5_000 }));
    for (let i = 0; i < 100; i++) offer('whale');
    const others = ['b', 'c', 'd'].map((key) => offer(key));
    await settle();
    // The whale's own queue took 4; the rest of its burst is refused as its own, at once.
    expect(attempts.filter((a) => a.key === 'whale' && a.outcome === 'TOO_MANY_REQUESTS')).toHaveLength(95);
    expect(others.every((a) => a.outcome === 'pending')).toBe(true);
    // Round-robin: after the whale's running bet, the queue serves each bettor in turn.
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      const done = await finishOne();
      if (done) order.push(done.key);
    }
    expect(order.slice(0, 6)).toEqual(['whale', 'whale', 'b', 'c', 'd', 'whale']);
    expect(others.map((a) => a.outcome)).toEqual(['done', 'done', 'done']);
    expect(admission.stats().refused).toBe(95);
  });

  it('sheds a bet that waited past maxWaitMs without anyone finishing, and never lets one wait longer', async () => {
    const { offer, clock, admission } = harness(pinned(1, { maxQueue: 10, maxWaitMs: 100 }));
    offer('a');
    const waiting = offer('b');
    await settle();
    clock.advance(60);
    await settle();
    expect(waiting.outcome).toBe('pending');
    clock.advance(60);
    await settle();
    expect(waiting.outcome).toBe('SERVICE_BUSY');
    expect(waiting.retryAfterS).toBe(1);
    expect(waiting.started).toBe(false);
    expect(admission.stats().maxWaitedMs).toBeLessThanOrEqual(150);
  });

  it('sheds like CoDel: waits over target for a whole interval are refused until the queue is short again', async () => {
    const { offer, clock, finishOne, attempts } = harness(pinned(1, { maxQueue: 100, maxQueuePerKey: 100, queueTargetMs: 10, intervalMs: 100, maxWaitMs: 10_000 }));
    offer('a');
    for (let i = 0; i < 20; i++) offer(`q${i}`);
    await settle();
    // Each bet takes 20 ms: every wait is over the 10 ms target.
    for (let i = 0; i < 6; i++) {
      clock.advance(20);
      await finishOne();
    }
    // Within the first interval the over-target waits still went through; after it, the queue was shed.
    expect(attempts.filter((a) => a.outcome === 'done').length).toBeGreaterThanOrEqual(5);
    expect(attempts.filter((a) => a.outcome === 'SERVICE_BUSY').length).toBeGreaterThan(0);
    // A bet arriving now to the short queue is admitted at once.
    while (attempts.some((a) => a.started && a.outcome === 'pending')) await finishOne();
    const fresh = offer('late');
    await settle();
    expect(fresh.started).toBe(true);
  });

  it('shrinks its limit when admitted bets take longer than the target, and grows it back once load drops', async () => {
    const { offer, clock, finishOne, admission, setLoopDelay } = harness({ initialLimit: 64, minLimit: 4, maxLimit: 256, targetMs: 30, intervalMs: 100, maxQueue: 1_000, maxQueuePerKey: 1_000, maxWaitMs: 10_000, queueTargetMs: 5_000 });
    for (let i = 0; i < 64; i++) offer(`k${i}`);
    await settle();
    clock.advance(90); // every admitted bet takes 90 ms: three times the target
    for (let i = 0; i < 64; i++) await finishOne();
    clock.advance(20);
    offer('next');
    await settle();
    expect(admission.stats().limit).toBeLessThan(64);
    expect(admission.stats().limit).toBeGreaterThanOrEqual(32); // at most halved per interval

    // An event loop stalled past the target shrinks it too, whatever the bets took.
    setLoopDelay(200);
    clock.advance(100);
    await finishOne();
    const shrunk = admission.stats().limit;
    expect(shrunk).toBeLessThan(32);

    // Load drops: fast bets while the limit binds; it doubles per interval back up.
    setLoopDelay(0);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < admission.stats().limit + 5; i++) offer(`r${round}-${i}`);
      await settle();
      clock.advance(2);
      while (admission.stats().inFlight > 0) await finishOne();
      clock.advance(100);
    }
    expect(admission.stats().limit).toBeGreaterThanOrEqual(shrunk * 8);
  });

  /** Passes `n` bets of `key` through the door now; how many were refused. */
  const knock = (admission: Admission, key: string, n: number) => {
    let refused = 0;
    for (let i = 0; i < n; i++) if (admission.refuseAtDoor(key)) refused += 1;
    return refused;
  };

  it("lets bets through the door at its rate, cuts the rate while the event loop is over its utilisation target, and restores it within about a second once it is not", async () => {
    const { clock, admission, setUtilization, offer, finishOne } = harness({ intervalMs: 100, doorUtilization: 0.9, doorMinRate: 50, doorMaxRate: 20_000 });
    offer('busy'); // something in flight: not a quiet spell
    await settle();
    // 1,000 bets/s offered, loop comfortable: all pass.
    for (let i = 0; i < 5; i++) {
      expect(knock(admission, `k${i % 20}`, 100)).toBe(0);
      clock.advance(100);
    }
    // The loop saturates (utilisation 0.99): the rate falls below what went through, interval by interval.
    setUtilization(0.99);
    const refusedPerInterval: number[] = [];
    for (let i = 0; i < 10; i++) {
      refusedPerInterval.push(knock(admission, `k${i % 20}`, 100));
      clock.advance(100);
    }
    expect(refusedPerInterval[9]).toBeGreaterThan(70);
    expect(admission.stats().doorRate).toBeLessThan(300);
    expect(admission.stats().refusedAtDoor).toBe(refusedPerInterval.reduce((a, b) => a + b, 0));
    // The load drops and the loop has room again: within ten intervals (1 s) the door refuses nothing.
    setUtilization(0.3);
    let lastRefused = -1;
    for (let i = 0; i < 10; i++) {
      lastRefused = knock(admission, `k${i % 20}`, 100);
      clock.advance(100);
    }
    expect(lastRefused).toBe(0);
    await finishOne();
  });

  it("refuses at the door a bettor past their share of the passes first, while the others' bets still pass", async () => {
    const { clock, admission, setUtilization, offer, finishOne } = harness({ intervalMs: 100, doorUtilization: 0.9, doorMinRate: 50 });
    offer('busy');
    await settle();
    setUtilization(0.99);
    // Saturate to a low rate first: 10 bettors, 20 bets each per interval, arriving through it (10 ms apart).
    const interval = () => {
      for (let step = 0; step < 10; step++) {
        for (let k = 0; k < 10; k++) knock(admission, `fair${k}`, 2);
        clock.advance(10);
      }
    };
    for (let i = 0; i < 8; i++) interval();
    // Then hold the rate where it is (utilisation between the cut and the growth thresholds) and let the bucket fill.
    setUtilization(0.85);
    for (let i = 0; i < 3; i++) interval();
    knock(admission, 'fair0', 1); // adapts: held
    clock.advance(100);
    expect(admission.stats().doorRate).toBeLessThan(2_000);
    expect(admission.stats().doorRate).toBeGreaterThan(100);
    // One bettor sends 100 times what the others send: the others' single bets still pass.
    const bucket = (admission.stats().doorRate * 100) / 1000;
    const burst = knock(admission, 'greedy', 500);
    const others = Array.from({ length: 10 }, (_, k) => knock(admission, `fair${k}`, 1));
    // The greedy bettor gets at most the first half of the bucket; the rest is kept for the others.
    expect(500 - burst).toBeLessThanOrEqual(Math.ceil(bucket / 2) + 1);
    expect(others.filter((r) => r === 0).length).toBeGreaterThanOrEqual(5);
    await finishOne();
  });

  it('halves the door rate at once after an interval whose event loop stalled past doorSevereDelayMs, and ignores a reading that spans a quiet spell', async () => {
    const { clock, admission, setLoopDelay, offer, finishOne } = harness({ intervalMs: 100, doorSevereDelayMs: 250 });
    // The start's own stalls (before any bet) do not count.
    setLoopDelay(3_000);
    clock.advance(1_000);
    expect(knock(admission, 'a', 10)).toBe(0);
    offer('busy');
    await settle();
    clock.advance(100);
    setLoopDelay(0);
    expect(admission.stats().doorRate).toBe(20_000);
    for (let i = 0; i < 3; i++) {
      knock(admission, 'a', 100);
      clock.advance(100);
    }
    setLoopDelay(400);
    knock(admission, 'a', 100);
    clock.advance(100);
    knock(admission, 'a', 1); // the next call adapts
    expect(admission.stats().doorRate).toBeLessThanOrEqual(500);
    await finishOne();
    // A quiet spell: the door opens fully again and a stall spanning it is dropped.
    setLoopDelay(5_000);
    clock.advance(5_000);
    expect(knock(admission, 'a', 1)).toBe(0);
    expect(admission.stats().doorRate).toBe(20_000);
  });

  it('refuses what still waits when closed', async () => {
    const { offer, admission } = harness(pinned(1));
    offer('a');
    const waiting = offer('b');
    await settle();
    admission.close();
    await settle();
    expect(waiting.outcome).toBe('SERVICE_BUSY');
  });
});
