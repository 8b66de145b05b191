import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError, type DomainErrorCode } from '../domain/errors';
import { postgresCode } from '../db/errors';
import { ServiceError, type ServiceErrorKind } from '../service/errors';

/** An error a client can act on: HTTP status plus a stable Betfair-style code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Seconds until a retry can succeed: sent as Retry-After and as `error.retryAfterS`. */
    readonly retryAfterS?: number,
    /** A limit's refusal (loss or deposit limit): the room it leaves, paise, sent as `error.remaining`. */
    readonly remaining?: number,
  ) {
    super(message);
  }
}

/** The body of a call that takes no input: nothing but `{}` (or no body) is accepted. */
export const emptyBody = z.object({}).strict();

/**
 * Each route's body schema, recorded while tracing is on: the generated bad-input suite
 * (tests/integration/bad-input.test.ts) reads the routes' own schemas from here. Off in production.
 */
export const bodySchemas = new Map<string, z.ZodType>();
let tracing = false;
const routeOfBody = new WeakMap<object, string>();
export function traceBodySchemas(on = true): void {
  tracing = on;
}
/** Every route of the exchange API (full URL), recorded as it is added. */
export const routeUrls = new Set<string>();

/** Validates a request body; bad input is a 400 INVALID_INPUT_DATA naming the first problem. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (tracing && body && typeof body === 'object') {
    const route = routeOfBody.get(body);
    if (route) bodySchemas.set(route, schema);
  }
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, 'INVALID_INPUT_DATA', `${where}${issue?.message ?? 'invalid input'}`);
  }
  return result.data;
}

const domainStatus: Partial<Record<DomainErrorCode, number>> = {
  DUPLICATE_TRANSACTION: 409,
  BET_TAKEN_OR_LAPSED: 409,
  INVALID_BET_ID: 404,
  PERMISSION_DENIED: 403,
  INVALID_SESSION_INFORMATION: 401,
  TOO_MANY_REQUESTS: 429,
};

/** A domain refusal as an API error: 400 unless the code says otherwise. */
export function fromDomainError(err: DomainError): ApiError {
  return new ApiError(domainStatus[err.code] ?? 400, err.code, err.message, undefined, err.remaining);
}

/** C0 control characters other than tab, line feed and carriage return, and DEL: never valid in a field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Deeper than this, a body is refused before any schema walks it (no call takes more than 4 levels). */
export const MAX_BODY_DEPTH = 16;

/**
 * The first problem with a parsed JSON body that no schema should have to see: a control character
 * (NUL above all: PostgreSQL refuses it in text) in any string or key, or nesting past MAX_BODY_DEPTH.
 */
export function bodyProblem(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHAR.test(value) ? `${path || 'body'}: control characters are not allowed` : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return `body: nested deeper than ${MAX_BODY_DEPTH} levels`;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHAR.test(key)) return `${JSON.stringify(at)}: control characters are not allowed in a key`;
    const problem = bodyProblem(child, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}


/**
 * Database refusals that bad input can still reach (a race past a check, a value the schema let
 * through), mapped in this one place to a client error; anything else stays a 500.
 */
function fromPostgresError(err: unknown): ApiError | null {
  const code = postgresCode(err);
  if (!code) return null;
  if (code === '23505') return new ApiError(409, 'DUPLICATE_TRANSACTION', 'That record exists already');
  if (code === '23503') return new ApiError(404, 'NOT_FOUND', 'The request refers to something that does not exist');
  // 22xxx data exceptions: out of range, bad encoding (NUL), invalid text representation …
  if (code.startsWith('22')) return new ApiError(400, 'INVALID_INPUT_DATA', 'A value is out of range or malformed');
  if (code === '40001' || code === '40P01') return new ApiError(409, 'CONCURRENT_UPDATE', 'Another change got there first: try again');
  return null;
}

const serviceStatus: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** A service refusal as an API error: its kind gives the status. */
export function fromServiceError(err: ServiceError): ApiError {
  return new ApiError(serviceStatus[err.kind], err.code, err.message, err.retryAfterS, err.remaining);
}

/**
 * A refusal a client can act on, as the API error it answers with: an ApiError as it is, a domain or
 * service refusal by its code, a database refusal bad input can reach (fromPostgresError); null for
 * anything else (our own bug: a 500). The one mapping both the HTTP error handler and the in-process
 * calls (direct.ts) use.
 */
export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err instanceof DomainError) return fromDomainError(err);
  if (err instanceof ServiceError) return fromServiceError(err);
  return fromPostgresError(err);
}

/** Every failure leaves as `{ "error": { "code", "message" } }`; only our own bugs are 500s. */
export function installErrorHandler(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method === 'POST') routeUrls.add(route.url);
  });
  // At the edge, before any route: control characters and absurd nesting are refused for every call.
  app.addHook('preValidation', async (request) => {
    if (tracing && request.body && typeof request.body === 'object') routeOfBody.set(request.body, request.routeOptions.url ?? request.url);
    const problem = bodyProblem(request.body);
    if (problem) throw new ApiError(400, 'INVALID_INPUT_DATA', problem);
  });
  app.setErrorHandler((thrown: FastifyError | ApiError | DomainError | ServiceError, request, reply) => {
    const known = toApiError(thrown);
    if (known) {
      if (!(thrown instanceof ApiError || thrown instanceof DomainError || thrown instanceof ServiceError)) {
        request.log.warn({ code: 'DATABASE_REFUSED', sqlState: postgresCode(thrown), url: request.url.split('?', 1)[0] }, 'database refused a request');
      }
      if (known.retryAfterS !== undefined) {
        void reply.header('retry-after', String(known.retryAfterS));
        return reply.status(known.statusCode).send({ error: { code: known.code, message: known.message, retryAfterS: known.retryAfterS } });
      }
      if (known.remaining !== undefined) return reply.status(known.statusCode).send({ error: { code: known.code, message: known.message, remaining: known.remaining } });
      return reply.status(known.statusCode).send({ error: { code: known.code, message: known.message } });
    }
    const err = thrown as FastifyError;
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: { code: 'INVALID_INPUT_DATA', message: 'Request body too large' } });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: 'INVALID_INPUT_DATA', message: err.message } });
    }
    // The message and stack only: a database error's message would carry the SQL and its parameters.
    request.log.error({ code: 'INTERNAL_ERROR', message: err.message.split('\n')[0]?.slice(0, 200), stack: err.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8).join('\n') }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
  });
  app.setNotFoundHandler((request, reply) => {
    // Every route takes POST: another method on a route's URL is 405, not 404.
    if (routeUrls.has(request.url.split('?', 1)[0] ?? '')) {
      return reply.status(405).header('allow', 'POST').send({ error: { code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not allowed on ${request.url}: use POST` } });
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
  });
}
