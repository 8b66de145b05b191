/**
 * The in-memory Bus (issue #33): the embedded default's bus, for one process with nothing beside it
 * (`npm start`). The change stream is a bounded log numbered from 1 (the oldest changes drop past
 * `maxChanges`); subscribers get changes in sequence order, synchronously and one delivery at a time
 * (a handler that publishes queues its change behind the one being delivered), so every subscriber
 * sees one order. Payloads are handed over as they are, not copied: a publisher must not change a
 * value after publishing it. Commands follow NATS's rules (memory-requests.ts). A publish with an id
 * stored in the last DUPLICATE_WINDOW_MS (and among the last `maxChanges` ids) answers that change's
 * sequence, as JetStream does. A broadcast reaches
 * the listeners there are when it is sent, a microtask later (like a network hop), in the order sent.
 */
import {
  BusError,
  type Bus,
  type BusChange,
  type BusPublishOptions,
  type BusRequestOptions,
  type BusServeOptions,
  type BusServer,
  type BusSubscribeHandlers,
  type BusSubscription,
} from './bus';
import { MemoryRequests } from './memory-requests';
import { assertStart, DUPLICATE_WINDOW_MS, reportHandlerError } from './bus-rules';
import { assertBroadcastSubject, assertChangeSubject, assertFilter, subjectMatches } from './subjects';

export interface MemoryBusOptions {
  /** How many changes the log keeps (default 100,000); a subscriber asking for older ones is reset. */
  maxChanges?: number;
  /** Where a subscriber handler's exception goes (default console.error); delivery to the others goes on. */
  onHandlerError?: (error: unknown, subject: string) => void;
}

export const DEFAULT_MAX_CHANGES = 100_000;

interface Subscriber {
  matches: (subject: string) => boolean;
  handlers: BusSubscribeHandlers<unknown>;
  /** The last sequence this subscriber has been given or passed over. */
  cursor: number;
  active: boolean;
}

type Task = { change: BusChange } | { replay: Subscriber };

interface Listener {
  filter: string;
  handler: (data: unknown, subject: string) => void;
  active: boolean;
}

