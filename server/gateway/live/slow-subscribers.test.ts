/**
 * Viewers that stop reading among viewers that read (issue #50): a market's book changes every 15 ms
 * (books of ~40 KB, so a paused socket's kernel buffers fill within the run); the readers get the
 * updates in order as they happen; the paused ones are held at the conflation mark — the gateway keeps at
 * most CONFLATE_BYTES and one message for each — and, reading again, get the newest book, not the
 * backlog.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { registerGateway, type GatewayHandle } from '../server';
import { CONFLATE_BYTES } from './ws-server';

vi.setConfig({ testTimeout: 60_000 });

const MARKET = '1.slow';
const UPDATES = 200;
const EVERY_MS = 15;

/** A 3-runner book with 300 prices a side per runner (~40 KB as the subscription selects it); the seq in runner 2's tradedVolume, the publish time in runner 1's. */
function book(seq: number) {
  const ladder = (base: number) => Array.from({ length: 300 }, (_, i) => ({ price: Math.round((base + i * 0.01) * 100) / 100, size: 10_000 + ((seq * 7 + i * 13) % 50_000) }));
  const runner = (runnerId: string, tradedVolume: number) => ({ runnerId, runnerName: `Runner ${runnerId}`, availableToBack: ladder(1.5), availableToLay: ladder(4.6), lastTradedPrice: 2, tradedVolume });
  return {
    marketId: MARKET,
    exEventId: '1',
    marketName: 'Match Odds',
    kind: 'exchange',
    status: 'OPEN',
    inPlay: true,
    betDelayMs: 0,
    minStake: 10_000,
    maxStake: 50_000_000,
    runners: [runner('1', Date.now()), runner('2', seq), runner('3', 0)],
    fancy: null,
    line: null,
  };
}

/** The exchange's change stream (the protocol of server/exchange/stream/socket.ts), one market, published on demand. */
async function fakeExchange() {
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/api/stream' });
  const subscribers = new Set<{ ws: WebSocket; id: string }>();
  let seq = 0;
  wss.on('connection', (ws) =>
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { op: string; topic: string; id: string };
      if (m.op !== 'subscribe' || m.topic !== `market:${MARKET}`) return;
      subscribers.add({ ws, id: m.id });
      ws.send(JSON.stringify({ topic: m.topic, id: m.id, seq, kind: 'snapshot', data: book(seq) }));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    publish() {
      seq += 1;
      const text = JSON.stringify({ topic: `market:${MARKET}`, seq, kind: 'delta', data: book(seq) });
      for (const s of subscribers) s.ws.send(text.replace('"topic"', `"id":${JSON.stringify(s.id)},"topic"`));
    },
    async close() {
      for (const c of wss.clients) c.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const QUERY = `subscription Book($marketId: ID!) { marketBook(marketId: $marketId) { marketId runners { runnerId availableToBack { price size } availableToLay { price size } tradedVolume } } }`;

/** A graphql-ws viewer of the market: every book it reads, as [seq, ms from publish to read, message bytes]. */
class Viewer {
  readonly books: Array<{ seq: number; ms: number; bytes: number }> = [];
  private waiters: Array<{ seq: number; resolve: () => void }> = [];
  private constructor(readonly ws: WebSocket) {}

  static open(url: string): Promise<Viewer> {
    const ws = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    const viewer = new Viewer(ws);
    return new Promise((resolve, reject) => {
      ws.on('error', reject);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
      ws.on('message', (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as { type: string; payload?: { data?: { marketBook: { runners: Array<{ tradedVolume: number }> } } } };
        if (message.type === 'connection_ack') return ws.send(JSON.stringify({ id: 'b', type: 'subscribe', payload: { query: QUERY, variables: { marketId: MARKET } } }));
        const runners = message.payload?.data?.marketBook.runners;
        if (message.type !== 'next' || !runners) return reject(new Error(raw.toString().slice(0, 300)));
        const seq = runners[1]!.tradedVolume;
        viewer.books.push({ seq, ms: Date.now() - runners[0]!.tradedVolume, bytes: raw.length });
        if (viewer.books.length === 1) resolve(viewer);
        viewer.waiters = viewer.waiters.filter((w) => (seq >= w.seq ? (w.resolve(), false) : true));
      });
    });
  }

  /** Resolves once it has read the book of `seq` (or a later one). */
  reach(seq: number): Promise<void> {
    if ((this.books.at(-1)?.seq ?? -1) >= seq) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ seq, resolve }));
  }

  get seqs(): number[] {
    return this.books.map((b) => b.seq);
  }
}

const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

describe('slow subscribers of a market book', () => {
  let exchange: Awaited<ReturnType<typeof fakeExchange>>;
  let app: FastifyInstance;
  let gateway: GatewayHandle;
  let url = '';
  const viewers: Viewer[] = [];

  beforeAll(async () => {
    exchange = await fakeExchange();
    app = Fastify({ logger: false });
    gateway = await registerGateway(app, { exchangeUrl: exchange.url, siteKey: 'demo', restTransport: 'http', conflateMs: 0 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    for (const v of viewers) v.ws.terminate();
    await app?.close();
    await exchange?.close();
  });

  it('keeps readers on time while the paused ones are held at the mark, then gives those the newest book', async () => {
    const readers = await Promise.all(Array.from({ length: 4 }, () => Viewer.open(url)));
    const paused = await Promise.all(Array.from({ length: 3 }, () => Viewer.open(url)));
    viewers.push(...readers, ...paused);
    for (const v of paused) v.ws.pause();

    let most = 0;
    for (let i = 0; i < UPDATES; i++) {
      exchange.publish();
      await new Promise((r) => setTimeout(r, EVERY_MS));
      most = Math.max(most, gateway.liveOutgoing().most);
    }
    await Promise.all(readers.map((v) => v.reach(UPDATES)));
    const frame = Math.max(...readers.flatMap((v) => v.books.map((b) => b.bytes))) + 10;

    // The readers: every book in order up to the last, as it happened (a book is skipped only when two
    // changes reach the gateway in one turn, and then the newer one goes).
    for (const v of readers) {
      expect(increasing(v.seqs)).toBe(true);
      expect(v.seqs.at(-1)).toBe(UPDATES);
      expect(v.books.length).toBeGreaterThan(UPDATES / 2);
      const ms = v.books.slice(1).map((b) => b.ms).sort((a, b) => a - b);
      expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(100);
      expect(ms.at(-1)).toBeLessThan(1_000);
    }

    // The paused sockets filled their kernel buffers and reached the mark, and no further: what the
    // gateway holds for one is at most the mark and one message, however many books it missed.
    const held = gateway.liveOutgoing();
    expect(held.most).toBeGreaterThanOrEqual(CONFLATE_BYTES);
    expect(most).toBeLessThanOrEqual(CONFLATE_BYTES + frame);
    expect(held.bytes).toBeLessThanOrEqual(paused.length * (CONFLATE_BYTES + frame));
    for (const v of paused) expect(v.books.length).toBe(1);

    // Reading again, each gets what was in its buffers, then the newest book: not the books in between.
    for (const v of paused) v.ws.resume();
    await Promise.all(paused.map((v) => v.reach(UPDATES)));
    for (const v of paused) {
      expect(increasing(v.seqs)).toBe(true);
      expect(v.seqs.at(-1)).toBe(UPDATES);
      expect(v.books.length).toBeLessThan(UPDATES * 0.75);
    }
  });
});
