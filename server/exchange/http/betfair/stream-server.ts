/**
 * The Exchange Stream API's two carriers over one set of market feeds: a WebSocket at
 * `/exchange/stream` on the HTTP server (one JSON message per WebSocket message) and plain TCP on
 * STREAM_PORT (one JSON message per CRLF-terminated line, as Betfair's stream). A request larger
 * than MAX_REQUEST_BYTES is refused with INVALID_INPUT. A client that stops reading gets its market
 * changes merged until it reads again, and is cut with a status TIMEOUT when it stays behind
 * (StreamConnection, StreamLimits.slowReaderMs and maxBufferedBytes); a closed connection that still
 * does not read is dropped after CLOSE_GRACE_MS.
 *
 * In a cluster an exchange streams the markets of the partitions it serves. A stopping process drains
 * (`drain`, issue #49): it takes no new connection and tells every client, after what it was due, that
 * the connection closes (Betfair's status, `connectionClosed: true`); a partition that leaves this
 * process (handed over or given back) does the same to the connections streaming one of its markets.
 */
import { liveConnections, liveMessages } from '../../../metrics/registry';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { partitionOf } from '../../../bus/subjects';
import { refuseUpgrade, serveUpgrades } from '../../../ws-origin';
import type { Exchange } from '../../service/exchange';
import { DEFAULT_LIMITS, StreamConnection, type StreamContext, type StreamLimits } from './stream-connection';
import { MarketArrivals } from './stream-market-arrivals';
import { MarketFeeds } from './stream-market-feed';

export const STREAM_PATH = '/exchange/stream';
export const MAX_REQUEST_BYTES = 64 * 1024;
/** How long a connection closed by the server may take to read what it was sent before it is dropped. */
const CLOSE_GRACE_MS = 5_000;
/** How long a drain waits for its clients to close their connections after the status, ms; the rest are cut. */
export const STREAM_DRAIN_WAIT_MS = 3_000;
const RESTARTING = 'The server is restarting: connect again and resubscribe with initialClk and clk';
const CRLF = Buffer.from('\r\n');

/** Calls back at the socket's 'drain', or shortly when it will emit none (what waits is below its own high-water mark). */
function whenDrained(socket: net.Socket, callback: () => void): void {
  if (socket.writableNeedDrain) socket.once('drain', callback);
  else setTimeout(callback, 20).unref();
}

export interface TcpListener {
  port: number;
  close(): Promise<void>;
}

