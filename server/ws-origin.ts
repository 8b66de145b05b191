import type { IncomingMessage } from 'node:http';
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

/** Ends an upgrade that may not proceed, with a plain HTTP 403. */
export function refuseUpgrade(socket: Duplex): void {
  socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json\r\n\r\n{"error":{"code":"PERMISSION_DENIED","message":"WebSocket origin not allowed"}}');
}
