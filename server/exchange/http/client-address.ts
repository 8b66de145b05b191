import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORWARD_KEY_HEADER, FORWARDED_ADDRESS_HEADER, FORWARDED_AGENT_HEADER, type ClientInfo } from '../../forwarding';
import type { AuthUser } from '../auth/sessions';
import type { Actor } from '../service/audit';

const forwarded = new WeakMap<FastifyRequest, ClientInfo>();

/** Whether `sent` is `key`, or one of the keys (a rotation: GATEWAY_FORWARD_KEY lists several); compared in constant time. */
export function keyMatches(sent: string | string[] | undefined, key: string | readonly string[]): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  return (typeof key === 'string' ? [key] : key).some((k) => {
    const b = Buffer.from(k);
    return a.length === b.length && timingSafeEqual(a, b);
  });
}

/**
 * Reads the real client carried by a trusted gateway (see server/forwarding.ts). Without the key the
 * client is the request's own peer: `request.ip`, which honours Fastify's trustProxy (the proxies
 * configured in TRUSTED_PROXIES) for X-Forwarded-For.
 */
export function installClientForwarding(app: FastifyInstance, forwardKey: string | readonly string[] | undefined): void {
  app.addHook('onRequest', async (request) => {
    const sent = request.headers[FORWARD_KEY_HEADER];
    if (sent === undefined) return;
    const address = request.headers[FORWARDED_ADDRESS_HEADER];
    if (forwardKey && forwardKey.length && keyMatches(sent, forwardKey) && typeof address === 'string' && isIP(address)) {
      const agent = request.headers[FORWARDED_AGENT_HEADER];
      forwarded.set(request, { address, userAgent: typeof agent === 'string' ? agent : undefined });
    }
  });
}

/** The real client of a request: forwarded by a trusted gateway, else the peer (or trusted proxy's client). */
export function clientOf(request: FastifyRequest): ClientInfo {
  return forwarded.get(request) ?? { address: request.ip, userAgent: request.headers['user-agent'] };
}

/** The caller with the client it called from, for a service that audits its act (service/audit.ts). */
export function actorOf(user: AuthUser, request: FastifyRequest): Actor {
  return { ...user, client: clientOf(request) };
}
