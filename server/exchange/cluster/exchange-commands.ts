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
 *
 * The betting path does not come as HTTP to replay: a partition's subject also carries batches of typed
 * calls (server/cluster/exchange-call.ts: a bet placed, cancelled or re-priced, as the bet's contract,
 * with the bettor's token and the real client), answered by the handlers the REST routes use
 * (`direct`, server/exchange/http/direct.ts) — the body checked once by the route's schema, no request
 * built, routed or parsed again. Each call is checked as a command is: run only while its market's
 * partition serves here, a bet refused at admission's door as over HTTP; the calls of one batch run at
 * once, so they share a group commit.
 */
import type { FastifyInstance } from 'fastify';
import type { Bus, BusServer } from '../../bus/bus';
import type { BusCommand, BusCommandReply } from '../../bus/command';
import { callMarketId, callOf, isCallBatch, type ExchangeCallBatchReply, type ExchangeCallReply } from '../../cluster/exchange-call';
import type { ServiceError } from '../service/errors';
import type { DirectRoutes } from '../http/direct';
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
  /** The exchange's in-process routes: with them, typed calls (exchange-call.ts) are served; without, refused. */
  direct?: DirectRoutes;
  /** The cluster's forward keys (several while one is rotated): a batch carrying one has its calls' client info believed. */
  forwardKeys?: readonly string[];
  /** Admission's door for a bet (`Admission.door`, keyed by the credentials as sent): its refusal, or null. */
  door?: (authorization: string | undefined) => ServiceError | null;
  /**
   * A partition's subject is served from now on (a lease taken): roles.ts tells the gateways, which send
   * what they had in flight there again (server/cluster/owner-changes.ts).
   */
  onServing?: (partition: number) => void;
}

export interface ExchangeCommands {
  /** Stops serving every subject; resolves once every command it took is answered (up to 15 s). */
  stop(): Promise<void>;
}

/** How long stopping a subject waits for the commands it took to be answered, ms: as long as a gateway waits for an answer (gateway-transport.ts). */
const ANSWERS_WITHIN_MS = 15_000;

/** The headers of a response a caller acts on, and the request id the exchange logged it under (server/request-log.ts). */
const REPLY_HEADERS = ['content-type', 'retry-after', 'x-request-id'] as const;

/** A typed call's refusal, in the REST route's `{ error }` shape. */
const refusal = (statusCode: number, code: string, message: string, retryAfterS?: number): ExchangeCallReply => ({
  statusCode,
  body: { error: { code, message, ...(retryAfterS !== undefined ? { retryAfterS } : {}) } },
});

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

  /** Runs `work` counted against partition p (a partition given back waits for it), if p serves here. */
  const inPartition = async <R>(p: number, work: () => Promise<R>): Promise<R> => {
    running.set(p, (running.get(p) ?? 0) + 1);
    try {
      return await work();
    } finally {
      finished(p);
    }
  };

  const log = app.log as FastifyInstance['log'] & { isLevelEnabled(level: string): boolean };
  /** One typed call: where it belongs, the door for a bet, then the route's own handler. */
  const runCall = async (value: unknown, believeClient: boolean): Promise<ExchangeCallReply> => {
    try {
      return await runTypedCall(value, believeClient);
    } catch (err) {
      // The handler answers its own refusals; this is adoption or the store failing: the others of the batch still get theirs.
      log.error({ code: 'INTERNAL_ERROR', message: err instanceof Error ? err.message.split('\n')[0]?.slice(0, 200) : String(err) }, 'typed call failed');
      return refusal(500, 'INTERNAL_ERROR', 'Internal server error');
    }
  };

  const runTypedCall = async (value: unknown, believeClient: boolean): Promise<ExchangeCallReply> => {
    const taken = callOf(value);
    if ('problem' in taken) return refusal(400, 'INVALID_INPUT_DATA', taken.problem);
    const { call } = taken;
    const marketId = callMarketId(call.body);
    if (marketId === null) return refusal(400, 'INVALID_INPUT_DATA', 'marketId: a string of 1–64 characters is required');
    const p = partitionOf(marketId);
    if (!leases.serving(p)) return refusal(409, 'MARKET_NOT_OWNED', `Market ${marketId} is matched by another exchange process`);
    if (call.path === '/bets/place') {
      const refused = options.door?.(call.token === null ? undefined : `Bearer ${call.token}`);
      if (refused) return refusal(429, refused.code, refused.message, refused.retryAfterS);
    }
    const began = performance.now();
    const reply = await inPartition(p, async () => {
      await options.adopt?.(marketId);
      return options.direct!.call(call.path, { body: call.body, token: call.token, client: believeClient ? call.client : undefined });
    });
    // The one line per request (server/request-log.ts), under the gateway's request id: one grep follows a bet.
    if (log.isLevelEnabled('info')) {
      const code = reply.statusCode >= 400 ? ((reply.body as { error?: { code?: string } } | null)?.error?.code ?? undefined) : undefined;
      log.info({ reqId: believeClient ? call.client?.requestId : undefined, method: 'BUS', path: call.path, status: reply.statusCode, ms: Math.round((performance.now() - began) * 10) / 10, code }, 'request');
    }
    return reply;
  };

  const handleCalls = async (batch: { key: unknown; calls: unknown[] }): Promise<ExchangeCallBatchReply> => {
    if (!options.direct) return { replies: batch.calls.map(() => refusal(404, 'NOT_FOUND', 'This process takes no typed calls')) };
    const believeClient = typeof batch.key === 'string' && (options.forwardKeys ?? []).includes(batch.key);
    return { replies: await Promise.all(batch.calls.map((call) => runCall(call, believeClient))) };
  };

  const handle = async (data: unknown): Promise<BusCommandReply | ExchangeCallBatchReply> => {
    if (isCallBatch(data)) return handleCalls(data);
    const command = commandOf(data);
    if (!command) return errorReply(400, 'INVALID_INPUT_DATA', 'Not a bus command: { method: GET|POST, path: /…, headers: {string: string}, body: string }');
    const key = commandPartitionKey(command);
    if (key === null) return run(command);
    const p = partitionOf(key);
    // Never run on a non-owner; a partition being given back takes nothing new.
    if (!leases.serving(p)) return errorReply(409, 'MARKET_NOT_OWNED', `Market ${key} is matched by another exchange process`);
    return inPartition(p, async () => {
      const marketId = commandMarketId(command);
      if (marketId !== null) await options.adopt?.(marketId);
      return run(command);
    });
  };

  const parts = new Map<number, Promise<BusServer | null>>();
  const follow = (p: number, serving: boolean) => {
    const before = parts.get(p) ?? Promise.resolve(null);
    const next = before.then(async (server) => {
      if (serving && !stopped) {
        if (server) return server;
        const served = await bus.serve(partSubject(p), (data) => handle(data));
        options.onServing?.(p);
        return served;
      }
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
