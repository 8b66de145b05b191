/**
 * The price ladder is the shared domain package's (`@domain/ladder`); the exchange adds only its
 * edge: a price, tick or odds × 100 off the ladder is refused with INVALID_ODDS.
 */
import { ODDS100_BY_TICK, isTick, tickOfOdds100, tickOfPrice, type Tick } from '@domain/ladder';
import { DomainError } from './errors';

export { MAX_TICK, MIN_TICK, ODDS100_BY_TICK, TICK_COUNT, isTick, type Tick } from '@domain/ladder';

export function assertTick(value: unknown): Tick {
  if (!isTick(value)) throw new DomainError('INVALID_ODDS', `Price tick ${String(value)} is not on the ladder (0..${ODDS100_BY_TICK.length - 1})`);
  return value;
}

/** Integer odds × 100 of a tick, e.g. tick 99 → 200 (evens); INVALID_ODDS for a non-tick. */
export function tickToOdds100(tick: Tick): number {
  return ODDS100_BY_TICK[assertTick(tick)] as number;
}

/** Decimal odds of a tick, e.g. tick 99 → 2; INVALID_ODDS for a non-tick. */
export function tickToPrice(tick: Tick): number {
  return tickToOdds100(tick) / 100;
}

/** The tick of decimal odds; anything off the ladder (2.01, 1.005, 1001) is INVALID_ODDS. */
export function priceToTick(price: number): Tick {
  const tick = tickOfPrice(price);
  if (tick === undefined) throw new DomainError('INVALID_ODDS', `Odds ${String(price)} are not on the ladder`);
  return tick;
}

/** The tick of integer odds × 100, or INVALID_ODDS. */
export function odds100ToTick(odds100: number): Tick {
  const tick = tickOfOdds100(odds100);
  if (tick === undefined) throw new DomainError('INVALID_ODDS', `Odds ${odds100 / 100} are not on the ladder`);
  return tick;
}
