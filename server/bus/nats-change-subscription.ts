/**
 * One change-stream subscription on JetStream (issue #33): an ordered consumer on stream BACKLAY from
 * a sequence, with the Bus contract's guarantees on top of it. The client library recreates an
 * ordered consumer itself after a missed heartbeat; this module reopens one from the last delivered
 * sequence when the connection comes back (`reconnected`: the library would first ask for the old
 * consumer's info and, when JetStream is not ready yet — as right after a nats-server restart — wait
 * 15–45 s before asking again), and whenever the library's gives up, every `retryMs` until JetStream
 * answers, forever until stopped. It drops anything at or below the last delivered sequence, so a
 * subscriber sees every change once, in order, across nats-server restarts. A start point the stream
 * no longer holds (retention) or never held (beyond its end: another life of the stream) resets the
 * subscriber, then delivery starts at the oldest stored change.
 */
import type { ConsumerMessages, JetStreamClient, JetStreamManager, JsMsg } from '@nats-io/jetstream';
import { BusError, type BusSubscribeHandlers, type BusSubscription } from './bus';
import { busConsumeLag, consumerPending } from '../metrics/registry';
import { STREAM_NAME } from './subjects';

export interface ChangeSubscriptionDeps {
  js: JetStreamClient;
  jsm: JetStreamManager;
  onHandlerError: (error: unknown, subject: string) => void;
  /** Pause between attempts to reopen the consumer while the server is away, ms. */
  retryMs: number;
}

export class NatsChangeSubscription implements BusSubscription {
  /** The last sequence delivered (or skipped as before the start): the next consumer starts after it. */
  private last = 0;
  private stopped = false;
  private messages: ConsumerMessages | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** An attempt loop to open a consumer is running (reopen). */
  private reopening = false;

  private constructor(
    private readonly deps: ChangeSubscriptionDeps,
    private readonly filter: string,
    private readonly handlers: BusSubscribeHandlers<unknown>,
  ) {}

  /** Opens the subscription; rejects UNAVAILABLE when the stream cannot be reached now. */
  static async open(deps: ChangeSubscriptionDeps, filter: string, after: number | 'now', handlers: BusSubscribeHandlers<unknown>): Promise<NatsChangeSubscription> {
    const subscription = new NatsChangeSubscription(deps, filter, handlers);
    try {
      const { first, last } = await subscription.streamBounds();
      if (after === 'now') subscription.last = last;
      else if (after === 0) subscription.last = first - 1;
      else subscription.last = after;
      subscription.resetIfGone(first, last);
      await subscription.consume();
    } catch (error) {
      subscription.stopped = true;
      throw error instanceof BusError ? error : new BusError('UNAVAILABLE', `Cannot subscribe to ${filter}: ${(error as Error).message}`);
    }
    return subscription;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    consumerPending.delete(this);
    const messages = this.messages;
    this.messages = undefined;
    if (messages) await messages.close().catch(() => undefined);
  }

  private async streamBounds(): Promise<{ first: number; last: number }> {
    const info = await this.deps.jsm.streams.info(STREAM_NAME);
    return { first: info.state.first_seq, last: info.state.last_seq };
  }

  /** A start point older than the oldest stored, or beyond the end, resets the subscriber to the oldest stored. */
  private resetIfGone(first: number, last: number): void {
    if (this.last + 1 >= first && this.last <= last) return;
    this.last = first - 1;
    try {
      this.handlers.reset?.();
    } catch (error) {
      this.deps.onHandlerError(error, 'reset');
    }
  }

  private async consume(): Promise<void> {
    const consumer = await this.deps.js.consumers.get(STREAM_NAME, {
      filter_subjects: this.filter,
      deliver_policy: 'by_start_sequence',
      opt_start_seq: this.last + 1,
    });
    if (this.stopped) return;
    const messages = await consumer.consume({ callback: (message) => this.deliver(message) });
    if (this.stopped) {
      await messages.close().catch(() => undefined);
      return;
    }
    this.messages = messages;
    void messages.closed().then(() => this.reopenUnlessStopped(messages), () => this.reopenUnlessStopped(messages));
  }

  private deliver(message: JsMsg): void {
    if (this.stopped || message.seq <= this.last) return;
    this.last = message.seq;
    // How far behind this consumer is: the change's age on arrival, and what JetStream still holds for it (server/metrics).
    busConsumeLag.observe(Math.max(0, Date.now() - message.info.timestampNanos / 1e6) / 1000);
    consumerPending.set(this, message.info.pending);
    let data: unknown;
    try {
      data = message.json();
    } catch (error) {
      this.deps.onHandlerError(error, message.subject);
      return;
    }
    try {
      this.handlers.change({ subject: message.subject, seq: message.seq, data });
    } catch (error) {
      this.deps.onHandlerError(error, message.subject);
    }
  }

  /**
   * The connection is back after an outage: the consumer is opened again now, after the last delivered
   * change (the old one, gone with the server's restart or not, is closed; what it still delivers is
   * dropped as already seen).
   */
  reconnected(): void {
    if (this.stopped) return;
    const old = this.messages;
    this.messages = undefined;
    if (old) void old.close().catch(() => undefined);
    this.reopen();
  }

  /** The library's consumer ended without our stop (it gave up recreating): open another after the last delivered. */
  private reopenUnlessStopped(ended: ConsumerMessages): void {
    if (this.stopped || this.messages !== ended) return;
    this.messages = undefined;
    this.reopen();
  }

  /** Opens a consumer after the last delivered change, trying again every retryMs until JetStream answers; one attempt loop at a time. */
  private reopen(): void {
    if (this.reopening) return;
    this.reopening = true;
    clearTimeout(this.retry);
    const attempt = async () => {
      if (this.stopped) return void (this.reopening = false);
      try {
        const { first, last } = await this.streamBounds();
        this.resetIfGone(first, last);
        await this.consume();
        this.reopening = false;
      } catch {
        if (this.stopped) this.reopening = false;
        else this.retry = setTimeout(() => void attempt(), this.deps.retryMs);
      }
    };
    void attempt();
  }
}
