import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ClientInfo } from '../../forwarding';
import { bearerToken } from './auth-guard';
import { clientOf } from './client-address';
import { bodyProblem, toApiError } from './errors';

/** One REST call as its handler sees it, whether it came over HTTP or in-process. */
export interface DirectCall {
  /** The JSON body (parsed by Fastify over HTTP; the caller's own object in-process). */
  body: unknown;
  /** The bearer token, if any. */
  token: string | null;
  /** The real client (forwarded by a trusted gateway, else the peer); absent when the caller does not know it. */
  client?: ClientInfo | undefined;
}

/** A REST reply: its status and its JSON-ready body (`{ data }`, or `{ error: { code, message } }`). */
export interface DirectReply {
  statusCode: number;
  body: unknown;
}

export type DirectHandler = (call: DirectCall) => Promise<DirectReply>;

/**
 * The exchange routes a gateway in the same process may call without HTTP (the betting path): the
 * same handler, body checks, authorization and `{ data }` / `{ error }` replies as the HTTP route, with
 * no request built, serialised, routed and parsed twice. A route registered with `directRoute`
 * serves both ways from one handler, so the REST contract stays the one shape. A gateway in another
 * process (GATEWAY_REST_TRANSPORT=http) uses the HTTP routes as before.
 */
export class DirectRoutes {
  private readonly handlers = new Map<string, { handler: DirectHandler; log: FastifyBaseLogger }>();

  add(path: string, handler: DirectHandler, log: FastifyBaseLogger): void {
    this.handlers.set(path, { handler, log });
  }

  /** Whether `path` (relative to the API prefix, e.g. `/bets/place`) can be called in-process. */
  has(path: string): boolean {
    return this.handlers.has(path);
  }

  /**
   * Answers one call the way the HTTP route would: a body with control characters or absurd nesting
   * is a 400 before the handler runs (the HTTP preValidation check), a refusal is mapped by the same
   * toApiError, and anything else is logged and answered 500 INTERNAL_ERROR.
   */
  async call(path: string, call: DirectCall): Promise<DirectReply> {
    const route = this.handlers.get(path);
    if (!route) return { statusCode: 404, body: { error: { code: 'NOT_FOUND', message: `No route POST ${path}` } } };
    const problem = bodyProblem(call.body);
    if (problem) return { statusCode: 400, body: { error: { code: 'INVALID_INPUT_DATA', message: problem } } };
    try {
      return await route.handler(call);
    } catch (err) {
      const known = toApiError(err);
      // A refusal that says when to retry (admission, throttles) carries it as over HTTP: the gateway passes it on as extensions.retryAfterS.
      if (known) return { statusCode: known.statusCode, body: { error: { code: known.code, message: known.message, ...(known.retryAfterS !== undefined ? { retryAfterS: known.retryAfterS } : {}), ...(known.remaining !== undefined ? { remaining: known.remaining } : {}) } } };
      const e = err instanceof Error ? err : new Error(String(err));
      route.log.error({ code: 'INTERNAL_ERROR', message: e.message.split('\n')[0]?.slice(0, 200), url: path }, 'unhandled error (in-process call)');
      return { statusCode: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } } };
    }
  }
}

/** A POST route served over HTTP and, when `direct` is given, to an in-process gateway, by one handler. */
export function directRoute(app: FastifyInstance, direct: DirectRoutes | undefined, path: string, handler: DirectHandler): void {
  direct?.add(path, handler, app.log);
  app.post(path, async (request, reply) => {
    const result = await handler({ body: request.body, token: bearerToken(request), client: clientOf(request) });
    return reply.status(result.statusCode).send(result.body);
  });
}
