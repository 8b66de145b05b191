import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests Node refuses before any route sees them (headers over 16 KiB, a request line or header it
 * cannot parse, headers not sent within HEADERS_TIMEOUT_MS — a WebSocket upgrade whose handshake never
 * completes included), answered in the documented shape of the path asked for: GraphQL's
 * `{ errors: [{ message, extensions: { code } }] }` on /graphql, `{ "error": { "code", "message" } }`
 * everywhere else. Fastify's own answer to them is `{ error, message, statusCode }`.
 */

/** How long a client may take to send a request's headers before its connection is closed, and how often that is checked. */
export const HEADERS_TIMEOUT_MS = 5_000;
export const CONNECTIONS_CHECK_MS = 1_000;

const GRAPHQL_PATH = /^\/graphql(?:[/?#]|$)/;

export const isGraphqlPath = (path: string) => GRAPHQL_PATH.test(path);

/** A refusal's JSON in the shape documented for `path`, with `code` as the GraphQL or the REST code. */
export function errorBodyFor(path: string, codes: { graphql: string; rest: string }, message: string): string {
  return JSON.stringify(isGraphqlPath(path) ? { errors: [{ message, extensions: { code: codes.graphql } }] } : { error: { code: codes.rest, message } });
}

const REQUEST_LINE = /^[A-Z]{3,7} (\/[^ \r\n]*)/;
/** The request path that starts `bytes`, if they start a request. */
function requestPath(bytes: Buffer | undefined): string | null {
  return bytes ? (REQUEST_LINE.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1] ?? null) : null;
}

const lastRequestPath = new WeakMap<Socket, string>();

/**
 * Remembers, per connection, the path of the request being received, so a refusal of its headers
 * (which may overflow in a later packet than the request line) is answered in that path's shape.
 */
export function trackRequestPaths(server: Server): void {
  server.on('connection', (socket: Socket) => {
    socket.on('data', (chunk: Buffer) => {
      const path = requestPath(chunk);
      if (path) lastRequestPath.set(socket, path);
    });
  });
}

const refusals: Record<number, { graphql: string; rest: string; message: string }> = {
  400: { graphql: 'BAD_REQUEST', rest: 'INVALID_INPUT_DATA', message: 'Malformed HTTP request' },
  408: { graphql: 'REQUEST_TIMEOUT', rest: 'REQUEST_TIMEOUT', message: `Request headers not received within ${HEADERS_TIMEOUT_MS / 1000} s` },
  431: { graphql: 'REQUEST_HEADER_FIELDS_TOO_LARGE', rest: 'INVALID_INPUT_DATA', message: 'Request headers too large' },
};

/** Fastify's clientErrorHandler: Node's parser refused the request; answer it in the documented shape and close. */
export function answerClientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const refusal = refusals[status]!;
  const path = (Buffer.isBuffer(err.rawPacket) ? requestPath(err.rawPacket) : null) ?? lastRequestPath.get(socket) ?? '/';
  const body = errorBodyFor(path, refusal, refusal.message);
  if (!socket.writable) return void socket.destroy();
  // What the client still sends is read and dropped, so the close is a FIN after the answer, not a
  // reset that can beat it; a client that never closes its side is cut off after a second.
  socket.on('data', () => undefined);
  socket.resume();
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), 1_000).unref();
}
