import { build } from 'esbuild';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTempNats } from '../../tests/support/nats';
import type { Bus } from './bus';
import { createBus } from './create-bus';

describe('createBus', async () => {
  const opened: Bus[] = [];
  const nats = await startTempNats({ jetstream: true });
  afterAll(async () => {
    for (const bus of opened) await bus.close();
    await nats?.stop();
  }, 60_000);

  it('is the in-memory bus without BUS_URL (also when it is empty)', async () => {
    for (const env of [{}, { BUS_URL: '' }, { BUS_URL: '  ' }]) {
      const bus = await createBus(env);
      opened.push(bus);
      expect(bus.kind).toBe('memory');
    }
  });

  it.runIf(nats !== null)('is the NATS bus with BUS_URL, its stream ready to store', async () => {
    const bus = await createBus({ BUS_URL: nats!.url }, { name: 'create-bus-test' });
    opened.push(bus);
    expect(bus.kind).toBe('nats');
    const seq = await bus.publish('chg.market.m1', { ok: true });
    expect(await bus.lastSeq()).toBe(seq);
  }, 60_000);

  it('leaves the NATS client out of a bundle until BUS_URL asks for it (npm start never loads it)', async () => {
    const out = await build({
      entryPoints: [path.join(import.meta.dirname, 'create-bus.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.text;
    expect(code).toContain('import("@nats-io/transport-node")');
    expect(code).not.toMatch(/^import[^(]*["']@nats-io\//m);
  }, 60_000);
});
