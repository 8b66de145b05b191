import { describe, expect, it, vi } from 'vitest';
import { Channel } from './channel';
import { ConflationClock } from './feeds';

describe('Channel', () => {
  it('keeps only the newest value in latest mode, every value in queue mode', async () => {
    const latest = new Channel<number>('latest');
    latest.push(1);
    latest.push(2);
    expect(await latest.next()).toEqual({ value: 2, done: false });
    const queue = new Channel<number>('queue');
    queue.push(1);
    queue.push(2);
    expect([await queue.next(), await queue.next()].map((r) => r.value)).toEqual([1, 2]);
  });

  it('calls back once when the consumer returns, and ends a waiting consumer on fail', async () => {
    const onReturn = vi.fn();
    const channel = new Channel<number>('queue', onReturn);
    const waiting = channel.next();
    channel.fail(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    await channel.return();
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(await channel.next()).toEqual({ value: undefined, done: true });
  });

  it('fails a queue that falls too far behind rather than growing without bound', async () => {
    const channel = new Channel<number>('queue', () => {}, 2);
    [1, 2, 3].forEach((n) => channel.push(n));
    expect((await channel.next()).value).toBe(1);
    expect((await channel.next()).value).toBe(2);
    await expect(channel.next()).rejects.toThrow(/behind/);
  });
});

describe('ConflationClock', () => {
  const feed = (name: string, log: string[]) => ({ lastEmitAt: -Infinity, emit: () => log.push(`${name}@${Date.now()}`) });

  it('sends a quiet market at once, then at most once per window, ending on its window', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const clock = new ConflationClock(100, 5, () => Date.now());
      const log: string[] = [];
      const a = feed('a', log);
      clock.offer(a);
      expect(log).toEqual(['a@1000000']);
      vi.advanceTimersByTime(30);
      clock.offer(a);
      clock.offer(a);
      expect(log).toHaveLength(1);
      expect(clock.waiting).toBe(1);
      vi.advanceTimersByTime(69);
      expect(log).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(log).toEqual(['a@1000000', 'a@1000100']);
      // Quiet for longer than a window: the next change goes out at once again.
      vi.advanceTimersByTime(250);
      clock.offer(a);
      expect(log.at(-1)).toBe('a@1000350');
      expect(clock.waiting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rounds window ends up to its grid, so markets that changed together go out together', () => {
    vi.useFakeTimers({ now: 2_000_001 });
    try {
      const clock = new ConflationClock(100, 5, () => Date.now());
      const log: string[] = [];
      const a = feed('a', log);
      const b = feed('b', log);
      clock.offer(a);
      vi.advanceTimersByTime(2);
      clock.offer(b);
      vi.advanceTimersByTime(10);
      clock.offer(a);
      clock.offer(b);
      vi.advanceTimersByTime(90);
      expect(log).toEqual(['a@2000001', 'b@2000003']);
      vi.advanceTimersByTime(1);
      expect(log).toHaveLength(2);
      vi.advanceTimersByTime(1);
      // a was due at 2000101 and b at 2000103: both at the grid's 2000105, in one tick.
      expect(log).toEqual(['a@2000001', 'b@2000003', 'a@2000105', 'b@2000105']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a cancelled feed and waits out a timer that fires early', () => {
    vi.useFakeTimers({ now: 3_000_000 });
    try {
      let skew = 0;
      const clock = new ConflationClock(100, 5, () => Date.now() - skew);
      const log: string[] = [];
      const a = feed('a', log);
      const b = feed('b', log);
      clock.offer(a);
      clock.offer(b);
      clock.offer(a);
      clock.offer(b);
      clock.cancel(b);
      expect(clock.waiting).toBe(1);
      // The clock runs 3 ms behind the timers: at the timer a is not due yet, and goes 3 ms later.
      skew = 3;
      vi.advanceTimersByTime(100);
      expect(log).toEqual(['a@3000000', 'b@3000000']);
      vi.advanceTimersByTime(3);
      expect(log).toEqual(['a@3000000', 'b@3000000', 'a@3000103']);
      vi.advanceTimersByTime(500);
      expect(log).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
