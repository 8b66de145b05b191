import type { IncomingMessage } from 'node:http';
import { liveConnections, liveMessages, slowConsumersCut } from '../../metrics/registry';
import type { Socket } from 'node:net';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { deliveryTimes, epochMs, SAMPLE_EVERY } from './delivery-probe';
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
 * Past this many bytes queued on a socket, a shared update is not written: the subscriber gets the
 * newest one once the socket has drained below it (conflation), so a slow reader holds at most this
 * much of the gateway's memory (plus one update) however many updates it misses. Above the socket's own
 * high-water mark (16 KiB), so a socket past it always emits 'drain'.
 */
export const CONFLATE_BYTES = 64 * 1024;

/** The length of the header of an unmasked, final text frame of `length` bytes (RFC 6455 §5.2). */
const headerLength = (length: number): number => (length < 126 ? 2 : length < 65_536 ? 4 : 10);

/** Writes that header into `into` at `at`; returns where the payload starts. */
function putFrameHeader(into: Buffer, at: number, length: number): number {
  into[at] = 0x81;
  if (length < 126) {
    into[at + 1] = length;
    return at + 2;
  }
  if (length < 65_536) {
    into[at + 1] = 126;
    into.writeUInt16BE(length, at + 2);
    return at + 4;
  }
  into[at + 1] = 127;
  into.writeUInt32BE(Math.floor(length / 2 ** 32), at + 2);
  into.writeUInt32BE(length >>> 0, at + 6);
  return at + 10;
}

/**
 * The header of an unmasked, final text frame (RFC 6455 §5.2) — what a server puts before every
 * message it sends.
 */
export function textFrameHeader(length: number): Buffer {
  const header = Buffer.allocUnsafe(headerLength(length));
  putFrameHeader(header, 0, length);
  return header;
}

/** The text messages a socket has been given in this turn of the event loop, not yet written. */
interface Outbox {
  socket: WebSocket;
  tcp: Socket;
  /** Every message's parts, one after another; `counts` and `lengths` say where each message ends and its size. */
  parts: Buffer[];
  counts: number[];
  lengths: number[];
  /** Bytes of the frames (headers included). */
  bytes: number;
  /** Origins (epoch ms) of the sampled messages among them (delivery-probe.ts). */
  timed: number[] | null;
  /** Called once the socket holds less than CONFLATE_BYTES (subscribers that were held back). */
  drained: Array<() => void>;
  /** Waiting for the socket's 'drain'. */
  awaitingDrain: boolean;
  /** In this turn's list of sockets to write. */
  queued: boolean;
  /** A ping to send with the next write (keep-alive); `pingSentAt`: when the unanswered one went (ms, 0: none unanswered). */
  pingDue: boolean;
  pingSentAt: number;
}

/** A ping frame with no payload (RFC 6455 §5.5.2). */
const PING_FRAME = Buffer.from([0x89, 0x00]);

/**
 * graphql-ws's protocol (makeServer) on a `ws` server — what graphql-ws's own `useServer` does, plus:
 * - every text message for a socket in one turn of the event loop is framed here and leaves in one
 *   write of one buffer (one syscall, one copy) after the turn, instead of a framed write per message;
 *   the keep-alive ping rides on that write (alone only after a beat without one); pong and close
 *   frames stay with `ws`, which writes them straight to the socket (a close first flushes what is
 *   waiting);
 * - `send` resolves at once unless the socket holds more than HIGH_WATER_BYTES, so graphql-ws's
 *   per-message promise chain does not wait on every write, yet a slow socket is held back;
 * - `extra.wire(id)` lets shared subscriptions (shared-execution.ts) hand over a subscription's
 *   `next` message as parts (prefix, the shared payload, suffix) that are copied once, into the
 *   socket's outgoing buffer — refused past CONFLATE_BYTES, when the subscriber keeps only the newest
 *   update until the socket drains;
 * - one write in SAMPLE_EVERY of a shared update is timed from its change (delivery-probe.ts).
 * Needs `perMessageDeflate: false` (frames are written as they are).
 */
