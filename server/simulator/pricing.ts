import { MAX_TICK, ODDS100_BY_TICK, type Tick } from '../exchange/domain/ladder';

/** A deterministic random source (mulberry32) so the simulation can be replayed in tests. */
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

/** The ladder tick nearest to decimal odds (clamped to the ladder). */
export function nearestTick(odds: number): Tick {
  const target = Math.round(odds * 100);
  let lo = 0;
  let hi = MAX_TICK;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ODDS100_BY_TICK[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && target - (ODDS100_BY_TICK[lo - 1] as number) < (ODDS100_BY_TICK[lo] as number) - target) return lo - 1;
  return lo;
}

/** Fair win probabilities for a market's runners, drifting by a random walk in log space; they always sum to 1. */
export class FairPrices {
  private weights: number[];

  constructor(
    runnerCount: number,
    private readonly random: () => number,
    favourite = 0,
  ) {
    this.weights = Array.from({ length: runnerCount }, (_, i) => (i === favourite ? 1.6 : 1) * (0.7 + random() * 0.6));
  }

  /** Moves every runner a little; `volatility` is the log step size (0.03 ≈ a tick or two on short odds). */
  drift(volatility = 0.03): void {
    this.weights = this.weights.map((w) => Math.min(1e4, Math.max(1e-3, w * Math.exp((this.random() - 0.5) * 2 * volatility))));
  }

  /** Shifts probability towards one runner (a goal, a wicket against the other side). */
  favour(runner: number, factor: number): void {
    this.weights = this.weights.map((w, i) => (i === runner ? w * factor : w));
  }

  probabilities(): number[] {
    const total = this.weights.reduce((a, b) => a + b, 0);
    return this.weights.map((w) => w / total);
  }

  /** Fair decimal odds per runner, as ladder ticks. */
  fairTicks(): Tick[] {
    return this.probabilities().map((p) => nearestTick(Math.min(1000, Math.max(1.01, 1 / p))));
  }
}
