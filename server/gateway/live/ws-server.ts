import type { IncomingMessage } from 'node:http';
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
 * graphql-ws's protocol (makeServer) on a `ws` server — what graphql-ws's own `useServer` does, plus:
 * - every message sent in one turn of the event loop leaves a socket in one write (cork, then uncork
 *   on setImmediate): one syscall per socket per turn instead of one per message;
 * - `send` resolves at once unless the socket holds more than HIGH_WATER_BYTES, so graphql-ws's
 *   per-message promise chain does not wait on every write, yet a slow socket is held back;
 * - `extra.wire(id)` lets shared subscriptions (shared-execution.ts) write a subscription's ready
 *   `next` message through the same path.
 */
export function serveGraphqlWs<P extends Record<string, unknown>>(options: ServerOptions<P, WsExtra>, wss: WebSocketServer, keepAliveMs = 12_000) {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // Frames sent in one turn of the event loop leave in one write (one syscall) per socket.
    const tcp = (socket as unknown as { _socket: Socket })._socket;
    let corked = false;
    const uncork = () => {
      corked = false;
      tcp.uncork();
    };
    socket.once('error', (err) => socket.close(CloseCode.InternalServerError, err.message.slice(0, 100)));
    let pongWait: NodeJS.Timeout | null = null;
    const pingInterval =
      keepAliveMs > 0
        ? setInterval(() => {
            if (socket.readyState !== socket.OPEN) return;
            pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
            socket.once('pong', () => {
              if (pongWait) clearTimeout(pongWait);
              pongWait = null;
            });
            socket.ping();
          }, keepAliveMs)
        : null;

    /** Writes unless the socket is backed up (then returns false), or always when `force`d. */
    const write = (text: string | Buffer, force = false): boolean => {
      if (socket.readyState !== socket.OPEN) return true;
      if (!force && socket.bufferedAmount >= HIGH_WATER_BYTES) return false;
      if (!corked) {
        corked = true;
        tcp.cork();
        setImmediate(uncork);
      }
      // A Buffer here is the UTF-8 of a text message: sent as a text frame, not re-encoded.
      socket.send(text, { binary: false });
      return true;
    };
    const wire = (id: string): SubscriptionWire => ({ id, send: (text) => write(text), onDrain: (callback) => tcp.once('drain', callback) });

    const closed = server.opened(
      {
        protocol: socket.protocol,
        // graphql-ws's own messages are never dropped; past the high-water mark its loop waits for the write.
        send: (data) => {
          if (write(data)) return;
          return new Promise<void>((resolve) => {
            write(data, true);
            tcp.once('drain', () => resolve());
          });
        },
        close: (code, reason) => socket.close(code, reason),
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
