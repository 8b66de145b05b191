import type { IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The server's ends of the warm-up's connections. */
const warmUpSockets = new WeakSet<object>();

/**
 * Whether a request came over one of the warm-up's loopback connections: it is then left out of the
 * request latency metrics (a start's 600 refused placeBets are no bettor's, and must not move the
 * bet path's p99 or its alert) and of the request log.
 */
export function fromWarmUp(request: IncomingMessage): boolean {
  return warmUpSockets.has(request.socket);
}

export interface HttpWarmUpOptions {
  /** Requests sent, at most (they stop earlier at `budgetMs`). */
  requests: number;
  /** Kept-alive connections they are spread over (a browser's or a balancer's several). */
  connections: number;
  /** At most this long, ms: no new request is sent past it. */
  budgetMs: number;
  /** Where every request with a body is POSTed. */
  path: string;
  /**
   * The `n`th request: a bearer token and JSON body (sent as it is to `path`), or a page a browser
   * loads first (`page`, its path: a GET that takes HTML, brotli or gzip).
   */
  request: (n: number) => WarmUpRequest;
  /** How long past `budgetMs` answers still owed are waited for before the warm-up fails, ms (default 5,000). */
  graceMs?: number;
}

export type WarmUpRequest = { token: string; body: string } | { page: string };

export interface HttpWarmUpReport {
  /** Requests answered. */
  requests: number;
  ms: number;
}

/**
 * Runs `app`'s own HTTP server over loopback sockets before it listens (issue #51): the server listens
 * on 127.0.0.1:0 for the warm-up alone and accepts its connections itself, so the requests go through
 * everything a bettor's do — Node's accept and the server's connection setup, its HTTP parser and
 * writer, every hook and header of the app, the route, the answer — on kept-alive connections, each
 * request with the bearer token and body `request` gives it (the start's: the warm-up's scratch
 * bettors' bets, rehearsed and rolled back, server/app.ts). A fresh process otherwise compiled that
 * code, some 300 functions, during its first two seconds of bets, on the cores those bets needed.
 * (Until stop 59 a relay server accepted them and handed each to `app.server` with
 * `emit('connection')`: the sockets were another server's, and the first real connections after ready
 * still compiled the accept path.) The client is a few lines over raw sockets, not Node's HTTP client,
 * so that only the server's side of Node's HTTP code runs here, with the server's shapes. The server
 * stops listening, and every socket is ended, before this resolves (the app then listens where it is
 * meant to); an answer still owed 5 s past the budget fails it. Its requests are not counted in the
 * request metrics and not logged (`fromWarmUp`).
 */
export async function warmUpHttp(app: FastifyInstance, options: HttpWarmUpOptions): Promise<HttpWarmUpReport> {
  const started = performance.now();
  await app.ready();
  const server = app.server;
  if (server.listening) throw new Error('warm-up: the server already listens');
  // Every connection accepted while the warm-up listens is one of its own (127.0.0.1, a port of its own).
  const accepted = new Set<net.Socket>();
  const mark = (socket: net.Socket) => {
    warmUpSockets.add(socket);
    accepted.add(socket);
    socket.once('close', () => accepted.delete(socket));
  };
  server.prependListener('connection', mark);
  try {
    await new Promise<void>((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      server.once('error', failed).listen(0, '127.0.0.1', () => {
        server.off('error', failed);
        resolve();
      });
    });
  } catch (err) {
    server.off('connection', mark);
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  let sent = 0;
  let answered = 0;
  const clients: net.Socket[] = [];
  // An answer that never comes must not hold the start: past the budget and a grace, every socket is
  // ended, and the warm-up fails (startServer then starts without it).
  const waitMs = options.budgetMs + (options.graceMs ?? ANSWER_GRACE_MS);
  const deadline = setTimeout(() => {
    for (const socket of clients) socket.destroy(new Error(`warm-up: no answer within ${waitMs} ms`));
  }, waitMs);
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        const socket = await connect(port);
        clients.push(socket);
        const reader = new ResponseReader(socket);
        while (sent < options.requests && performance.now() - started < options.budgetMs) {
          const request = options.request(sent);
          sent += 1;
          socket.write('page' in request ? pageRequestBytes(request.page, port) : requestBytes(options.path, request.body, port, request.token));
          await reader.next();
          answered += 1;
        }
      }),
    );
  } finally {
    clearTimeout(deadline);
    server.off('connection', mark);
    for (const socket of clients) socket.destroy();
    for (const socket of accepted) socket.destroy();
    // Closed, it listens again where the app is meant to (app.listen); its sockets are gone first.
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { requests: answered, ms: performance.now() - started };
}

/** How long past its budget the warm-up waits for answers still owed, ms. */
const ANSWER_GRACE_MS = 5_000;

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
    socket.setNoDelay(true);
  });
}

/** A browser's POST of a JSON body, as bytes. */
function requestBytes(path: string, body: string, port: number, token: string): Buffer {
  const payload = Buffer.from(body, 'utf8');
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n` +
    `Accept: application/graphql-response+json, application/json\r\nAuthorization: Bearer ${token}\r\nContent-Length: ${payload.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}

/** A browser's first load of a page, as bytes. */
function pageRequestBytes(page: string, port: number): Buffer {
  return Buffer.from(
    `GET ${page} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nAccept: text/html,application/xhtml+xml\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n`,
    'latin1',
  );
}

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n', 'latin1');

/**
 * Reads one HTTP/1.1 answer at a time off a kept-alive socket: its head, then a Content-Length body
 * or a chunked one up to its last chunk. Enough for the app's own answers, which are all one of them.
 */
class ResponseReader {
  private buffered: Buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private failed: Error | null = null;

  constructor(socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.wake?.();
    });
    const end = (err?: Error) => {
      this.failed ??= err ?? new Error('warm-up connection closed');
      this.wake?.();
    };
    socket.once('error', end);
    socket.once('close', () => end());
  }

  async next(): Promise<void> {
    for (;;) {
      const length = this.complete();
      if (length > 0) {
        this.buffered = this.buffered.subarray(length);
        return;
      }
      if (this.failed) throw this.failed;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }

  /** The length of the whole first answer in the buffer, or 0 while it is incomplete. */
  private complete(): number {
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0) return 0;
    const head = this.buffered.toString('latin1', 0, headEnd).toLowerCase();
    const bodyStart = headEnd + HEAD_END.length;
    const contentLength = /\r\ncontent-length:\s*(\d+)/.exec(head);
    if (contentLength) {
      const end = bodyStart + Number(contentLength[1]);
      return this.buffered.length >= end ? end : 0;
    }
    if (/\r\ntransfer-encoding:\s*chunked/.test(head)) {
      const last = this.buffered.indexOf(CHUNKED_END, bodyStart - 2);
      return last < 0 ? 0 : last + CHUNKED_END.length;
    }
    return bodyStart;
  }
}
