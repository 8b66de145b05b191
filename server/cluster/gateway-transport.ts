/**
 * A gateway's way to the exchanges in a cluster (issue #33): every exchange call is a BusCommand sent
 * on the subject command-routing.ts picks — a market's partition (served only by its lease holder) or
 * `cmd.any` — never to an address. Two users: `busTransport` (the GraphQL data sources' RestTransport)
 * and the gateway's /api and Betfair forwarding (api-forwarding.ts), both through `sendCommand`.
 *
 * During a lease move a partition may have no server for a moment (NO_RESPONDERS) or a process that
 * just gave it up answers 409 MARKET_NOT_OWNED (writing nothing). Such a command is sent again, with
 * backoff (50 ms doubling to 200 ms, for up to ~6 s), whatever it is: neither refusal did anything, so a
 * bettor's cancel or an operator's settle sent during a rolling restart reaches the new owner as a bet
 * does. A command the bus failed UNAVAILABLE (sent while NATS was away, or in flight when the connection
 * dropped) may have acted: it is sent again only when sending it twice cannot act twice
 * (command-routing.ts isRetrySafe: reads, and writes with an idempotency key). Then the last answer
 * stands: the exchange's own 409, or the bus error.
 *
 * A read naming markets of several partitions (command-routing.ts commandParts) is sent as one part per
 * partition, at once, each to its owner and retried as above; the answers are merged in the request's
 * order, so every market in it is as current as its owner's book.
 *
 * A command that may be sent twice (isRetrySafe) still unanswered when another exchange process takes
 * its partition is sent again to the new owner at once (owner-changes.ts): the last owner may have died
 * with it, and would never answer.
 *
 * A command an exchange's admission refused busy (429 SERVICE_BUSY / TOO_MANY_REQUESTS: nothing done) is
 * sent again three times, after ~1, ~2 and ~3 s more (BUSY_WAITS_MS), before the refusal stands.
 */
import type { Bus } from '../bus/bus';
import { BusError } from '../bus/bus';
import type { BusCommand, BusCommandReply } from '../bus/command';
import type { RestReply, RestTransport } from '../gateway/datasources/rest-client';
import { API_PREFIX, commandPlan, commandRoute } from './command-routing';
import { resendOnTakeover, type OwnerChanges } from './owner-changes';

export interface SendOptions {
  /** How long one request waits for its answer, ms (default 15,000: a bet under load may queue for admission). */
  timeoutMs?: number;
  /** How long a command refused during a lease move is retried, ms (default 6,000). */
  retryForMs?: number;
  /** First backoff, ms (default 50), doubling up to `maxBackoffMs` (default 200). */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** The waits before a keyed write refused busy is sent again, ms (default BUSY_WAITS_MS). */
  busyWaitsMs?: readonly number[];
  /**
   * The partitions taken by a new exchange process, as this gateway hears them (owner-changes.ts): a
   * command that may be sent twice is sent again to the new owner instead of waiting for an answer
   * that its last owner, if it died, will never give. Without it, it waits out `timeoutMs`.
   */
  owners?: OwnerChanges;
}

const DEFAULTS = { timeoutMs: 15_000, retryForMs: 6_000, firstBackoffMs: 50, maxBackoffMs: 200 };

/** Whether an exchange answered that it does not own the command's market (its refusal writes nothing). */
export function isNotOwned(reply: BusCommandReply): boolean {
  if (reply.status !== 409) return false;
  try {
    return (JSON.parse(reply.body) as { error?: { code?: unknown } } | null)?.error?.code === 'MARKET_NOT_OWNED';
  } catch {
    return false;
  }
}

/**
 * Whether an exchange's admission refused the command as a whole (HTTP 429 SERVICE_BUSY or
 * TOO_MANY_REQUESTS, docs/overload.md): nothing was done, and the answer says to try again.
 */
export function isBusy(reply: BusCommandReply): boolean {
  if (reply.status !== 429) return false;
  try {
    const code = (JSON.parse(reply.body) as { error?: { code?: unknown } } | null)?.error?.code;
    return code === 'SERVICE_BUSY' || code === 'TOO_MANY_REQUESTS';
  } catch {
    return false;
  }
}

