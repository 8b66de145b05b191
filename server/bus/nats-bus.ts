/**
 * The Bus on NATS JetStream (issue #33, `BUS_URL=nats://…`): the change stream is the JetStream
 * stream BACKLAY (subjects `chg.>`, file storage, kept 24 h or 2,000,000 changes, whichever ends
 * first), so a change's sequence is the stream's and survives a nats-server restart; commands are
 * core NATS request/reply with queue groups (sent and answered on one inbox per connection:
 * inbox-replies.ts), broadcasts core NATS publishes and plain subscriptions. The connection reconnects forever (every 250 ms,
 * RECONNECT_JITTER_MS of jitter), and the client re-subscribes servers itself; each change subscription
 * reopens its consumer as soon as the connection is back (nats-change-subscription.ts). A publish or a
 * request while the server is away fails at once with UNAVAILABLE rather than waiting (its caller
 * decides to retry), and so does every request and publish still waiting for its answer when the
 * connection drops: the client discards what it buffered while away, and an answer sent to the old
 * connection is lost, so they could only wait for their timeouts. A publish never waits past
 * `publishTimeoutMs`. Every core publish of a turn — a command, a change, an answer, a broadcast — is
 * handed to the client at its end, together, in call order (turn-writes.ts): one socket write.
 */
import type { JetStreamClient, JetStreamManager, StreamConfig } from '@nats-io/jetstream';
import type { headers as natsHeaders, Msg, NatsConnection } from '@nats-io/transport-node';
import {
  BusError,
  type Bus,
  type BusPublishOptions,
  type BusRequestOptions,
  type BusServeOptions,
  type BusServer,
  type BusSubscribeHandlers,
  type BusSubscription,
} from './bus';
import { answeredWithin, assertStart, DEFAULT_REQUEST_TIMEOUT_MS, DUPLICATE_WINDOW_MS, INTERNAL_ERROR_REPLY, reportHandlerError } from './bus-rules';
import type { BusSecurity } from './bus-security';
import { busCommand, busPublish } from '../metrics/registry';
import { InboxReplies, isStatus } from './inbox-replies';
import { JetStreamPublisher } from './jetstream-publisher';
import { NatsChangeSubscription } from './nats-change-subscription';
import { TurnWrites } from './turn-writes';
import { assertBroadcastSubject, assertChangeSubject, assertFilter, assertSubject, STREAM_NAME, STREAM_SUBJECTS } from './subjects';

export interface NatsBusOptions {
  /** The connection's name on the server (monitoring), e.g. `exchange-2`. */
  name?: string;
  /** How long a publish waits for JetStream's acknowledgement, ms (default 5,000). */
  publishTimeoutMs?: number;
  /** Where a subscriber handler's exception goes (default console.error). */
  onHandlerError?: (error: unknown, subject: string) => void;
  /** Credentials and TLS (bus-security.ts: BUS_USER/BUS_PASSWORD or BUS_NKEY_SEED, BUS_TLS_*). */
  security?: BusSecurity;
}

const nanos = (ms: number) => ms * 1_000_000;
/**
 * The random extra wait between reconnect attempts, ms (the client's defaults: 100, and 1,000 over TLS).
 * It spreads a crowd of clients over the moments after a restart; a cluster's few dozen processes need
 * little, and every 100 ms of it is 100 ms more before commands and consumers are back.
 */
export const RECONNECT_JITTER_MS = 100;
const HOUR_MS = 3_600_000;
/** How long a server's stop waits for the NATS server to confirm its drain before it just unsubscribes, ms. */
const SERVER_DRAIN_MS = 2_000;
/** The stream's limits: the resume window a client has (ARCHITECTURE.md §7). */
export const STREAM_CONFIG: Partial<StreamConfig> & { name: string } = {
  name: STREAM_NAME,
  subjects: [STREAM_SUBJECTS],
  storage: 'file',
  retention: 'limits',
  discard: 'old',
  max_age: nanos(24 * HOUR_MS),
  max_msgs: 2_000_000,
  duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  num_replicas: 1,
};

const encode = (value: unknown) => JSON.stringify(value === undefined ? null : value);

