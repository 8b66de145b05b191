import type { FastifyInstance } from 'fastify';
import type { Admission } from '../service/admission';

/**
 * When the process is past what admission's queue can save, or its door is pacing (`Admission.door`:
 * the event loop delayed, requests waiting in the sockets), a bet is refused before any work is spent
 * on it: the REST place call before its body is read, a GraphQL `placeBet` before it is parsed,
 * validated and run. A refusal then costs the HTTP parse and a short reply, so the backlog drains at
 * once. The bettor's credentials as sent (the Authorization header, not yet verified) key the door's
 * fair share. Other calls (reads, cancels, GraphQL queries) go on as before. Hooks on the root
 * instance, added before the routes.
 */
export function shedWhenOverloaded(app: FastifyInstance, admission: Admission, paths: { place: string; graphql: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== paths.place) return;
    const err = admission.door(request.headers.authorization);
    if (!err) return;
    return reply.code(429).header('retry-after', String(err.retryAfterS)).send({ error: { code: err.code, message: err.message, retryAfterS: err.retryAfterS } });
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== paths.graphql) return;
    const query = (request.body as { query?: unknown } | null | undefined)?.query;
    if (typeof query !== 'string' || !query.includes('placeBet')) return;
    const err = admission.door(request.headers.authorization);
    if (!err) return;
    return reply
      .code(429)
      .header('retry-after', String(err.retryAfterS))
      .type('application/json; charset=utf-8')
      .send({ errors: [{ message: err.message, extensions: { code: err.code, retryAfterS: err.retryAfterS } }] });
  });
}
