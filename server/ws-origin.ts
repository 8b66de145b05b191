import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Cross-site WebSocket hijacking guard: browsers always send Origin on a WebSocket upgrade and
 * never let a page forge it, so an upgrade is accepted when its Origin is this server's own (the
 * Host it was asked for), one listed in ALLOWED_ORIGINS (comma-separated, e.g. a dev server on
 * another port), or absent (not a browser: the gateway's own upstream, tools, tests).
 */
export function originAllowed(request: IncomingMessage, allowed: readonly string[] = allowedOrigins()): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.host === request.headers.host) return true;
  return allowed.includes(parsed.origin);
}

function allowedOrigins(): string[] {
  return (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

const REASONS = { 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' } as const;

/** Ends an upgrade that may not proceed with a plain HTTP answer (403 by default), and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: keyof typeof REASONS = 403, error = { code: 'PERMISSION_DENIED', message: 'WebSocket origin not allowed' }): void {
  const body = JSON.stringify({ error });
  const reason = REASONS[status];
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`, () => socket.destroy());
}

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
const upgradePaths = new WeakMap<Server, Map<string, UpgradeHandler>>();

/**
 * Serves WebSocket upgrades to `path` on `server` (the gateway's /graphql, the exchange's stream).
 * One 'upgrade' listener per server routes them by path: an upgrade from a browser origin not
 * allowed is 403, and one to a path nobody serves is answered 404 and closed at once — Node hands
 * upgrades only to 'upgrade' listeners, so without that it would hang open.
 */
export function serveUpgrades(server: Server, path: string, handle: UpgradeHandler): void {
  let routes = upgradePaths.get(server);
  if (!routes) {
    const table = new Map<string, UpgradeHandler>();
    upgradePaths.set(server, (routes = table));
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const handler = table.get(pathname);
      if (!handler) return refuseUpgrade(socket, 404, { code: 'NOT_FOUND', message: `No WebSocket endpoint at ${pathname}` });
      if (!originAllowed(request)) return refuseUpgrade(socket);
      handler(request, socket, head);
    });
  }
  routes.set(path, handle);
}
