/**
 * Cancels that span markets, in a cluster (issue #33): Betfair's cancelOrders with no market and the
 * dead-man switch cancel a bettor's unmatched bets on every market, but a process may write only the
 * markets it owns (fencing refuses the rest 409 MARKET_NOT_OWNED). So each market's share is run by
 * that market's owner: here when this process owns it, else as one bus command sent to the market's
 * partition like a gateway sends one (server/cluster/gateway-transport.ts sendCommand, routed by
 * command-routing.ts: the body's top-level `marketId`). The owner runs Betfair's cancelOrders of that
 * one market (every unmatched bet of the bettor there), so validation, fencing and the order stream
 * are those of any cancel; the reports are gathered by the caller.
 *
 * The command is internal: its route answers only a caller proving it is an exchange process of the
 * cluster with EXCHANGE_KEY_HEADER, a key derived from the cluster's shared secret (GATEWAY_FORWARD_KEY).
 * Not the forward key itself: a gateway adds that to every request it carries, while it carries only
 * the headers a client route reads (api-forwarding.ts CARRIED), never this one.
 *
 * It is a `keyed` route (route-kinds.ts): each share carries a fresh idempotency key, and the owner
 * answers a repeat of it with the report it recorded the first time (a repeat whose first run left no
 * record — its owner died between the cancel and the record — cancels what is still unmatched, which
 * cancels nothing twice). So the sender sends it again wherever a gateway sends a bet again: while a
 * lease moves, after the bus failed it UNAVAILABLE, and to the partition's new owner when the owner it
 * was sent to dies with it in flight (owner-changes.ts) — a dead-man switch's cancel then reaches the new
 * owner within the takeover instead of failing after the 15 s timeout with the bets still unmatched.
 *
 * With one process owning every market (`npm start`) nothing is sent: callers keep their in-process path.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Bus } from '../../bus/bus';
import type { BusCommand } from '../../bus/command';
import { sendCommand } from '../../cluster/gateway-transport';
import type { OwnerChanges } from '../../cluster/owner-changes';
import { authUserById, type AuthUser } from '../auth/sessions';
import type { ExecutionCode, InstructionCode } from '../http/betfair/errors';
import { cancelOrders, executionReport } from '../http/betfair/orders';
import { keyMatches } from '../http/client-address';
import { installErrorHandler, parseBody } from '../http/errors';
import { notFound, ServiceError } from '../service/errors';
import { earlierReply, recordFinalReply } from '../service/idempotency';
import type { Exchange } from '../service/exchange';

/** The owner's route: Betfair's cancelOrders of one market for one bettor (registered under ROUTE_PREFIX). */
const ROUTE_PREFIX = '/api/cluster';
const ROUTE = '/cancel-market-orders';
export const CANCEL_MARKET_PATH = `${ROUTE_PREFIX}${ROUTE}`;
/** The header an exchange process sends its cluster key in, and that key (derived, so it is never the forward key a gateway sends). */
const EXCHANGE_KEY_HEADER = 'x-backlay-exchange-key';
const exchangeKeyOf = (forwardKey: string) => createHash('sha256').update(`backlay exchange command\n${forwardKey}`).digest('base64url');

/** How long a market's share is sent again while its partition has no owner (a lease moves within ~5 s). */
const RETRY_FOR_MS = 15_000;
/** How long one send waits for the owner's answer, ms (as a gateway's command waits). */
const TIMEOUT_MS = 15_000;

/** What cancelling one market's share came to: Betfair's cancel execution report (orders.ts cancelOrders). */
export interface MarketCancelReport {
  marketId?: string;
  status: 'SUCCESS' | 'FAILURE' | 'PROCESSED_WITH_ERRORS';
  errorCode?: ExecutionCode;
  instructionReports: Array<{ status: 'SUCCESS' | 'FAILURE'; errorCode?: InstructionCode; instruction: { betId: string }; sizeCancelled?: number; cancelledDate?: string }>;
}
/** Runs one market's share of a bettor's cancel on the market's owner. */
export type RemoteMarketCancel = (userId: string, marketId: string) => Promise<MarketCancelReport>;

const cancelBody = z.object({ userId: z.string().min(1).max(64), marketId: z.string().min(1).max(64), idempotencyKey: z.string().min(1).max(64) }).strict();

/** One market's share run here, by its owner: Betfair's cancelOrders of the market with no instructions. */
const cancelHere = (exchange: Exchange, user: AuthUser, marketId: string): Promise<MarketCancelReport> =>
  cancelOrders(exchange.betting, exchange.reads, user, { marketId }) as Promise<MarketCancelReport>;

/** Whether a bettor-wide cancel must be split by owner: some market is owned by another process and the bus can reach it. */
export function cancelsAcrossOwners(exchange: Exchange): boolean {
  return exchange.remoteCancel !== null && !exchange.leases.ownsEveryMarket;
}

/**
 * Each market's share of a bettor's cancel, run by its owner (here or over the bus), all at once;
 * answers in the order of `marketIds`, each settled on its own (a market whose owner did not answer is
 * a rejection, the others still count).
 */
export function cancelOnOwners(exchange: Exchange, user: AuthUser, marketIds: readonly string[]): Promise<PromiseSettledResult<MarketCancelReport>[]> {
  const remote = exchange.remoteCancel;
  return Promise.allSettled(
    marketIds.map((marketId) =>
      remote === null || exchange.leases.ownsMarket(marketId) ? cancelHere(exchange, user, marketId) : remote(user.userId, marketId),
    ),
  );
}

