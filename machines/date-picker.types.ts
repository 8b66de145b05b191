/** Types shared by the date and date-range pickers. */
import type { DateError, DateRules } from './lib/calendar';
import type { CalendarView } from './lib/picker-view';

export type { DateError, DateRules };

/** Which grid the popup shows. */
export type PickerView = CalendarView;

export interface DatePickerInput {
  value?: Date | null;
  rules?: DateRules;
  /** Registered locale name (default 'en'); an unknown one fails the actor with the spec's message. */
  locale?: string;
  /** date-fns pattern of the input (default MM/dd/yyyy). */
  format?: string;
  /** A time picker sits under the calendar. */
  withTimepicker?: boolean;
  /** With the time picker: stay open while the chosen value stays on the same day. */
  keepOpen?: boolean;
  /** The clock (for Today and the first view); defaults to the current time. */
  now?: () => Date;
}

export interface DatePickerContext {
  value: Date | null;
  error: DateError | null;
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

/** Events both pickers understand. */
export type CalendarEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  /** A key pressed in the input: Enter or Escape closes. */
  | { type: 'input.keydown'; key: string }
  | { type: 'view.previous' }
  | { type: 'view.next' }
  /** Day → month → year. */
  | { type: 'view.zoomOut' }
  | { type: 'year.pick'; year: number }
  | { type: 'month.pick'; month: number }
  | { type: 'day.pick'; date: Date }
  /** Keyboard focus moves to another cell; the page turns to keep it visible. */
  | { type: 'focus.move'; date: Date }
  | { type: 'picker.clear' };

export type DatePickerEvent =
  | CalendarEvent
  /** Typed text in the input. */
  | { type: 'date.input'; text: string }
  /** A value from outside (form reset, …). */
  | { type: 'value.set'; value: Date | null }
  /** The embedded time picker changed the time. */
  | { type: 'time.change'; date: Date }
  | { type: 'picker.today' };