export function serveGraphqlWs<P extends Record<string, unknown>>(options: ServerOptions<P, WsExtra>, wss: WebSocketServer, keepAliveMs = 12_000) {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  if (wss.options.perMessageDeflate) throw new Error('serveGraphqlWs writes its own frames: perMessageDeflate must be off');

  /** The sockets given messages in this turn (an array and a flag on each: a Set's add and delete cost more, 20,000 times a turn). */
  const waiting: Outbox[] = [];
  const open = new Set<Outbox>();
  let sampleTick = 0;
  let flushScheduled = false;
  let messages = 0;

  const release = (box: Outbox) => {
    box.awaitingDrain = false;
    const callbacks = box.drained;
    box.drained = [];
    for (const callback of callbacks) callback();
  };
  /** Releases the held-back subscribers now if the socket has room, else at its 'drain'. */
  const checkDrained = (box: Outbox) => {
    if (box.drained.length === 0 || box.awaitingDrain) return;
    if (box.tcp.writableLength < CONFLATE_BYTES || box.tcp.destroyed) return release(box);
    box.awaitingDrain = true;
    box.tcp.once('drain', () => release(box));
  };

  const flushOne = (box: Outbox) => {
    box.queued = false;
    if (box.bytes === 0) return;
    // One buffer, one write: each message's frame header, then its parts.
    const ping = box.pingDue;
    const data = Buffer.allocUnsafe(box.bytes + (ping ? PING_FRAME.length : 0));
    let at = 0;
    let part = 0;
    for (let m = 0; m < box.counts.length; m++) {
      at = putFrameHeader(data, at, box.lengths[m]!);
      for (let k = box.counts[m]!; k > 0; k--) {
        const piece = box.parts[part++]!;
        data.set(piece, at);
        at += piece.length;
      }
    }
    if (ping) {
      data.set(PING_FRAME, at);
      box.pingDue = false;
      box.pingSentAt = Date.now();
    }
    box.parts.length = 0;
    box.counts.length = 0;
    box.lengths.length = 0;
    box.bytes = 0;
    // Nothing may follow a close frame (RFC 6455 §5.5.1): a socket closing meanwhile gets nothing more.
    if (box.socket.readyState === box.socket.OPEN && !box.tcp.destroyed) box.tcp.write(data);
    if (box.timed) {
      const now = epochMs();
      for (const origin of box.timed) deliveryTimes.record('graphql_ws', now - origin);
      box.timed = null;
    }
    checkDrained(box);
  };
  const flushAll = () => {
    // A socket given more while this runs (a held-back subscriber released) is appended, and written in this loop too.
    for (let i = 0; i < waiting.length; i++) if (waiting[i]!.queued) flushOne(waiting[i]!);
    waiting.length = 0;
    flushScheduled = false;
    liveMessages.inc({ channel: 'graphql_ws' }, messages);
    messages = 0;
  };

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const tcp = (socket as unknown as { _socket: Socket })._socket;
    const box: Outbox = { socket, tcp, parts: [], counts: [], lengths: [], bytes: 0, timed: null, drained: [], awaitingDrain: false, queued: false, pingDue: false, pingSentAt: 0 };
    open.add(box);
    liveConnections.inc({ channel: 'graphql_ws' });
    socket.once('error', (err) => socket.close(CloseCode.InternalServerError, err.message.slice(0, 100)));
    // Keep-alive: a ping each beat, riding on the socket's next write (no write of its own while updates
    // flow), or sent alone when a whole beat passed without one. A client that has not answered a ping
    // sent at least half a beat ago (a dead or stalled client, or one that stopped reading) is cut.
    socket.on('pong', () => (box.pingSentAt = 0));
    const pingInterval =
      keepAliveMs > 0
        ? setInterval(() => {
            if (socket.readyState !== socket.OPEN) return;
            if (box.pingSentAt > 0 && Date.now() - box.pingSentAt >= keepAliveMs / 2) {
              slowConsumersCut.inc({ channel: 'graphql_ws' });
              return socket.terminate();
            }
            if (box.pingSentAt > 0) return;
            if (box.pingDue) {
              box.pingDue = false;
              box.pingSentAt = Date.now();
              return socket.ping();
            }
            box.pingDue = true;
          }, keepAliveMs)
        : null;

    /**
     * Queues one text message made of `parts` (copied when written), unless the socket holds `limit`
     * bytes or more (then returns false; `onDrain` says when to try again); `origin`: see SubscriptionWire.
     */
    const write = (parts: readonly Buffer[], limit: number, origin?: number): boolean => {
      if (socket.readyState !== socket.OPEN) return true;
      if (tcp.writableLength + box.bytes >= limit) return false;
      let length = 0;
      for (const part of parts) {
        length += part.length;
        box.parts.push(part);
      }
      box.counts.push(parts.length);
      box.lengths.push(length);
      box.bytes += headerLength(length) + length;
      messages += 1;
      if (origin !== undefined && ++sampleTick % SAMPLE_EVERY === 0) (box.timed ??= []).push(origin);
      if (!box.queued) {
        box.queued = true;
        waiting.push(box);
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flushAll);
        }
      }
      return true;
    };
    const onDrain = (callback: () => void) => {
      box.drained.push(callback);
      // Queued in this turn: the flush looks. Otherwise the socket itself holds the bytes.
      if (!box.queued) checkDrained(box);
    };
    const wire = (id: string): SubscriptionWire => ({ id, send: (parts, origin) => write(parts, CONFLATE_BYTES, origin), onDrain });

    const closed = server.opened(
      {
        protocol: socket.protocol,
        // graphql-ws's own messages are never dropped; past the high-water mark its loop waits for the write.
        send: (data) => {
          const parts = [Buffer.from(data)];
          if (write(parts, HIGH_WATER_BYTES)) return;
          return new Promise<void>((resolve) => {
            write(parts, Infinity);
            onDrain(resolve);
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
      box.queued = false;
      open.delete(box);
      release(box);
      if (pingInterval) clearInterval(pingInterval);
      void closed(code, String(reason));
    });
  });

  return {
    /** Bytes waiting in this process to go out on the open sockets: in all and on the fullest one. */
    outgoing: () => {
      let bytes = 0;
      let most = 0;
      for (const box of open) {
        const held = box.tcp.writableLength + box.bytes;
        bytes += held;
        most = Math.max(most, held);
      }
      return { sockets: open.size, bytes, most };
    },
    dispose: async () => {
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
