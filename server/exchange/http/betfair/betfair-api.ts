/**
 * The Betfair-compatible trading API (docs/trading-api.md), mounted at the server's root: the
 * interactive login under /api, the betting and account APIs under /exchange. It runs over the same
 * services as the REST API and answers every refusal in Betfair's shapes.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Exchange } from '../../service/exchange';
import { bettingApiRoutes, restFault } from './api-routes';
import { bodyProblem } from '../errors';
import { ApingError, exceptionOf } from './errors';
import { identityRoutes } from './identity-routes';

export function betfairApi(exchange: Exchange) {
  return async function register(app: FastifyInstance): Promise<void> {
    // The interactive login posts a form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // Betfair answers `application/json` without a charset, and clients compare the header exactly (npm's `betfair` parses only that).
    app.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('content-type', 'application/json');
      return payload;
    });
    // Control characters (NUL above all: PostgreSQL refuses it in text) and absurd nesting are refused before any operation sees them.
    app.addHook('preValidation', async (request) => {
      const problem = bodyProblem(request.body);
      if (problem) throw new ApingError('INVALID_INPUT_DATA', problem);
    });
    // Failures before a route runs (a body that is not JSON, one too large, a content type not taken) in the path's own shape.
    app.setErrorHandler((err: FastifyError | ApingError, request, reply) => {
      const url = request.url;
      const api = url.startsWith('/exchange/account/') ? 'account' : url.startsWith('/exchange/heartbeat/') ? 'heartbeat' : 'betting';
      if (err instanceof ApingError) {
        if (!url.startsWith('/exchange/')) return reply.status(200).send({ token: '', product: '', status: 'FAIL', error: 'INPUT_VALIDATION_ERROR' });
        if (url.includes('/json-rpc/')) {
          const { number, data } = exceptionOf(api, err);
          return reply.status(200).send({ jsonrpc: '2.0', error: { code: -32099, message: number, data }, id: null });
        }
        return reply.status(400).send(restFault(api, err));
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) request.log.error({ code: 'UNEXPECTED_ERROR', message: err.message.split('\n')[0]?.slice(0, 200), url }, 'betfair api: unhandled error');
      if (url.startsWith('/exchange/') && url.includes('/json-rpc/')) {
        return reply.status(200).send({ jsonrpc: '2.0', error: { code: status === 500 ? -32603 : -32700, message: status === 500 ? 'Internal error' : 'Parse error' }, id: null });
      }
      if (url.startsWith('/exchange/')) {
        const error = new ApingError(status === 500 ? 'UNEXPECTED_ERROR' : status === 413 ? 'REQUEST_SIZE_EXCEEDS_LIMIT' : 'INVALID_INPUT_DATA', status === 500 ? 'Internal error' : err.message);
        return reply.status(status === 500 ? 500 : 400).send(restFault(api, error));
      }
      return reply.status(status === 500 ? 500 : 200).send({ token: '', product: '', status: 'FAIL', error: status === 500 ? 'INTERNAL_ERROR' : 'INPUT_VALIDATION_ERROR' });
    });
    await app.register(identityRoutes(exchange.services.db));
    await app.register(bettingApiRoutes(exchange));
  };
}
