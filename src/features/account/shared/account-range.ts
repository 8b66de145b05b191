/**
 * The date range of the account screens, carried in the URL as whole local days
 * (`?from=2026-11-15&to=2026-11-22`, or path segments on the profit-and-loss drill-down) so a
 * reload or a shared link shows the same rows.
 */
import { addDays, differenceInCalendarDays, format, isValid, parse, startOfDay, subDays } from 'date-fns';

export interface DayRange {
  /** First day, yyyy-MM-dd. */
  from: string;
  /** Last day (inclusive), yyyy-MM-dd. */
  to: string;
}

/** The longest range the exchange answers (days). */
export const MAX_RANGE_DAYS = 366;
/** The range a screen opens with: the last 7 days including today. */
export const DEFAULT_RANGE_DAYS = 7;

const DAY = 'yyyy-MM-dd';

export const dayKey = (date: Date): string => format(date, DAY);

export function parseDay(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, DAY, new Date(0));
  return isValid(date) && dayKey(date) === text ? date : null;
}

export function defaultRange(now: Date, days = DEFAULT_RANGE_DAYS): DayRange {
  return { from: dayKey(subDays(startOfDay(now), days - 1)), to: dayKey(startOfDay(now)) };
}

/** The range two day texts describe, sorted; the default when either is missing or not a day. */
export function rangeOf(from: string | null | undefined, to: string | null | undefined, now: Date): DayRange {
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) return defaultRange(now);
  return a <= b ? { from: dayKey(a), to: dayKey(b) } : { from: dayKey(b), to: dayKey(a) };
}

export function rangeFromSearch(search: URLSearchParams, now: Date): DayRange {
  return rangeOf(search.get('from'), search.get('to'), now);
}

/** The GraphQL variables of a range: from the first day's local midnight to the midnight after the last day. */
export function rangeVariables(range: DayRange): { from: string; to: string } {
  const from = parseDay(range.from) ?? startOfDay(new Date());
  const to = addDays(parseDay(range.to) ?? from, 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function rangeDays(range: DayRange): number {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return from && to ? differenceInCalendarDays(to, from) + 1 : 0;
}
