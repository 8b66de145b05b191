/**
 * The calendar part of the pickers' connect(): a pure function from what a picker machine's
 * snapshot holds (view, view date, focused cell, rules, selection) to the props of the popup's
 * header and grids — ARIA grid roles, roving tabindex, data-* state attributes and handlers that
 * send machine events. The date and date-range connects build on it.
 */
import type { KeyboardEvent } from 'react';
import type { Locale } from 'date-fns';
import { format, isSameDay, isSameMonth, isSameYear, startOfDay } from 'date-fns';
import { dayGrid, isDayDisabled, monthGrid, rangeMonths, toIsoDate, weekdayLabels, yearGrid } from '../../../../machines/lib/calendar';
import type { DateRules } from '../../../../machines/lib/calendar';
import type { CalendarView } from '../../../../machines/lib/picker-view';

/** data-* attributes: present ('') when true, absent otherwise (style with [data-x]). */
export type DataAttributes = { [key: `data-${string}`]: string | undefined };
export const dataAttr = (on: boolean | undefined): '' | undefined => (on ? '' : undefined);

/** Extra look and tooltip of a day (spec §3: custom classes and tooltips per date). */
export interface DayMark {
  className?: string;
  tooltip?: string;
}
export type DayMarks = (day: Date) => DayMark | undefined;

/** Button texts; the defaults are the spec's (§9). */
export interface PickerLabels {
  today: string;
  clear: string;
  customRange: string;
  week: string;
}
export const DEFAULT_LABELS: PickerLabels = { today: 'Today', clear: 'Clear', customRange: 'Custom Range', week: 'Wk' };

/** The button texts in the registered locales that ship with the pickers; others use the spec's. */
const LOCALE_LABELS: Record<string, PickerLabels> = {
  en: DEFAULT_LABELS,
  hi: { today: 'आज', clear: 'साफ़ करें', customRange: 'कस्टम अवधि', week: 'सप्ताह' },
  de: { today: 'Heute', clear: 'Löschen', customRange: 'Benutzerdefiniert', week: 'KW' },
};

/** The button texts of a locale name ('en', 'hi', 'de'; the spec's English for any other). */
export const labelsFor = (locale: string): PickerLabels => LOCALE_LABELS[locale] ?? DEFAULT_LABELS;

/** The props the date and the date-range picker share: rules, locale, texts and look of the calendar. */
export interface CalendarFieldProps {
  /** Earliest and latest days, ISO 'yyyy-MM-dd'. */
  min?: string;
  max?: string;
  /** Registered locale name: 'en' (default), 'hi', 'de' or one added with defineLocale. */
  locale?: string;
  label?: string;
  disabled?: boolean;
  /** Weekdays that cannot be chosen, 0 = Sunday. */
  daysDisabled?: number[];
  /** ISO days that cannot be chosen. */
  datesDisabled?: string[];
  /** When given, only these ISO days can be chosen. */
  datesEnabled?: string[];
  /** Extra class and tooltip per day. */
  marks?: DayMarks;
  /** Button texts (default: the locale's). */
  labels?: Partial<PickerLabels>;
  /** date-fns pattern of the input (default by locale, en MM/dd/yyyy). */
  format?: string;
  weekNumbers?: boolean;
  /** The clock (Today and presets); defaults to the current time. */
  now?: () => Date;
  id?: string;
  className?: string;
}

/** How a day stands to the selection. */
export interface DaySelection {
  selected?: boolean;
  rangeStart?: boolean;
  rangeEnd?: boolean;
  inRange?: boolean;
  /** Inside the range that a hovered or focused end would make. */
  preview?: boolean;
}

export type CalendarSendable =
  | { type: 'view.previous' }
  | { type: 'view.next' }
  | { type: 'view.zoomOut' }
  | { type: 'year.pick'; year: number }
  | { type: 'month.pick'; month: number }
  | { type: 'day.pick'; date: Date }
  /** The machine holds the key map: it moves the focus, or ignores a key that does not move it. */
  | { type: 'grid.keydown'; key: string; shiftKey?: boolean };

export interface CalendarState {
  view: CalendarView;
  viewDate: Date;
  focused: Date;
  /** Rules for the next pick (a range caps the end by its maximum length). */
  rules: DateRules;
  locale: Locale;
  /** Months shown side by side in the day view (the range picker shows 2). */
  months: 1 | 2;
  today: Date;
  selection: (day: Date) => DaySelection;
  /** Whether a month (month view) or year (year view) holds the value. */
  holdsValue: (date: Date, view: 'month' | 'year') => boolean;
  marks?: DayMarks;
  /** Called when a day cell gets the pointer (the range picker previews with it). */
  hover?: (day: Date | null) => void;
  /** Prefix of element ids (unique per picker). */
  id: string;
  /** Whether the machine takes an event now (a grid key it maps to a move: its default action is then prevented). */
  can: (event: CalendarSendable) => boolean;
}

