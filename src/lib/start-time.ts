/**
 * Orders events by start time, earliest first, for `Array.prototype.sort`. By the instant, not the
 * text: `localeCompare` on the ISO strings sorted the same but built an ICU collator on first use, the
 * largest single cost of home's first render on a phone (~30 ms at 4× CPU throttling).
 */
export function byStartTime(a: { eventTime: string }, b: { eventTime: string }): number {
  return startOf(a.eventTime) - startOf(b.eventTime);
}

/** An unreadable start time sorts last. */
const startOf = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
};
