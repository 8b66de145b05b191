/**
 * Structured logs (issue #49): pino, Fastify's logger, one JSON line per line. Every HTTP request
 * gets an id: the caller's `x-request-id` when it is a plain token of at most 64 characters (a
 * gateway carries its own over the bus to the exchange: api-forwarding.ts, rest-client.ts), else a
 * new UUID; it is `reqId` on each of the request's lines and `x-request-id` on its answer. At `info`,
 * one `request` line per request when it is answered: method, path (never the query string, where a
 * stream token may ride), status, ms, and the error's `code` when it failed. Secrets are redacted
 * before a line is written (REDACT_PATHS). The levels are in docs/operations.md, "Logs".
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fromWarmUp } from './http-warm-up';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * What is never written, wherever it appears in a logged object: credentials and bearer headers,
 * passwords old and new, tokens, reset codes, TOTP codes and secrets, the forward key.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-backlay-forward-key"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.currentPassword',
  '*.token',
  '*.sessionToken',
  '*.resetCode',
  '*.otp',
  '*.totp',
  '*.secret',
  'password',
  'token',
];

/** The request id of an incoming request: the caller's when well-formed, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
}

/** Fastify's logger and request-id options for every role's HTTP server. */
export function loggerOptions(level: string = process.env.LOG_LEVEL ?? 'warn'): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController' | 'requestIdHeader'> {
  return {
    logger: { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's two lines per request (incoming, completed) give way to one, with the error's code.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

const codes = new WeakMap<object, string>();
const CODE_IN_BODY = /"code"\s*:\s*"([A-Za-z0-9_.-]{1,64})"/;

/** The error code a failed answer's body carries (REST `error.code`, GraphQL `extensions.code`), if any. */
export function errorCodeOf(payload: unknown): string | undefined {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8', 0, 4096) : undefined;
  return text ? CODE_IN_BODY.exec(text.slice(0, 4096))?.[1] : undefined;
}

/** The one line per request, the id on the answer, and the code of a failed one. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // A callback hook, not an async one: an async onSend defers the write by a turn, and a handler that
  // sends without returning the reply (graphql-http's) is then taken as not having answered and is
  // answered twice ("Reply was already sent" on every GraphQL error).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400) {
      const code = errorCodeOf(payload);
      if (code) codes.set(request, code);
    }
    done(null, payload);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The warm-up's refused placeBets before the process listens (http-warm-up.ts) are no bettor's.
    if (fromWarmUp(request.raw)) return;
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : 'info';
    if (!(request.log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled(level)) return;
    const code = codes.get(request) ?? (status >= 500 ? 'INTERNAL_ERROR' : undefined);
    request.log[level]({ method: request.method, path: request.url.split('?', 1)[0], status, ms: Math.round(reply.elapsedTime * 10) / 10, code }, 'request');
  });
}