type ButtonProps = DataAttributes & {
  type: 'button';
  id?: string;
  tabIndex?: number;
  title?: string;
  className?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-disabled'?: boolean;
  'aria-current'?: 'date';
  'aria-selected'?: boolean;
  onClick: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
};

type CellProps = DataAttributes & { role: 'gridcell'; 'aria-selected'?: boolean };

export interface DayCell {
  date: Date;
  /** The day of the month to show; empty for a padding cell of a multi-month view. */
  text: string;
  cellProps: CellProps;
  buttonProps: ButtonProps | null;
}

export interface MonthGridApi {
  id: string;
  title: string;
  gridProps: { role: 'grid'; 'aria-labelledby': string; 'aria-multiselectable'?: boolean };
  weeks: { week: number; weekLabel: string; days: DayCell[] }[];
}

export interface PickCell {
  text: string;
  cellProps: CellProps;
  buttonProps: ButtonProps;
}

export interface CalendarApi {
  view: CalendarView;
  title: string;
  titleId: string;
  zoomOutProps: ButtonProps;
  previousProps: ButtonProps;
  nextProps: ButtonProps;
  weekdays: { short: string; long: string }[];
  /** Day view: one grid per month shown. */
  monthGrids: MonthGridApi[];
  /** Month view: 4 rows × 3 months. */
  monthRows: PickCell[][];
  /** Year view: 4 rows × 4 years. */
  yearRows: PickCell[][];
  /** The grid of the month and year views, labelled by the title. */
  pickGridProps: { role: 'grid'; 'aria-labelledby': string };
}

const VIEW_NOUN: Record<CalendarView, [string, string]> = {
  day: ['Previous month', 'Next month'],
  month: ['Previous year', 'Next year'],
  year: ['Previous 16 years', 'Next 16 years'],
};

