/** mulberry32, the simulator's seeded PRNG: both books see the same order flow. */
export { seededRandom } from '../../server/simulator/pricing';

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
