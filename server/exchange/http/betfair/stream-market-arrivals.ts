/**
 * Tells the stream's market subscriptions when the set of open markets changes (a market created,
 * opened, or gone), so that one whose filter selects a new market adds it: Betfair streams a market
 * that starts to match a subscription's filter with its image. Checked every STREAM_MARKET_CHECK_MS
 * (2 s by default) while anyone listens; the check compares market ids only. In a cluster only the
 * markets this process serves count: a partition taken over brings its markets in like new ones.
 */
import type { MarketRegistry } from '../../markets/registry';

export class MarketArrivals {
  private readonly listeners = new Set<() => void>();
  private known = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly registry: MarketRegistry,
    private readonly everyMs = Number(process.env.STREAM_MARKET_CHECK_MS ?? 2_000),
    private readonly serves: (marketId: string) => boolean = () => true,
  ) {}

  private key(): string {
    return this.registry
      .all()
      .map((entry) => entry.row.marketId)
      .filter(this.serves)
      .sort()
      .join(',');
  }

  /** Calls `listener` after each change of the open markets; returns the function that stops it. */
  on(listener: () => void): () => void {
    if (this.listeners.size === 0) {
      this.known = this.key();
      this.timer = setInterval(() => this.check(), this.everyMs);
      this.timer.unref();
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  private check(): void {
    const key = this.key();
    if (key === this.known) return;
    this.known = key;
    for (const listener of this.listeners) listener();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
