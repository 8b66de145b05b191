/**
 * connect() of the date picker (after Zag's date-picker): the machine's snapshot and send in,
 * every prop of the input, popup, calendar, presets and footer buttons out, in either selection
 * mode. Built from one connect() per part: the field, the calendar, the presets (range mode);
 * the time picker under the calendar has its own. Pure: no React state.
 */
import { isAfter, isBefore, isSameDay, isWithinInterval } from 'date-fns';
import type { SnapshotFrom } from 'xstate';
import type { datePickerMachine } from '../../../../machines/date-picker.machine';
import type { DatePickerEvent, PickerView, SelectionMode } from '../../../../machines/date-picker.types';
import { formatDateText, isDayDisabled, RANGE_SEPARATOR, toIsoDate } from '../../../../machines/lib/calendar';
import { rulesForPick } from '../../../../machines/lib/date-selection';
import { getLocale } from '../../../../machines/lib/locales';
import { connectCalendar, dataAttr, dayOf, holds, labelsFor } from './calendar-connect';
import type { CalendarApi, DataAttributes, DayMarks, DaySelection, PickerLabels } from './calendar-connect';
import { connectField } from './field-connect';
import type { PickerFieldParts } from './field-connect';
import { dateErrorMessage } from './picker-text';
import { connectPresets } from './presets-connect';
import type { PresetParts } from './presets-connect';

export type DatePickerSnapshot = SnapshotFrom<typeof datePickerMachine>;

export interface DatePickerConnectOptions {
  id: string;
  labels?: Partial<PickerLabels>;
  marks?: DayMarks;
  /** Range mode: offer the history presets (Today, Yesterday, Last 7 Days, …) beside Custom Range. */
  presets?: boolean;
}

export interface DatePickerApi extends PickerFieldParts, PresetParts {
  selectionMode: SelectionMode;
  open: boolean;
  disabled: boolean;
  view: PickerView;
  /** Single: [date] or []; range: [start, end] or []. */
  value: Date[];
  /** The value as the input shows it (the locale's pattern; 'start - end' in range mode). */
  valueText: string;
  /** The days as ISO 'yyyy-MM-dd'. */
  isoValue: string[];
  /** Range mode: a start is chosen and the end is awaited. */
  halfPicked: boolean;
  error: string | null;
  placeholder: string;
  labels: PickerLabels;
  contentProps: DataAttributes & { 'aria-label': string };
  calendar: CalendarApi;
  /** Status line of the popup in range mode, e.g. 'Choose the end date'. */
  status: string;
  todayProps: { type: 'button'; disabled: boolean; onClick: () => void };
  clearProps: { type: 'button'; onClick: () => void };
  /** Single mode: the time of the value, for the time picker under the calendar. */
  withTimepicker: boolean;
  onTimeChange: (date: Date) => void;
  /** Sends typed text to be parsed and checked. */
  commitText: (text: string) => void;
}

const viewOf = (snapshot: DatePickerSnapshot): PickerView =>
  snapshot.matches({ open: { view: 'choosingYear' } }) ? 'year' : snapshot.matches({ open: { view: 'choosingMonth' } }) ? 'month' : 'day';

/** Inclusive, in either order. */
const between = (day: Date, a: Date, b: Date) => isWithinInterval(day, isAfter(a, b) ? { start: b, end: a } : { start: a, end: b });

/** How a day stands to the value, or to the half-picked range and its preview end. */
function selectionOf(value: readonly Date[], start: Date | null, previewEnd: Date | null) {
  return (day: Date): DaySelection => {
    if (start) {
      return {
        selected: isSameDay(day, start),
        rangeStart: isSameDay(day, start),
        rangeEnd: previewEnd !== null && isSameDay(day, previewEnd),
        preview: previewEnd !== null && between(day, start, previewEnd),
      };
    }
    const [first, last] = value;
    if (!first) return {};
    if (!last) return { selected: isSameDay(day, first) };
    return { selected: isSameDay(day, first) || isSameDay(day, last), rangeStart: isSameDay(day, first), rangeEnd: isSameDay(day, last), inRange: between(day, first, last) };
  };
}

export function connectDatePicker(snapshot: DatePickerSnapshot, send: (event: DatePickerEvent) => void, options: DatePickerConnectOptions): DatePickerApi {
  const { context } = snapshot;
  const { selectionMode, value, start } = context;
  const range = selectionMode === 'range';
  const locale = getLocale(context.locale);
  const open = snapshot.hasTag('open');
  const view = viewOf(snapshot);
  const labels = { ...labelsFor(context.locale), ...options.labels };
  const error = dateErrorMessage(context.error, context.rules, context.format, locale, range);
  const today = dayOf(context.now())!;
  const disabled = Boolean(context.rules.disabled);
  const pattern = context.format.toLowerCase();
  const placeholder = range ? `${pattern}${RANGE_SEPARATOR}${pattern}` : pattern;
  const halfPicked = start !== null;

  // While the end is awaited, the pointer (else the keyboard focus) previews it, if it could end the range.
  const candidate = context.hovered ?? context.focused;
  const previewEnd = start && !isBefore(candidate, start) ? candidate : null;
  const field = connectField({ id: options.id, open, disabled, error, placeholder }, send);

  return {
    selectionMode,
    open,
    disabled,
    view,
    value,
    valueText: value.map((day) => formatDateText(day, context.format, locale)).join(RANGE_SEPARATOR),
    isoValue: value.map(toIsoDate),
    halfPicked,
    error,
    placeholder,
    labels,
    ...field,
    rootProps: { ...field.rootProps, 'data-half-picked': dataAttr(halfPicked) },
    contentProps: { 'aria-label': range ? 'Choose date range' : 'Choose date', 'data-view': view, 'data-half-picked': dataAttr(halfPicked) },
    calendar: connectCalendar(
      {
        view,
        viewDate: context.viewDate,
        focused: context.focused,
        rules: rulesForPick(context),
        locale,
        months: range ? 2 : 1,
        today,
        selection: selectionOf(value, start, previewEnd),
        holdsValue: holds(start ? [start] : value),
        marks: options.marks,
        hover: start ? (day) => send({ type: 'day.hover', date: day }) : undefined,
        id: options.id,
        can: (event) => snapshot.can(event),
      },
      send,
    ),
    ...connectPresets({ shown: range && Boolean(options.presets), now: context.now(), value, halfPicked }, send),
    status: !range ? '' : start ? `Start ${formatDateText(start, context.format, locale)}: choose the end date` : 'Choose the start date',
    todayProps: { type: 'button', disabled: isDayDisabled(today, context.rules), onClick: () => send({ type: 'picker.today' }) },
    clearProps: { type: 'button', onClick: () => send({ type: 'picker.clear' }) },
    withTimepicker: context.withTimepicker,
    onTimeChange: (date) => send({ type: 'time.change', date }),
    commitText: (text) => send({ type: 'date.input', text }),
  };
}