export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  private connected = true;
  private closed = false;

  isConnected(): boolean {
    return !this.closed && this.connected && !this.nc.isClosed();
  }
  private readonly subscriptions = new Set<BusSubscription>();
  /** The change subscriptions, told when the connection is back (they reopen their consumers at once). */
  private readonly consumers = new Set<NatsChangeSubscription>();
  /** Commands waiting for their answers, on one inbox (inbox-replies.ts): failed UNAVAILABLE when the connection drops. */
  private readonly commands: InboxReplies<unknown>;
  private readonly servers = new Set<BusServer>();
  private readonly onHandlerError: (error: unknown, subject: string) => void;
  private readonly publisher: JetStreamPublisher;
  /** This connection's publishes of the current turn (turn-writes.ts). */
  private readonly writes = new TurnWrites(() => this.connected && !this.nc.isClosed());

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    headers: typeof natsHeaders,
    private readonly options: NatsBusOptions,
  ) {
    this.onHandlerError = options.onHandlerError ?? reportHandlerError;
    this.publisher = new JetStreamPublisher(nc, this.writes, options.publishTimeoutMs ?? 5_000, headers);
    this.commands = new InboxReplies<unknown>(nc, this.writes, {
      read(msg, subject) {
        // NATS's 503 status: no server of the subject (NO_RESPONDERS, nothing ran); another status: refused.
        if (isStatus(msg)) return msg.headers?.code === 503 ? new BusError('NO_RESPONDERS', `Nobody serves ${subject}`) : new BusError('UNAVAILABLE', `Request on ${subject} refused: ${msg.headers?.description ?? 'no answer'}`);
        return msg.json<unknown>();
      },
      timedOut: (subject, ms) => new BusError('TIMEOUT', `No answer on ${subject} within ${ms} ms`),
      // The request may or may not have run: its caller decides.
      dropped: () => new BusError('UNAVAILABLE', 'The connection to NATS dropped before the answer came'),
    });
    void this.watchStatus();
  }

  /**
   * Connects (waiting for the server if it is not up yet) and creates or updates the stream. The
   * client is imported here, not at the top: a bundle of the embedded default never loads it.
   */
  static async connect(url: string, options: NatsBusOptions = {}): Promise<NatsBus> {
    const [{ connect, headers, nkeyAuthenticator }, { jetstream, jetstreamManager }] = await Promise.all([import('@nats-io/transport-node'), import('@nats-io/jetstream')]);
    const security = options.security ?? {};
    const nc = await connect({
      servers: url,
      name: options.name,
      ...(security.user ? { user: security.user, pass: security.pass } : {}),
      ...(security.nkeySeed ? { authenticator: nkeyAuthenticator(security.nkeySeed) } : {}),
      ...(security.tls ? { tls: security.tls } : {}),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      // No Error (with its stack) made ahead for every request and JetStream ack in case it fails: that
      // was ~9 % of a gateway's CPU on the betting path (docs/scaling.md). A failure still says what failed.
      noAsyncTraces: true,
      reconnectJitter: RECONNECT_JITTER_MS,
      reconnectJitterTLS: RECONNECT_JITTER_MS,
      waitOnFirstConnect: true,
    });
    try {
      const jsm = await jetstreamManager(nc);
      await ensureStream(jsm);
      return new NatsBus(nc, jetstream(nc), jsm, headers, options);
    } catch (error) {
      await nc.close();
      throw new BusError('UNAVAILABLE', `JetStream at ${url} is not usable: ${(error as Error).message}`);
    }
  }

  async publish<T>(subject: string, data: T, options: BusPublishOptions = {}): Promise<number> {
    this.assertOpen();
    assertChangeSubject(subject);
    if (!this.connected) throw new BusError('UNAVAILABLE', `NATS is unreachable: ${subject} not stored`);
    const began = performance.now();
    const seq = await this.publisher.publish(subject, encode(data), options.id);
    busPublish.observe((performance.now() - began) / 1000);
    return seq;
  }

  async subscribe<T>(filter: string, after: number | 'now', handlers: BusSubscribeHandlers<T>): Promise<BusSubscription> {
    this.assertOpen();
    assertFilter(filter);
    assertStart(after);
    const deps = { js: this.js, jsm: this.jsm, onHandlerError: this.onHandlerError, retryMs: 250 };
    const subscription = await NatsChangeSubscription.open(deps, filter, after, handlers as BusSubscribeHandlers<unknown>);
    this.consumers.add(subscription);
    const tracked = this.track(this.subscriptions, subscription);
    return {
      stop: async () => {
        this.consumers.delete(subscription);
        await tracked.stop();
      },
    };
  }

  async lastSeq(): Promise<number> {
    this.assertOpen();
    try {
      return (await this.jsm.streams.info(STREAM_NAME)).state.last_seq;
    } catch (error) {
      this.assertOpen();
      throw new BusError('UNAVAILABLE', `Stream ${STREAM_NAME} unreachable: ${(error as Error).message}`);
    }
  }

  async request<TReq, TRes>(subject: string, data: TReq, options: BusRequestOptions = {}): Promise<TRes> {
    this.assertOpen();
    assertSubject(subject);
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    // Sent now, it would be dropped by the client at the reconnect and wait for its timeout.
    if (!this.connected) throw new BusError('UNAVAILABLE', `NATS is unreachable: ${subject} not sent`);
    const began = performance.now();
    try {
      const reply = (await this.commands.send(subject, encode(data), timeoutMs)) as TRes;
      busCommand.observe({ outcome: 'ok' }, (performance.now() - began) / 1000);
      return reply;
    } catch (error) {
      busCommand.observe({ outcome: 'error' }, (performance.now() - began) / 1000);
      throw this.closed ? new BusError('CLOSED', 'The bus is closed') : error;
    }
  }

  async serve<TReq, TRes>(subject: string, handler: (data: TReq, subject: string) => Promise<TRes>, options: BusServeOptions = {}): Promise<BusServer> {
    this.assertOpen();
    assertFilter(subject);
    /** The requests taken and not answered yet: stop() answers them before it resolves. */
    const answering = new Set<Promise<unknown>>();
    const sub = this.nc.subscribe(subject, {
      queue: options.queue,
      callback: (error, msg) => {
        if (error || !msg.reply) return;
        const answer = Promise.resolve()
          .then(() => handler(msg.json<TReq>(), msg.subject))
          .then(
            (reply) => this.respond(msg, encode(reply)),
            () => this.respond(msg, encode(INTERNAL_ERROR_REPLY)),
          )
          .catch(() => undefined)
          .finally(() => answering.delete(answer));
        answering.add(answer);
      },
    });
    // Registered once the server has seen it: a request right after serve() finds it, one after stop() does not.
    await this.flush();
    return this.track(this.servers, {
      stop: async (answersWithinMs = 0) => {
        // Drained, not just unsubscribed: a request the server routed here before it saw the unsubscribe
        // is still handled (never dropped, which would leave its sender waiting for its timeout).
        if (this.connected && !this.nc.isClosed()) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const drained = await Promise.race([
            sub.drain().then(() => true, () => false),
            new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), SERVER_DRAIN_MS))),
          ]);
          clearTimeout(timer);
          if (!drained && !sub.isClosed()) sub.unsubscribe();
        } else sub.unsubscribe();
        await answeredWithin(answering, answersWithinMs);
      },
    });
  }

  broadcast<T>(subject: string, data: T): void {
    this.assertOpen();
    assertBroadcastSubject(subject);
    // While the server is away the client keeps it and sends it on reconnect (or drops it past its buffer).
    const payload = encode(data);
    const publish = () => {
      try {
        this.nc.publish(subject, payload);
      } catch {
        // Closed meanwhile: a broadcast may be lost.
      }
    };
    this.writes.add({ send: publish, dropped: publish });
  }

  /** Answers a request at the end of the turn, with the connection's other publishes; resolves once handed to the client. */
  private respond(msg: Msg, data: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const answer = () => {
        try {
          msg.respond(data);
        } catch {
          // Closed meanwhile: the requester fails on its own (UNAVAILABLE or its timeout).
        }
        resolve();
      };
      // While the server is away it waits in the client's buffer, as an answer always did.
      this.writes.add({ send: answer, dropped: answer });
    });
  }

  async listen<T>(filter: string, handler: (data: T, subject: string) => void): Promise<BusSubscription> {
    this.assertOpen();
    assertFilter(filter);
    const sub = this.nc.subscribe(filter, {
      callback: (error, msg) => {
        if (error) return;
        try {
          handler(msg.json<T>(), msg.subject);
        } catch (handlerError) {
          this.onHandlerError(handlerError, msg.subject);
        }
      },
    });
    // Heard from now on: the server has seen the subscription before this resolves.
    await this.flush();
    return this.track(this.subscriptions, {
      stop: async () => {
        sub.unsubscribe();
        await this.flush();
      },
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.publisher.close(new BusError('CLOSED', 'The bus is closed'));
    this.commands.close(new BusError('CLOSED', 'The bus is closed'));
    this.consumers.clear();
    await Promise.all([...this.subscriptions, ...this.servers].map((part) => part.stop()));
    // Answers and broadcasts queued this turn go out before the connection closes (the requests and publishes refused CLOSED above do not).
    this.writes.flush();
    await this.nc.close();
  }

  private track<T extends { stop(): Promise<void> }>(set: Set<T>, part: T): T {
    const stop = part.stop.bind(part) as (...args: unknown[]) => Promise<void>;
    const tracked = { ...part, stop: async (...args: unknown[]) => { set.delete(tracked); await stop(...args); } } as T;
    set.add(tracked);
    return tracked;
  }

  /** Waits for the server to have seen what was sent (not while it is away: the client re-sends on reconnect). */
  private async flush(): Promise<void> {
    if (this.connected && !this.nc.isClosed()) await this.nc.flush().catch(() => undefined);
  }

  private assertOpen(): void {
    if (this.closed || this.nc.isClosed()) throw new BusError('CLOSED', 'The bus is closed');
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        // Their acknowledgements are lost with the connection (stored or not): they fail now, before anything is sent after the reconnect.
        this.publisher.disconnected();
        // So are the answers to requests in flight (the request may or may not have run: its caller decides).
        this.commands.disconnected();
      } else if (status.type === 'reconnect') {
        this.connected = true;
        // The client library would wait for its own backoff (15–45 s when JetStream was not ready yet): each consumer reopens now.
        for (const consumer of this.consumers) consumer.reconnected();
      }
    }
  }
}

/** Creates stream BACKLAY, or brings an existing one to today's configuration (several processes may race: both end equal). */
async function ensureStream(jsm: JetStreamManager): Promise<void> {
  try {
    await jsm.streams.info(STREAM_NAME);
  } catch {
    try {
      await jsm.streams.add(STREAM_CONFIG);
      return;
    } catch {
      // Another process created it meanwhile: fall through to the update.
    }
  }
  await jsm.streams.update(STREAM_NAME, STREAM_CONFIG);
}
