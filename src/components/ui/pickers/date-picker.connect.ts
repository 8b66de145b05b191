/**
 * connect() of the date picker (after Zag's date-picker): the machine's snapshot and send in,
 * every prop of the input, trigger, popup, calendar and footer buttons out. Pure: no React state.
 */
import { isSameDay } from 'date-fns';
import type { SnapshotFrom } from 'xstate';
import type { datePickerMachine } from '../../../../machines/date-picker.machine';
import type { DatePickerEvent, PickerView } from '../../../../machines/date-picker.types';
import { formatDateText, isDayDisabled, toIsoDate } from '../../../../machines/lib/calendar';
import { getLocale } from '../../../../machines/lib/locales';
import { connectCalendar, dayOf, holds, labelsFor } from './calendar-connect';
import type { CalendarApi, DataAttributes, DayMarks, PickerLabels } from './calendar-connect';
import { connectField } from './field-connect';
import type { PickerFieldParts } from './field-connect';
import { dateErrorMessage } from './picker-text';

export type DatePickerSnapshot = SnapshotFrom<typeof datePickerMachine>;

export interface DatePickerConnectOptions {
  id: string;
  labels?: Partial<PickerLabels>;
  marks?: DayMarks;
}

export interface DatePickerApi extends PickerFieldParts {
  open: boolean;
  disabled: boolean;
  view: PickerView;
  value: Date | null;
  /** The value as the input shows it (the locale's pattern). */
  valueText: string;
  /** The day as ISO 'yyyy-MM-dd', or null. */
  isoValue: string | null;
  error: string | null;
  placeholder: string;
  labels: PickerLabels;
  contentProps: DataAttributes & { 'aria-label': string };
  calendar: CalendarApi;
  todayProps: { type: 'button'; disabled: boolean; onClick: () => void };
  clearProps: { type: 'button'; onClick: () => void };
  /** The time of the value, for the time picker under the calendar. */
  withTimepicker: boolean;
  onTimeChange: (date: Date) => void;
  /** Sends typed text to be parsed and checked. */
  commitText: (text: string) => void;
}

const viewOf = (snapshot: DatePickerSnapshot): PickerView =>
  snapshot.matches({ open: 'choosingYear' }) ? 'year' : snapshot.matches({ open: 'choosingMonth' }) ? 'month' : 'day';

export function connectDatePicker(snapshot: DatePickerSnapshot, send: (event: DatePickerEvent) => void, options: DatePickerConnectOptions): DatePickerApi {
  const { context } = snapshot;
  const locale = getLocale(context.locale);
  const open = snapshot.hasTag('open');
  const view = viewOf(snapshot);
  const labels = { ...labelsFor(context.locale), ...options.labels };
  const error = dateErrorMessage(context.error, context.rules, context.format, locale);
  const value = context.value;
  const today = dayOf(context.now())!;
  const disabled = Boolean(context.rules.disabled);

  return {
    open,
    disabled,
    view,
    value,
    valueText: formatDateText(value, context.format, locale),
    isoValue: value ? toIsoDate(value) : null,
    error,
    placeholder: context.format.toLowerCase(),
    labels,
    ...connectField({ id: options.id, open, disabled, error, placeholder: context.format.toLowerCase() }, send),
    contentProps: { 'aria-label': 'Choose date', 'data-view': view },
    calendar: connectCalendar(
      {
        view,
        viewDate: context.viewDate,
        focused: context.focused,
        rules: context.rules,
        locale,
        months: 1,
        today,
        selection: (day) => ({ selected: value !== null && isSameDay(day, value) }),
        holdsValue: holds([value]),
        marks: options.marks,
        id: options.id,
      },
      send,
    ),
    todayProps: { type: 'button', disabled: isDayDisabled(today, context.rules), onClick: () => send({ type: 'picker.today' }) },
    clearProps: { type: 'button', onClick: () => send({ type: 'picker.clear' }) },
    withTimepicker: context.withTimepicker,
    onTimeChange: (date) => send({ type: 'time.change', date }),
    commitText: (text) => send({ type: 'date.input', text }),
  };
}
