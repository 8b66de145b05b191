/**
 * A gateway's /api and Betfair API-NG addresses (issue #33, ROLE=gateway): each HTTP request is
 * carried to an exchange as a BusCommand (gateway-transport.ts sendCommand: routed by market, retried
 * across a lease move) and the exchange's answer is sent back as it is, so the simulator, a bot or any
 * REST client talks to one gateway port as it talks to `npm start`.
 *
 * The body travels as the text the client sent (JSON, or the form Betfair's /api/login takes): the
 * exchange parses and validates it as over its own socket. The client's address and User-Agent go
 * under the forward key (server/forwarding.ts); such headers sent by the client are dropped.
 * Not carried: WebSockets (/api/stream, /exchange/stream: the change stream reaches clients through
 * GraphQL subscriptions; a Betfair stream client connects to an exchange process's own port).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bus } from '../bus/bus';
import { BusError } from '../bus/bus';
import type { BusCommand } from '../bus/command';
import { FORWARD_KEY_HEADER, FORWARDED_ADDRESS_HEADER, FORWARDED_AGENT_HEADER } from '../forwarding';
import { API_PREFIX } from './command-routing';
import { sendCommand, type SendOptions } from './gateway-transport';
import { REQUEST_ID_HEADER } from '../request-log';

/** The request headers an exchange route reads; nothing else is carried. */
const CARRIED = ['content-type', 'accept', 'authorization', 'x-application', 'x-authentication', 'user-agent'] as const;

export interface ApiForwardingOptions extends SendOptions {
  /** The exchanges' forward key: the client's address and User-Agent travel under it. */
  forwardKey: string;
  bodyLimit: number;
}

/** Registers the forwarding routes: every method under /api and /exchange (WebSocket upgrades excepted). */
export async function forwardApiOverBus(app: FastifyInstance, bus: Bus, options: ApiForwardingOptions): Promise<void> {
  await app.register(async (scope) => {
    // The body stays the client's text, whatever its type: the exchange parses it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, body, done) => done(null, body));
    const handler = (request: FastifyRequest, reply: FastifyReply) => forward(bus, options, request, reply);
    for (const url of [`${API_PREFIX}/*`, '/exchange/*']) scope.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url, handler });
  });
}

async function forward(bus: Bus, options: ApiForwardingOptions, request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' && request.method !== 'POST') {
    // The exchange has no route for other methods: the same 404 it gives.
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
  }
  const headers: Record<string, string> = {};
  for (const name of CARRIED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers[FORWARD_KEY_HEADER] = options.forwardKey;
  headers[FORWARDED_ADDRESS_HEADER] = request.ip;
  // The exchange logs the command under the gateway's request id (server/request-log.ts).
  headers[REQUEST_ID_HEADER] = request.id;
  if (headers['user-agent']) headers[FORWARDED_AGENT_HEADER] = headers['user-agent'].slice(0, 256);
  const command: BusCommand = { method: request.method, path: request.url, headers, body: typeof request.body === 'string' ? request.body : '' };
  try {
    const answer = await sendCommand(bus, command, options);
    for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
    return reply.status(answer.status).send(answer.body);
  } catch (err) {
    const code = err instanceof BusError ? err.code : 'UNAVAILABLE';
    if (!(err instanceof BusError)) request.log.error({ code: 'FORWARDING_FAILED', message: (err as Error).message }, 'forwarding to the exchange failed');
    // No exchange answered: 503 (nobody serves it now) or 504 (it was sent and no answer came in time; it may have run).
    const status = code === 'TIMEOUT' ? 504 : 503;
    const message = code === 'TIMEOUT' ? 'The exchange did not answer in time' : 'No exchange process is reachable';
    return reply.status(status).header('retry-after', '1').send({ error: { code: code === 'TIMEOUT' ? 'EXCHANGE_TIMEOUT' : 'SERVICE_UNAVAILABLE', message } });
  }
}
