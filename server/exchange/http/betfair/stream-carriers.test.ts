import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { MAX_REQUEST_BYTES } from './stream-server';
import { SEGMENT_MARKETS } from './stream-market-subscription';
import { connectTcp, connectWs, startStreamServer, writeRaw, type StreamClient, type StreamTestServer } from './stream-test-client';
import { betfairClient, DEMO_PASSWORD } from './test-client';

vi.setConfig({ testTimeout: 90_000 });

let server: StreamTestServer;
let bf: ReturnType<typeof betfairClient>;
let demo: string;
const open: StreamClient[] = [];

beforeAll(async () => {
  server = await startStreamServer();
  bf = betfairClient(server.url);
  demo = (await bf.login('demo', DEMO_PASSWORD)).token;
}, 300_000);
afterAll(async () => {
  for (const client of open) client.close();
  await server?.close();
});

async function connect(carrier: 'tcp' | 'ws', token?: string): Promise<StreamClient> {
  const client = carrier === 'tcp' ? await connectTcp(server.tcpPort) : await connectWs(server.wsUrl);
  open.push(client);
  if (token) expect(await client.authenticate(token)).toMatchObject({ statusCode: 'SUCCESS' });
  return client;
}

/** What a client was sent, without what differs by connection or moment (the connection id and count, publish times). */
const comparable = (client: StreamClient) => client.messages.filter((m) => m.op !== 'connection').map((m) => ({ ...m, pt: undefined, connectionsAvailable: undefined }));

describe('carriers', () => {
  it('TCP and WebSocket carry the same messages', async () => {
    const [market] = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 }, demo);
    const marketId = market!.marketId;
    const selectionId = market!.runners![0]!.selectionId;
    const clients = [await connect('tcp', demo), await connect('ws', demo)];
    for (const client of clients) {
      client.send({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: ['EX_ALL_OFFERS', 'EX_BEST_OFFERS_DISP', 'EX_TRADED', 'EX_LTP', 'EX_MARKET_DEF'], ladderLevels: 2 } });
      await client.mcm((m) => m.ct === 'SUB_IMAGE');
      client.send({ op: 'orderSubscription', id: 3 });
      await client.ocm((m) => m.ct === 'SUB_IMAGE');
    }
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [{ orderType: 'LIMIT', selectionId, side: 'BACK', limitOrder: { size: 50, price: 990, persistenceType: 'LAPSE' } }] }, demo);
    await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId: placed.instructionReports![0]!.betId! }] }, demo);
    for (const client of clients) {
      await client.mcm((m) => m.mc?.[0]?.rc?.[0]?.atl?.[0]?.[1] === 0);
      await client.ocm((m) => m.oc?.[0]?.orc?.[0]?.uo?.[0]?.status === 'EC');
      client.send({ op: 'heartbeat', id: 9 });
      await client.status(9);
    }
    expect(comparable(clients[0]!)).toEqual(comparable(clients[1]!));
    expect(comparable(clients[0]!).filter((m) => m.op === 'mcm')).toHaveLength(3);
  });

  it('segments a large image (SEG_START … SEG_END, the clock on the last) unless segmentation is off', async () => {
    const all = await bf.rpc('betting', 'listMarketCatalogue', { filter: {}, maxResults: 1000 }, demo);
    const client = await connect('ws', demo);
    client.send({ op: 'marketSubscription', id: 2, marketFilter: {} });
    const status = await client.status(2);
    if (all.length > 200) return expect(status).toMatchObject({ statusCode: 'FAILURE', errorCode: 'SUBSCRIPTION_LIMIT_EXCEEDED' });
    expect(all.length).toBeGreaterThan(SEGMENT_MARKETS);
    const last = await client.mcm((m) => m.segmentType === 'SEG_END');
    const segments = client.messages.filter((m) => m.op === 'mcm' && m.ct === 'SUB_IMAGE');
    expect(segments.map((m) => (m.op === 'mcm' ? m.segmentType : null))).toEqual(['SEG_START', ...Array(segments.length - 2).fill('SEG'), 'SEG_END']);
    expect(segments.flatMap((m) => (m.op === 'mcm' ? m.mc!.map((mc) => mc.id) : []))).toHaveLength(all.length);
    expect(last.clk).toBeDefined();
    expect(segments[0]).not.toHaveProperty('clk');

    const whole = await connect('ws', demo);
    whole.send({ op: 'marketSubscription', id: 2, marketFilter: {}, segmentationEnabled: false });
    expect((await whole.mcm((m) => m.ct === 'SUB_IMAGE')).mc).toHaveLength(all.length);
  });
});

describe('bad input', () => {
  it.each([
    ['tcp', 'not json', '{"op": "heartbeat"'],
    ['tcp', 'a NUL byte', '{"op":"heartbeat","id":1}\u0000'],
    ['tcp', 'an unknown op', '{"op":"subscribeEverything","id":4}'],
    ['tcp', 'a NUL in a string', '{"op":"authentication","id":5,"appKey":"a","session":"x\\u0000y"}'],
    ['ws', 'not json', '}{'],
    ['ws', 'a wrong type', '{"op":"marketSubscription","id":"two"}'],
  ] as const)('%s: %s is answered FAILURE INVALID_INPUT and the connection closed', async (carrier, _what, text) => {
    const client = await connect(carrier);
    client.send(text);
    expect(await client.status()).toMatchObject({ statusCode: 'FAILURE', errorCode: 'INVALID_INPUT', connectionClosed: true });
    await client.waitClosed();
  });

  it('refuses a line or a message larger than the limit, and keeps serving others', async () => {
    const tcp = await connect('tcp');
    writeRaw(tcp, `{"op":"heartbeat","pad":"${'x'.repeat(MAX_REQUEST_BYTES)}`);
    expect(await tcp.status()).toMatchObject({ statusCode: 'FAILURE', errorCode: 'INVALID_INPUT', connectionClosed: true });
    await tcp.waitClosed();

    const ws = await connect('ws');
    ws.send(JSON.stringify({ op: 'heartbeat', pad: 'x'.repeat(MAX_REQUEST_BYTES) }));
    expect(await ws.status()).toMatchObject({ statusCode: 'FAILURE', errorCode: 'INVALID_INPUT' });

    const fine = await connect('tcp', demo);
    fine.send({ op: 'heartbeat', id: 2 });
    expect(await fine.status(2)).toMatchObject({ statusCode: 'SUCCESS' });
  });

  it('serves non-browser clients with no Origin and refuses a foreign browser origin', async () => {
    const refused = new WebSocket(server.wsUrl, { headers: { origin: 'https://evil.example' } });
    refused.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });
});
