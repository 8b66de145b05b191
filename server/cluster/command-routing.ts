/**
 * Where a bus command goes and whether it may be sent again (issue #33): the one rule for both the
 * gateway's GraphQL transport and its /api forwarding (gateway-transport.ts), and for the exchange
 * side's check that a market-scoped command reached its market's owner.
 *
 * A command's path is the full request path on the exchange (`/api/bets/place`,
 * `/exchange/betting/json-rpc/v1`): the exchange serves commands with prefix '' so the REST API under
 * /api and Betfair's API-NG at its own addresses travel the same way.
 *
 * Market-scoped: a command whose JSON body names one market — a top-level `marketId` (every REST
 * route that acts on or reads one market: bets place/cancel/replace, cash-out and its quote, market
 * detail, ladder, price history, fancy book, admin and operator market acts, the risk book of one
 * market; Betfair's REST operations), or for a Betfair JSON-RPC call (or a batch) the one `marketId`
 * all its calls' params carry, or the change stream's snapshot of a `market:<id>` topic. It goes to
 * `cmd.part.<partitionOf(marketId)>`, served only by the partition's lease holder; so is a command naming
 * an event (a top-level `eventId`, or the snapshot of an `event:<id>` topic); everything else to `cmd.any`.
 *
 * Multi-market reads (owner-split.ts: the match odds of several events, Betfair's listMarketBook and
 * listMarketProfitAndLoss of several markets): whole to their partition when every id falls in one,
 * else split into one part per partition (commandParts) and merged in the request's order.
 */
import type { BusCommand, BusCommandReply } from '../bus/command';
import { ANY_SUBJECT, marketCommandSubject } from '../bus/subjects';
import { routeKindOf } from '../exchange/http/route-kinds';
import { idsByPartition, mergeAnswers, multiMarketRead, type MultiMarketRead } from './owner-split';

/** The exchange REST API's prefix (the GraphQL transport's paths are below it). */
export const API_PREFIX = '/api';
const BETFAIR_PREFIX = '/exchange/';
const SNAPSHOT_PATH = `${API_PREFIX}/stream/snapshot`;
const MARKET_TOPIC = 'market:';
const EVENT_TOPIC = 'event:';

/** A Betfair operation that only reads (listMarketBook, getAccountFunds, …): route-kinds.test.ts checks no operation that writes is named so. */
const BETFAIR_READ = /^(list|get)[A-Z]/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as JSON when it is a JSON object or array; null for anything else (a form, empty, not JSON). */
function jsonBody(command: { body: string }): unknown {
  const first = command.body.trimStart()[0];
  if (first !== '{' && first !== '[') return null;
  try {
    return JSON.parse(command.body) as unknown;
  } catch {
    return null;
  }
}

const pathOnly = (path: string) => path.split('?', 1)[0] ?? path;
const isJsonRpc = (path: string) => path.startsWith(BETFAIR_PREFIX) && /\/json-rpc\/v1\/?$/.test(path);

/** The Betfair JSON-RPC calls of a body (one call or a batch); null when it is not one. */
function rpcCalls(body: unknown): Json[] | null {
  const calls = Array.isArray(body) ? body : [body];
  return calls.length > 0 && calls.every(isObject) ? (calls as Json[]) : null;
}

/** The one market a command acts on or reads, or null when it is not market-scoped. */
export function commandMarketId(command: BusCommand): string | null {
  return command.method === 'POST' ? marketIdOf(pathOnly(command.path), jsonBody(command)) : null;
}

function marketIdOf(path: string, body: unknown): string | null {
  if (isJsonRpc(path)) {
    const markets = new Set(rpcCalls(body)?.map((call) => (isObject(call.params) ? call.params.marketId : undefined)) ?? []);
    const [only] = markets;
    return markets.size === 1 && typeof only === 'string' && only !== '' ? only : null;
  }
  if (!isObject(body)) return null;
  // A market topic's snapshot for the change stream (docs/live-stream.md): only the owner's book is current.
  if (path === SNAPSHOT_PATH) return typeof body.topic === 'string' && body.topic.startsWith(MARKET_TOPIC) && body.topic.length > MARKET_TOPIC.length ? body.topic.slice(MARKET_TOPIC.length) : null;
  return typeof body.marketId === 'string' && body.marketId !== '' ? body.marketId : null;
}

/**
 * The key that picks a command's partition: its market (commandMarketId), else the event a body names
 * with a top-level `eventId` — an event's detail with every market's book, a score, an incident's
 * reopening, a market created under it. Partitions are by event (bus/subjects.ts), so the event's
 * markets' owner serves these too: the only process whose books are current and whose writes are fenced.
 */
