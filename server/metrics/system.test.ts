import { describe, expect, it } from 'vitest';
import { Readiness } from './health';
import { HISTORY_MS, quantileBetween, SystemBoard, SystemSampler, type ProcessSample } from './system';

const sample = (instanceId: string, role: ProcessSample['role'], at: number, over: Partial<ProcessSample> = {}): ProcessSample => ({
  instanceId,
  role,
  at,
  ready: true,
  notReady: [],
  partitions: role === 'exchange' ? 16 : null,
  betsPerSecond: 10,
  p99Ms: 20,
  loopDelayMs: 5,
  busLagMs: 2,
  ...over,
});

describe('quantileBetween', () => {
  it('is the quantile of what was observed between two readings, linear within its bucket', () => {
    const before = new Map([[0.01, 10], [0.1, 10], [1, 10], [Infinity, 10]]);
    // 100 more: 50 under 10 ms, 40 in (10, 100] ms, 10 in (100 ms, 1 s].
    const now = new Map([[0.01, 60], [0.1, 100], [1, 110], [Infinity, 110]]);
    expect(quantileBetween(before, now, 0.5)).toBeCloseTo(0.01);
    expect(quantileBetween(before, now, 0.9)).toBeCloseTo(0.1);
    expect(quantileBetween(before, now, 0.99)).toBeCloseTo(0.1 + 0.9 * 0.9);
    expect(quantileBetween(now, now, 0.99)).toBeNull();
  });
});

describe('SystemBoard', () => {
  it('keeps each process 15 minutes of samples, shows one not heard for three samples as silent, and drops it after 15 minutes', () => {
    let now = 1_000_000;
    const board = new SystemBoard(() => now);
    board.add(sample('g1', 'gateway', now));
    board.add(sample('e2', 'exchange', now));
    board.add(sample('e1', 'exchange', now));
    board.add({ nonsense: true } as unknown as ProcessSample);
    expect(board.view().map((p) => p.latest.instanceId)).toEqual(['e1', 'e2', 'g1']);
    for (let i = 1; i <= 500; i++) {
      now += 2_000;
      board.add(sample('e1', 'exchange', now, { betsPerSecond: i }));
      if (i < 100) board.add(sample('g1', 'gateway', now));
    }
    const [e1, g1, ...rest] = board.view();
    expect(e1!.history).toHaveLength(HISTORY_MS / 2_000 + 1);
    expect(e1!.history.at(-1)!.betsPerSecond).toBe(500);
    expect(e1!.silent).toBe(false);
    expect(g1!.silent).toBe(true);
    // e2 was last heard 1,000 s ago: gone; g1 800 s ago: still shown, silent.
    expect(rest).toEqual([]);
    expect(g1!.latest.instanceId).toBe('g1');
  });
});

describe('SystemSampler', () => {
  it('samples its readiness with the failing checks named', async () => {
    const readiness = new Readiness(50);
    readiness.add('store', async () => {
      throw new Error('store down');
    });
    const published: ProcessSample[] = [];
    const sampler = new SystemSampler({ instanceId: 'x', role: 'gateway', readiness }, (s) => published.push(s));
    const s = await sampler.tick();
    expect(published).toEqual([s]);
    expect(s).toMatchObject({ instanceId: 'x', role: 'gateway', ready: false, notReady: ['store: store down'], partitions: null });
    expect(s.betsPerSecond).toBeGreaterThanOrEqual(0);
  });
});