export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly maxChanges: number;
  private readonly onHandlerError: (error: unknown, subject: string) => void;
  /** The retained changes: log[head] is the oldest, its seq is seq - (log.length - head) + 1. */
  private log: BusChange[] = [];
  private head = 0;
  private seq = 0;
  private readonly subscribers = new Set<Subscriber>();
  private readonly tasks: Task[] = [];
  private delivering = false;
  private readonly requests = new MemoryRequests();
  private readonly listeners = new Set<Listener>();
  /** Publish ids seen within the duplicate window: id → its sequence and when it was stored. */
  private readonly ids = new Map<string, { seq: number; at: number }>();
  /**
   * The same ids oldest first, forgotten from `idHead` on: a queue, so forgetting is O(1) per publish
   * (walking the Map from its start after many deletes skips every deleted slot: 14 µs a publish).
   */
  private idOrder: string[] = [];
  private idHead = 0;
  private closed = false;

  isConnected(): boolean {
    return !this.closed;
  }

  constructor(options: MemoryBusOptions = {}) {
    this.maxChanges = options.maxChanges ?? DEFAULT_MAX_CHANGES;
    if (!Number.isInteger(this.maxChanges) || this.maxChanges < 1) throw new RangeError(`maxChanges must be a positive integer, got ${this.maxChanges}`);
    this.onHandlerError = options.onHandlerError ?? reportHandlerError;
  }

  publish<T>(subject: string, data: T, options: BusPublishOptions = {}): Promise<number> {
    if (this.closed) return Promise.reject(new BusError('CLOSED', 'The bus is closed'));
    try {
      assertChangeSubject(subject);
    } catch (error) {
      return Promise.reject(error);
    }
    if (options.id !== undefined) {
      const now = Date.now();
      // Forgotten past the window, or once as many as the log keeps (the embedded default stays small).
      while (this.idHead < this.idOrder.length) {
        const oldest = this.idOrder[this.idHead]!;
        if (now - this.ids.get(oldest)!.at < DUPLICATE_WINDOW_MS && this.ids.size < this.maxChanges) break;
        this.ids.delete(oldest);
        this.idHead += 1;
      }
      if (this.idHead > 1024 && this.idHead * 2 > this.idOrder.length) {
        this.idOrder = this.idOrder.slice(this.idHead);
        this.idHead = 0;
      }
      const stored = this.ids.get(options.id);
      if (stored) return Promise.resolve(stored.seq);
      this.ids.set(options.id, { seq: this.seq + 1, at: now });
      this.idOrder.push(options.id);
    }
    this.seq += 1;
    const change: BusChange = { subject, seq: this.seq, data };
    this.log.push(change);
    if (this.log.length - this.head > this.maxChanges) this.dropOldest();
    this.tasks.push({ change });
    this.deliver();
    return Promise.resolve(change.seq);
  }

  async subscribe<T>(filter: string, after: number | 'now', handlers: BusSubscribeHandlers<T>): Promise<BusSubscription> {
    if (this.closed) throw new BusError('CLOSED', 'The bus is closed');
    assertFilter(filter);
    assertStart(after);
    const exact = !filter.includes('*') && !filter.includes('>');
    const subscriber: Subscriber = {
      matches: exact ? (subject) => subject === filter : (subject) => subjectMatches(filter, subject),
      handlers: handlers as BusSubscribeHandlers<unknown>,
      cursor: after === 'now' ? this.seq : after,
      active: true,
    };
    this.subscribers.add(subscriber);
    this.tasks.push({ replay: subscriber });
    this.deliver();
    return {
      stop: async () => {
        subscriber.active = false;
        this.subscribers.delete(subscriber);
      },
    };
  }

  async lastSeq(): Promise<number> {
    return this.seq;
  }

  async request<TReq, TRes>(subject: string, data: TReq, options?: BusRequestOptions): Promise<TRes> {
    if (this.closed) throw new BusError('CLOSED', 'The bus is closed');
    return (await this.requests.request(subject, data, options)) as TRes;
  }

  async serve<TReq, TRes>(subject: string, handler: (data: TReq, subject: string) => Promise<TRes>, options?: BusServeOptions): Promise<BusServer> {
    if (this.closed) throw new BusError('CLOSED', 'The bus is closed');
    return this.requests.serve(subject, handler as (data: unknown, subject: string) => Promise<unknown>, options);
  }

  broadcast<T>(subject: string, data: T): void {
    if (this.closed) throw new BusError('CLOSED', 'The bus is closed');
    assertBroadcastSubject(subject);
    const targets = [...this.listeners].filter((listener) => subjectMatches(listener.filter, subject));
    if (targets.length === 0) return;
    queueMicrotask(() => {
      for (const listener of targets) {
        if (!listener.active) continue;
        try {
          listener.handler(data, subject);
        } catch (error) {
          this.onHandlerError(error, subject);
        }
      }
    });
  }

  async listen<T>(filter: string, handler: (data: T, subject: string) => void): Promise<BusSubscription> {
    if (this.closed) throw new BusError('CLOSED', 'The bus is closed');
    const listener: Listener = { filter: assertFilter(filter), handler: handler as Listener['handler'], active: true };
    this.listeners.add(listener);
    return {
      stop: async () => {
        listener.active = false;
        this.listeners.delete(listener);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const listener of this.listeners) listener.active = false;
    this.listeners.clear();
    for (const subscriber of this.subscribers) subscriber.active = false;
    this.subscribers.clear();
    this.tasks.length = 0;
    this.requests.close();
  }

  private get oldestSeq(): number {
    return this.seq - (this.log.length - this.head) + 1;
  }

  private dropOldest(): void {
    this.head += 1;
    // Compact now and then, so dropping stays O(1) on average.
    if (this.head >= 1024 && this.head * 2 >= this.log.length) {
      this.log = this.log.slice(this.head);
      this.head = 0;
    }
  }

  /** Runs queued deliveries in order; a delivery that publishes or subscribes only queues more. */
  private deliver(): void {
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (let task = this.tasks.shift(); task; task = this.tasks.shift()) {
        if ('replay' in task) this.replay(task.replay);
        else for (const subscriber of this.subscribers) this.offer(subscriber, task.change);
      }
    } finally {
      this.delivering = false;
    }
  }

  /** A new subscriber catches up from its cursor to the log's end (reset first when that start is gone). */
  private replay(subscriber: Subscriber): void {
    // From another life of the stream (beyond its end): start over from the oldest kept.
    if (subscriber.cursor > this.seq) this.restart(subscriber);
    // After 0 asks for the oldest kept, whatever it is: no reset.
    else if (subscriber.cursor === 0) subscriber.cursor = this.oldestSeq - 1;
    const end = this.seq;
    while (subscriber.active && subscriber.cursor < end) {
      if (subscriber.cursor + 1 < this.oldestSeq) this.restart(subscriber);
      else this.offer(subscriber, this.log[this.head + (subscriber.cursor + 1 - this.oldestSeq)]!);
    }
  }

  /** The changes after the subscriber's cursor are not all kept: it resets and goes on from the oldest. */
  private restart(subscriber: Subscriber): void {
    subscriber.cursor = this.oldestSeq - 1;
    this.call(subscriber, 'reset', () => subscriber.handlers.reset?.());
  }

  private offer(subscriber: Subscriber, change: BusChange): void {
    if (!subscriber.active || change.seq <= subscriber.cursor) return;
    subscriber.cursor = change.seq;
    if (subscriber.matches(change.subject)) this.call(subscriber, change.subject, () => subscriber.handlers.change(change));
  }

  private call(subscriber: Subscriber, subject: string, handler: () => void): void {
    try {
      handler();
    } catch (error) {
      this.onHandlerError(error, subject);
    }
  }
}
