/**
 * The Betfair API's endpoints: JSON-RPC 2.0 at `/exchange/<api>/json-rpc/v1` (one call or a batch;
 * methods `SportsAPING/v1.0/<name>` and `AccountAPING/v1.0/<name>`) and REST at
 * `/exchange/<api>/rest/v1.0/<name>/`. Headers X-Application (any non-empty app key) and
 * X-Authentication (a session token from /api/login) on every call.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userOfToken } from '../auth-guard';
import type { Exchange } from '../../service/exchange';
import { ApingError, exceptionOf, toApingError, type ApiName } from './errors';
import { header } from './identity-routes';
import { runOperation } from './operations';

const METHOD_PREFIX: Record<ApiName, string> = { betting: 'SportsAPING/v1.0/', account: 'AccountAPING/v1.0/', heartbeat: 'HeartbeatAPING/v1.0/' };
/** At most this many calls in one JSON-RPC batch. */
export const MAX_BATCH = 50;

const rpcCall = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().max(200),
  params: z.record(z.string(), z.unknown()).optional(),
  id: z.union([z.string().max(200), z.number(), z.null()]).optional(),
});

/** The caller of a request: X-Application first (NO_APP_KEY), then X-Authentication (NO_SESSION / INVALID_SESSION_INFORMATION). */
async function callerOf(exchange: Exchange, request: FastifyRequest) {
  if (!header(request, 'x-application')) throw new ApingError('NO_APP_KEY', 'The X-Application header is required');
  const token = header(request, 'x-authentication');
  if (!token) throw new ApingError('NO_SESSION', 'The X-Authentication header is required: log in at /api/login');
  return userOfToken(exchange.services.db, token);
}

/** Runs one call to a result, or to the APINGException it is refused with (our own bug: UNEXPECTED_ERROR, logged). */
async function settle(request: FastifyRequest, work: () => Promise<unknown>): Promise<{ ok: true; result: unknown } | { ok: false; error: ApingError }> {
  try {
    return { ok: true, result: await work() };
  } catch (err) {
    const known = toApingError(err);
    if (known) return { ok: false, error: known };
    request.log.error({ code: 'UNEXPECTED_ERROR', message: (err as Error).message?.split('\n')[0]?.slice(0, 200), url: request.url.split('?', 1)[0] }, 'betfair api: unhandled error');
    return { ok: false, error: new ApingError('UNEXPECTED_ERROR', 'Internal error') };
  }
}

const rpcError = (id: unknown, code: number, message: string, data?: unknown) => ({ jsonrpc: '2.0', error: { code, message, ...(data ? { data } : {}) }, id: id ?? null });

/**
 * placeOrders while the process is past what admission can save or its door is pacing
 * (`Admission.door`, the door the REST and GraphQL bets have: admission-hooks.ts; the session token
 * keys the bettor's fair share): refused at once, SERVICE_BUSY or TOO_MANY_REQUESTS, before its
 * instructions are validated or reach the betting service; null otherwise. Other operations go on.
 */
function refusedAtTheDoor(exchange: Exchange, api: ApiName, operation: string, request: FastifyRequest): { error: ApingError; retryAfterS: number } | null {
  const admission = exchange.betting.admission;
  if (api !== 'betting' || operation !== 'placeOrders' || !admission) return null;
  const refusal = admission.door(header(request, 'x-authentication'));
  if (!refusal) return null;
  return { error: toApingError(refusal) ?? new ApingError('SERVICE_BUSY', refusal.message), retryAfterS: refusal.retryAfterS ?? 1 };
}

export function bettingApiRoutes(exchange: Exchange) {
  return async function register(app: FastifyInstance): Promise<void> {
    for (const api of ['betting', 'account', 'heartbeat'] as const) {
      const jsonRpc = async (request: FastifyRequest) => {
        const body = request.body;
        const calls = Array.isArray(body) ? body : [body];
        if (calls.length === 0 || calls.length > MAX_BATCH) return rpcError(null, -32600, `Invalid Request: a batch holds 1 to ${MAX_BATCH} calls`);
        const caller = await settle(request, () => callerOf(exchange, request));
        const answers = [];
        // In order, one after another: a batch may place and then cancel.
        for (const raw of calls) {
          const call = rpcCall.safeParse(raw);
          const id = call.success ? call.data.id : (raw as { id?: unknown } | null)?.id;
          if (!call.success) {
            answers.push(rpcError(id, -32600, 'Invalid Request'));
            continue;
          }
          const { method, params } = call.data;
          if (!method.startsWith(METHOD_PREFIX[api])) {
            answers.push(rpcError(id, -32601, 'Method not found'));
            continue;
          }
          const name = method.slice(METHOD_PREFIX[api].length);
          const door = caller.ok ? refusedAtTheDoor(exchange, api, name, request) : null;
          if (door) {
            const { number, data } = exceptionOf(api, door.error);
            answers.push(rpcError(id, -32099, number, data));
            continue;
          }
          const outcome = caller.ok ? await settle(request, () => runOperation({ exchange, user: caller.result as never }, api, name, params)) : caller;
          if (outcome.ok) answers.push({ jsonrpc: '2.0', result: outcome.result, id: id ?? null });
          else {
            const { number, data } = exceptionOf(api, outcome.error);
            answers.push(rpcError(id, -32099, number, data));
          }
        }
        return Array.isArray(body) ? answers : answers[0];
      };
      // With and without the trailing slash, as Betfair takes both (npm's `betfair` posts to `…/json-rpc/v1/`).
      app.post(`/exchange/${api}/json-rpc/v1`, jsonRpc);
      app.post(`/exchange/${api}/json-rpc/v1/`, jsonRpc);

      const rest = async (request: FastifyRequest<{ Params: { operation: string } }>, reply: FastifyReply) => {
        const door = refusedAtTheDoor(exchange, api, request.params.operation, request);
        if (door) return reply.status(400).header('retry-after', String(door.retryAfterS)).send(restFault(api, door.error));
        const outcome = await settle(request, async () => runOperation({ exchange, user: await callerOf(exchange, request) }, api, request.params.operation, request.body ?? {}));
        if (outcome.ok) return outcome.result;
        return reply.status(400).send(restFault(api, outcome.error));
      };
      app.post(`/exchange/${api}/rest/v1.0/:operation/`, rest);
      app.post(`/exchange/${api}/rest/v1.0/:operation`, rest);
    }
  };
}

/** REST's refusal body (HTTP 400). */
export function restFault(api: ApiName, error: ApingError) {
  const { number, data } = exceptionOf(api, error);
  return { detail: data, faultcode: 'Client', faultstring: number };
}