/**
 * Betfair's cancelOrders with no market, in a cluster: every market where the caller has an unmatched
 * bet is cancelled by its owner; one report with every market's instruction reports. A market whose
 * owner did not answer reports each of its bets ERROR_IN_MATCHER (cancelled or not: unknown). SUCCESS
 * when all succeeded, FAILURE (the first failing market's code) when none did, else PROCESSED_WITH_ERRORS.
 */
export async function cancelEveryMarket(exchange: Exchange, user: AuthUser, customerRef: string | undefined) {
  const open = await exchange.reads.openOrders(user.userId);
  const marketIds = [...new Set(open.map((o) => o.marketId))];
  const markets = (await cancelOnOwners(exchange, user, marketIds)).map((settled, i): MarketCancelReport => {
    if (settled.status === 'fulfilled') return settled.value;
    console.error(`cancelOrders of ${user.userId} on ${marketIds[i]}: its owner did not answer:`, settled.reason instanceof Error ? settled.reason.message : settled.reason);
    const reports = open.filter((o) => o.marketId === marketIds[i]).map((o) => ({ status: 'FAILURE' as const, errorCode: 'ERROR_IN_MATCHER' as const, instruction: { betId: o.betId }, sizeCancelled: 0 }));
    return { marketId: marketIds[i]!, status: 'FAILURE', errorCode: 'ERROR_IN_MATCHER', instructionReports: reports };
  });
  const reports = markets.flatMap((m) => m.instructionReports);
  const failedMarket = markets.find((m) => m.status !== 'SUCCESS');
  const outcome =
    failedMarket === undefined
      ? { status: 'SUCCESS' as const }
      : reports.every((r) => r.status !== 'SUCCESS')
        ? { status: 'FAILURE' as const, ...(failedMarket.errorCode ? { errorCode: failedMarket.errorCode } : {}) }
        : { status: 'PROCESSED_WITH_ERRORS' as const, errorCode: 'PROCESSED_WITH_ERRORS' as const };
  return executionReport(customerRef !== undefined ? { customerRef } : {}, { ...outcome, reports });
}

/**
 * The sender of market shares over the bus, as this process (`forwardKey`: the cluster's shared key;
 * `owners`: the partitions' takeovers as this process hears them, owner-changes.ts).
 */
export function remoteMarketCancel(bus: Bus, forwardKey: string, owners?: OwnerChanges): RemoteMarketCancel {
  const key = exchangeKeyOf(forwardKey);
  return async (userId, marketId) => {
    const body = JSON.stringify({ userId, marketId, idempotencyKey: `cancel-market:${randomUUID()}` });
    const command: BusCommand = { method: 'POST', path: CANCEL_MARKET_PATH, headers: { 'content-type': 'application/json', [EXCHANGE_KEY_HEADER]: key }, body };
    // A keyed command (its key in the body): sent again after a refusal that did nothing (nobody serves the partition,
    // MARKET_NOT_OWNED, admission's busy), after UNAVAILABLE, and to a new owner of its partition (gateway-transport.ts).
    const reply = await sendCommand(bus, command, { timeoutMs: TIMEOUT_MS, retryForMs: RETRY_FOR_MS, owners });
    if (reply.status !== 200) throw new Error(`cancelling ${userId}'s bets on ${marketId}: its owner answered ${reply.status} ${reply.body.slice(0, 200)}`);
    return (JSON.parse(reply.body) as { data: MarketCancelReport }).data;
  };
}

/** The owner's side: the route a market's share arrives on (through the bus's command runner), on `app` at CANCEL_MARKET_PATH. */
export async function registerCancelMarketRoute(app: FastifyInstance, exchange: Exchange, forwardKeys: readonly string[]): Promise<void> {
  await app.register(cancelMarketRoute(exchange, forwardKeys), { prefix: ROUTE_PREFIX });
}

/** `forwardKeys`: every key accepted (GATEWAY_FORWARD_KEY lists several while it is rotated). */
function cancelMarketRoute(exchange: Exchange, forwardKeys: readonly string[]) {
  const key = forwardKeys.map(exchangeKeyOf);
  return async function register(app: FastifyInstance): Promise<void> {
    installErrorHandler(app);
    app.post(ROUTE, async (request) => {
      if (!keyMatches(request.headers[EXCHANGE_KEY_HEADER], key)) throw new ServiceError('forbidden', 'FORBIDDEN', 'Only an exchange process of this cluster may send this command');
      const input = parseBody(cancelBody, request.body);
      const db = exchange.services.db;
      const user = await authUserById(db, input.userId);
      if (!user) throw notFound('USER_NOT_FOUND', `No user ${input.userId}`);
      // A repeat of the share (sent again after a takeover or a dropped connection) gets the first run's report.
      const earlier = await earlierReply<{ data: MarketCancelReport }>(db, user.userId, input.idempotencyKey, input);
      if (earlier) return earlier.body;
      const reply = { data: await cancelHere(exchange, user, input.marketId) };
      await recordFinalReply(db, user.userId, input.idempotencyKey, input, { statusCode: 200, body: reply });
      return reply;
    });
  };
}
