/** View navigation shared by the date and date-range pickers. */
import { addMonths, addYears, setMonth, setYear } from 'date-fns';
import { YEARS_PER_PAGE } from './calendar';

/** Previous/next page of a view: a month of days, a year of months, 16 years. */
export function shiftView(viewDate: Date, view: 'day' | 'month' | 'year', direction: 1 | -1): Date {
  if (view === 'day') return addMonths(viewDate, direction);
  if (view === 'month') return addYears(viewDate, direction);
  return addYears(viewDate, direction * YEARS_PER_PAGE);
}

export const withYear = (viewDate: Date, year: number): Date => setYear(viewDate, year);
export const withMonth = (viewDate: Date, month: number): Date => setMonth(viewDate, month);

/** Keys that close the input popup. */
export const CLOSING_KEYS: readonly string[] = ['Enter', 'Escape'];
