import { describe, expect, it, vi } from 'vitest';
import { BusError, type BusChange } from './bus';
import { MemoryBus } from './memory-bus';
import { DUPLICATE_WINDOW_MS } from './bus-rules';

const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'NONE', (error: unknown) => (error instanceof BusError ? error.code : String(error)));

function recorder() {
  const seen: BusChange[] = [];
  let resets = 0;
  return { seen, resets: () => resets, handlers: { change: (c: BusChange) => void seen.push(c), reset: () => void (resets += 1) } };
}

describe('MemoryBus change stream', () => {
  it('numbers changes from 1 across subjects and delivers them in order, synchronously', async () => {
    const bus = new MemoryBus();
    const all = recorder();
    await bus.subscribe('chg.>', 0, all.handlers);
    expect(await bus.publish('chg.market.a', 1)).toBe(1);
    expect(await bus.publish('chg.orders.u', 2)).toBe(2);
    expect(all.seen.map((c) => [c.subject, c.seq, c.data])).toEqual([['chg.market.a', 1, 1], ['chg.orders.u', 2, 2]]);
    expect(await bus.lastSeq()).toBe(2);
  });

  it('keeps one order for every subscriber when a handler publishes', async () => {
    const bus = new MemoryBus();
    const first = recorder();
    const second = recorder();
    await bus.subscribe('chg.>', 'now', { change: (c) => { first.handlers.change(c); if (c.seq === 1) void bus.publish('chg.market.b', 'echo'); } });
    await bus.subscribe('chg.>', 'now', second.handlers);
    await bus.publish('chg.market.a', 'first');
    expect(first.seen.map((c) => c.seq)).toEqual([1, 2]);
    expect(second.seen.map((c) => c.seq)).toEqual([1, 2]);
  });

  it('keeps the newest maxChanges; an older resume point resets, then starts at the oldest kept', async () => {
    const bus = new MemoryBus({ maxChanges: 3 });
    for (let i = 1; i <= 5; i += 1) await bus.publish('chg.market.a', i);
    const late = recorder();
    await bus.subscribe('chg.>', 1, late.handlers);
    expect(late.resets()).toBe(1);
    expect(late.seen.map((c) => c.seq)).toEqual([3, 4, 5]);
    const exact = recorder();
    await bus.subscribe('chg.>', 2, exact.handlers);
    expect(exact.resets()).toBe(0);
    expect(exact.seen.map((c) => c.seq)).toEqual([3, 4, 5]);
    const oldest = recorder();
    await bus.subscribe('chg.>', 0, oldest.handlers);
    expect(oldest.resets()).toBe(0);
    expect(oldest.seen.map((c) => c.seq)).toEqual([3, 4, 5]);
  });

  it('drops the oldest past thousands of changes without losing the order', async () => {
    const bus = new MemoryBus({ maxChanges: 1000 });
    for (let i = 1; i <= 5000; i += 1) await bus.publish('chg.market.a', i);
    const tail = recorder();
    await bus.subscribe('chg.>', 4500, tail.handlers);
    expect(tail.seen.map((c) => c.data)).toEqual(Array.from({ length: 500 }, (_, i) => 4501 + i));
  });

  it('resets a resume point from another life of the stream (beyond its end)', async () => {
    const bus = new MemoryBus();
    await bus.publish('chg.market.a', 1);
    const stale = recorder();
    await bus.subscribe('chg.>', 40, stale.handlers);
    expect(stale.resets()).toBe(1);
    expect(stale.seen.map((c) => c.seq)).toEqual([1]);
  });

  it('dedupes publish ids among the last maxChanges and within the duplicate window only', async () => {
    vi.useFakeTimers();
    try {
      const bus = new MemoryBus({ maxChanges: 3 });
      const first = await bus.publish('chg.m.a', 1, { id: 'x1' });
      expect(await bus.publish('chg.m.a', 1, { id: 'x1' })).toBe(first);
      vi.advanceTimersByTime(DUPLICATE_WINDOW_MS);
      // Past the window the id is forgotten: stored again.
      const again = await bus.publish('chg.m.a', 1, { id: 'x1' });
      expect(again).toBe(first + 1);
      for (const id of ['x2', 'x3', 'x4']) await bus.publish('chg.m.a', id, { id });
      // Three newer ids pushed it out (maxChanges 3).
      expect(await bus.publish('chg.m.a', 1, { id: 'x1' })).toBe(again + 4);
      expect(await bus.publish('chg.m.a', 'x4', { id: 'x4' })).toBe(again + 3);
      await bus.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('delivers nothing to a stopped subscription', async () => {
    const bus = new MemoryBus();
    const seen = recorder();
    const subscription = await bus.subscribe('chg.market.*', 0, seen.handlers);
    await bus.publish('chg.market.a', 1);
    await subscription.stop();
    await bus.publish('chg.market.a', 2);
    expect(seen.seen.map((c) => c.data)).toEqual([1]);
  });

  it('goes on delivering to the others when one handler throws', async () => {
    const errors: unknown[] = [];
    const bus = new MemoryBus({ onHandlerError: (error) => errors.push(error) });
    const ok = recorder();
    await bus.subscribe('chg.>', 'now', { change: () => { throw new Error('boom'); } });
    await bus.subscribe('chg.>', 'now', ok.handlers);
    await bus.publish('chg.market.a', 1);
    expect(ok.seen).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('refuses subjects outside the change stream and bad filters', async () => {
    const bus = new MemoryBus();
    expect(await codeOf(bus.publish('cmd.any', 1))).toBe('BAD_SUBJECT');
    expect(await codeOf(bus.publish('chg.a b', 1))).toBe('BAD_SUBJECT');
    expect(await codeOf(bus.subscribe('chg.>.x', 0, recorder().handlers))).toBe('BAD_SUBJECT');
    expect(await bus.lastSeq()).toBe(0);
  });
});

describe('MemoryBus commands', () => {
  it('gives every plain server the request and one member of each queue group, round-robin; the first answer wins', async () => {
    const bus = new MemoryBus();
    const calls: string[] = [];
    const server = (name: string, queue?: string) => bus.serve('cmd.part.*', async () => { calls.push(name); return name; }, queue ? { queue } : {});
    await server('q1', 'exchange');
    await server('q2', 'exchange');
    await server('plain');
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await bus.request('cmd.part.3', i));
    expect(calls.filter((c) => c === 'plain')).toHaveLength(4);
    expect(calls.filter((c) => c !== 'plain')).toEqual(['q1', 'q2', 'q1', 'q2']);
    expect(answers.every((a) => a === 'q1' || a === 'q2' || a === 'plain')).toBe(true);
  });

  it('resolves with the first answer when several servers get the request', async () => {
    const bus = new MemoryBus();
    let release = () => {};
    await bus.serve('cmd.any', () => new Promise((resolve) => { release = () => resolve('slow'); }));
    await bus.serve('cmd.any', async () => 'fast');
    expect(await bus.request('cmd.any', {})).toBe('fast');
    release();
  });

  it('answers a throwing handler as INTERNAL_ERROR', async () => {
    const bus = new MemoryBus();
    await bus.serve('cmd.any', async () => { throw new Error('boom'); });
    expect(await bus.request('cmd.any', {})).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
  });

  it('NO_RESPONDERS when nobody serves (a stopped server no longer counts), TIMEOUT when nobody answers in time', async () => {
    const bus = new MemoryBus();
    expect(await codeOf(bus.request('cmd.part.1', {}))).toBe('NO_RESPONDERS');
    const server = await bus.serve('cmd.part.1', async () => 'ok');
    expect(await bus.request('cmd.part.1', {})).toBe('ok');
    await server.stop();
    expect(await codeOf(bus.request('cmd.part.1', {}))).toBe('NO_RESPONDERS');
    await bus.serve('cmd.part.2', () => new Promise(() => {}));
    expect(await codeOf(bus.request('cmd.part.2', {}, { timeoutMs: 50 }))).toBe('TIMEOUT');
  });

  it('is CLOSED after close: pending requests fail, nothing more is accepted, no handler runs', async () => {
    const bus = new MemoryBus();
    const seen = recorder();
    await bus.subscribe('chg.>', 0, seen.handlers);
    await bus.serve('cmd.any', () => new Promise(() => {}));
    const pending = bus.request('cmd.any', {}, { timeoutMs: 60_000 });
    await bus.close();
    expect(await codeOf(pending)).toBe('CLOSED');
    expect(await codeOf(bus.publish('chg.market.a', 1))).toBe('CLOSED');
    expect(await codeOf(bus.request('cmd.any', {}))).toBe('CLOSED');
    expect(await codeOf(bus.subscribe('chg.>', 0, seen.handlers))).toBe('CLOSED');
    expect(await codeOf(bus.serve('cmd.any', async () => 1))).toBe('CLOSED');
    expect(seen.seen).toHaveLength(0);
  });
});