function partitionKeyOf(path: string, body: unknown, read = multiMarketRead(path, body)): string | null {
  if (read) return idsByPartition(read.ids).size === 1 ? read.ids[0]! : null;
  const marketId = marketIdOf(path, body);
  if (marketId !== null || isJsonRpc(path) || !isObject(body)) return marketId;
  // An event topic's snapshot carries every market's book: its owner's.
  if (path === SNAPSHOT_PATH) return typeof body.topic === 'string' && body.topic.startsWith(EVENT_TOPIC) && body.topic.length > EVENT_TOPIC.length ? body.topic.slice(EVENT_TOPIC.length) : null;
  return typeof body.eventId === 'string' && body.eventId !== '' ? body.eventId : null;
}

/** A command's partition key (its market, else its event), or null when it goes to any exchange. */
export function commandPartitionKey(command: BusCommand): string | null {
  if (command.method !== 'POST') return null;
  return partitionKeyOf(pathOnly(command.path), jsonBody(command));
}

/** The subject a command is sent on: its market's partition, else any exchange. */
export function commandSubject(command: BusCommand): string {
  return subjectOf(commandPartitionKey(command));
}

const subjectOf = (key: string | null) => (key === null ? ANY_SUBJECT : marketCommandSubject(key));

/** A multi-market read over several partitions: one command per partition, and how their replies make the whole answer. */
export interface CommandParts {
  commands: BusCommand[];
  /** The whole answer: the first part refused (not 200, or not a list) as it is, else every part's items in the request's order. */
  merge(replies: readonly BusCommandReply[]): BusCommandReply;
}

/** How the gateway sends a command: whole (its subject, and whether it may be sent again), or in parts. */
export interface CommandPlan {
  route: { subject: string; retrySafe: boolean };
  /** A multi-market read naming ids of several partitions (owner-split.ts): its parts; null for any other command. */
  parts: CommandParts | null;
}

/** The command's plan, reading its body once (the gateway's every call: a bet's body is parsed here once). */
export function commandPlan(command: BusCommand): CommandPlan {
  if (command.method === 'GET') return { route: { subject: ANY_SUBJECT, retrySafe: true }, parts: null };
  const path = pathOnly(command.path);
  const body = jsonBody(command);
  const read = multiMarketRead(path, body);
  const parts = read && command.method === 'POST' ? [...idsByPartition(read.ids).values()] : [];
  return {
    route: { subject: subjectOf(partitionKeyOf(path, body, read)), retrySafe: retrySafeOf(path, body) },
    parts: read && parts.length > 1 ? partsOf(command, read, parts) : null,
  };
}

function partsOf(command: BusCommand, read: MultiMarketRead, parts: string[][]): CommandParts {
  return {
    commands: parts.map((ids) => ({ ...command, body: JSON.stringify(read.bodyWith(ids)) })),
    merge(replies) {
      const answers = replies.map((reply) => (reply.status === 200 ? jsonBody(reply) : null));
      const refused = answers.findIndex((answer) => read.itemsOf(answer) === null);
      if (refused >= 0) return replies[refused]!;
      return { status: 200, headers: replies[0]!.headers, body: JSON.stringify(mergeAnswers(read, answers)) };
    },
  };
}

/** The parts of a multi-market read naming ids of several partitions (owner-split.ts); null for any other command. */
export const commandParts = (command: BusCommand): CommandParts | null => commandPlan(command).parts;

/** Where a command goes and whether it may be sent again. */
export const commandRoute = (command: BusCommand): CommandPlan['route'] => commandPlan(command).route;

/**
 * Whether sending the command again cannot do anything twice: a read (GET, a REST route whose kind is
 * `read` in exchange/http/route-kinds.ts, a Betfair list/get operation), or a write that takes an
 * idempotency key carrying it (a `keyed` REST route's `idempotencyKey`; Betfair's `customerRef` on
 * every call of a JSON-RPC body or on a REST operation's body). An `unsafe` route is not sent again once
 * it may have acted (gateway-transport.ts: a refusal that did nothing is sent again for any command).
 */
export function isRetrySafe(command: BusCommand): boolean {
  return command.method === 'GET' || retrySafeOf(pathOnly(command.path), jsonBody(command));
}

function retrySafeOf(path: string, body: unknown): boolean {
  if (path.startsWith(BETFAIR_PREFIX)) {
    if (isJsonRpc(path)) {
      const calls = rpcCalls(body);
      return calls !== null && calls.every((call) => {
        const name = typeof call.method === 'string' ? call.method.slice(call.method.lastIndexOf('/') + 1) : '';
        return BETFAIR_READ.test(name) || (isObject(call.params) && hasKey(call.params.customerRef));
      });
    }
    const operation = /\/rest\/v1\.0\/([A-Za-z]+)\/?$/.exec(path)?.[1] ?? '';
    return BETFAIR_READ.test(operation) || (isObject(body) && hasKey(body.customerRef));
  }
  const kind = path.startsWith(`${API_PREFIX}/`) ? routeKindOf(path.slice(API_PREFIX.length)) : undefined;
  return kind === 'read' || (kind === 'keyed' && isObject(body) && hasKey(body.idempotencyKey));
}

const hasKey = (value: unknown) => typeof value === 'string' && value !== '';
