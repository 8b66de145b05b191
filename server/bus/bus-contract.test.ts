import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { startTempNats, type TempNats } from '../../tests/support/nats';
import { BusError, type Bus, type BusChange } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';
import { STREAM_NAME } from './subjects';

/**
 * The Bus contract (bus.ts), run against both implementations: the in-memory bus of `npm start` and
 * the JetStream bus of a cluster on a real nats-server. Then what only a server can show: restarted
 * (cleanly and with kill -9) on its store, subscriptions resume with no gap and no duplicate, stored
 * changes are still there, servers answer again, and a publish during the outage fails UNAVAILABLE.
 */

interface Harness {
  /** The bus under test, and a second client of the same bus (another process, for NATS). */
  bus: Bus;
  other: Bus;
  /** Makes the stream forget every change stored so far (memory: pushed out of its bounded log; NATS: purged). */
  forget(): Promise<void>;
}

const LONG = 120_000;
let unique = 0;
/** A fresh subject prefix per test: the tests share one stream. */
const topic = () => `t${Date.now().toString(36)}${(unique += 1)}`;

async function waitFor(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'NONE', (error: unknown) => (error instanceof BusError ? error.code : String(error)));

function recorder() {
  const seen: BusChange[] = [];
  const state = { resets: 0 };
  return { seen, state, seqs: () => seen.map((c) => c.seq), handlers: { change: (c: BusChange) => void seen.push(c), reset: () => void (state.resets += 1) } };
}

