import { describe, expect, it, vi } from 'vitest';
import { ChangeHub, type StreamMessage } from './hub';

function collector() {
  const seen: StreamMessage[] = [];
  return { seen, listener: (m: StreamMessage) => seen.push(m) };
}

describe('ChangeHub', () => {
  it('sends a snapshot then deltas with increasing sequence numbers', async () => {
    const hub = new ChangeHub(async (topic) => ({ state: `${topic}@load` }));
    hub.publish('market:1', { price: 1 });
    const { seen, listener } = collector();
    await hub.subscribe('market:1', listener);
    hub.publish('market:1', { price: 2 });
    hub.publish('market:1', { price: 3 });
    expect(seen).toEqual([
      { topic: 'market:1', seq: 1, kind: 'snapshot', data: { state: 'market:1@load' } },
      { topic: 'market:1', seq: 2, kind: 'delta', data: { price: 2 } },
      { topic: 'market:1', seq: 3, kind: 'delta', data: { price: 3 } },
    ]);
  });

  it('publishLatest: one build at a time per topic, in order; changes during a build make one more build, not one each', async () => {
    const hub = new ChangeHub(async () => null);
    const { seen, listener } = collector();
    await hub.subscribe('event:1', listener);
    let state = 0;
    const gates: Array<() => void> = [];
    const make = () => new Promise<{ state: number } | null>((resolve) => gates.push(() => resolve(state === 99 ? null : { state })));
    state = 1;
    const first = hub.publishLatest('event:1', make);
    state = 2;
    const second = hub.publishLatest('event:1', make);
    state = 3;
    const third = hub.publishLatest('event:1', make);
    expect(gates).toHaveLength(1);
    gates.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The two changes made during the first build: one more build, reading the state after both.
    expect(gates).toHaveLength(1);
    gates.shift()!();
    await Promise.all([first, second, third]);
    expect(seen.filter((m) => m.kind === 'delta').map((m) => m.data)).toEqual([{ state: 3 }, { state: 3 }]);
    // Nothing to publish (the build answers null): nothing goes out; a failing build is logged, not thrown.
    state = 99;
    const none = hub.publishLatest('event:1', make);
    gates.shift()!();
    await none;
    await expect(hub.publishLatest('event:1', () => Promise.reject(new Error('store down')))).resolves.toBeUndefined();
    expect(seen.filter((m) => m.kind === 'delta')).toHaveLength(2);
  });

  it('publishLatest: a change made while a build fails still gets its build', async () => {
    const hub = new ChangeHub(async () => null);
    const { seen, listener } = collector();
    await hub.subscribe('event:2', listener);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // The first build fails once the second change is in; the build after it reads the state anew.
      let fail: () => void = () => {};
      let builds = 0;
      const make = () => (++builds === 1 ? new Promise<null>((_, reject) => (fail = () => reject(new Error('store down')))) : Promise.resolve({ state: 'after' }));
      const failing = hub.publishLatest('event:2', make);
      const later = hub.publishLatest('event:2', make);
      fail();
      await Promise.all([failing, later]);
      expect(builds).toBe(2);
      expect(seen.filter((m) => m.kind === 'delta').map((m) => m.data)).toEqual([{ state: 'after' }]);
      expect(errors).toHaveBeenCalledWith('change stream: event:2 not published:', expect.any(Error));
    } finally {
      errors.mockRestore();
    }
  });

  it('resumes from the last sequence seen without a gap or a repeat', async () => {
    const hub = new ChangeHub(async () => 'snapshot');
    // A subscriber sees 1…3 and drops; 4 and 5 are published while nobody listens; it comes back from 3.
    const first = collector();
    const drop = await hub.subscribe('score:9', first.listener);
    for (let i = 1; i <= 3; i += 1) hub.publish('score:9', i);
    drop();
    for (let i = 4; i <= 5; i += 1) hub.publish('score:9', i);
    const { seen, listener } = collector();
    await hub.subscribe('score:9', listener, 3);
    hub.publish('score:9', 6);
    expect(seen.map((m) => [m.kind, m.seq, m.data])).toEqual([
      ['delta', 4, 4],
      ['delta', 5, 5],
      ['delta', 6, 6],
    ]);
  });

  it('keeps no replay buffer for a topic nobody listens to: one never listened to, or left longer ago than the grace', async () => {
    let clock = 1_000_000;
    const hub = new ChangeHub(async () => 'fresh', 512, () => clock, 60_000);
    // Never listened to: a resume from an earlier sequence gets a snapshot, not deltas kept for nobody.
    for (let i = 1; i <= 5; i += 1) hub.publish('market:never', i);
    const never = collector();
    await hub.subscribe('market:never', never.listener, 3);
    expect(never.seen.map((m) => [m.kind, m.seq])).toEqual([['snapshot', 5]]);

    // Left 59 s ago: still resumable. Left 61 s ago: the buffer is gone and the resumer gets a snapshot.
    for (const [quietMs, expected] of [
      [59_000, [['delta', 2], ['delta', 3]]],
      [61_000, [['snapshot', 3]]],
    ] as const) {
      const topic = `orders:u-${quietMs}`;
      const drop = await hub.subscribe(topic, () => {});
      hub.publish(topic, 1);
      drop();
      clock += quietMs;
      hub.publish(topic, 2);
      hub.publish(topic, 3);
      const back = collector();
      await hub.subscribe(topic, back.listener, 1);
      expect(back.seen.map((m) => [m.kind, m.seq])).toEqual(expected);
    }
  });

  it('falls back to a snapshot when the missed deltas are no longer buffered', async () => {
    const hub = new ChangeHub(async () => 'fresh', 3);
    await hub.subscribe('t', () => {});
    for (let i = 1; i <= 10; i += 1) hub.publish('t', i);
    const { seen, listener } = collector();
    await hub.subscribe('t', listener, 2);
    expect(seen).toEqual([{ topic: 't', seq: 10, kind: 'snapshot', data: 'fresh' }]);
  });

  it('treats a sequence from the future (another server life) as a reason to snapshot', async () => {
    const hub = new ChangeHub(async () => 'fresh');
    hub.publish('t', 1);
    const { seen, listener } = collector();
    await hub.subscribe('t', listener, 99);
    expect(seen.map((m) => m.kind)).toEqual(['snapshot']);
  });

  it('holds deltas published while a snapshot loads and delivers them after it', async () => {
    let release!: () => void;
    const hub = new ChangeHub(() => new Promise((resolve) => (release = () => resolve('snap'))));
    const { seen, listener } = collector();
    const subscribed = hub.subscribe('m', listener);
    await Promise.resolve();
    hub.publish('m', 'during');
    release();
    await subscribed;
    hub.publish('m', 'after');
    expect(seen.map((m) => [m.kind, m.seq, m.data])).toEqual([
      ['snapshot', 0, 'snap'],
      ['delta', 1, 'during'],
      ['delta', 2, 'after'],
    ]);
  });

  it('builds a watched-only change only when someone listens, and sends a resumer from before it a snapshot', async () => {
    const hub = new ChangeHub(async () => 'fresh');
    const { seen, listener } = collector();
    const stop = await hub.subscribe('balance:u1', listener);
    let built = 0;
    await hub.publishIfWatched('balance:u1', () => ++built);
    stop();
    await hub.publishIfWatched('balance:u1', () => ++built);
    expect(built).toBe(1);
    const lastSeen = seen.at(-1)!.seq;
    const again = collector();
    await hub.subscribe('balance:u1', again.listener, lastSeen);
    expect(again.seen).toEqual([{ topic: 'balance:u1', seq: lastSeen + 1, kind: 'snapshot', data: 'fresh' }]);
  });

  it('stops delivering after unsubscribe', async () => {
    const hub = new ChangeHub(async () => null);
    const { seen, listener } = collector();
    const unsubscribe = await hub.subscribe('x', listener);
    unsubscribe();
    hub.publish('x', 1);
    expect(seen).toHaveLength(1);
    expect(hub.listenerCount('x')).toBe(0);
  });

  it('knows which ids under a prefix are watched, as listeners come and go', async () => {
    const hub = new ChangeHub(async () => null);
    const a = collector();
    const b = collector();
    expect([...hub.watched('orders')]).toEqual([]);
    const offA = await hub.subscribe('orders:u1', a.listener);
    const offB = await hub.subscribe('orders:u1', b.listener);
    const offC = await hub.subscribe('orders:u2', collector().listener);
    await hub.subscribe('balance:u3', collector().listener);
    expect([...hub.watched('orders')].sort()).toEqual(['u1', 'u2']);
    expect([...hub.watched('balance')]).toEqual(['u3']);
    offA();
    expect(hub.watched('orders').has('u1')).toBe(true);
    offB();
    offB();
    expect(hub.watched('orders').has('u1')).toBe(false);
    offC();
    expect(hub.watched('orders').size).toBe(0);
  });
});
