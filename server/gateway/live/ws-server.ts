import type { IncomingMessage } from 'node:http';
import { liveConnections, liveMessages, slowConsumersCut } from '../../metrics/registry';
import type { Socket } from 'node:net';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { SubscriptionWire } from './shared-execution';

export interface WsExtra {
  socket: WebSocket;
  request: IncomingMessage;
  /** Writes a ready message to this socket (coalesced and back-pressured like every other send). */
  wire: (id: string) => SubscriptionWire;
}

/** Past this many bytes queued on a socket, `send` waits for the write before graphql-ws sends more. */
const HIGH_WATER_BYTES = 1 << 20;

/**
 * The header of an unmasked, final text frame (RFC 6455 §5.2) — what a server puts before every
 * message it sends.
 */
export function textFrameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 65_536) {
    const header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
  header.writeUInt32BE(length >>> 0, 6);
  return header;
}

/** The text frames a socket has been given in this turn of the event loop, not yet written. */
interface Outbox {
  socket: WebSocket;
  tcp: Socket;
  parts: Buffer[];
  bytes: number;
}

/**
 * graphql-ws's protocol (makeServer) on a `ws` server — what graphql-ws's own `useServer` does, plus:
 * - every text message for a socket in one turn of the event loop is framed here and leaves in one
 *   write of one buffer (one syscall, one copy) after the turn, instead of a framed write per message;
 *   ping, pong and close frames stay with `ws`, which writes them straight to the socket (a close
 *   first flushes what is waiting);
 * - `send` resolves at once unless the socket holds more than HIGH_WATER_BYTES, so graphql-ws's
 *   per-message promise chain does not wait on every write, yet a slow socket is held back;
 * - `extra.wire(id)` lets shared subscriptions (shared-execution.ts) hand over a subscription's
 *   `next` message as parts (prefix, the shared payload, suffix) that are copied once, into the
 *   socket's outgoing buffer.
 * Needs `perMessageDeflate: false` (frames are written as they are).
 */
export function serveGraphqlWs<P extends Record<string, unknown>>(options: ServerOptions<P, WsExtra>, wss: WebSocketServer, keepAliveMs = 12_000) {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  if (wss.options.perMessageDeflate) throw new Error('serveGraphqlWs writes its own frames: perMessageDeflate must be off');

  const waiting = new Set<Outbox>();
  let flushScheduled = false;
  const flushOne = (box: Outbox) => {
    waiting.delete(box);
    if (box.bytes === 0) return;
    const data = box.parts.length === 1 ? box.parts[0]! : Buffer.concat(box.parts, box.bytes);
    box.parts = [];
    box.bytes = 0;
    // Nothing may follow a close frame (RFC 6455 §5.5.1): a socket closing meanwhile gets nothing more.
    if (box.socket.readyState === box.socket.OPEN && !box.tcp.destroyed) box.tcp.write(data);
  };
  const flushAll = () => {
    flushScheduled = false;
    for (const box of waiting) flushOne(box);
  };

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const tcp = (socket as unknown as { _socket: Socket })._socket;
    const box: Outbox = { socket, tcp, parts: [], bytes: 0 };
    liveConnections.inc({ channel: 'graphql_ws' });
    socket.once('error', (err) => socket.close(CloseCode.InternalServerError, err.message.slice(0, 100)));
    let pongWait: NodeJS.Timeout | null = null;
    const pingInterval =
      keepAliveMs > 0
        ? setInterval(() => {
            if (socket.readyState !== socket.OPEN) return;
            pongWait = setTimeout(() => {
              // No pong within a beat: a dead or stalled client, cut.
              slowConsumersCut.inc({ channel: 'graphql_ws' });
              socket.terminate();
            }, keepAliveMs);
            socket.once('pong', () => {
              if (pongWait) clearTimeout(pongWait);
              pongWait = null;
            });
            socket.ping();
          }, keepAliveMs)
        : null;

    /** Queues one text message made of `parts`, unless the socket is backed up (then returns false) or `force`d. */
    const write = (parts: readonly Buffer[], force = false): boolean => {
      if (socket.readyState !== socket.OPEN) return true;
      if (!force && tcp.writableLength + box.bytes >= HIGH_WATER_BYTES) return false;
      let length = 0;
      for (const part of parts) length += part.length;
      const header = textFrameHeader(length);
      liveMessages.inc({ channel: 'graphql_ws' });
      box.parts.push(header, ...parts);
      box.bytes += header.length + length;
      if (!waiting.has(box)) {
        waiting.add(box);
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flushAll);
        }
      }
      return true;
    };
    const wire = (id: string): SubscriptionWire => ({ id, send: (parts) => write(parts), onDrain: (callback) => tcp.once('drain', callback) });

    const closed = server.opened(
      {
        protocol: socket.protocol,
        // graphql-ws's own messages are never dropped; past the high-water mark its loop waits for the write.
        send: (data) => {
          const parts = [Buffer.from(data)];
          if (write(parts)) return;
          return new Promise<void>((resolve) => {
            write(parts, true);
            tcp.once('drain', () => resolve());
          });
        },
        close: (code, reason) => {
          flushOne(box);
          socket.close(code, reason);
        },
        onMessage: (cb) =>
          socket.on('message', async (event) => {
            try {
              await cb(String(event));
            } catch (err) {
              socket.close(CloseCode.InternalServerError, (err instanceof Error ? err.message : 'Internal server error').slice(0, 100));
            }
          }),
      },
      { socket, request, wire },
    );

    socket.once('close', (code, reason) => {
      liveConnections.dec({ channel: 'graphql_ws' });
      waiting.delete(box);
      if (pongWait) clearTimeout(pongWait);
      if (pingInterval) clearInterval(pingInterval);
      void closed(code, String(reason));
    });
  });

  return {
    dispose: async () => {
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
