/** mulberry32: a small seeded PRNG so both books see the same order flow. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Percentiles (0–1) of a latency sample in ms, returned in µs. */
export function percentilesUs(samplesMs: Float64Array, quantiles: readonly number[]): number[] {
  const sorted = Float64Array.from(samplesMs).sort();
  return quantiles.map((q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000);
}
