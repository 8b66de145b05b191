/**
 * The core publishes of one event-loop turn on a NATS connection, handed to the client together
 * (issue #50): one socket write, one TLS record, instead of one per microtask.
 *
 * The client library writes what it has buffered at the first microtask after a publish. An
 * exchange's batch of bets makes its publishes from several microtasks: each bet's changes as its
 * continuation runs, then the batch's answer once every bet has one. So a batch left as one write per
 * bet plus one for the answer (a 5 s strace at 150 bets/s: two writes a batch, each a TLS record for
 * the sender to encrypt and nats-server to decrypt, and a wake-up of nats-server). Here each publish
 * is queued and the queue is handed over on setImmediate, after every callback and microtask of the
 * poll phase that made them: in call order, so the stream stores changes in the order they were made.
 *
 * Hand-written: it is a queue and a setImmediate around our own calls into the client.
 */
export interface TurnWrite {
  /** Hands the publish to the client (called at the end of the turn while the connection is up). */
  send(): void;
  /** The connection is down at the end of the turn: the publish is not handed over (a request fails UNAVAILABLE). */
  dropped(): void;
}

export class TurnWrites {
  private queue: TurnWrite[] = [];
  private scheduled = false;

  /** `connected`: whether the client can send now (while it is away, a publish would wait in its buffer and be dropped at the reconnect). */
  constructor(private readonly connected: () => boolean) {}

  /** Queues a publish for the end of this turn. */
  add(write: TurnWrite): void {
    this.queue.push(write);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Hands over everything queued now, in order (also before the connection closes). */
  flush(): void {
    this.scheduled = false;
    const queue = this.queue;
    if (queue.length === 0) return;
    this.queue = [];
    const up = this.connected();
    for (const write of queue) {
      if (up) write.send();
      else write.dropped();
    }
  }

  /** How many publishes wait for the end of the turn (tests). */
  get size(): number {
    return this.queue.length;
  }
}
