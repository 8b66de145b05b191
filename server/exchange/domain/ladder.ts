import { DomainError } from './errors';

/** A price as its index on the Betfair ladder: 0 is 1.01, 349 is 1000. */
export type Tick = number;

export const TICK_COUNT = 350;
export const MIN_TICK: Tick = 0;
export const MAX_TICK: Tick = TICK_COUNT - 1;

/** [from, to, step] in hundredths of decimal odds: 1.01–2 by 0.01, …, 100–1000 by 10. */
const BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildLadder(): Int32Array {
  const odds: number[] = [];
  for (const [from, to, step] of BANDS) for (let h = from + step; h <= to; h += step) odds.push(h);
  return Int32Array.from(odds);
}

/** Decimal odds × 100 for every tick (integer, so money maths never touches floats). */
export const ODDS100_BY_TICK: Int32Array = buildLadder();

const TICK_BY_ODDS100 = new Map<number, Tick>(Array.from(ODDS100_BY_TICK, (h, tick) => [h, tick]));

export function isTick(value: unknown): value is Tick {
  return Number.isInteger(value) && (value as number) >= MIN_TICK && (value as number) <= MAX_TICK;
}

export function assertTick(value: unknown): Tick {
  if (!isTick(value)) throw new DomainError('INVALID_ODDS', `Price tick ${String(value)} is not on the ladder (0..${MAX_TICK})`);
  return value;
}

/** Integer odds × 100 of a tick, e.g. tick 99 → 200 (evens). */
export function tickToOdds100(tick: Tick): number {
  return ODDS100_BY_TICK[assertTick(tick)] as number;
}

/** Decimal odds of a tick, e.g. tick 99 → 2. */
export function tickToPrice(tick: Tick): number {
  return tickToOdds100(tick) / 100;
}

/** The tick of decimal odds; anything off the ladder (2.01, 1.005, 1001) is INVALID_ODDS. */
export function priceToTick(price: number): Tick {
  const hundredths = Math.round(price * 100);
  const tick = Number.isFinite(price) && Math.abs(price * 100 - hundredths) < 1e-6 ? TICK_BY_ODDS100.get(hundredths) : undefined;
  if (tick === undefined) throw new DomainError('INVALID_ODDS', `Odds ${String(price)} are not on the ladder`);
  return tick;
}

/** The tick of integer odds × 100, or INVALID_ODDS. */
export function odds100ToTick(odds100: number): Tick {
  const tick = TICK_BY_ODDS100.get(odds100);
  if (tick === undefined) throw new DomainError('INVALID_ODDS', `Odds ${odds100 / 100} are not on the ladder`);
  return tick;
}