function contract(name: string, open: () => Promise<Harness | null>) {
  describe(`Bus contract: ${name}`, async () => {
    const harness = await open();
    if (!harness) return void it.skip('needs nats-server', () => {});
    const { bus, other } = harness;

    it('numbers changes with one sequence across subjects and delivers them in order', async () => {
      const t = topic();
      const base = await bus.lastSeq();
      const seen = recorder();
      const sub = await other.subscribe(`chg.${t}.>`, base, seen.handlers);
      const seqs = [await bus.publish(`chg.${t}.a`, { n: 1 }), await bus.publish(`chg.${t}.b`, { n: 2 }), await bus.publish(`chg.${t}.a`, { n: 3 })];
      expect(seqs[1]).toBeGreaterThan(seqs[0]!);
      expect(seqs[2]).toBeGreaterThan(seqs[1]!);
      await waitFor('three changes', () => seen.seen.length >= 3);
      expect(seen.seen.map((c) => [c.subject, c.seq, c.data])).toEqual([
        [`chg.${t}.a`, seqs[0], { n: 1 }],
        [`chg.${t}.b`, seqs[1], { n: 2 }],
        [`chg.${t}.a`, seqs[2], { n: 3 }],
      ]);
      expect(await bus.lastSeq()).toBeGreaterThanOrEqual(seqs[2]!);
      await sub.stop();
    }, LONG);

    it('stores publishes made without waiting for each other in call order', async () => {
      const t = topic();
      const seen = recorder();
      const sub = await other.subscribe(`chg.${t}.*`, 'now', seen.handlers);
      const seqs = await Promise.all(Array.from({ length: 500 }, (_, i) => bus.publish(`chg.${t}.m${i % 7}`, i)));
      expect(seqs.every((seq, i) => i === 0 || seq > seqs[i - 1]!)).toBe(true);
      await waitFor('every change', () => seen.seen.length >= 500);
      expect(seen.seen.map((c) => c.data)).toEqual(Array.from({ length: 500 }, (_, i) => i));
      expect(seen.seqs()).toEqual(seqs);
      await sub.stop();
    }, LONG);

    it('resumes exactly after a sequence, then delivers new changes; now delivers only new ones', async () => {
      const t = topic();
      const seqs: number[] = [];
      for (let i = 0; i < 5; i += 1) seqs.push(await bus.publish(`chg.${t}.x`, i));
      const resumed = recorder();
      const fresh = recorder();
      const a = await other.subscribe(`chg.${t}.x`, seqs[2]!, resumed.handlers);
      const b = await other.subscribe(`chg.${t}.x`, 'now', fresh.handlers);
      const next = await bus.publish(`chg.${t}.x`, 5);
      await waitFor('the resumed and the new change', () => resumed.seen.length >= 3 && fresh.seen.length >= 1);
      expect(resumed.seqs()).toEqual([seqs[3], seqs[4], next]);
      expect(resumed.seen.map((c) => c.data)).toEqual([3, 4, 5]);
      expect(fresh.seqs()).toEqual([next]);
      expect(resumed.state.resets + fresh.state.resets).toBe(0);
      await Promise.all([a.stop(), b.stop()]);
    }, LONG);

    it('filters by subject with * and > wildcards', async () => {
      const t = topic();
      const base = await bus.lastSeq();
      const star = recorder();
      const exact = recorder();
      const tail = recorder();
      const subs = await Promise.all([
        other.subscribe(`chg.${t}.*`, base, star.handlers),
        other.subscribe(`chg.${t}.m1`, base, exact.handlers),
        other.subscribe(`chg.>`, base, tail.handlers),
      ]);
      await bus.publish(`chg.${t}.m1`, 'a');
      await bus.publish(`chg.${t}.m2`, 'b');
      await bus.publish(`chg.${t}x.m1`, 'c');
      await waitFor('the filtered changes', () => star.seen.length >= 2 && exact.seen.length >= 1 && tail.seen.length >= 3);
      const last = await bus.publish(`chg.${t}.m1`, 'end');
      await waitFor('the last change', () => exact.seen.length >= 2);
      expect(star.seen.map((c) => c.data)).toEqual(['a', 'b', 'end'].slice(0, star.seen.length));
      expect(exact.seen.map((c) => c.data)).toEqual(['a', 'end']);
      expect(tail.seen.filter((c) => c.subject.startsWith(`chg.${t}`)).map((c) => c.data).slice(0, 3)).toEqual(['a', 'b', 'c']);
      expect(exact.seqs().at(-1)).toBe(last);
      await Promise.all(subs.map((s) => s.stop()));
    }, LONG);

    it('resets a subscriber whose start the stream no longer holds, then delivers from the oldest stored', async () => {
      const t = topic();
      const old = await bus.publish(`chg.${t}.x`, 'old');
      await bus.publish(`chg.${t}.x`, 'older still kept?');
      await harness.forget();
      const kept = await bus.publish(`chg.${t}.x`, 'kept');
      const late = recorder();
      const sub = await other.subscribe(`chg.${t}.x`, old, late.handlers);
      await waitFor('the kept change', () => late.seen.some((c) => c.data === 'kept'));
      expect(late.state.resets).toBe(1);
      expect(late.seen.map((c) => c.data)).toEqual(['kept']);
      expect(late.seqs()).toEqual([kept]);
      await sub.stop();
    }, LONG);

    it('stops delivering once a subscription is stopped', async () => {
      const t = topic();
      const seen = recorder();
      const sub = await other.subscribe(`chg.${t}.x`, 'now', seen.handlers);
      await bus.publish(`chg.${t}.x`, 1);
      await waitFor('the first change', () => seen.seen.length === 1);
      await sub.stop();
      await bus.publish(`chg.${t}.x`, 2);
      const marker = recorder();
      const probe = await other.subscribe(`chg.${t}.x`, 0, marker.handlers);
      await waitFor('the probe to see both', () => marker.seen.length >= 2);
      expect(seen.seen.map((c) => c.data)).toEqual([1]);
      await probe.stop();
    }, LONG);

    it('shares requests among a queue group, gives each plain server every request, answers the first reply', async () => {
      const t = topic();
      const got = { a: 0, b: 0, plain: 0 };
      const servers = await Promise.all([
        bus.serve(`cmd.${t}.*`, async (n: number) => ((got.a += 1), { by: 'a', n }), { queue: 'exchange' }),
        other.serve(`cmd.${t}.*`, async (n: number) => ((got.b += 1), { by: 'b', n }), { queue: 'exchange' }),
        other.serve(`cmd.${t}.*`, async (n: number) => ((got.plain += 1), { by: 'plain', n }), {}),
      ]);
      for (let n = 0; n < 40; n += 1) {
        const answer = await bus.request<number, { by: string; n: number }>(`cmd.${t}.${n % 3}`, n, { timeoutMs: 30_000 });
        expect(answer.n).toBe(n);
      }
      await waitFor('every server to have been called', () => got.plain === 40 && got.a + got.b === 40);
      expect(got.a).toBeGreaterThan(0);
      expect(got.b).toBeGreaterThan(0);
      await Promise.all(servers.map((s) => s.stop()));
    }, LONG);

    it('answers NO_RESPONDERS when nobody serves, TIMEOUT when nobody answers in time, INTERNAL_ERROR for a throwing server', async () => {
      const t = topic();
      expect(await codeOf(bus.request(`cmd.${t}.none`, {}, { timeoutMs: 30_000 }))).toBe('NO_RESPONDERS');
      const silent = await other.serve(`cmd.${t}.silent`, () => new Promise(() => {}));
      expect(await codeOf(bus.request(`cmd.${t}.silent`, {}, { timeoutMs: 300 }))).toBe('TIMEOUT');
      const failing = await other.serve(`cmd.${t}.fail`, async () => {
        throw new Error('boom');
      });
      expect(await bus.request(`cmd.${t}.fail`, {}, { timeoutMs: 30_000 })).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
      const answering = await other.serve(`cmd.${t}.gone`, async () => 'here');
      expect(await bus.request(`cmd.${t}.gone`, {}, { timeoutMs: 30_000 })).toBe('here');
      await answering.stop();
      expect(await codeOf(bus.request(`cmd.${t}.gone`, {}, { timeoutMs: 30_000 }))).toBe('NO_RESPONDERS');
      await Promise.all([silent.stop(), failing.stop()]);
    }, LONG);

    it('stores a publish repeated with the same id once, answering the stored sequence', async () => {
      const t = topic();
      const seen = recorder();
      const sub = await other.subscribe(`chg.${t}.*`, 'now', seen.handlers);
      const first = await bus.publish(`chg.${t}.m`, 'a', { id: `${t}-1` });
      const again = await bus.publish(`chg.${t}.m`, 'a again', { id: `${t}-1` });
      const next = await bus.publish(`chg.${t}.m`, 'b', { id: `${t}-2` });
      const plain = [await bus.publish(`chg.${t}.m`, 'c'), await bus.publish(`chg.${t}.m`, 'c')];
      expect(again).toBe(first);
      await waitFor('four changes', () => seen.seen.length >= 4);
      expect(seen.seen.map((c) => [c.seq, c.data])).toEqual([[first, 'a'], [next, 'b'], [plain[0], 'c'], [plain[1], 'c']]);
      await sub.stop();
    }, LONG);

    it('hands a broadcast to every listener (the sender\'s own too) once, in the order sent, and none to a stopped one', async () => {
      const t = topic();
      const heard = { mine: [] as unknown[], theirs: [] as unknown[], wildcard: [] as unknown[], stopped: [] as unknown[] };
      const listeners = [
        await bus.listen(`ann.${t}`, (n) => void heard.mine.push(n)),
        await other.listen(`ann.${t}`, (n) => void heard.theirs.push(n)),
        await other.listen(`ann.*`, (n, subject) => void (subject === `ann.${t}` && heard.wildcard.push(n))),
      ];
      const stopped = await other.listen(`ann.${t}`, (n) => void heard.stopped.push(n));
      for (let i = 1; i <= 50; i += 1) bus.broadcast(`ann.${t}`, { i });
      const fifty = Array.from({ length: 50 }, (_, i) => ({ i: i + 1 }));
      await waitFor('fifty broadcasts everywhere', () => heard.mine.length >= 50 && heard.theirs.length >= 50 && heard.wildcard.length >= 50 && heard.stopped.length >= 50);
      await stopped.stop();
      bus.broadcast(`ann.${t}`, { i: 51 });
      await waitFor('the last one', () => heard.mine.length >= 51 && heard.theirs.length >= 51 && heard.wildcard.length >= 51);
      const all = [...fifty, { i: 51 }];
      expect(heard).toEqual({ mine: all, theirs: all, wildcard: all, stopped: fifty });
      await Promise.all(listeners.map((l) => l.stop()));
    }, LONG);

    it('refuses a broadcast into the change stream or to a malformed subject, and a malformed listen filter, with BAD_SUBJECT', async () => {
      const sent = (subject: string) => codeOf(Promise.resolve().then(() => bus.broadcast(subject, 1)));
      expect(await sent('chg.a.b')).toBe('BAD_SUBJECT');
      expect(await sent('ann.*')).toBe('BAD_SUBJECT');
      expect(await sent('ann..x')).toBe('BAD_SUBJECT');
      expect(await codeOf(bus.listen('ann.>.x', () => {}))).toBe('BAD_SUBJECT');
    }, LONG);

    it('refuses a change outside chg.> and a malformed filter with BAD_SUBJECT', async () => {
      expect(await codeOf(bus.publish('cmd.any', 1))).toBe('BAD_SUBJECT');
      expect(await codeOf(bus.publish('chg.a..b', 1))).toBe('BAD_SUBJECT');
      expect(await codeOf(bus.subscribe('chg.>.x', 0, recorder().handlers))).toBe('BAD_SUBJECT');
      expect(await codeOf(bus.request('cmd.*', {}))).toBe('BAD_SUBJECT');
    }, LONG);
  });
}

