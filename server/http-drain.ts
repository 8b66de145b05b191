/**
 * A graceful stop of a process's HTTP server (issue #49, docs/operations.md "Rolling restart"): once
 * draining, every answer carries `Connection: close`, so each kept-alive connection ends right after
 * the answer it was waiting for and the client's next request opens a new connection, which the load
 * balancer (no longer sending this process anything: its /readyz says 503) hands to another process.
 * A connection left idle is closed by its client first: the server announces its keep-alive timeout
 * (`Keep-Alive: timeout=5`) and clients that honour it (Node's fetch, undici) close an idle connection
 * a moment before the server would — so the server never closes a connection a client is just sending
 * a request on, which that client would see as a network error. `waitForConnections` waits until no
 * connection is left (or the time is up); only then does the process close its server.
 */
import type { FastifyInstance } from 'fastify';

/**
 * How long a kept-alive connection may stay idle, ms: Node's own default, where Fastify's is 72 s.
 * Short, so an idle client closes its connection within a drain. A load balancer that keeps
 * connections to the gateways open must use a shorter idle timeout than this (docs/operations.md).
 */
export const KEEP_ALIVE_MS = 5_000;

/** How long a drain waits for the connections to end, at most, ms: the idle ones go within KEEP_ALIVE_MS. */
export const CONNECTIONS_WAIT_MS = KEEP_ALIVE_MS + 3_000;

const draining = new WeakSet<FastifyInstance>();

/** Registered on every role's app (createHttpApp): while it drains, answers close their connection. */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  // A callback hook, not an async one (an async onSend defers the write by a turn: see request-log.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.has(app)) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/** From now on every answer closes its connection. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** Resolves once the server has no open connection (WebSockets included), or after `maxMs`. */
export async function waitForConnections(app: FastifyInstance, maxMs = CONNECTIONS_WAIT_MS): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) => app.server.getConnections((err, count) => resolve(err ? 0 : count)));
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
