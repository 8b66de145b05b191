/**
 * Tests' Exchange Stream API clients over both carriers (WebSocket at /exchange/stream, TCP on a
 * free port), against a Betfair test server that also serves the stream. Every message a client
 * reads is checked against the transcribed stream schema (stream-definitions.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { createExchange, type Exchange } from '../../service/exchange';
import { exchangeApi } from '../app';
import { betfairApi } from './betfair-api';
import { DEFAULT_LIMITS, type StreamLimits } from './stream-connection';
import { ResponseMessage, type McmMessage, type OcmMessage, type OrderShape, type Response } from './stream-definitions';
import { betfairStream, STREAM_PATH, type BetfairStream } from './stream-server';
import { APP_KEY, conforms, type BetfairTestServer } from './test-client';
import { copyMigratedStore } from '../../../../tests/support/pglite-template';

export interface StreamTestServer extends BetfairTestServer {
  stream: BetfairStream;
  tcpPort: number;
  wsUrl: string;
}

/** An exchange on a fresh PGlite store with the REST API at /api, the Betfair API at the root, and its stream on WebSocket and TCP. */
export async function startStreamServer(limits: Partial<StreamLimits> = {}): Promise<StreamTestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-stream-'));
  await copyMigratedStore(dir);
  const database = await openDatabase({ dataDir: dir });
  await seedIfEmpty(database.db);
  const exchange = await createExchange(database.db);
  const served = await serveStream(exchange, database, limits);
  return {
    ...served,
    async close() {
      await served.close();
      await exchange.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The REST API at /api, the Betfair API at the root and the stream on WebSocket and TCP, for an exchange already made; `close` leaves the exchange and its store open. */
export async function serveStream(exchange: Exchange, database: Database, limits: Partial<StreamLimits> = {}): Promise<StreamTestServer> {
  const app = Fastify({ logger: false });
  await app.register(exchangeApi(exchange), { prefix: '/api' });
  await app.register(betfairApi(exchange));
  const stream = betfairStream(exchange, { ...DEFAULT_LIMITS, ...limits });
  stream.attachWebSocket(app.server);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const tcp = await stream.listenTcp(0, '127.0.0.1');
  return {
    url,
    exchange,
    database,
    stream,
    tcpPort: tcp.port,
    wsUrl: `ws://${new URL(url).host}${STREAM_PATH}`,
    async close() {
      await stream.close();
      await app.close();
    },
  };
}

type Matcher = (message: Response) => boolean;
const WAIT_MS = 20_000;

export class StreamClient {
  readonly messages: Response[] = [];
  /** Raw texts as received, for comparing carriers. */
  readonly texts: string[] = [];
  private waiters: Array<{ match: Matcher; resolve: (m: Response) => void; from: number }> = [];
  /** Called with each message as it is taken, in order. */
  onMessage: ((message: Response) => void) | null = null;
  closed = false;
  /** How the carrier ended: the WebSocket close code, or for TCP 'end' (the server ended it after its last byte) or 'reset'. */
  ending: number | 'end' | 'reset' | null = null;
  private onClose: Array<() => void> = [];

  constructor(private readonly write: (text: string) => void, private readonly end: () => void) {}

  /** A text arrived: checked against the schema, kept, and handed to whoever waits for it. */
  take(text: string): void {
    this.texts.push(text);
    const message = conforms(ResponseMessage, JSON.parse(text), `stream message ${text.slice(0, 200)}`);
    this.messages.push(message);
    this.onMessage?.(message);
    const index = this.messages.length - 1;
    this.waiters = this.waiters.filter((w) => {
      if (index < w.from || !w.match(message)) return true;
      w.resolve(message);
      return false;
    });
  }

  closedNow(): void {
    this.closed = true;
    for (const listener of this.onClose) listener();
  }

  send(message: unknown): void {
    this.write(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from index `from` on that matches. */
  next<M extends Response = Response>(match: Matcher, from = 0, timeoutMs = WAIT_MS): Promise<M> {
    const found = this.messages.slice(from).find(match);
    if (found) return Promise.resolve(found as M);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching stream message in ${timeoutMs} ms; got ${JSON.stringify(this.messages).slice(-1500)}`)), timeoutMs);
      this.waiters.push({ match, from, resolve: (m) => (clearTimeout(timer), resolve(m as M)) });
    });
  }

  status(id?: number, from = 0) {
    return this.next<Extract<Response, { op: 'status' }>>((m) => m.op === 'status' && (id === undefined || m.id === id), from);
  }

  mcm(match: (m: McmMessage) => boolean = () => true, from = 0) {
    return this.next<McmMessage>((m) => m.op === 'mcm' && match(m), from);
  }

  ocm(match: (m: OcmMessage) => boolean = () => true, from = 0) {
    return this.next<OcmMessage>((m) => m.op === 'ocm' && match(m), from);
  }

  waitClosed(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => this.onClose.push(resolve));
  }

  async authenticate(session: string, id = 1) {
    this.send({ op: 'authentication', id, appKey: APP_KEY, session });
    return this.status(id);
  }

  close(): void {
    this.end();
  }
}

export async function connectWs(url: string): Promise<StreamClient> {
  const ws = new WebSocket(url);
  const client = new StreamClient((text) => ws.send(text), () => ws.close());
  ws.on('message', (data) => client.take(String(data)));
  ws.on('close', (code) => {
    client.ending = code;
    client.closedNow();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await client.next((m) => m.op === 'connection');
  return client;
}

export async function connectTcp(port: number): Promise<StreamClient> {
  const socket = net.connect(port, '127.0.0.1');
  const client = new StreamClient((text) => socket.write(`${text}\r\n`), () => socket.end());
  /** Raw writes (a partial line, bytes that are not a line) for the framing tests. */
  (client as StreamClient & { raw?: (text: string) => void }).raw = (text) => socket.write(text);
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\r\n')) >= 0) {
      client.take(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 2);
    }
  });
  socket.on('end', () => (client.ending ??= 'end'));
  socket.on('close', () => client.closedNow());
  socket.on('error', () => (client.ending ??= 'reset'));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  await client.next((m) => m.op === 'connection');
  return client;
}

/** Writes raw text on a TCP client (no CRLF added). */
export function writeRaw(client: StreamClient, text: string): void {
  (client as StreamClient & { raw: (text: string) => void }).raw(text);
}

/** A client-side market cache: applies images and deltas as a Betfair client would, sizes in units. */
export class MarketCache {
  readonly markets = new Map<string, Map<number, Record<string, Map<number, number> | number>>>();

  apply(message: McmMessage): void {
    for (const mc of message.mc ?? []) {
      if (mc.img) this.markets.set(mc.id!, new Map());
      const runners = this.markets.get(mc.id!) ?? new Map();
      this.markets.set(mc.id!, runners);
      for (const rc of mc.rc ?? []) {
        const runner = runners.get(rc.id!) ?? {};
        runners.set(rc.id!, runner);
        for (const field of ['atb', 'atl', 'trd'] as const) {
          for (const [price, size] of rc[field] ?? []) {
            const levels = (runner[field] as Map<number, number> | undefined) ?? new Map();
            runner[field] = levels;
            if (size === 0) levels.delete(price);
            else levels.set(price, size);
          }
        }
        for (const field of ['batb', 'batl'] as const) {
          for (const [level, price, size] of rc[field] ?? []) {
            const levels = (runner[field] as Map<number, number> | undefined) ?? new Map();
            runner[field] = levels;
            if (size === 0) levels.delete(level);
            else levels.set(level, price * 1e6 + size);
          }
        }
        if (rc.ltp !== undefined) runner.ltp = rc.ltp;
        if (rc.tv !== undefined) runner.tv = rc.tv;
      }
    }
  }

  /** A comparable copy: a ladder whose every level was removed is no ladder, as in an image. */
  snapshot(): unknown {
    return [...this.markets].map(([id, runners]) => [
      id,
      [...runners].map(([rid, r]) => [
        rid,
        Object.entries(r)
          .filter(([, v]) => !(v instanceof Map) || v.size > 0)
          .map(([k, v]) => [k, v instanceof Map ? [...v].sort((a, b) => a[0] - b[0]) : v])
          .sort(),
      ]),
    ]);
  }
}

/**
 * A client-side order cache as a Betfair client keeps one: a SUB_IMAGE replaces everything, a market
 * change with `fullImage` replaces that market, each order (`uo`) its latest state by id, and the
 * matched amounts by price (`mb`, `ml`: each price's whole amount; 0 removes it).
 */
export class OrderCache {
  readonly markets = new Map<string, Map<number, { orders: Map<string, OrderShape>; mb: Map<number, number>; ml: Map<number, number> }>>();

  apply(message: OcmMessage): void {
    if (message.ct === 'SUB_IMAGE' && message.segmentType !== 'SEG' && message.segmentType !== 'SEG_END') this.markets.clear();
    for (const oc of message.oc ?? []) {
      if (oc.fullImage) this.markets.delete(oc.id!);
      const runners = this.markets.get(oc.id!) ?? new Map();
      this.markets.set(oc.id!, runners);
      for (const rc of oc.orc ?? []) {
        if (rc.fullImage) runners.delete(rc.id!);
        const runner = runners.get(rc.id!) ?? { orders: new Map(), mb: new Map(), ml: new Map() };
        runners.set(rc.id!, runner);
        for (const order of rc.uo ?? []) runner.orders.set(order.id!, order);
        for (const side of ['mb', 'ml'] as const) {
          for (const [price, size] of rc[side] ?? []) {
            if (size === 0) runner[side].delete(price);
            else runner[side].set(price, size);
          }
        }
      }
    }
  }

  /** One market's executable orders (id, price, size, matched, remaining) and matched amounts, comparable. */
  snapshot(marketId: string): unknown {
    const runners = this.markets.get(marketId) ?? new Map();
    return [...runners]
      .sort((a, b) => a[0] - b[0])
      .map(([id, r]) => ({
        id,
        executable: [...r.orders.values()].filter((o) => o.status === 'E').map((o) => [o.id, o.side, o.p, o.s, o.sm, o.sr]).sort(),
        mb: [...r.mb].sort((a, b) => a[0] - b[0]),
        ml: [...r.ml].sort((a, b) => a[0] - b[0]),
      }))
      .filter((r) => r.executable.length || r.mb.length || r.ml.length);
  }
}