/** The calendar props of a picker in one of its views. */
export function connectCalendar(state: CalendarState, send: (event: CalendarSendable) => void): CalendarApi {
  const { view, viewDate, focused, locale, rules, id } = state;
  const weekStartsOn = locale.options?.weekStartsOn ?? 0;
  const titleId = `${id}-title`;

  const onKeyDown = (event: KeyboardEvent) => {
    const key: CalendarSendable = { type: 'grid.keydown', key: event.key, shiftKey: event.shiftKey };
    if (!state.can(key)) return;
    event.preventDefault();
    send(key);
  };

  const shownMonths = state.months === 2 ? rangeMonths(viewDate) : [viewDate];
  const years = yearGrid(viewDate);
  const title =
    view === 'day'
      ? shownMonths.map((m) => format(m, 'LLLL yyyy', { locale })).join(' – ')
      : view === 'month'
        ? format(viewDate, 'yyyy', { locale })
        : `${years[0]![0]} – ${years[3]![3]}`;

  const dayCell = (day: Date, month: Date): DayCell => {
    const inMonth = isSameMonth(day, month);
    const outside = !inMonth;
    if (outside && state.months === 2) {
      // Two months side by side: a neighbour's days would repeat, so padding cells stay empty.
      return { date: day, text: '', cellProps: { role: 'gridcell', 'data-outside-month': '' }, buttonProps: null };
    }
    const disabled = isDayDisabled(day, rules);
    const sel = state.selection(day);
    const mark = state.marks?.(day);
    const isFocused = inMonth && isSameDay(day, focused);
    const isToday = isSameDay(day, state.today);
    const flags = {
      'data-value': toIsoDate(day),
      'data-today': dataAttr(isToday),
      'data-disabled': dataAttr(disabled),
      'data-selected': dataAttr(sel.selected),
      'data-range-start': dataAttr(sel.rangeStart),
      'data-range-end': dataAttr(sel.rangeEnd),
      'data-in-range': dataAttr(sel.inRange),
      'data-preview': dataAttr(sel.preview),
      'data-outside-month': dataAttr(outside),
      'data-focused': dataAttr(isFocused),
      'data-weekend': dataAttr(day.getDay() === 0 || day.getDay() === 6),
    };
    return {
      date: day,
      text: format(day, 'd', { locale }),
      cellProps: { role: 'gridcell', 'aria-selected': Boolean(sel.selected || sel.inRange), ...flags },
      buttonProps: {
        type: 'button',
        tabIndex: isFocused ? 0 : -1,
        // The locale's long date with the day number as shown (no ordinal, unlike date-fns' PPPP in
        // English), so the name contains the visible text: "Saturday, June 15, 2024", "Samstag, 15. Juni 2024".
        'aria-label': dayName(locale).format(day),
        'aria-disabled': disabled || undefined,
        'aria-current': isToday ? 'date' : undefined,
        title: mark?.tooltip,
        className: mark?.className,
        'data-focus-cell': '',
        ...flags,
        onClick: () => {
          if (!disabled) send({ type: 'day.pick', date: day });
        },
        onKeyDown,
        onPointerEnter: state.hover ? () => state.hover!(day) : undefined,
      },
    };
  };

  const monthGrids: MonthGridApi[] =
    view !== 'day'
      ? []
      : shownMonths.map((month, i) => {
          const gridId = `${id}-month-${i}`;
          return {
            id: gridId,
            title: format(month, 'LLLL yyyy', { locale }),
            gridProps: { role: 'grid', 'aria-labelledby': `${gridId}-label`, 'aria-multiselectable': state.months === 2 || undefined },
            weeks: dayGrid(month, locale).map((row) => ({
              week: row.week,
              weekLabel: `Week ${row.week}`,
              days: row.days.map((day) => dayCell(day, month)),
            })),
          };
        });

  const pickCell = (date: Date, text: string, label: string, selected: boolean, isFocused: boolean, isCurrent: boolean, pick: CalendarSendable): PickCell => {
    const flags = { 'data-selected': dataAttr(selected), 'data-focused': dataAttr(isFocused), 'data-today': dataAttr(isCurrent) };
    return {
      text,
      cellProps: { role: 'gridcell', 'aria-selected': selected, ...flags },
      buttonProps: {
        type: 'button',
        tabIndex: isFocused ? 0 : -1,
        'aria-label': label,
        'data-focus-cell': '',
        ...flags,
        onClick: () => send(pick),
        onKeyDown,
      },
    };
  };

  const monthRows =
    view !== 'month'
      ? []
      : monthGrid(viewDate).map((row) =>
          row.map((m) =>
            pickCell(
              m,
              format(m, 'LLL', { locale }),
              // The shown abbreviation and the year, so the name contains the visible text.
              format(m, 'LLL yyyy', { locale }),
              state.holdsValue(m, 'month'),
              isSameMonth(m, focused),
              isSameMonth(m, state.today),
              { type: 'month.pick', month: m.getMonth() },
            ),
          ),
        );

  const yearRows =
    view !== 'year'
      ? []
      : years.map((row) =>
          row.map((y) => {
            const date = new Date(y, 0, 1);
            return pickCell(date, String(y), String(y), state.holdsValue(date, 'year'), y === focused.getFullYear(), isSameYear(date, state.today), {
              type: 'year.pick',
              year: y,
            });
          }),
        );

  const [previousLabel, nextLabel] = VIEW_NOUN[view];
  return {
    view,
    title,
    titleId,
    zoomOutProps: {
      type: 'button',
      id: titleId,
      disabled: view === 'year',
      'aria-label': view === 'day' ? `${title}: choose month` : view === 'month' ? `${title}: choose year` : title,
      'data-view': view,
      onClick: () => send({ type: 'view.zoomOut' }),
    },
    previousProps: { type: 'button', 'aria-label': previousLabel, onClick: () => send({ type: 'view.previous' }) },
    nextProps: { type: 'button', 'aria-label': nextLabel, onClick: () => send({ type: 'view.next' }) },
    weekdays: weekdayLabels(locale).map((short, i) => ({
      short,
      long: locale.localize.day(((weekStartsOn + i) % 7) as 0, { width: 'wide' }),
    })),
    monthGrids,
    monthRows,
    yearRows,
    pickGridProps: { role: 'grid', 'aria-labelledby': titleId },
  };
}

const dayNames = new Map<string, Intl.DateTimeFormat>();
/** The long date format of a date-fns locale (cached: a calendar names 42 days a render). */
function dayName(locale: Locale): Intl.DateTimeFormat {
  const code = locale.code ?? 'en-US';
  let formatter = dayNames.get(code);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(code, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    dayNames.set(code, formatter);
  }
  return formatter;
}

/** Whether a month or year holds any of the given days. */
export const holds = (days: readonly (Date | null | undefined)[]) => (date: Date, view: 'month' | 'year') =>
  days.some((d) => d && (view === 'month' ? isSameMonth(d, date) : isSameYear(d, date)));

export const dayOf = (d: Date | null | undefined) => (d ? startOfDay(d) : null);
