/**
 * The exchange side of bus commands (issue #33): each BusCommand a gateway sends is run through this
 * process's own REST app in-process (Fastify inject), so every route keeps its validation, auth,
 * idempotency and coded errors, and its answer goes back as a BusCommandReply.
 *
 * - `cmd.any` (queue group `exchange`): every command; one exchange process answers each.
 * - `cmd.part.<p>`: served only while this process holds partition p's lease — subscribed when the
 *   partition starts serving here, stopped when it is given back or lost.
 *
 * A market-scoped command (server/cluster/command-routing.ts commandMarketId: the one rule shared with
 * the gateway) is run only while its market's partition serves here; otherwise it is answered
 * 409 MARKET_NOT_OWNED without running (the gateway sends it again, on the right subject). When a
 * partition is given back, the commands of it already running finish before its lock goes.
 * The headers are passed on as sent: the client address forwarded under the gateway's forward key
 * stays intact.
 */
import type { FastifyInstance } from 'fastify';
import type { Bus, BusServer } from '../../bus/bus';
import type { BusCommand, BusCommandReply } from '../../bus/command';
import { ANY_SUBJECT, EXCHANGE_QUEUE, partitionOf, partSubject } from '../../bus/subjects';
import { commandMarketId, commandPartitionKey } from '../../cluster/command-routing';
import type { PartitionLeases } from './partition-leases';

export interface ExchangeCommandsOptions {
  bus: Bus;
  /** The Fastify instance the exchange's routes are registered on (ready or not: inject waits). */
  app: FastifyInstance;
  /** Put before each command's path: '' when commands carry the full path (`/api/bets/place`), as the gateway sends them. */
  prefix?: string;
  leases: PartitionLeases;
  /**
   * Before a market-scoped command runs: build the market's engine when this process owns it but has
   * none (made by another exchange since start) — `exchange.betting.adoptMarket`.
   */
  adopt?: (marketId: string) => Promise<void>;
}

export interface ExchangeCommands {
  /** Stops serving every subject; resolves once every command it took is answered (up to 15 s). */
  stop(): Promise<void>;
}

/** How long stopping a subject waits for the commands it took to be answered, ms: as long as a gateway waits for an answer (gateway-transport.ts). */
const ANSWERS_WITHIN_MS = 15_000;

/** The headers of a response a caller acts on, and the request id the exchange logged it under (server/request-log.ts). */
const REPLY_HEADERS = ['content-type', 'retry-after', 'x-request-id'] as const;

const errorReply = (status: number, code: string, message: string): BusCommandReply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ error: { code, message } }),
});

/** The command as sent, or null when it is not one (a bad payload is answered 400, never run). */
function commandOf(data: unknown): BusCommand | null {
  if (typeof data !== 'object' || data === null) return null;
  const c = data as Record<string, unknown>;
  if (c.method !== 'GET' && c.method !== 'POST') return null;
  if (typeof c.path !== 'string' || !c.path.startsWith('/') || typeof c.body !== 'string') return null;
  if (typeof c.headers !== 'object' || c.headers === null || Array.isArray(c.headers)) return null;
  if (!Object.values(c.headers).every((v) => typeof v === 'string')) return null;
  return { method: c.method, path: c.path, headers: c.headers as Record<string, string>, body: c.body };
}

/** Serves the exchange's commands on the bus; resolves once `cmd.any` and the partitions held now are served. */
export async function serveExchangeCommands(options: ExchangeCommandsOptions): Promise<ExchangeCommands> {
  const { bus, app, leases } = options;
  const prefix = options.prefix ?? '';
  /** Commands running per partition, and who waits for that partition to have none. */
  const running = new Map<number, number>();
  const idle = new Map<number, Array<() => void>>();
  let stopped = false;

  const finished = (p: number) => {
    const left = (running.get(p) ?? 1) - 1;
    if (left > 0) return void running.set(p, left);
    running.delete(p);
    for (const wake of idle.get(p) ?? []) wake();
    idle.delete(p);
  };

  const run = async (command: BusCommand): Promise<BusCommandReply> => {
    const res = await app.inject({
      method: command.method,
      url: `${prefix}${command.path}`,
      headers: command.headers,
      ...(command.body !== '' ? { payload: command.body } : {}),
    });
    const headers: Record<string, string> = {};
    for (const name of REPLY_HEADERS) {
      const value = res.headers[name];
      if (value !== undefined) headers[name] = String(value);
    }
    return { status: res.statusCode, headers, body: res.payload };
  };

  const handle = async (data: unknown): Promise<BusCommandReply> => {
    const command = commandOf(data);
    if (!command) return errorReply(400, 'INVALID_INPUT_DATA', 'Not a bus command: { method: GET|POST, path: /…, headers: {string: string}, body: string }');
    const key = commandPartitionKey(command);
    if (key === null) return run(command);
    const p = partitionOf(key);
    // Never run on a non-owner; a partition being given back takes nothing new.
    if (!leases.serving(p)) return errorReply(409, 'MARKET_NOT_OWNED', `Market ${key} is matched by another exchange process`);
    running.set(p, (running.get(p) ?? 0) + 1);
    try {
      const marketId = commandMarketId(command);
      if (marketId !== null) await options.adopt?.(marketId);
      return await run(command);
    } finally {
      finished(p);
    }
  };

  const parts = new Map<number, Promise<BusServer | null>>();
  const follow = (p: number, serving: boolean) => {
    const before = parts.get(p) ?? Promise.resolve(null);
    const next = before.then(async (server) => {
      if (serving && !stopped) return server ?? bus.serve(partSubject(p), (data) => handle(data));
      await server?.stop(ANSWERS_WITHIN_MS);
      return null;
    });
    parts.set(p, next.catch((err: unknown) => {
      console.error(`exchange commands: partition ${p}:`, err instanceof Error ? err.message : err);
      return null;
    }));
  };

  const anyServer = await bus.serve(ANY_SUBJECT, (data) => handle(data), { queue: EXCHANGE_QUEUE });
  const unfollow = leases.onChange(follow);
  const undrain = leases.onDrain(
    (p) =>
      new Promise<void>((resolve) => {
        if (!running.has(p)) return resolve();
        idle.set(p, [...(idle.get(p) ?? []), resolve]);
      }),
  );
  for (const p of leases.held()) follow(p, true);
  await Promise.all(parts.values());

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      unfollow();
      undrain();
      await anyServer.stop(ANSWERS_WITHIN_MS);
      for (const p of [...parts.keys()]) follow(p, false);
      await Promise.all(parts.values());
    },
  };
}
