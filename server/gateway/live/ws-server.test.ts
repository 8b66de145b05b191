import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { serveGraphqlWs, textFrameHeader } from './ws-server';

describe('textFrameHeader', () => {
  it('writes the three length forms of RFC 6455 §5.2, as in the examples of §5.7', () => {
    expect([...textFrameHeader(5)]).toEqual([0x81, 0x05]);
    expect([...textFrameHeader(125)]).toEqual([0x81, 125]);
    expect([...textFrameHeader(126)]).toEqual([0x81, 0x7e, 0x00, 0x7e]);
    expect([...textFrameHeader(256)]).toEqual([0x81, 0x7e, 0x01, 0x00]);
    expect([...textFrameHeader(65_535)]).toEqual([0x81, 0x7e, 0xff, 0xff]);
    expect([...textFrameHeader(65_536)]).toEqual([0x81, 0x7f, 0, 0, 0, 0, 0, 0x01, 0x00, 0x00]);
    expect([...textFrameHeader(2 ** 32 + 1)]).toEqual([0x81, 0x7f, 0, 0, 0, 0x01, 0, 0, 0, 0x01]);
  });
});

describe('serveGraphqlWs', () => {
  // Sizes that take each of the three frame-length forms, sent in one turn of the event loop.
  const SIZES = [3, 200, 70_000, 10, 130_000, 0];
  const schema = buildSchema('type Query { ok: Boolean } type Subscription { text: String! }');
  const roots = {
    async *text() {
      for (const size of SIZES) yield { text: 'x'.repeat(size) };
    },
  };
  let server: Server;
  let wss: WebSocketServer;
  let served: { dispose(): Promise<void> };
  let url = '';
  let writes = 0;

  beforeAll(async () => {
    server = createServer();
    wss = new WebSocketServer({ server });
    wss.on('connection', (socket) => {
      const tcp = (socket as unknown as { _socket: Socket })._socket;
      const write = tcp.write.bind(tcp);
      tcp.write = ((...args: Parameters<typeof tcp.write>) => {
        writes += 1;
        return write(...args);
      }) as typeof tcp.write;
    });
    served = serveGraphqlWs({ schema, roots: { subscription: roots } }, wss);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await served.dispose();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers every message whole and in order, then the completion, over few writes', async () => {
    const client = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    try {
      const received: number[] = [];
      await new Promise<void>((resolve, reject) => {
        client.subscribe<{ text: string }>(
          { query: 'subscription { text }' },
          {
            next: (value) => {
              const text = value.data?.text ?? '';
              expect(text).toBe('x'.repeat(text.length));
              received.push(text.length);
            },
            error: reject,
            complete: resolve,
          },
        );
      });
      expect(received).toEqual(SIZES);
      // connection_ack, the six next messages and complete leave in far fewer writes than messages.
      expect(writes).toBeLessThan(SIZES.length + 2);
    } finally {
      await client.dispose();
    }
  });

  it('refuses a server with per-message compression, whose frames it cannot write', () => {
    const deflating = new WebSocketServer({ noServer: true, perMessageDeflate: true });
    expect(() => serveGraphqlWs({ schema }, deflating)).toThrow(/perMessageDeflate/);
  });
});

describe('serveGraphqlWs keep-alive', () => {
  const BEAT_MS = 100;
  const schema = buildSchema('type Query { ok: Boolean } type Subscription { tick: Int! }');
  const roots = {
    async *tick() {
      for (let i = 0; i < 40; i++) {
        await new Promise((r) => setTimeout(r, 25));
        yield { tick: i };
      }
    },
  };
  let server: Server;
  let wss: WebSocketServer;
  let served: { dispose(): Promise<void> };
  let url = '';
  const sockets: Array<{ writes: number; pongs: number; closed: boolean }> = [];

  beforeAll(async () => {
    server = createServer();
    wss = new WebSocketServer({ server });
    wss.on('connection', (socket) => {
      const seen = { writes: 0, pongs: 0, closed: false };
      sockets.push(seen);
      const tcp = (socket as unknown as { _socket: Socket })._socket;
      const write = tcp.write.bind(tcp);
      tcp.write = ((...args: Parameters<typeof tcp.write>) => {
        seen.writes += 1;
        return write(...args);
      }) as typeof tcp.write;
      socket.on('pong', () => (seen.pongs += 1));
      socket.on('close', () => (seen.closed = true));
    });
    served = serveGraphqlWs({ schema, roots: { subscription: roots } }, wss, BEAT_MS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await served.dispose();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('pings a client that is sent updates on the updates’ own writes, and keeps it while it answers', async () => {
    const client = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    try {
      let ticks = 0;
      await new Promise<void>((resolve, reject) => client.subscribe({ query: 'subscription { tick }' }, { next: () => void (ticks += 1), error: reject, complete: resolve }));
      const seen = sockets.at(-1)!;
      expect(ticks).toBe(40);
      // About a second of updates: pings went and were answered, and none took a write of its own
      // (the ack, 40 updates in at most 40 writes, the completion).
      expect(seen.pongs).toBeGreaterThanOrEqual(3);
      expect(seen.writes).toBeLessThanOrEqual(42);
      expect(seen.closed).toBe(false);
    } finally {
      await client.dispose();
    }
  });

  it('cuts a client that stops reading within three beats', async () => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    await new Promise((resolve) => ws.once('open', resolve));
    const seen = sockets.at(-1)!;
    ws.pause();
    const started = Date.now();
    await vi.waitFor(() => expect(seen.closed).toBe(true), { timeout: 5_000, interval: 10 });
    // Three beats (a ping due, sent alone, unanswered), and a beat's slack for a busy machine's timers.
    expect(Date.now() - started).toBeLessThanOrEqual(4 * BEAT_MS);
    ws.terminate();
  });
});
