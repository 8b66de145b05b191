/**
 * The mirror's margin (MIRROR_MARGIN): how much worse for the bettor our market maker's prices are than
 * the upstream's best. `2t` (ticks on the Betfair ladder) or `1.5%` (of the odds). Our available-to-back
 * price is the upstream's best back moved down, our available-to-lay its best lay moved up, both
 * kept on the ladder (domain/ladder.ts).
 */
import { MAX_ODDS100, MIN_ODDS100, ODDS100_BY_TICK, TICK_COUNT, priceAbove, priceBelow } from '@domain/ladder';
import { FeedConfigError } from '../feed';

export type Margin = { kind: 'ticks'; ticks: number } | { kind: 'percent'; percent: number };

export function parseMargin(text: string): Margin {
  const ticks = /^(\d+)\s*t(?:icks?)?$/i.exec(text.trim());
  if (ticks) {
    const n = Number(ticks[1]);
    if (n <= 50) return { kind: 'ticks', ticks: n };
  }
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(text.trim());
  if (percent) {
    const p = Number(percent[1]);
    if (p < 50) return { kind: 'percent', percent: p };
  }
  throw new FeedConfigError(`MIRROR_MARGIN must be ticks (0t-50t, e.g. 2t) or a percentage below 50 (e.g. 1.5%), got '${text}'`);
}

/** The ladder price at or below odds × 100 (the bottom of the ladder at least). */
function ladderAtOrBelow(odds100: number): number {
  for (let t = TICK_COUNT - 1; t >= 0; t--) if (ODDS100_BY_TICK[t]! <= odds100) return ODDS100_BY_TICK[t]!;
  return MIN_ODDS100;
}

/** The ladder price at or above odds × 100 (the top of the ladder at most). */
function ladderAtOrAbove(odds100: number): number {
  for (let t = 0; t < TICK_COUNT; t++) if (ODDS100_BY_TICK[t]! >= odds100) return ODDS100_BY_TICK[t]!;
  return MAX_ODDS100;
}

/** Our available-to-back price for the upstream's best back `price`. */
export function backWithMargin(price: number, margin: Margin): number {
  if (margin.kind === 'percent') return ladderAtOrBelow(Math.floor(price * 100 * (1 - margin.percent / 100))) / 100;
  let p = price;
  for (let i = 0; i < margin.ticks; i++) p = priceBelow(p);
  return p;
}

/** Our available-to-lay price for the upstream's best lay `price`. */
export function layWithMargin(price: number, margin: Margin): number {
  if (margin.kind === 'percent') return ladderAtOrAbove(Math.ceil(price * 100 * (1 + margin.percent / 100))) / 100;
  let p = price;
  for (let i = 0; i < margin.ticks; i++) p = priceAbove(p);
  return p;
}
