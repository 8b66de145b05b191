/**
 * Date rules and grids shared by the date, date-range and time pickers
 * (spec §3, §4, §5, §9). All date math is date-fns.
 */
import {
  addDays,
  addMonths,
  addWeeks,
  endOfDay,
  format as formatDate,
  getDay,
  getWeek,
  isAfter,
  isBefore,
  isSameDay,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
  endOfMonth,
  subMonths,
} from 'date-fns';
import type { Locale } from 'date-fns';

/** Which days can be chosen. */
export interface DateRules {
  minDate?: Date | null;
  maxDate?: Date | null;
  /** The whole picker is disabled. */
  disabled?: boolean;
  /** Disabled weekdays, 0 = Sunday … 6 = Saturday. */
  daysDisabled?: readonly number[];
  datesDisabled?: readonly Date[];
  /** When non-empty, only these dates can be chosen. */
  datesEnabled?: readonly Date[];
  /** Range picker: longest range in days (also capped by maxDate). */
  maxRangeDays?: number | null;
}

/** Validation result of spec §5: 'date' (invalid), 'minDate' (clamped up), 'maxDate' (clamped down). */
export type DateError = 'date' | 'minDate' | 'maxDate';

/** Default input format (en). */
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';
/** Separator between the two dates of a range input. */
export const RANGE_SEPARATOR = ' - ';

/** A day is disabled when the picker is, outside min/max, on a disabled weekday or date, or not in a non-empty enabled list. */
export function isDayDisabled(day: Date, rules: DateRules): boolean {
  if (rules.disabled) return true;
  if (rules.minDate && isBefore(day, startOfDay(rules.minDate))) return true;
  if (rules.maxDate && isAfter(day, endOfDay(rules.maxDate))) return true;
  if (rules.daysDisabled?.includes(getDay(day))) return true;
  if (rules.datesDisabled?.some((d) => isSameDay(d, day))) return true;
  if (rules.datesEnabled?.length && !rules.datesEnabled.some((d) => isSameDay(d, day))) return true;
  return false;
}

/** Empty is valid; invalid → 'date'; before min → min with 'minDate'; after max → max with 'maxDate' (compared by day). */
export function checkDate(value: Date | null | undefined, rules: Pick<DateRules, 'minDate' | 'maxDate'>): { value: Date | null; error: DateError | null } {
  if (value === null || value === undefined) return { value: null, error: null };
  if (!isValid(value)) return { value: null, error: 'date' };
  if (rules.minDate && isBefore(startOfDay(value), startOfDay(rules.minDate))) return { value: rules.minDate, error: 'minDate' };
  if (rules.maxDate && isAfter(startOfDay(value), startOfDay(rules.maxDate))) return { value: rules.maxDate, error: 'maxDate' };
  return { value, error: null };
}

/** Ranges are sorted, then each bound checked and clamped like a single date; the first error is reported. */
export function checkRange(
  range: readonly [Date | null, Date | null] | null,
  rules: Pick<DateRules, 'minDate' | 'maxDate'>,
): { value: [Date, Date] | null; error: DateError | null } {
  if (!range || (range[0] === null && range[1] === null)) return { value: null, error: null };
  const [a, b] = range;
  if (!a || !b || !isValid(a) || !isValid(b)) return { value: null, error: 'date' };
  const [start, end] = isAfter(a, b) ? [b, a] : [a, b];
  const first = checkDate(start, rules);
  const second = checkDate(end, rules);
  return { value: [first.value!, second.value!], error: first.error ?? second.error };
}

/** Parses typed text: null for empty, an Invalid Date for text that is not a date. */
export function parseDateText(text: string, pattern: string, locale: Locale, reference: Date): Date | null {
  if (text.trim() === '') return null;
  return parse(text.trim(), pattern, reference, { locale });
}

/** Formats a date for the input. */
export function formatDateText(value: Date | null, pattern: string, locale: Locale): string {
  return value ? formatDate(value, pattern, { locale }) : '';
}

