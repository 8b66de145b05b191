import WebSocket from 'ws';
import type { ProductName } from '../../contract/change-stream';

/** A message of the exchange change stream for one of our subscriptions. */
export type UpstreamMessage =
  | {
      kind: 'snapshot' | 'delta';
      seq: number;
      data: unknown;
      /** When the change happened (epoch ms), if the upstream stamped it; else its arrival counts (delivery-probe.ts). */
      at?: number;
    }
  | { kind: 'error'; code: string; message: string };
export type UpstreamHandler = (message: UpstreamMessage) => void;

/** Topics of the exchange stream: public `market:<id>` / `score:<eventId>` / `event:<eventId>` / `product:<name>`, private `orders` / `balance` / `banking` / `downline` (with a token). */
export type UpstreamTopic = `market:${string}` | `score:${string}` | `event:${string}` | `product:${ProductName}` | 'orders' | 'balance' | 'banking' | 'downline' | 'risk' | 'ticker';

/** What LiveFeeds reads the exchange's changes from: this WebSocket stream, or the bus (bus-upstream.ts). */
export interface Upstream {
  /**
   * Subscribes to a topic (a private one with the user's token): a snapshot then deltas, or, with
   * `after` (a sequence this upstream handed out before, on this gateway or another of the same
   * stream), only the deltas after it when they can be had. Returns the unsubscribe function.
   */
  subscribe(topic: UpstreamTopic, token: string | undefined, handler: UpstreamHandler, after?: number): () => void;
  /** Subscriptions open (tests and diagnostics). */
  readonly subscriptionCount: number;
  close(): void;
}

interface Subscription {
  topic: UpstreamTopic;
  token: string | undefined;
  handler: UpstreamHandler;
  lastSeq: number | undefined;
}

export interface ExchangeStreamOptions {
  /** ws:// URL of the exchange stream, e.g. ws://127.0.0.1:4000/api/stream. A function when known only after listen. */
  url: string | (() => string);
  /** First reconnect delay, doubled per failure up to maxReconnectMs. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

/**
 * The gateway's ONE connection to the exchange change stream. Every topic any subscriber of this
 * gateway needs is multiplexed over it, each under its own subscription id (private topics carry the
 * user's token). The last sequence number of each is kept: after a dropped connection it reconnects
 * with backoff and resubscribes with `lastSeq`, so the exchange replays exactly the missed deltas (or
 * sends a fresh snapshot when they are gone). Duplicates are dropped; a gap triggers a resubscribe.
 */
export class ExchangeStream implements Upstream {
  private socket: WebSocket | null = null;
  private open = false;
  private closed = false;
  private nextId = 1;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly subs = new Map<string, Subscription>();
  /** Connections opened so far (1 + reconnects); tests and diagnostics read it. */
  connections = 0;

  constructor(private readonly options: ExchangeStreamOptions) {}

  subscribe(topic: UpstreamTopic, token: string | undefined, handler: UpstreamHandler, after?: number): () => void {
    const id = `s${this.nextId++}`;
    // `after` is this exchange's own per-topic sequence: it resumes only on a stream of the same exchange.
    const sub: Subscription = { topic, token, handler, lastSeq: after };
    this.subs.set(id, sub);
    if (this.open) this.sendSubscribe(id, sub);
    else this.connect();
    return () => {
      if (!this.subs.delete(id)) return;
      if (this.open) this.send({ op: 'unsubscribe', topic, id });
    };
  }

  get subscriptionCount(): number {
    return this.subs.size;
  }

  /** Drops the connection as a network failure would (tests use it to prove resume). */
  dropConnection(): void {
    this.socket?.terminate();
  }

  close(): void {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.terminate();
    this.socket = null;
    this.subs.clear();
  }

  private connect(): void {
    if (this.socket || this.closed || this.reconnectTimer) return;
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    this.socket = socket;
    this.connections += 1;
    socket.on('open', () => {
      this.open = true;
      this.failures = 0;
      for (const [id, sub] of this.subs) this.sendSubscribe(id, sub);
    });
    socket.on('message', (raw) => this.receive(String(raw)));
    socket.on('error', () => {
      /* 'close' follows and reconnects */
    });
    socket.on('close', () => {
      this.socket = null;
      this.open = false;
      if (this.closed || this.subs.size === 0) return;
      const delay = Math.min((this.options.reconnectMs ?? 100) * 2 ** this.failures, this.options.maxReconnectMs ?? 5_000);
      this.failures += 1;
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, delay);
      this.reconnectTimer.unref();
    });
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private sendSubscribe(id: string, sub: Subscription): void {
    this.send({ op: 'subscribe', topic: sub.topic, id, ...(sub.token ? { token: sub.token } : {}), ...(sub.lastSeq !== undefined ? { lastSeq: sub.lastSeq } : {}) });
  }

  private receive(raw: string): void {
    let message: { id?: string; seq?: number; kind?: 'snapshot' | 'delta'; data?: unknown; at?: unknown; error?: { code: string; message: string } };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    const sub = message.id === undefined ? undefined : this.subs.get(message.id);
    if (!sub) return;
    if (message.error) {
      sub.handler({ kind: 'error', code: message.error.code, message: message.error.message });
      return;
    }
    if (message.seq === undefined || message.kind === undefined) return;
    if (message.kind === 'delta' && sub.lastSeq !== undefined) {
      if (message.seq <= sub.lastSeq) return; // already seen (a replay overlapping what arrived)
      if (message.seq > sub.lastSeq + 1) {
        // A delta went missing: ask again from the last one seen.
        this.send({ op: 'unsubscribe', topic: sub.topic, id: message.id });
        this.sendSubscribe(message.id!, sub);
        return;
      }
    }
    sub.lastSeq = message.seq;
    sub.handler({ kind: message.kind, seq: message.seq, data: message.data, ...(typeof message.at === 'number' ? { at: message.at } : {}) });
  }
}
