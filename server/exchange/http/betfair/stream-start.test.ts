import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../app';
import { configFromEnv } from '../../../config';
import { connectTcp, connectWs, type StreamClient } from './stream-test-client';
import { APP_KEY, DEMO_PASSWORD } from './test-client';
import { copyMigratedStore } from '../../../../tests/support/pglite-template';

vi.setConfig({ testTimeout: 90_000 });

/** A port free a moment ago. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the stream as npm start serves it', () => {
  let server: RunningServer;
  let dir: string;
  let streamPort: number;
  const clients: StreamClient[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-stream-start-'));
    await copyMigratedStore(dir);
    streamPort = await freePort();
    server = await startServer({ ...configFromEnv({ SEED: 'demo', STREAM_PORT: String(streamPort) }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
  }, 300_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads STREAM_PORT (unset or 0: no TCP listener; anything else not a port: refused at start)', () => {
    expect(configFromEnv({}).streamPort).toBe(0);
    expect(configFromEnv({ STREAM_PORT: '4100' }).streamPort).toBe(4100);
    expect(() => configFromEnv({ STREAM_PORT: '70000' })).toThrow(/STREAM_PORT/);
    expect(() => configFromEnv({ STREAM_PORT: 'tcp' })).toThrow(/STREAM_PORT/);
  });

  it('serves the WebSocket at /exchange/stream and TCP on STREAM_PORT, authenticated by the Betfair login', async () => {
    const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'x-application': APP_KEY, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: 'demo', password: DEMO_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    for (const client of [await connectWs(`${server.url.replace(/^http/, 'ws')}/exchange/stream`), await connectTcp(streamPort)]) {
      clients.push(client);
      expect(await client.authenticate(token)).toMatchObject({ statusCode: 'SUCCESS' });
      client.send({ op: 'marketSubscription', id: 2, marketFilter: { marketTypes: ['MATCH_ODDS'], eventTypeIds: ['4'] }, marketDataFilter: { fields: ['EX_MARKET_DEF'] } });
      const image = await client.mcm((m) => m.ct === 'SUB_IMAGE');
      expect(image.mc!.length).toBeGreaterThan(0);
      expect(image.mc!.every((mc) => mc.marketDefinition?.eventTypeId === '4' && mc.marketDefinition.marketType === 'MATCH_ODDS')).toBe(true);
    }
  });
});
