import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PerfTimeline, type PerfSecond } from './perf-timeline';

function nextSecond(): Promise<PerfSecond> {
  return new Promise((resolve) => {
    const timeline = new PerfTimeline(true, (second) => {
      timeline.stop();
      resolve(second);
    });
    // The second's work, once the loop's delay monitor has begun: 300 ms of the main thread on a CPU,
    // the loop blocked throughout.
    setTimeout(() => {
      const until = performance.now() + 300;
      while (performance.now() < until) {
        /* busy */
      }
    }, 50);
  });
}

describe('PerfTimeline', () => {
  it('tells a second with a stall spent running from a quiet one: loop delay, utilisation and the main thread on a CPU', async () => {
    const second = await nextSecond();
    expect(second.loopMaxMs).toBeGreaterThanOrEqual(250);
    expect(second.elu).toBeGreaterThan(0.25);
    // The process's CPU counts every thread, so at least the main thread's busy loop.
    expect(second.processCpuMs).toBeGreaterThanOrEqual(second.mainCpuMs ?? 0);
    if (existsSync('/proc/thread-self/schedstat')) {
      // Running or waiting for a CPU: the 300 ms are one or the other, never neither.
      expect(second.mainCpuMs! + second.mainWaitMs!).toBeGreaterThanOrEqual(280);
      expect(second.mainWaitMs).toBeGreaterThanOrEqual(0);
      // Mostly on a CPU, even on a busy machine (a third of the stall at worst).
      expect(second.mainCpuMs).toBeGreaterThanOrEqual(100);
    } else {
      expect(second.mainCpuMs).toBeNull();
    }
  });
});
