import { Agent, request as httpRequest } from 'node:http';
import { GraphQLError } from 'graphql';
import { FORWARD_KEY_HEADER, FORWARDED_ADDRESS_HEADER, FORWARDED_AGENT_HEADER, type ClientInfo } from '../../forwarding';
import { REQUEST_ID_HEADER } from '../../request-log';

export interface RestCall {
  path: string;
  body?: unknown;
  token?: string | null;
}

/** What travels to the exchange: a POST of a JSON body to a REST path, and its raw reply. */
export interface RestReply {
  status: number;
  body: string;
}
export type RestTransport = ((path: string, body: string, headers: Record<string, string>) => Promise<RestReply>) & {
  /** Releases what the transport holds open (keep-alive sockets). */
  close?: () => void;
  /** The exchange's in-process routes, when it runs in this process (see InProcessExchange). */
  direct?: InProcessExchange;
};

/**
 * The exchange's routes callable without HTTP when it shares the gateway's process
 * (server/exchange/http/direct.ts): same path, body, token and `{ data }` / `{ error }` reply as the REST
 * call, but the body goes as the object it is and the reply comes back as one — no request built,
 * routed, serialised and parsed on each side.
 */
export interface InProcessExchange {
  has(path: string): boolean;
  call(path: string, call: { body: unknown; token: string | null; client?: ClientInfo | undefined }): Promise<{ statusCode: number; body: unknown }>;
}

/**
 * HTTP/1.1 to the exchange's base URL over a keep-alive agent (node:http, not fetch: it costs a
 * fraction of fetch's per-call overhead, which matters on the live market path).
 */
export function httpTransport(baseUrl: string | (() => string), maxSockets = 128): RestTransport {
  const agent = new Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' });
  const transport: RestTransport = (path, body, headers) =>
    new Promise<RestReply>((resolve, reject) => {
      const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
      const req = httpRequest(`${base}${path}`, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  transport.close = () => agent.destroy();
  return transport;
}

/** Something that can answer an HTTP request in-process the way Fastify's `inject` does. */
export interface Injectable {
  inject(options: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{ statusCode: number; body: string }>;
}

/**
 * The same REST request, answered in-process by the Fastify instance that serves the exchange API
 * (`npm start` runs both in one process): same path, headers, JSON body, routing, validation, auth
 * and JSON reply as over a socket; only the TCP hop is skipped.
 */
export function injectTransport(app: Injectable, prefix: string): RestTransport {
  return async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: `${prefix}${path}`, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
}

/**
 * The gateway's only door to the exchange service. A REST error becomes a GraphQL error whose
 * `extensions.code` is the exchange's code; a 401 becomes UNAUTHENTICATED so the SPA ends the session.
 */
export class RestClient {
  private readonly batch = new Map<string, Promise<unknown>>();
  /** The real client of the operation this client serves (see `forClient`). */
  private client: ClientInfo | undefined;

  constructor(
    private readonly transport: RestTransport,
    /** Share identical public reads made in one turn of the event loop (see `collapsed`). */
    private readonly collapse = process.env.GATEWAY_COLLAPSE !== 'off',
    /** The exchange's forward key: with it, each call carries the real client's address (server/forwarding.ts). */
    private readonly forwardKey?: string,
  ) {}

  /** This client for one operation: its calls carry `client` as the real caller (login throttling, activity log). */
  forClient(client: ClientInfo | undefined): RestClient {
    if (!client || !this.forwardKey) return this;
    const bound = Object.create(this) as RestClient;
    bound.client = client;
    return bound;
  }

  /**
   * A public (token-less) read whose identical twins, asked in the same turn of the event loop, share
   * one REST call: the call leaves on setImmediate, after every request that joined it has arrived,
   * so each still gets what the exchange holds after its own arrival — never an older answer. The
   * exchange is asked once per turn instead of once per request when many watch the same market.
   * Nothing is kept once the call has left. GATEWAY_COLLAPSE=off sends every request on its own.
   */
  collapsed<T>(call: Omit<RestCall, 'token'>): Promise<T> {
    if (!this.collapse) return this.data<T>(call);
    const key = `${call.path}\n${JSON.stringify(call.body ?? {})}`;
    let pending = this.batch.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batch.delete(key);
        return this.data<T>(call);
      });
      this.batch.set(key, pending);
    }
    return pending;
  }

  async post<T>({ path, body, token }: RestCall): Promise<T> {
    const direct = this.transport.direct;
    if (direct?.has(path)) {
      // In-process, or typed over the bus: same handler and reply as the REST route, without the HTTP round trip.
      let reply: { statusCode: number; body: unknown };
      try {
        reply = await direct.call(path, { body: body ?? {}, token: token ?? null, client: this.client });
      } catch (cause) {
        throw unreachable(cause);
      }
      return this.answer<T>(path, reply.statusCode, reply.body as ErrorPayload | null);
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.client && this.forwardKey) {
      headers[FORWARD_KEY_HEADER] = this.forwardKey;
      headers[FORWARDED_ADDRESS_HEADER] = this.client.address;
      if (this.client.userAgent) headers[FORWARDED_AGENT_HEADER] = this.client.userAgent.slice(0, 256);
      if (this.client.requestId) headers[REQUEST_ID_HEADER] = this.client.requestId;
    }
    let reply: RestReply;
    try {
      reply = await this.transport(path, JSON.stringify(body ?? {}), headers);
    } catch (cause) {
      throw unreachable(cause);
    }
    return this.answer<T>(path, reply.status, parseJson(reply.body) as ErrorPayload | null);
  }

  /** A REST reply as the operation's value, or its error as a GraphQL error. */
  private answer<T>(path: string, status: number, payload: ErrorPayload | null): T {
    if (status < 200 || status >= 300) {
      const exchangeCode = payload?.error?.code ?? `HTTP_${status}`;
      const code = status === 401 ? 'UNAUTHENTICATED' : exchangeCode;
      throw new GraphQLError(payload?.error?.message ?? `Exchange call ${path} failed`, {
        extensions: { code, exchangeCode, http: { status }, ...(payload?.error?.retryAfterS !== undefined ? { retryAfterS: payload.error.retryAfterS } : {}), ...(payload?.error?.quote !== undefined ? { quote: payload.error.quote } : {}), ...(payload?.error?.remaining !== undefined ? { remaining: payload.error.remaining } : {}) },
      });
    }
    return payload as T;
  }

  /** The `data` member of a REST reply: every exchange reply is `{ data }`. */
  async data<T>(call: RestCall): Promise<T> {
    return (await this.post<{ data: T }>(call)).data;
  }
}

/** quote: a cash out refused with PRICE_MOVED carries the exchange's fresh quote (passed on as extensions.quote). */
type ErrorPayload = { error?: { code?: string; message?: string; retryAfterS?: number; quote?: unknown; remaining?: number } };

/** The exchange did not answer (a socket error, the bus away or timing out): SERVICE_UNAVAILABLE. */
function unreachable(cause: unknown): GraphQLError {
  return new GraphQLError('The exchange service is unreachable', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
