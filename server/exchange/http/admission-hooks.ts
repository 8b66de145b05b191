import type { FastifyInstance } from 'fastify';
import type { Admission } from '../service/admission';

/**
 * Admission's door (`Admission.refuseAtDoor`): a bet is let in or refused before any work is spent
 * on it — the REST place call before its body is read, a GraphQL `placeBet` before it is parsed,
 * validated and run. A refusal costs the HTTP parse and a short reply. The bettor is known here only
 * by their credentials (the Authorization header), which is what the door's fair share counts. Other
 * calls (reads, cancels, GraphQL queries) do not pass the door. Hooks on the root instance, added
 * before the routes.
 */
export function shedWhenOverloaded(app: FastifyInstance, admission: Admission, paths: { place: string; graphql: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== paths.place || !admission.refuseAtDoor(request.headers.authorization ?? request.ip)) return;
    const err = admission.refusal();
    return reply.code(429).header('retry-after', String(err.retryAfterS)).send({ error: { code: err.code, message: err.message, retryAfterS: err.retryAfterS } });
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== paths.graphql) return;
    const query = (request.body as { query?: unknown } | null | undefined)?.query;
    if (typeof query !== 'string' || !query.includes('placeBet') || !admission.refuseAtDoor(request.headers.authorization ?? request.ip)) return;
    const err = admission.refusal();
    return reply
      .code(429)
      .header('retry-after', String(err.retryAfterS))
      .type('application/json; charset=utf-8')
      .send({ errors: [{ message: err.message, extensions: { code: err.code, retryAfterS: err.retryAfterS } }] });
  });
}
