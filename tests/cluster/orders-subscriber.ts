/**
 * A graphql-ws client of `myOrders` as an app would run it in a cluster: it keeps the stream sequence
 * of the last update it applied and, when its connection drops (its gateway died), connects again —
 * through the load balancer, so to whichever gateway answers — asking `myOrders(after: <that seq>)`.
 * Every update it saw is kept, to compare with the stream in JetStream.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface SeenUpdate {
  kind: 'SNAPSHOT' | 'DELTA';
  seq: number;
  betIds: string[];
  /** Which connection (0: the first) it came on. */
  connection: number;
}

export class OrdersSubscriber {
  readonly seen: SeenUpdate[] = [];
  /** The connections' errors or ends, in order (each one led to a reconnect unless stopped). */
  readonly drops: string[] = [];
  private connection = -1;
  private client: Client | null = null;
  private stopped = false;

  constructor(
    private readonly token: string,
    /** Where it reconnects (the balancer in front of every gateway). */
    private readonly againUrl: string,
  ) {}

  get lastSeq(): number {
    return this.seen.at(-1)?.seq ?? 0;
  }

  get connections(): number {
    return this.connection + 1;
  }

  /** Connects to `url` (an http:// gateway or balancer) and subscribes; resolves once the first update came. */
  async start(url: string): Promise<void> {
    const count = this.seen.length;
    this.subscribe(url, undefined);
    const deadline = Date.now() + 120_000;
    while (this.seen.length === count) {
      if (Date.now() > deadline || this.stopped) throw new Error(`no first myOrders update from ${url}: ${this.drops.join('; ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private subscribe(url: string, after: number | undefined): void {
    const connection = ++this.connection;
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${this.token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
    });
    this.client = client;
    const args = after === undefined ? '' : `(after: ${after})`;
    client.subscribe<{ myOrders: { kind: 'SNAPSHOT' | 'DELTA'; seq: number; orders: Array<{ betId: string }> } }>(
      { query: `subscription { myOrders${args} { kind seq orders { betId } } }` },
      {
        next: (result) => {
          const update = result.data?.myOrders;
          if (update) this.seen.push({ kind: update.kind, seq: update.seq, betIds: update.orders.map((o) => o.betId), connection });
          else this.drops.push(`connection ${connection}: ${JSON.stringify(result.errors)}`);
        },
        // GraphQL errors (an array) are the server's answer, not a lost connection: no reconnect.
        error: (err) => (Array.isArray(err) ? this.refused(connection, JSON.stringify(err)) : this.dropped(connection, err instanceof Error ? err.message : `closed ${(err as { code?: number }).code ?? ''}`)),
        complete: () => this.dropped(connection, 'completed'),
      },
    );
  }

  private refused(connection: number, errors: string): void {
    this.drops.push(`connection ${connection} refused: ${errors}`);
    this.stopped = true;
  }

  private dropped(connection: number, why: string): void {
    this.drops.push(`connection ${connection}: ${why}`);
    // A resume that keeps failing (50 drops) gives up: the test then reports the drops.
    if (this.stopped || connection !== this.connection || this.drops.length > 50) return;
    void this.client?.dispose();
    // Resume from the last applied sequence, wherever the balancer sends it.
    setTimeout(() => this.subscribe(this.againUrl, this.lastSeq), 100);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.dispose();
  }
}