/** Last day a range starting on `start` may end: start + maxRangeDays, but never past maxDate. */
export function rangeEndLimit(start: Date, rules: Pick<DateRules, 'maxDate' | 'maxRangeDays'>): Date | null {
  const byLength = rules.maxRangeDays ? addDays(start, rules.maxRangeDays) : null;
  if (byLength && rules.maxDate) return isBefore(byLength, rules.maxDate) ? byLength : rules.maxDate;
  return byLength ?? rules.maxDate ?? null;
}

/** One row of the day grid with its week number. */
export interface WeekRow {
  week: number;
  days: Date[];
}

/** Days view: 6 weeks × 7 days from the locale's week start (Sunday in English). */
export function dayGrid(viewDate: Date, locale: Locale): WeekRow[] {
  const weekStartsOn = locale.options?.weekStartsOn ?? 0;
  const first = startOfWeek(startOfMonth(viewDate), { weekStartsOn });
  return Array.from({ length: 6 }, (_, w) => {
    const weekStart = addWeeks(first, w);
    return { week: getWeek(weekStart, { locale, weekStartsOn }), days: Array.from({ length: 7 }, (_, d) => addDays(weekStart, d)) };
  });
}

/** Weekday labels in grid order. */
export function weekdayLabels(locale: Locale): string[] {
  const weekStartsOn = locale.options?.weekStartsOn ?? 0;
  return Array.from({ length: 7 }, (_, i) => locale.localize.day(((weekStartsOn + i) % 7) as 0, { width: 'short' }));
}

/** Months view: 4 rows × 3 months of the view year. */
export function monthGrid(viewDate: Date): Date[][] {
  return Array.from({ length: 4 }, (_, r) => Array.from({ length: 3 }, (_, c) => new Date(viewDate.getFullYear(), r * 3 + c, 1)));
}

/** Years per page of the years view. */
export const YEARS_PER_PAGE = 16;

/** Years view: 4 × 4 years, the page starting 7 years before the view year. */
export function yearGrid(viewDate: Date): number[][] {
  const first = viewDate.getFullYear() - 7;
  return Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => first + r * 4 + c));
}

/** The range picker's two months. */
export function rangeMonths(viewDate: Date): [Date, Date] {
  const first = startOfMonth(viewDate);
  return [first, addMonths(first, 1)];
}

/** A calendar day as ISO 'yyyy-MM-dd' (the value the pickers hand to screens and queries). */
export function toIsoDate(day: Date): string {
  return formatDate(day, 'yyyy-MM-dd');
}

/** Local midnight of an ISO 'yyyy-MM-dd' day; null for empty or malformed text (or a day that does not exist). */
export function fromIsoDate(text: string | null | undefined): Date | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/** A named range offered beside Custom Range. */
export interface RangePreset {
  key: 'today' | 'yesterday' | 'last7Days' | 'last30Days' | 'thisMonth' | 'lastMonth';
  label: string;
  range: [Date, Date];
}

/** The presets of history screens, relative to `now` (Last 7 days = today and the 6 days before). */
export function rangePresets(now: Date): RangePreset[] {
  const today = startOfDay(now);
  const lastMonth = subMonths(today, 1);
  return [
    { key: 'today', label: 'Today', range: [today, today] },
    { key: 'yesterday', label: 'Yesterday', range: [addDays(today, -1), addDays(today, -1)] },
    { key: 'last7Days', label: 'Last 7 Days', range: [addDays(today, -6), today] },
    { key: 'last30Days', label: 'Last 30 Days', range: [addDays(today, -29), today] },
    { key: 'thisMonth', label: 'This Month', range: [startOfMonth(today), today] },
    { key: 'lastMonth', label: 'Last Month', range: [startOfMonth(lastMonth), startOfDay(endOfMonth(lastMonth))] },
  ];
}

/** The preset a range equals, by day; null for a custom range. */
export function matchingPreset(range: readonly [Date, Date] | null, presets: readonly RangePreset[]): RangePreset | null {
  if (!range) return null;
  return presets.find((p) => isSameDay(p.range[0], range[0]) && isSameDay(p.range[1], range[1])) ?? null;
}
