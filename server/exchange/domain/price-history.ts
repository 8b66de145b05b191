import { ODDS100_BY_TICK } from './ladder';

/** One time bucket of a runner's trades: prices as decimal odds, volume in paise. */
export interface PriceBucket {
  /** Start of the bucket, ms since the epoch. */
  at: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Volume-weighted average price. */
  average: number;
  volume: number;
  trades: number;
}

/** The fewest and most buckets a history is cut into when the caller names no bucket size. */
export const MIN_BUCKET_MS = 1000;
export const TARGET_BUCKETS = 120;

/** A bucket size of whole seconds giving about {@link TARGET_BUCKETS} buckets over `spanMs`. */
export function bucketSizeFor(spanMs: number): number {
  const raw = Math.ceil(Math.max(0, spanMs) / TARGET_BUCKETS / MIN_BUCKET_MS) * MIN_BUCKET_MS;
  return Math.max(MIN_BUCKET_MS, raw);
}

/**
 * Trades (in the engine's order, price as a ladder tick) grouped into `bucketMs` buckets from the
 * epoch, oldest first: open and close are the first and last trade of a bucket, the average is
 * weighted by matched size (odds × 100 summed as integers, rounded to the cent of odds once).
 */
export function bucketTrades(trades: ReadonlyArray<{ tick: number; size: number; matchedAt: number }>, bucketMs: number): PriceBucket[] {
  const buckets = new Map<number, { at: number; open: number; high: number; low: number; close: number; weighted: number; volume: number; trades: number }>();
  for (const t of trades) {
    const odds100 = ODDS100_BY_TICK[t.tick] as number;
    const at = Math.floor(t.matchedAt / bucketMs) * bucketMs;
    const b = buckets.get(at);
    if (!b) {
      buckets.set(at, { at, open: odds100, high: odds100, low: odds100, close: odds100, weighted: odds100 * t.size, volume: t.size, trades: 1 });
      continue;
    }
    b.high = Math.max(b.high, odds100);
    b.low = Math.min(b.low, odds100);
    b.close = odds100;
    b.weighted += odds100 * t.size;
    b.volume += t.size;
    b.trades += 1;
  }
  return [...buckets.values()]
    .sort((a, b) => a.at - b.at)
    .map((b) => ({
      at: b.at,
      open: b.open / 100,
      high: b.high / 100,
      low: b.low / 100,
      close: b.close / 100,
      average: (b.volume > 0 ? Math.round(b.weighted / b.volume) : b.close) / 100,
      volume: b.volume,
      trades: b.trades,
    }));
}
