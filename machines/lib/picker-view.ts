/** View navigation and keyboard focus shared by the date and date-range pickers. */
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarMonths,
  setMonth,
  setYear,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { YEARS_PER_PAGE } from './calendar';

export type CalendarView = 'day' | 'month' | 'year';

/** Previous/next page of a view: a month of days, a year of months, 16 years. */
export function shiftView(viewDate: Date, view: CalendarView, direction: 1 | -1): Date {
  if (view === 'day') return addMonths(viewDate, direction);
  if (view === 'month') return addYears(viewDate, direction);
  return addYears(viewDate, direction * YEARS_PER_PAGE);
}

export const withYear = (viewDate: Date, year: number): Date => setYear(viewDate, year);
export const withMonth = (viewDate: Date, month: number): Date => setMonth(viewDate, month);

/** Keys that close the input popup. */
export const CLOSING_KEYS: readonly string[] = ['Enter', 'Escape'];

/** The key of a grid cell the focus moves with (WAI-ARIA date picker dialog pattern). */
export interface FocusKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where a key moves the focused cell of a view, or null when the key does not move it.
 * Days: arrows ±1 day / ±1 week, PageUp/PageDown ±1 month (with Shift ±1 year), Home/End
 * the first/last day of the week. Months: arrows ±1 / ±3 months (one grid row), PageUp/PageDown
 * ±1 year, Home/End January/December. Years: arrows ±1 / ±4 years, PageUp/PageDown ±16 years,
 * Home/End the first/last year of the page.
 */
export function focusTarget(focused: Date, viewDate: Date, view: CalendarView, { key, shiftKey = false }: FocusKey, weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 = 0): Date | null {
  if (view === 'day') {
    switch (key) {
      case 'ArrowLeft': return addDays(focused, -1);
      case 'ArrowRight': return addDays(focused, 1);
      case 'ArrowUp': return addDays(focused, -7);
      case 'ArrowDown': return addDays(focused, 7);
      case 'PageUp': return shiftKey ? addYears(focused, -1) : addMonths(focused, -1);
      case 'PageDown': return shiftKey ? addYears(focused, 1) : addMonths(focused, 1);
      case 'Home': return startOfWeek(focused, { weekStartsOn });
      case 'End': return addDays(startOfWeek(focused, { weekStartsOn }), 6);
      default: return null;
    }
  }
  if (view === 'month') {
    switch (key) {
      case 'ArrowLeft': return addMonths(focused, -1);
      case 'ArrowRight': return addMonths(focused, 1);
      case 'ArrowUp': return addMonths(focused, -3);
      case 'ArrowDown': return addMonths(focused, 3);
      case 'PageUp': return addYears(focused, -1);
      case 'PageDown': return addYears(focused, 1);
      case 'Home': return setMonth(focused, 0);
      case 'End': return setMonth(focused, 11);
      default: return null;
    }
  }
  const pageStart = viewDate.getFullYear() - 7;
  switch (key) {
    case 'ArrowLeft': return addYears(focused, -1);
    case 'ArrowRight': return addYears(focused, 1);
    case 'ArrowUp': return addYears(focused, -4);
    case 'ArrowDown': return addYears(focused, 4);
    case 'PageUp': return addYears(focused, -YEARS_PER_PAGE);
    case 'PageDown': return addYears(focused, YEARS_PER_PAGE);
    case 'Home': return setYear(focused, pageStart);
    case 'End': return setYear(focused, pageStart + YEARS_PER_PAGE - 1);
    default: return null;
  }
}

/**
 * The view date that keeps `focused` on screen: the day view shows `months` months from the view
 * month, the month view one year, the year view 16 years from 7 before the view year.
 */
export function revealFocus(viewDate: Date, focused: Date, view: CalendarView, months = 1): Date {
  if (view === 'day') {
    const offset = differenceInCalendarMonths(focused, viewDate);
    if (offset < 0) return startOfMonth(focused);
    if (offset >= months) return startOfMonth(addMonths(focused, 1 - months));
    return viewDate;
  }
  if (view === 'month') return focused.getFullYear() === viewDate.getFullYear() ? viewDate : setYear(viewDate, focused.getFullYear());
  const pageStart = viewDate.getFullYear() - 7;
  const pages = Math.floor((focused.getFullYear() - pageStart) / YEARS_PER_PAGE);
  return pages === 0 ? viewDate : addYears(viewDate, pages * YEARS_PER_PAGE);
}