const toClose: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of toClose.reverse()) await close().catch(() => undefined);
}, LONG);

contract('memory', async () => {
  const bus = new MemoryBus({ maxChanges: 64 });
  toClose.push(() => bus.close());
  return {
    bus,
    other: bus,
    async forget() {
      for (let i = 0; i < 64; i += 1) await bus.publish('chg.filler.x', i);
    },
  };
});

let nats: TempNats | null = null;
contract('nats', async () => {
  nats = await startTempNats({ jetstream: true });
  if (!nats) return null;
  const server = nats;
  toClose.push(() => server.stop());
  const bus = await NatsBus.connect(server.url, { name: 'contract-a' });
  const other = await NatsBus.connect(server.url, { name: 'contract-b' });
  toClose.push(() => bus.close(), () => other.close());
  return {
    bus,
    other,
    async forget() {
      const nc = await connect({ servers: server.url });
      await (await jetstreamManager(nc)).streams.purge(STREAM_NAME);
      await nc.close();
    },
  };
});

describe('NATS bus across nats-server restarts', async () => {
  const server = await startTempNats({ jetstream: true });
  if (!server) return void it.skip('needs nats-server', () => {});
  toClose.push(() => server.stop());
  const bus = await NatsBus.connect(server.url, { name: 'restart-publisher', publishTimeoutMs: 2_000 });
  const other = await NatsBus.connect(server.url, { name: 'restart-subscriber' });
  toClose.push(() => bus.close(), () => other.close());

  /** Publishes until one is acknowledged (the bus reconnects by itself): UNAVAILABLE while the server is away. */
  async function publishWhenBack(subject: string, data: unknown): Promise<number> {
    for (;;) {
      try {
        return await bus.publish(subject, data);
      } catch (error) {
        expect(error).toBeInstanceOf(BusError);
        expect((error as BusError).code).toBe('UNAVAILABLE');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    it(`after a ${signal} restart on its store: no gap, no duplicate, stored changes kept, servers answer again`, async () => {
      const t = topic();
      const live = recorder();
      const sub = await other.subscribe(`chg.${t}.*`, 'now', live.handlers);
      const served = await other.serve(`cmd.${t}.echo`, async (n: number) => n * 2, { queue: 'exchange' });
      const before: number[] = [];
      for (let i = 0; i < 20; i += 1) before.push(await bus.publish(`chg.${t}.m`, i));
      await waitFor('the changes before the restart', () => live.seen.length >= 20);

      if (signal === 'SIGKILL') {
        await server.crash();
        expect(await codeOf(bus.publish(`chg.${t}.m`, 'during'))).toBe('UNAVAILABLE');
        await server.restart();
      } else await server.restart('SIGTERM');

      const after: number[] = [];
      for (let i = 20; i < 40; i += 1) after.push(await publishWhenBack(`chg.${t}.m`, i));
      await waitFor('the changes after the restart', () => live.seen.length >= 40, 90_000);
      expect(live.seen.map((c) => c.data)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(live.seqs()).toEqual([...before, ...after]);
      expect(live.state.resets).toBe(0);

      const replay = recorder();
      const again = await other.subscribe(`chg.${t}.*`, 0, replay.handlers);
      await waitFor('the stored changes', () => replay.seen.length >= 40);
      expect(replay.seqs()).toEqual([...before, ...after]);

      let doubled: number | undefined;
      for (let tries = 0; doubled !== 42 && tries < 300; tries += 1) {
        doubled = await bus.request<number, number>(`cmd.${t}.echo`, 21, { timeoutMs: 2_000 }).catch(() => undefined);
        if (doubled !== 42) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(doubled).toBe(42);
      await Promise.all([sub.stop(), again.stop(), served.stop()]);
    }, 240_000);
  }

  it('fails a request UNAVAILABLE at once while the server is away, and one in flight when the connection drops (not at its timeout)', async () => {
    const t = topic();
    // A server that holds every request it takes: only the drop can end the first request.
    const held: Array<() => void> = [];
    const served = await other.serve(`cmd.${t}.hold`, () => new Promise<number>((resolve) => held.push(() => resolve(1))));
    const inFlight = bus.request(`cmd.${t}.hold`, 1, { timeoutMs: 60_000 }).then(
      () => ({ code: 'NONE', at: Date.now() }),
      (error: unknown) => ({ code: error instanceof BusError ? error.code : String(error), at: Date.now() }),
    );
    await waitFor('the request taken', () => held.length === 1);
    const crashedAt = Date.now();
    await server.crash();
    const dropped = await inFlight;
    expect(dropped.code).toBe('UNAVAILABLE');
    expect(dropped.at - crashedAt, 'ms from the crash to the failed request (its timeout: 60 s)').toBeLessThan(30_000);
    // Sent while the server is away: refused at once (the client would drop it at the reconnect).
    await waitFor('the bus seeing the server gone', () => !bus.isConnected(), 30_000);
    const sentAt = Date.now();
    expect(await codeOf(bus.request(`cmd.${t}.hold`, 2, { timeoutMs: 60_000 }))).toBe('UNAVAILABLE');
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    await server.restart();
    await waitFor('the bus back', () => bus.isConnected(), 60_000);
    for (const release of held) release();
    await served.stop();
  }, LONG);

  it('refuses a publish JetStream does not store (no stream) with UNAVAILABLE rather than waiting', async () => {
    const nc = await connect({ servers: server.url });
    await (await jetstreamManager(nc)).streams.delete(STREAM_NAME);
    await nc.close();
    expect(await codeOf(bus.publish(`chg.${topic()}.m`, 1))).toBe('UNAVAILABLE');
  }, LONG);
});
