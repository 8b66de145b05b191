/** `count` ticks evenly from `first` to `last` (whole milliseconds), both ends included; one tick when they meet. */
export function evenTicks(first: number, last: number, count = 5): number[] {
  if (first === last || count < 2) return [first];
  return Array.from({ length: count }, (_, i) => Math.round(first + ((last - first) * i) / (count - 1)));
}

/**
 * The ticks a reader can tell apart: of neighbouring ticks whose labels read the same (points within one
 * minute drawn at minutes, or within one day drawn at days), only the first.
 */
export function distinctTicks(ticks: readonly number[], label: (tick: number) => string): number[] {
  return ticks.filter((tick, i) => i === 0 || label(tick) !== label(ticks[i - 1]!));
}

const FIVE_MINUTES = 300_000;

/** A time of day to the second, in the reader's own clock ("06:43:14 AM"). */
export const clockSeconds = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const clockMinutes = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * A time axis from `first` to `last` within a day: five ticks that read apart, labelled to the minute,
 * or to the second while the span is five minutes or less (a process or a market that just started).
 */
export function clockAxis(first: number, last: number): { ticks: number[]; label: (tick: number) => string } {
  const label = last - first <= FIVE_MINUTES ? clockSeconds : clockMinutes;
  return { ticks: distinctTicks(evenTicks(first, last), label), label };
}
