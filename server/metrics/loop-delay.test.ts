import { describe, expect, it } from 'vitest';
import { loopDelayMonitor } from './loop-delay';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('loopDelayMonitor', () => {
  it('reads an idle loop as barely delayed: the sampling interval is not a delay', async () => {
    // perf_hooks' own histogram reads about its resolution here (20 ms) in every sample, never much less.
    const monitor = loopDelayMonitor(20);
    try {
      await sleep(300);
      expect(monitor.percentile(50)).toBeLessThan(15);
      expect(monitor.percentile(50)).toBeGreaterThanOrEqual(0);
    } finally {
      monitor.stop();
    }
  });

  it('reads a blocked loop as delayed by about the block, less at most one interval', async () => {
    const monitor = loopDelayMonitor(20);
    try {
      monitor.reset();
      // Node measures from the first callback after a reset: a stall across the reset is not counted.
      await sleep(50);
      const until = performance.now() + 120;
      while (performance.now() < until) {
        // the loop is blocked: the monitor's timer, due within 20 ms, waits for this
      }
      await sleep(50);
      // Due at most 20 ms into the block, the timer fired at its end: 100–120 ms late.
      expect(monitor.max()).toBeGreaterThanOrEqual(95);
      expect(monitor.max()).toBeLessThan(1000);
      monitor.reset();
      expect(monitor.max()).toBe(0);
      expect(monitor.percentile(99)).toBe(0);
    } finally {
      monitor.stop();
    }
  });
});
