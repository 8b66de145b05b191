import { tickToPrice } from '@domain/ladder';
import { nearestTick } from '../pricing';

/** The house's margin on virtual-sports books: back below, lay above the fair price. */
const BACK_MARGIN = 0.9;

/** A bookmaker quote (decimal prices on the ladder) for a win probability: back under fair, lay two ticks above back. */
export function houseQuote(probability: number): { back: number; lay: number } {
  const fair = 1 / Math.min(0.97, Math.max(0.01, probability));
  const backTick = nearestTick(Math.max(1.01, 1 + (fair - 1) * BACK_MARGIN));
  return { back: tickToPrice(backTick), lay: tickToPrice(Math.min(349, backTick + 2) as typeof backTick) };
}

/** Normalised probabilities from strengths (softmax). */
export function probabilitiesOf(strengths: readonly number[]): number[] {
  const weights = strengths.map((s) => Math.exp(s));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** P(a standard normal ≤ x) (Abramowitz–Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * A session-style YES/NO quote on "result ≥ line" with probability p of YES: YES pays its rate per
 * 100 staked, NO risks its rate per 100 to win the stake; the house's margin sits between them.
 */
export function sessionRates(probability: number): { yesRate: number; noRate: number } {
  const p = Math.min(0.95, Math.max(0.1, probability));
  const fair = (100 * (1 - p)) / p;
  return { yesRate: Math.min(1000, Math.max(1, Math.floor(fair * 0.9))), noRate: Math.min(1000, Math.ceil(fair * 1.1) + 1) };
}

/** Probabilities of home win, draw and away win with `remaining` of a match left, given the score now. */
export function matchProbabilities(home: number, away: number, homeRate: number, awayRate: number, remaining: number): [number, number, number] {
  const poisson = (lambda: number) => {
    const p: number[] = [];
    let term = Math.exp(-lambda);
    for (let k = 0; k <= 8; k += 1) {
      p.push(term);
      term = (term * lambda) / (k + 1);
    }
    return p;
  };
  const ph = poisson(homeRate * remaining);
  const pa = poisson(awayRate * remaining);
  let win = 0;
  let draw = 0;
  let lose = 0;
  ph.forEach((a, i) =>
    pa.forEach((b, j) => {
      const diff = home + i - (away + j);
      if (diff > 0) win += a * b;
      else if (diff === 0) draw += a * b;
      else lose += a * b;
    }),
  );
  const total = win + draw + lose;
  return [win / total, draw / total, lose / total];
}
