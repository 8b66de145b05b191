/**
 * Public reads that name several markets or events at once, split by owner (issue #33). In a cluster
 * only a partition's lease holder has current books for its markets; a read naming markets of several
 * partitions sent to `cmd.any` would be answered from one process's engines, stale or missing for the
 * rest. So the gateway sends one part per partition (the ids of that partition, in the request's
 * order) to `cmd.part.<p>` and merges the answers back in the request's order (command-routing.ts
 * commandParts, gateway-transport.ts sendCommand). A read whose ids all fall in one partition goes to
 * that partition whole, and its owner fences it (MARKET_NOT_OWNED) as any market-scoped command.
 *
 * The reads: REST `/api/markets/match-odds` (`eventIds`: the home and in-play lists' odds, GraphQL
 * `matchOdds`), and Betfair's listMarketBook and listMarketProfitAndLoss (`marketIds`), as one
 * JSON-RPC call or a REST operation. A request the exchange would refuse as a whole (not its schema,
 * no ids, too heavy a book) is not split: it goes whole to `cmd.any` and is refused as before.
 */
import { checkBookWeight } from '../exchange/http/betfair/book';
import { listOddsBody } from '../exchange/http/list-odds-routes';
import { partitionOf } from '../bus/subjects';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A multi-market read found in a request: its ids, and how to make a part's body and merge the parts' answers. */
export interface MultiMarketRead {
  /** The ids the request names, in its order (each an event or a market: partitionOf takes both). */
  ids: string[];
  /** The request's body naming only these ids. */
  bodyWith(ids: string[]): unknown;
  /** The items of one part's answer, or null when it is not a list of them (a refusal: answered as it is). */
  itemsOf(answer: unknown): unknown[] | null;
  /** A part's answer carrying the merged items instead. */
  answerWith(answer: unknown, items: unknown[]): unknown;
  /** The id an answer's item is of. */
  keyOf(item: unknown): string | null;
  /** Whether the exchange answers each id once, however often it is named (Betfair), or once per naming. */
  unique: boolean;
}

const BETFAIR_SPLIT_OPERATIONS = new Set(['listMarketBook', 'listMarketProfitAndLoss']);
const JSON_RPC_PATH = /^\/exchange\/betting\/json-rpc\/v1\/?$/;
const REST_OPERATION_PATH = /^\/exchange\/betting\/rest\/v1\.0\/([A-Za-z]+)\/?$/;
const RPC_METHOD_PREFIX = 'SportsAPING/v1.0/';

const stringOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** The multi-market read a POST's path and JSON body make, or null when it is none (or one the exchange refuses whole). */
export function multiMarketRead(path: string, body: unknown): MultiMarketRead | null {
  if (path === '/api/markets/match-odds') {
    const parsed = listOddsBody.safeParse(body);
    if (!parsed.success || parsed.data.eventIds.length === 0) return null;
    return {
      ids: parsed.data.eventIds,
      bodyWith: (ids) => ({ ...(body as Json), eventIds: ids }),
      itemsOf: (answer) => (isObject(answer) && Array.isArray(answer.data) ? answer.data : null),
      answerWith: (answer, items) => ({ ...(answer as Json), data: items }),
      keyOf: (item) => (isObject(item) ? stringOf(item.exEventId) : null),
      unique: false,
    };
  }
  if (JSON_RPC_PATH.test(path)) {
    // One call (a batch is not split: its calls run in order on one process).
    if (!isObject(body) || typeof body.method !== 'string' || !body.method.startsWith(RPC_METHOD_PREFIX)) return null;
    const operation = body.method.slice(RPC_METHOD_PREFIX.length);
    const ids = betfairIds(operation, body.params);
    if (ids === null) return null;
    return {
      ids,
      bodyWith: (part) => ({ ...body, params: { ...(body.params as Json), marketIds: part } }),
      itemsOf: (answer) => (isObject(answer) && Array.isArray(answer.result) ? answer.result : null),
      answerWith: (answer, items) => ({ ...(answer as Json), result: items }),
      keyOf: betfairKey,
      unique: true,
    };
  }
  const operation = REST_OPERATION_PATH.exec(path)?.[1];
  const ids = operation === undefined ? null : betfairIds(operation, body);
  if (ids === null) return null;
  return {
    ids,
    bodyWith: (part) => ({ ...(body as Json), marketIds: part }),
    itemsOf: (answer) => (Array.isArray(answer) ? answer : null),
    answerWith: (_answer, items) => items,
    keyOf: betfairKey,
    unique: true,
  };
}

const betfairKey = (item: unknown) => (isObject(item) ? stringOf(item.marketId) : null);

/** The marketIds of a Betfair operation this module splits, when they are well formed and the book is not too heavy. */
function betfairIds(operation: string, params: unknown): string[] | null {
  if (!BETFAIR_SPLIT_OPERATIONS.has(operation) || !isObject(params)) return null;
  const ids = params.marketIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && id !== '')) return null;
  if (operation === 'listMarketBook') {
    // The whole request's weight is the exchange's limit (TOO_MUCH_DATA), not each part's.
    try {
      checkBookWeight(ids.length, params.priceProjection as Parameters<typeof checkBookWeight>[1]);
    } catch {
      return null;
    }
  }
  return ids as string[];
}

/** The read's ids by partition, in the order each partition is first named; each list in the request's order. */
export function idsByPartition(ids: readonly string[]): Map<number, string[]> {
  const parts = new Map<number, string[]>();
  for (const id of ids) {
    const p = partitionOf(id);
    const list = parts.get(p);
    if (list) list.push(id);
    else parts.set(p, [id]);
  }
  return parts;
}

/**
 * The parts' answers (each a JSON body, in the parts' order) merged into the answer of the whole
 * request: the first part's answer carrying every part's items in the request's order (a part's
 * refusal is answered as it is before: command-routing.ts commandParts).
 */
export function mergeAnswers(read: MultiMarketRead, answers: unknown[]): unknown {
  const byKey = new Map<string, unknown>();
  for (const answer of answers) {
    for (const item of read.itemsOf(answer) ?? []) {
      const key = read.keyOf(item);
      if (key !== null && !byKey.has(key)) byKey.set(key, item);
    }
  }
  const ids = read.unique ? [...new Set(read.ids)] : read.ids;
  return read.answerWith(answers[0], ids.flatMap((id) => (byKey.has(id) ? [byKey.get(id)] : [])));
}
