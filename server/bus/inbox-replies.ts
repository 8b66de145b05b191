/**
 * Requests over NATS answered on one inbox (issue #33, #50): one reply subscription (`_INBOX.<id>.*`)
 * for every request of the connection and one sweep for their deadlines, instead of what the client
 * library's `request` does for each: a timer, a mux entry, and an Error (with its stack) made at its end
 * to reject a promise already settled — about 3 % of a gateway's CPU on the betting path in a profile
 * (docs/scaling.md). JetStream publishes (their PubAck) and bus commands (their answer) both use it.
 *
 * A request is a core publish with a reply subject, handed to the client at the end of the turn with
 * the connection's other publishes (turn-writes.ts); its answer arrives on the inbox and is read by the
 * caller's `read` (a value, or the BusError it means). When the connection drops, every request waiting
 * fails UNAVAILABLE at once (answered or not: a keyed caller sends it again), so nothing sent after the
 * reconnect is answered first; at its deadline a request fails as `timedOut` says.
 */
import { randomBytes } from 'node:crypto';
import type { MsgHdrs, Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { BusError } from './bus';
import type { TurnWrites } from './turn-writes';

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: BusError) => void;
  deadline: number;
  subject: string;
  timeoutMs: number;
}

const SWEEP_MS = 100;

export interface InboxReplyRules<T> {
  /** The answer's value, or the BusError it stands for (a status without a body: nobody to answer it). */
  read(msg: Msg, subject: string): T | BusError;
  /** The error of a request not answered within its time. */
  timedOut(subject: string, timeoutMs: number): BusError;
  /** The error of a request waiting when the connection dropped. */
  dropped(subject: string): BusError;
}

export class InboxReplies<T> {
  private readonly inbox = `_INBOX.${randomBytes(12).toString('hex')}`;
  private readonly pending = new Map<number, Pending<T>>();
  private readonly sub: Subscription;
  private next = 0;
  private sweep: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly writes: TurnWrites,
    private readonly rules: InboxReplyRules<T>,
  ) {
    this.sub = nc.subscribe(`${this.inbox}.*`, {
      callback: (error, msg) => {
        if (!error) this.answered(msg);
      },
    });
  }

  /** Publishes `payload` to `subject` with a reply subject on the inbox; resolves with what `read` makes of the answer. */
  send(subject: string, payload: string, timeoutMs: number, headers?: MsgHdrs): Promise<T> {
    const id = (this.next += 1);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, deadline: Date.now() + timeoutMs, subject, timeoutMs });
      this.sweep ??= setInterval(() => this.expire(), SWEEP_MS);
      this.writes.add({
        send: () => {
          // Settled meanwhile (the bus closed, the connection dropped and came back): nobody waits for its answer.
          if (!this.pending.has(id)) return;
          try {
            this.nc.publish(subject, payload, { reply: `${this.inbox}.${id}`, headers });
          } catch (error) {
            this.settle(id)?.reject(new BusError('UNAVAILABLE', `${subject} not sent: ${(error as Error).message}`));
          }
        },
        // The connection dropped before the end of the turn: sent now, it would wait in the client's buffer and be dropped at the reconnect.
        dropped: () => this.settle(id)?.reject(this.rules.dropped(subject)),
      });
    });
  }

  /** The connection dropped: every request waiting fails as `rules.dropped` says (its answer, if any, is lost). */
  disconnected(): void {
    for (const [id, pending] of [...this.pending]) this.settle(id)?.reject(this.rules.dropped(pending.subject));
  }

  /** Fails every request still waiting (the bus is closing) and stops listening. */
  close(error: BusError): void {
    for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
    this.sub.unsubscribe();
  }

  private answered(msg: Msg): void {
    const pending = this.settle(Number(msg.subject.slice(this.inbox.length + 1)));
    if (!pending) return;
    let value: T | BusError;
    try {
      value = this.rules.read(msg, pending.subject);
    } catch (error) {
      value = new BusError('UNAVAILABLE', `${pending.subject}: unreadable answer: ${(error as Error).message}`);
    }
    if (value instanceof BusError) pending.reject(value);
    else pending.resolve(value);
  }

  private settle(id: number): Pending<T> | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    if (this.pending.size === 0 && this.sweep) {
      clearInterval(this.sweep);
      this.sweep = undefined;
    }
    return pending;
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, pending] of [...this.pending]) {
      if (pending.deadline <= now) this.settle(id)?.reject(this.rules.timedOut(pending.subject, pending.timeoutMs));
    }
  }
}

/** Whether an answer is NATS's status without a body: nobody served the subject (503), or another refusal. */
export function isStatus(msg: Msg): boolean {
  return Boolean(msg.headers?.hasError) || msg.data.length === 0;
}
