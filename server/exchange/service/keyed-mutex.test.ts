import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './keyed-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedMutex', () => {
  it('runs work on the same key one at a time, in arrival order', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        mutex.run(['user:1'], async () => {
          log.push(`${name}:start`);
          await tick();
          log.push(`${name}:end`);
        }),
      ),
    );
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
  });

  it('lets work on different keys overlap', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    await Promise.all(
      ['x', 'y'].map((key) =>
        mutex.run([key], async () => {
          log.push(`${key}:start`);
          await tick();
          log.push(`${key}:end`);
        }),
      ),
    );
    expect(log.slice(0, 2).sort()).toEqual(['x:start', 'y:start']);
  });

  it('holds several keys at once without deadlock, whatever order they are asked in', async () => {
    const mutex = new KeyedMutex();
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await tick();
      inside -= 1;
    };
    await Promise.all([mutex.run(['m', 'u'], work), mutex.run(['u', 'm'], work), mutex.run(['m'], work)]);
    expect(most).toBe(1);
  });

  it('releases the key when the work throws', async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run(['k'], async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run(['k'], async () => 'next')).resolves.toBe('next');
  });
});
