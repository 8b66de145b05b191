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
  it('emits every dirty feed once per window, together, on the window grid', () => {
    vi.useFakeTimers({ now: 1_000_050 });
    try {
      const clock = new ConflationClock(100);
      const emitted: string[] = [];
      const a = { emit: () => emitted.push(`a@${Date.now()}`) };
      const b = { emit: () => emitted.push(`b@${Date.now()}`) };
      clock.schedule(a);
      clock.schedule(a);
      clock.schedule(b);
      vi.advanceTimersByTime(49);
      expect(emitted).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(emitted).toEqual(['a@1000100', 'b@1000100']);
      clock.schedule(b);
      clock.cancel(b);
      vi.advanceTimersByTime(200);
      expect(emitted).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