export interface BetfairStream {
  /** Serves the WebSocket carrier on `server` at STREAM_PATH. */
  attachWebSocket(server: Server): void;
  /** Listens for TCP clients; port 0 picks a free one. */
  listenTcp(port: number, host: string): Promise<TcpListener>;
  connectionCount(): number;
  /**
   * The stream's part of a graceful stop: no new connection (a WebSocket upgrade is answered 503, the
   * TCP listener closes), every connection told it closes after what it was due, then a wait (up to
   * `maxMs`) for the carriers to close.
   */
  drain(maxMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function betfairStream(exchange: Exchange, limits: StreamLimits = DEFAULT_LIMITS): BetfairStream {
  const serves = (marketId: string) => exchange.leases.serving(partitionOf(marketId));
  const context: StreamContext = {
    exchange,
    feeds: new MarketFeeds(exchange.services.hub, exchange.registry),
    arrivals: new MarketArrivals(exchange.registry, undefined, serves),
    connections: new Set(),
    limits,
    serves,
  };
  const closers: Array<() => Promise<void>> = [];
  /** The carriers still open (each closes itself when its socket does). */
  const open = new Set<object>();
  /** Stops taking connections: set by drain. */
  const stopListening: Array<() => void> = [];
  let draining = false;
  // A partition leaving this process: the connections streaming one of its markets are told to reconnect (to its new
  // owner), and its markets' feeds are forgotten, so a client back here after the partition returns gets an image.
  const unwatch = exchange.leases.onChange((partition, serving) => {
    if (serving || draining) return;
    const leaving = (id: string) => partitionOf(id) === partition;
    for (const connection of [...context.connections]) {
      const marketId = connection.streamedMarketIn(leaving);
      if (marketId) void connection.goodbye(`Market ${marketId} is now served by another exchange process: connect to it and resubscribe with initialClk and clk`);
    }
    context.feeds.forget(leaving);
  });
  return {
    attachWebSocket(server) {
      const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BYTES * 4 });
      serveUpgrades(server, STREAM_PATH, (request, socket, head) => {
        if (draining) return refuseUpgrade(socket, 503, { code: 'SERVICE_UNAVAILABLE', message: RESTARTING });
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws));
      });
      wss.on('connection', (ws) => {
        liveConnections.inc({ channel: 'stream' });
        open.add(ws);
        ws.once('close', () => {
          open.delete(ws);
          liveConnections.dec({ channel: 'stream' });
        });
        const tcp = (ws as unknown as { _socket: net.Socket })._socket;
        const connection = new StreamConnection(context, {
          send: (message) => {
            if (ws.readyState !== ws.OPEN) return;
            liveMessages.inc({ channel: 'stream' });
            if (typeof message === 'string') ws.send(message);
            else ws.send(message.length === 1 ? message[0]! : Buffer.concat(message), { binary: false });
          },
          // 1001 (going away): the server is stopping or the market moved. ws drops a peer that does not
          // answer the close within its own timeout (30 s); this one sooner.
          close: (goingAway) => {
            ws.close(goingAway ? 1001 : 1000);
            setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
          },
          buffered: () => ws.bufferedAmount,
          onDrain: (callback) => whenDrained(tcp, callback),
        });
        ws.on('message', (data, isBinary) => {
          const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
          if (size > MAX_REQUEST_BYTES) return connection.refuse(`A request may hold at most ${MAX_REQUEST_BYTES} bytes`);
          connection.receive(isBinary ? Buffer.from(data as Buffer).toString('utf8') : String(data));
        });
        ws.on('close', () => connection.end());
        ws.on('error', () => connection.end());
      });
      closers.push(async () => {
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      });
    },

    async listenTcp(port, host) {
      const sockets = new Set<net.Socket>();
      const server = net.createServer((socket) => {
        sockets.add(socket);
        open.add(socket);
        liveConnections.inc({ channel: 'stream' });
        socket.once('close', () => {
          open.delete(socket);
          liveConnections.dec({ channel: 'stream' });
        });
        socket.setNoDelay(true);
        const connection = new StreamConnection(context, {
          send: (message) => {
            if (socket.destroyed) return;
            liveMessages.inc({ channel: 'stream' });
            socket.write(typeof message === 'string' ? `${message}\r\n` : Buffer.concat([...message, CRLF]));
          },
          close: () => {
            socket.end();
            setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
          },
          buffered: () => socket.writableLength,
          onDrain: (callback) => whenDrained(socket, callback),
        });
        let buffered = '';
        let refused = false;
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          if (refused) return;
          buffered += chunk;
          let newline: number;
          while ((newline = buffered.indexOf('\n')) >= 0) {
            const line = buffered.slice(0, newline).replace(/\r$/, '');
            buffered = buffered.slice(newline + 1);
            if (Buffer.byteLength(line) > MAX_REQUEST_BYTES) return refuse();
            if (line.trim()) connection.receive(line);
          }
          if (Buffer.byteLength(buffered) > MAX_REQUEST_BYTES) refuse();
        });
        const refuse = () => {
          refused = true;
          buffered = '';
          connection.refuse(`A request line may hold at most ${MAX_REQUEST_BYTES} bytes`);
        };
        socket.on('close', () => {
          sockets.delete(socket);
          connection.end();
        });
        socket.on('error', () => connection.end());
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const close = async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      };
      closers.push(close);
      stopListening.push(() => {
        if (server.listening) server.close();
      });
      return { port: (server.address() as AddressInfo).port, close };
    },

    connectionCount: () => context.connections.size,

    async drain(maxMs = STREAM_DRAIN_WAIT_MS) {
      draining = true;
      for (const stop of stopListening.splice(0)) stop();
      await Promise.all([...context.connections].map((connection) => connection.goodbye(RESTARTING)));
      const deadline = Date.now() + maxMs;
      while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },

    async close() {
      unwatch();
      for (const close of closers.splice(0)) await close();
      for (const connection of [...context.connections]) connection.end();
      context.arrivals.close();
      await context.feeds.close();
    },
  };
}