/**
 * The waits before a command an exchange refused busy is sent again, ms (±25% jitter): an exchange
 * stalled for a moment — a partition it just took being rebuilt, a process starting beside it on the
 * same cores during a rolling restart, a machine short of CPU for a few seconds — refuses at its door
 * while its event loop is behind (docs/overload.md), so the bet is placed a little later instead of
 * failing. The first wait is the refusal's own Retry-After (1 s); three tries, about 6 s in all (as
 * long as a bet waits for a partition between owners): past that it is an overload, and the refusal stands.
 */
const BUSY_WAITS_MS = [1_000, 2_000, 3_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a command to the exchange that must answer it (or a multi-market read's parts to theirs) and
 * resolves with its reply, retrying as the header says. Rejects with the BusError of the last attempt
 * when no exchange answered.
 */
export async function sendCommand(bus: Bus, command: BusCommand, options: SendOptions = {}): Promise<BusCommandReply> {
  const { route, parts } = commandPlan(command);
  if (!parts) return sendOne(bus, command, route, options);
  return parts.merge(await Promise.all(parts.commands.map((part) => sendOne(bus, part, commandRoute(part), options))));
}

function sendOne(bus: Bus, command: BusCommand, route: { subject: string; retrySafe: boolean }, options: SendOptions): Promise<BusCommandReply> {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const request = () => bus.request<BusCommand, BusCommandReply>(route.subject, command, { timeoutMs });
  const send = route.retrySafe ? () => resendOnTakeover(request, route.subject, options.owners, (reply) => isBusy(reply) || isNotOwned(reply)) : request;
  // A refusal that did nothing is sent again for every command; only what may be sent twice after it may have acted (idempotent).
  return withRetries({ send, busy: isBusy, notOwned: isNotOwned, idempotent: route.retrySafe }, options);
}

/** One request to an exchange, and how to read its answer for the retries (withRetries). */
export interface Attempt<R> {
  send(): Promise<R>;
  /** Whether the answer is admission's busy refusal (nothing done). */
  busy(reply: R): boolean;
  /** Whether the answer is MARKET_NOT_OWNED (nothing done). */
  notOwned(reply: R): boolean;
  /**
   * Whether it may be sent again even when it may have acted — a read, or a write carrying its
   * idempotency key: then a request the bus failed UNAVAILABLE (sent while NATS was away, or in flight
   * when the connection dropped) is sent again too.
   */
  idempotent: boolean;
}

/**
 * Sends, and sends again what an exchange refused without acting: NO_RESPONDERS
 * and MARKET_NOT_OWNED with backoff (50 ms doubling to 200 ms) until `retryForMs`, a busy refusal after
 * each of `busyWaitsMs`; while `attempt.idempotent`, a request the bus failed UNAVAILABLE as well.
 * Anything else (an answer, a TIMEOUT) stands.
 */
export async function withRetries<R>(attempt: Attempt<R>, options: SendOptions = {}): Promise<R> {
  const { retryForMs, firstBackoffMs, maxBackoffMs } = { ...DEFAULTS, ...options };
  const busyWaits = options.busyWaitsMs ?? BUSY_WAITS_MS;
  const deadline = Date.now() + retryForMs;
  let busyTries = 0;
  for (let backoff = firstBackoffMs; ; backoff = Math.min(backoff * 2, maxBackoffMs)) {
    let reply: R;
    try {
      reply = await attempt.send();
    } catch (err) {
      const again = err instanceof BusError && (err.code === 'NO_RESPONDERS' || (attempt.idempotent && err.code === 'UNAVAILABLE'));
      if (!(again && Date.now() + backoff < deadline)) throw err;
      await sleep(backoff);
      continue;
    }
    if (attempt.busy(reply) && busyTries < busyWaits.length) {
      await sleep(busyWaits[busyTries++]! * (0.75 + Math.random() / 2));
      continue;
    }
    if (!(attempt.notOwned(reply) && Date.now() + backoff < deadline)) return reply;
    await sleep(backoff);
  }
}

/**
 * The GraphQL data sources' RestTransport over the bus: a REST call below /api becomes a POST
 * BusCommand with the same headers and body, answered with the exchange's status and body.
 */
export function busTransport(bus: Bus, options: SendOptions = {}): RestTransport {
  return async (path, body, headers): Promise<RestReply> => {
    const reply = await sendCommand(bus, { method: 'POST', path: `${API_PREFIX}${path}`, headers: lowerCaseKeys(headers), body }, options);
    return { status: reply.status, body: reply.body };
  };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}
