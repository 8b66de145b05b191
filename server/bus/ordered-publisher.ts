/**
 * One process's changes onto the bus's stream once each and in the order made, across an outage
 * (issue #33). Each change gets an id — this publisher's random id and its own counter — that its
 * retries keep, so a publish whose acknowledgement was lost and that is sent again is stored once (the
 * bus's duplicate window, BusPublishOptions.id). While all is well, publishes leave at once without
 * waiting for each other (one connection keeps their order). Once one fails, nothing newer is sent:
 * newer changes wait behind it; when every publish in flight has settled, the oldest is sent again,
 * alone, with backoff (every `firstRetryMs`, doubling to `maxRetryMs`: short, since a publish while
 * NATS is away fails at once), until one is stored; then the rest of the backlog goes in windows of
 * DRAIN_WINDOW at once, in order, as new changes go — an outage's backlog is drained at the rate of
 * publishes, not one round trip at a time. A window with a failure puts its failed changes back, in
 * their place, and recovery starts again from the oldest — so a retry never lets a later change
 * overtake. A change not stored within `retryForMs` of its making is logged and dropped (its topic is
 * late until its next change or snapshot); the others go on.
 *
 * What order cannot survive: a change JetStream itself refuses while the connection is up (not an
 * outage) when the next one was already in flight — that next one is stored first. The first retry
 * after an outage goes alone so that a stream not ready yet (JetStream refusing right after a restart)
 * is not that case.
 */
import { randomBytes } from 'node:crypto';
import type { Bus } from './bus';

export interface OrderedPublisherOptions {
  /** How long a change is retried before it is dropped, ms (default 30,000). */
  retryForMs?: number;
  /** The first retry's wait, doubling to maxRetryMs (default 50 and 250). */
  firstRetryMs?: number;
  maxRetryMs?: number;
  log?: (message: string) => void;
}

export interface OrderedPublisher {
  /** Queues a change for `subject` (a change-stream subject); its fate is logged, never thrown. */
  send(subject: string, data: unknown): void;
  /** Changes not yet stored (in flight or waiting). */
  readonly pending: number;
  /** Resolves once every change sent so far was stored or dropped. */
  flush(): Promise<void>;
  /** Sends nothing new and retries nothing more; waits for the publishes in flight. */
  close(): Promise<void>;
}

/** How many changes of a backlog are sent at once once the stream stores again. */
const DRAIN_WINDOW = 256;

interface Change {
  n: number;
  subject: string;
  data: unknown;
  madeAt: number;
}

export function orderedPublisher(bus: Bus, options: OrderedPublisherOptions = {}): OrderedPublisher {
  const retryForMs = options.retryForMs ?? 30_000;
  const firstRetryMs = options.firstRetryMs ?? 50;
  const maxRetryMs = options.maxRetryMs ?? 250;
  const log = options.log ?? ((m: string) => console.error(m));
  const publisherId = randomBytes(9).toString('base64url');
  let counter = 0;
  let inFlight = 0;
  /** Failed and waiting changes, oldest first; not empty = recovering (nothing new is sent at once). */
  const backlog: Change[] = [];
  let recovering = false;
  let retryDelay = firstRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;
  const idle = new Set<() => void>();

  const settled = () => {
    if (inFlight > 0 || backlog.length > 0 || recovering) return;
    for (const wake of [...idle]) wake();
    idle.clear();
  };

  const publish = (change: Change) => {
    inFlight += 1;
    return bus.publish(change.subject, change.data, { id: `${publisherId}.${change.n}` }).then(
      () => true,
      (err: unknown) => {
        if (closed || Date.now() - change.madeAt > retryForMs) log(`change stream: a change of ${change.subject} was not stored: ${(err as Error).message}`);
        else {
          insertInOrder(change);
          // From now on newer changes wait behind it (set here, before any other send can run).
          recovering = true;
        }
        return false;
      },
    ).finally(() => {
      inFlight -= 1;
    });
  };

  const insertInOrder = (change: Change) => {
    let at = backlog.length;
    while (at > 0 && backlog[at - 1]!.n > change.n) at -= 1;
    backlog.splice(at, 0, change);
  };

  /** Sends the backlog again (after the retry's wait) once nothing is in flight; back to sending at once when it is empty. */
  const recover = () => {
    if (retryTimer || closed) return;
    recovering = true;
    retryTimer = setTimeout(() => void drain(), retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, maxRetryMs);
  };

  const drain = async () => {
    retryTimer = null;
    // What is in flight settles first: a failure among it lands in the backlog in its place.
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    // The oldest alone until it is stored: the stream takes changes again.
    const oldest = backlog.shift();
    if (oldest && !closed && !(await publish(oldest))) return recover();
    // Then the rest in windows, each in order on the one connection (a failure goes back in its place).
    while (!closed && backlog.length > 0) {
      const window = backlog.splice(0, DRAIN_WINDOW);
      const stored = await Promise.all(window.map((change) => publish(change)));
      if (stored.includes(false)) return recover();
    }
    recovering = false;
    retryDelay = firstRetryMs;
    settled();
  };

  const sendNow = (change: Change) => {
    void publish(change).then((stored) => {
      if (!stored && !closed) recover();
      settled();
    });
  };

  return {
    send(subject, data) {
      if (closed) return;
      const change: Change = { n: (counter += 1), subject, data, madeAt: Date.now() };
      if (recovering) backlog.push(change);
      else sendNow(change);
    },
    get pending() {
      return inFlight + backlog.length;
    },
    flush() {
      if (inFlight === 0 && backlog.length === 0 && !recovering) return Promise.resolve();
      return new Promise<void>((resolve) => idle.add(resolve));
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      for (const change of backlog.splice(0)) log(`change stream: a change of ${change.subject} was not stored: the publisher closed`);
      recovering = false;
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
      settled();
    },
  };
}
