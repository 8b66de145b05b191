/**
 * The betting path between a gateway and the exchanges as typed messages (issue #50): a bet placed,
 * cancelled or re-priced travels as the bet's own contract (domain/bet-contract.ts: BetOrder,
 * BetCancel, BetReprice) with the bettor's token and the real client, not as an HTTP request to be
 * replayed through the exchange's REST app. The exchange answers it with the handler its REST route
 * and an in-process gateway use (server/exchange/http/direct.ts), so the contract, the validation
 * (once, by the route's schema, on the exchange) and the coded `{ data }` / `{ error }` replies are the
 * same three ways.
 *
 * Calls to one partition are sent together: a gateway gathers what it has for a partition in one turn
 * of its event loop and sends one message (ExchangeCallBatch) on the partition's subject; the owner runs
 * them at once, so they share a group commit as they would have arriving together over HTTP, and answers
 * one message with every reply in order.
 */
import type { BetCancel, BetOrder, BetReprice } from '@domain/bet-contract';
import type { ClientInfo } from '../forwarding';

/** The exchange routes a gateway calls as typed messages: the betting path. */
export const CALL_PATHS = ['/bets/place', '/bets/cancel', '/bets/replace'] as const;
export type CallPath = (typeof CALL_PATHS)[number];

interface CallOf<P extends CallPath, B> {
  path: P;
  /** The route's body, as its contract declares it (checked by the route's schema on the exchange). */
  body: B;
  /** The bettor's bearer token, or null. */
  token: string | null;
  /** The real client (address, User-Agent, request id), believed only under the batch's forward key. */
  client?: ClientInfo | undefined;
}

export type ExchangeCall = CallOf<'/bets/place', BetOrder> | CallOf<'/bets/cancel', BetCancel> | CallOf<'/bets/replace', BetReprice>;

/** One message on a partition's subject: the calls a gateway had for it in one turn. */
export interface ExchangeCallBatch {
  /** The cluster's forward key (server/forwarding.ts): without it, the calls' client info is ignored. */
  key: string;
  calls: ExchangeCall[];
}

/** A call's answer: the REST route's status and its JSON body (`{ data }` or `{ error: { code, message, … } }`). */
export interface ExchangeCallReply {
  statusCode: number;
  body: unknown;
}

/** The answer to a batch: one reply per call, in order. */
export interface ExchangeCallBatchReply {
  replies: ExchangeCallReply[];
}

/** At most this many calls go in one message (a bet's is ~300 bytes; NATS's default payload limit is 1 MiB). */
export const MAX_CALLS_PER_BATCH = 256;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCallPath = (value: unknown): value is CallPath => (CALL_PATHS as readonly unknown[]).includes(value);
const optionalString = (value: unknown, max: number) => value === undefined || (typeof value === 'string' && value.length <= max);

/** Whether a bus message is a batch of calls (the partition subjects carry these and BusCommands). */
export function isCallBatch(data: unknown): data is { key: unknown; calls: unknown[] } {
  return isObject(data) && Array.isArray(data.calls);
}

/** The client a call names, when it is well-formed: an address and, optionally, a User-Agent and request id. */
function clientOf(value: unknown): ClientInfo | undefined | null {
  if (value === undefined) return undefined;
  if (!isObject(value) || typeof value.address !== 'string' || value.address.length > 64) return null;
  if (!optionalString(value.userAgent, 256) || !optionalString(value.requestId, 64)) return null;
  return { address: value.address, userAgent: value.userAgent as string | undefined, requestId: value.requestId as string | undefined };
}

/**
 * A call of a batch as the exchange takes it, or why it is not one. Only the envelope is checked here
 * (a known path, a JSON object body, a string or null token, a well-formed client); the body is the
 * route's to check, by the same schema as over HTTP.
 */
export function callOf(value: unknown): { call: { path: CallPath; body: Record<string, unknown>; token: string | null; client: ClientInfo | undefined } } | { problem: string } {
  if (!isObject(value)) return { problem: 'A call is an object { path, body, token, client? }' };
  if (!isCallPath(value.path)) return { problem: `A call's path is one of ${CALL_PATHS.join(', ')}` };
  if (!isObject(value.body)) return { problem: "A call's body is a JSON object" };
  if (value.token !== null && (typeof value.token !== 'string' || value.token.length > 512)) return { problem: "A call's token is a string or null" };
  const client = clientOf(value.client);
  if (client === null) return { problem: "A call's client is { address, userAgent?, requestId? }" };
  return { call: { path: value.path, body: value.body, token: value.token, client } };
}

/** The market a call acts on (every call of the betting path names one), or null when its body does not. */
export function callMarketId(body: Record<string, unknown>): string | null {
  return typeof body.marketId === 'string' && body.marketId !== '' && body.marketId.length <= 64 ? body.marketId : null;
}
