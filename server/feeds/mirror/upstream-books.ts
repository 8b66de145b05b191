/**
 * The upstream's best prices, followed through the Betfair Exchange Stream API (WebSocket
 * /exchange/stream, docs/trading-api.md): authentication with a session from the upstream's
 * /api/login, one marketSubscription for the mirrored markets with EX_BEST_OFFERS at one level, and
 * Betfair's image-then-deltas kept per market and selection. Reconnects (with a fresh image) when the
 * connection drops.
 */
import WebSocket from 'ws';

export interface BestPrices {
  /** Best available to back (upstream `batb` level 0): [price, size], or null when none. */
  back: [number, number] | null;
  lay: [number, number] | null;
}

type Level = [number, number, number];
interface RunnerChange {
  id: number;
  batb?: Level[];
  batl?: Level[];
}
interface MarketChange {
  id: string;
  img?: boolean;
  rc?: RunnerChange[];
  marketDefinition?: { status?: string };
}

const RECONNECT_MS = 1_000;

export class UpstreamBooks {
  private readonly books = new Map<string, Map<number, BestPrices>>();
  private readonly status = new Map<string, string>();
  private socket: WebSocket | null = null;
  private closed = false;
  private firstImage: Promise<void>;
  private resolveFirst!: () => void;
  private rejectFirst!: (err: Error) => void;

  constructor(
    private readonly streamUrl: string,
    private readonly session: () => Promise<string>,
    /** Called when the upstream refuses the session, so the next connection signs in afresh. */
    private readonly sessionRefused: () => void,
    private readonly marketIds: readonly string[],
    private readonly log: (message: string) => void,
  ) {
    this.firstImage = new Promise((resolve, reject) => {
      this.resolveFirst = resolve;
      this.rejectFirst = reject;
    });
  }

  /** Connects; resolves once the first image of every market arrived (rejects on a refused authentication). */
  start(timeoutMs = 30_000): Promise<void> {
    this.connect();
    const timer = setTimeout(() => this.rejectFirst(new Error(`no image of ${this.marketIds.join(', ')} from ${this.streamUrl} within ${timeoutMs / 1000} s`)), timeoutMs);
    return this.firstImage.finally(() => clearTimeout(timer));
  }

  /** The runner's best prices upstream, or undefined before its image. */
  best(marketId: string, selectionId: number): BestPrices | undefined {
    return this.books.get(marketId)?.get(selectionId);
  }

  /** The market's upstream status (OPEN, SUSPENDED, CLOSED), when its definition was seen. */
  marketStatus(marketId: string): string | undefined {
    return this.status.get(marketId);
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }

  private connect(): void {
    const socket = new WebSocket(this.streamUrl);
    this.socket = socket;
    socket.on('message', (raw) => this.onMessage(socket, JSON.parse(String(raw)) as Record<string, unknown>));
    socket.on('error', (err) => this.log(`feed mirror: upstream stream: ${err.message}`));
    socket.on('close', () => {
      if (this.closed) return;
      setTimeout(() => {
        if (!this.closed) this.connect();
      }, RECONNECT_MS).unref();
    });
  }

  private onMessage(socket: WebSocket, message: Record<string, unknown>): void {
    if (message.op === 'connection') {
      void this.session().then(
        (session) => {
          socket.send(JSON.stringify({ op: 'authentication', id: 1, appKey: 'backlay-mirror', session }));
          socket.send(
            JSON.stringify({
              op: 'marketSubscription',
              id: 2,
              marketFilter: { marketIds: this.marketIds },
              marketDataFilter: { fields: ['EX_BEST_OFFERS', 'EX_MARKET_DEF'], ladderLevels: 1 },
            }),
          );
        },
        (err: unknown) => this.rejectFirst(err as Error),
      );
      return;
    }
    if (message.op === 'status' && (message as { statusCode?: string }).statusCode === 'FAILURE') {
      const { errorCode, errorMessage } = message as { errorCode?: string; errorMessage?: string };
      // An expired or revoked session: the upstream closes the connection; the reconnection signs in again.
      if (errorCode === 'INVALID_SESSION_INFORMATION' || errorCode === 'NO_SESSION') {
        this.sessionRefused();
        socket.close();
      }
      this.log(`feed mirror: upstream stream refused: ${errorCode ?? 'FAILURE'} ${errorMessage ?? ''}`.trim());
      this.rejectFirst(new Error(`upstream stream refused: ${errorCode ?? 'FAILURE'} ${errorMessage ?? ''}`.trim()));
      return;
    }
    if (message.op !== 'mcm') return;
    for (const change of (message.mc as MarketChange[] | undefined) ?? []) this.apply(change);
    if (this.marketIds.every((id) => this.books.has(id))) this.resolveFirst();
  }

  private apply(change: MarketChange): void {
    if (change.marketDefinition?.status) this.status.set(change.id, change.marketDefinition.status);
    let book = this.books.get(change.id);
    if (!book || change.img) {
      book = new Map();
      this.books.set(change.id, book);
    }
    for (const runner of change.rc ?? []) {
      const best = book.get(runner.id) ?? { back: null, lay: null };
      // One level subscribed: [0, price, size] replaces it, [0, 0, 0] empties it.
      for (const [level, price, size] of runner.batb ?? []) if (level === 0) best.back = size > 0 ? [price, size] : null;
      for (const [level, price, size] of runner.batl ?? []) if (level === 0) best.lay = size > 0 ? [price, size] : null;
      book.set(runner.id, best);
    }
  }
}
