/**
 * The bus between Backlay's processes (issue #33, ARCHITECTURE.md §7): one interface, two
 * implementations — in memory for the embedded default (`npm start`: one process, nothing to run
 * beside it) and NATS JetStream for a cluster (`BUS_URL=nats://…`). Code above the bus never knows which.
 *
 * Two kinds of traffic:
 * - the change stream: durable, ordered, numbered. `publish` stores a change under a subject and
 *   answers its stream sequence (one sequence for the whole stream, so it is a resume point across
 *   subjects, the way Betfair's stream hands out `clk`); `subscribe` delivers, in sequence order,
 *   every change under a subject filter after a given sequence.
 * - commands: request/reply, not stored. `serve` answers requests on a subject (with a queue group,
 *   one of many servers answers each); `request` sends one and waits for its answer.
 * - broadcasts: not stored, not answered. `broadcast` hands a message to every `listen`er of its
 *   subject at that moment (the sender's own too), in the order sent; nobody listening, or the bus
 *   away, loses it — for what is sent again anyway, e.g. interest in a topic renewed every 10 s.
 *
 * Subjects are NATS subjects: dot-separated tokens of [A-Za-z0-9_-]; filters may use `*` (one token)
 * and `>` (the rest). `subjects.ts` builds every subject Backlay uses; nothing else spells them.
 * Payloads are JSON values.
 */

/** One stored change as a subscriber receives it. */
export interface BusChange<T = unknown> {
  subject: string;
  /** The stream's sequence number of this change: strictly increasing, across all subjects. */
  seq: number;
  data: T;
}

export interface BusSubscribeHandlers<T = unknown> {
  /** Each change, in sequence order, once. */
  change(change: BusChange<T>): void;
  /**
   * The changes after the asked sequence are no longer all stored (the stream's retention dropped
   * some): delivery starts at the oldest stored one instead. The subscriber must take a fresh
   * snapshot of its state (and drop what it derived from before).
   */
  reset?(): void;
}

export interface BusSubscription {
  /** Stops delivery; no handler is called after it resolves. */
  stop(): Promise<void>;
}

export interface BusServer {
  /**
   * Stops answering: requests then go to other servers of the subject, or get NO_RESPONDERS. A request
   * it had taken is still answered (none is dropped unanswered); with `answersWithinMs`, stop resolves
   * once every one is answered or that time passed (a process closing its bus waits for them).
   */
  stop(answersWithinMs?: number): Promise<void>;
}

export interface BusRequestOptions {
  /** How long to wait for the answer, ms (default 5,000). */
  timeoutMs?: number;
}

export interface BusPublishOptions {
  /**
   * A stable id of this change (its publisher's id and counter): a publish carrying an id the stream
   * stored within its duplicate window (DUPLICATE_WINDOW_MS) is not stored again — it answers the
   * stored change's sequence — so a publish retried after an outage is stored once.
   */
  id?: string;
}

export interface BusServeOptions {
  /** Servers sharing a queue group share the requests: each request goes to one of them. */
  queue?: string;
}

/** Why a bus call failed, as a stable code. */
export type BusErrorCode = 'NO_RESPONDERS' | 'TIMEOUT' | 'CLOSED' | 'UNAVAILABLE' | 'BAD_SUBJECT';

export class BusError extends Error {
  constructor(
    readonly code: BusErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BusError';
  }
}

export interface Bus {
  /** `memory` or `nats` (diagnostics, the bench). */
  readonly kind: 'memory' | 'nats';
  /**
   * Stores a change under `subject` (which must match the change stream's subjects, `chg.>`) and
   * resolves with its stream sequence once it is stored (on JetStream: acknowledged by the server).
   */
  publish<T>(subject: string, data: T, options?: BusPublishOptions): Promise<number>;
  /**
   * Delivers every stored change matching `filter` with a sequence above `after` (0: from the
   * oldest stored; 'now': only changes published from now on), in order, then each new one as it
   * is published, until stopped. Survives the bus's reconnects without a gap or a duplicate.
   */
  subscribe<T>(filter: string, after: number | 'now', handlers: BusSubscribeHandlers<T>): Promise<BusSubscription>;
  /** The stream's last sequence (0 when empty). */
  lastSeq(): Promise<number>;
  /** Sends a command and waits for its answer. Rejects with BusError NO_RESPONDERS, TIMEOUT or CLOSED. */
  request<TReq, TRes>(subject: string, data: TReq, options?: BusRequestOptions): Promise<TRes>;
  /**
   * Answers commands on `subject` (a filter may have wildcards). The handler's resolved value is the
   * answer; a handler that throws answers `{ error: { code: 'INTERNAL_ERROR' } }` — handlers should
   * answer their own coded errors as values.
   */
  serve<TReq, TRes>(subject: string, handler: (data: TReq, subject: string) => Promise<TRes>, options?: BusServeOptions): Promise<BusServer>;
  /**
   * Sends `data` to every listener of `subject` (a concrete subject outside the change stream's `chg.>`,
   * else BAD_SUBJECT; CLOSED once closed). Fire and forget: not stored, not acknowledged; one sender's
   * broadcasts reach each listener in the order sent.
   */
  broadcast<T>(subject: string, data: T): void;
  /**
   * Calls `handler` with every broadcast on `filter` from when this resolves until stopped (no queue
   * group: every listener gets each). A handler's exception goes where the bus reports handler errors.
   */
  listen<T>(filter: string, handler: (data: T, subject: string) => void): Promise<BusSubscription>;
  /** Whether the bus can carry a message now (NATS: connected, not closed; in memory: not closed). Readiness and /metrics read it. */
  isConnected(): boolean;
  /** Stops every subscription and server, then closes the connection. */
  close(): Promise<void>;
}
