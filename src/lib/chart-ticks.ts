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
