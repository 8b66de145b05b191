/**
 * ordered-publisher.ts on a real nats-server killed (-9) and restarted while changes keep coming: the
 * retries under each change's id leave every change in the stream once, in the order made, none
 * dropped. Skipped with a printed reason when nats-server is missing (`.ci/run` installs it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTempNats } from '../../tests/support/nats';
import type { BusChange } from './bus';
import { NatsBus } from './nats-bus';
import { orderedPublisher } from './ordered-publisher';

const toClose: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of toClose.reverse()) await close().catch(() => undefined);
}, 120_000);

async function waitFor(what: string, check: () => boolean, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('ordered publisher across a nats-server crash', async () => {
  const server = await startTempNats({ jetstream: true });
  if (!server) return void it.skip('needs nats-server', () => {});
  toClose.push(() => server.stop());
  const bus = await NatsBus.connect(server.url, { name: 'ordered-publisher', publishTimeoutMs: 2_000 });
  const reader = await NatsBus.connect(server.url, { name: 'ordered-reader' });
  toClose.push(() => bus.close(), () => reader.close());

  it('stores every change once, in the order made, though publishes failed and were retried', async () => {
    const subject = `chg.ordered.t${Date.now().toString(36)}`;
    const logged: string[] = [];
    const out = orderedPublisher(bus, { log: (m) => void logged.push(m), firstRetryMs: 50, maxRetryMs: 500 });
    let made = 0;
    let failed = 0;
    // Changes keep coming, every 3 ms, before, during and after the outage.
    const make = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        out.send(subject, made++);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    };
    const watchFailures = setInterval(() => void (failed = Math.max(failed, out.pending)), 5);
    try {
      await make(100);
      const crashed = server.crash();
      await make(100);
      await crashed;
      const restarted = server.restart();
      await make(100);
      await restarted;
      await make(100);
      await out.flush();
    } finally {
      clearInterval(watchFailures);
    }
    expect(logged).toEqual([]);

    // The stream from the beginning, up to a marker published after the flush.
    const marker = await bus.publish(subject, 'marker');
    const seen: BusChange[] = [];
    const sub = await reader.subscribe(subject, 0, { change: (c) => void seen.push(c) });
    await waitFor('the marker', () => seen.some((c) => c.seq === marker));
    await sub.stop();
    const data = seen.filter((c) => c.seq < marker).map((c) => c.data);
    expect(data).toEqual(Array.from({ length: made }, (_, i) => i));
    // The retry path ran: changes were waiting while NATS was away.
    expect(failed).toBeGreaterThan(10);
    await out.close();
  }, 240_000);
});
