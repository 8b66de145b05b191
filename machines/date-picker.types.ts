/** Types of the date picker machine (both selection modes). */
import type { DateError, DateRules } from './lib/calendar';
import type { SelectionMode } from './lib/date-selection';
import type { CalendarView } from './lib/picker-view';

export type { DateError, DateRules, SelectionMode };

/** Which grid the popup shows. */
export type PickerView = CalendarView;

export interface DatePickerInput {
  /** 'single' (default): one date; 'range': a start and an end, two months side by side. */
  selectionMode?: SelectionMode;
  /** Single: [date] or []; range: [start, end] or []. Checked and clamped like typed text. */
  value?: readonly (Date | null)[] | null;
  rules?: DateRules;
  /** Registered locale name (default 'en'); an unknown one fails the actor with the spec's message. */
  locale?: string;
  /** date-fns pattern of the input (default MM/dd/yyyy). */
  format?: string;
  /** Single mode: a time picker sits under the calendar. */
  withTimepicker?: boolean;
  /** With the time picker: stay open while the chosen value stays on the same day. */
  keepOpen?: boolean;
  /** The clock (for Today, presets and the first view); defaults to the current time. */
  now?: () => Date;
}

export interface DatePickerContext {
  selectionMode: SelectionMode;
  /** Single: [date] or []; range: [start, end] or []. */
  value: Date[];
  /** Range mode: the first pick while the end is being chosen. */
  start: Date | null;
  /** Range mode: the day under the pointer while the end is being chosen (previews the range). */
  hovered: Date | null;
  error: DateError | null;
  /** The first month shown (range mode shows it and the next). */
  viewDate: Date;
  /** The cell that has (or will get) keyboard focus: a day, a month or a year of the view. */
  focused: Date;
  rules: DateRules;
  locale: string;
  format: string;
  withTimepicker: boolean;
  keepOpen: boolean;
  now: () => Date;
}

export type DatePickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  /** A key pressed in the input: Enter or Escape closes, Alt+ArrowDown opens. */
  | { type: 'input.keydown'; key: string; altKey?: boolean }
  | { type: 'view.previous' }
  | { type: 'view.next' }
  /** Day → month → year. */
  | { type: 'view.zoomOut' }
  | { type: 'year.pick'; year: number }
  | { type: 'month.pick'; month: number }
  | { type: 'day.pick'; date: Date }
  /** Keyboard focus moves to another cell; the page turns to keep it visible. */
  | { type: 'focus.move'; date: Date }
  /** A key pressed on a grid cell: the machine's key map (WAI-ARIA date picker dialog) moves the focus. */
  | { type: 'grid.keydown'; key: string; shiftKey?: boolean }
  | { type: 'picker.clear' }
  /** Typed text in the input: a date, or 'start - end' in range mode. */
  | { type: 'date.input'; text: string }
  /** A value from outside (form reset, …): like the input's `value`. */
  | { type: 'value.set'; value: readonly (Date | null)[] | null }
  /** Single mode: the embedded time picker changed the time. */
  | { type: 'time.change'; date: Date }
  /** Single mode: Today. */
  | { type: 'picker.today' }
  /** Range mode: a preset (Today, Last 7 Days, …) chosen beside Custom Range: sets the range and closes. */
  | { type: 'range.preset'; value: [Date, Date] }
  /** Range mode: the pointer entered a day (null: left the grid). */
  | { type: 'day.hover'; date: Date | null };
