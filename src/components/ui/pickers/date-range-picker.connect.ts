/**
 * connect() of the date-range picker: two months side by side, the range (or the half-picked
 * start with a preview to the hovered or focused day), presets beside Custom Range, Clear.
 */
import { isAfter, isBefore, isSameDay, isWithinInterval } from 'date-fns';
import type { SnapshotFrom } from 'xstate';
import type { dateRangePickerMachine, DateRangePickerEvent } from '../../../../machines/date-range-picker.machine';
import { rulesForPick } from '../../../../machines/date-range-picker.machine';
import type { PickerView } from '../../../../machines/date-picker.types';
import { formatDateText, matchingPreset, RANGE_SEPARATOR, rangePresets, toIsoDate } from '../../../../machines/lib/calendar';
import type { RangePreset } from '../../../../machines/lib/calendar';
import { getLocale } from '../../../../machines/lib/locales';
import { connectCalendar, dataAttr, dayOf, holds, labelsFor } from './calendar-connect';
import type { CalendarApi, DataAttributes, DayMarks, DaySelection, PickerLabels } from './calendar-connect';
import { connectField } from './field-connect';
import type { PickerFieldParts } from './field-connect';
import { dateErrorMessage } from './picker-text';

export type DateRangePickerSnapshot = SnapshotFrom<typeof dateRangePickerMachine>;

export interface DateRangePickerConnectOptions {
  id: string;
  labels?: Partial<PickerLabels>;
  marks?: DayMarks;
  /** Offer the history presets (Today, Yesterday, Last 7 Days, …) beside Custom Range. */
  presets?: boolean;
}

export interface PresetItem {
  preset: RangePreset;
  props: DataAttributes & { type: 'button'; 'aria-pressed': boolean; onClick: () => void };
}

export interface DateRangePickerApi extends PickerFieldParts {
  open: boolean;
  disabled: boolean;
  view: PickerView;
  value: [Date, Date] | null;
  /** The range as ISO days, or null. */
  isoValue: { start: string; end: string } | null;
  /** 'start - end' in the locale's pattern. */
  valueText: string;
  /** A start is chosen and the end is awaited. */
  halfPicked: boolean;
  error: string | null;
  labels: PickerLabels;
  contentProps: DataAttributes & { 'aria-label': string };
  calendar: CalendarApi;
  presets: PresetItem[];
  /** Custom Range: pressed when the value is no preset; moves into the calendar. */
  customRangeProps: DataAttributes & { type: 'button'; 'aria-pressed': boolean };
  clearProps: { type: 'button'; onClick: () => void };
  /** Status line of the popup, e.g. 'Choose the end date'. */
  status: string;
  commitText: (text: string) => void;
}

const viewOf = (snapshot: DateRangePickerSnapshot): PickerView =>
  snapshot.matches({ open: { view: 'choosingYear' } }) ? 'year' : snapshot.matches({ open: { view: 'choosingMonth' } }) ? 'month' : 'day';

/** Inclusive, in either order. */
const between = (day: Date, a: Date, b: Date) => isWithinInterval(day, isAfter(a, b) ? { start: b, end: a } : { start: a, end: b });

export function connectDateRangePicker(
  snapshot: DateRangePickerSnapshot,
  send: (event: DateRangePickerEvent) => void,
  options: DateRangePickerConnectOptions,
): DateRangePickerApi {
  const { context } = snapshot;
  const locale = getLocale(context.locale);
  const open = snapshot.hasTag('open');
  const view = viewOf(snapshot);
  const labels = { ...labelsFor(context.locale), ...options.labels };
  const error = dateErrorMessage(context.error, context.rules, context.format, locale, true);
  const { value, start } = context;
  const today = dayOf(context.now())!;
  const disabled = Boolean(context.rules.disabled);
  const pickRules = rulesForPick(context);

  // While the end is awaited, the pointer (else the keyboard focus) previews it, if it could end the range.
  const candidate = context.hovered ?? context.focused;
  const previewEnd = start && candidate && !isBefore(candidate, start) ? candidate : null;

  const selection = (day: Date): DaySelection => {
    if (start) {
      return {
        selected: isSameDay(day, start),
        rangeStart: isSameDay(day, start),
        rangeEnd: previewEnd !== null && isSameDay(day, previewEnd),
        preview: previewEnd !== null && between(day, start, previewEnd),
      };
    }
    if (!value) return {};
    return {
      selected: isSameDay(day, value[0]) || isSameDay(day, value[1]),
      rangeStart: isSameDay(day, value[0]),
      rangeEnd: isSameDay(day, value[1]),
      inRange: between(day, value[0], value[1]),
    };
  };

  const presetList = options.presets ? rangePresets(context.now()) : [];
  // While a new range is being picked, none of the presets is the value any more.
  const active = start ? null : matchingPreset(value, presetList);
  const placeholder = `${context.format.toLowerCase()}${RANGE_SEPARATOR}${context.format.toLowerCase()}`;

  const field = connectField({ id: options.id, open, disabled, error, placeholder }, send);

  return {
    open,
    disabled,
    view,
    value,
    isoValue: value ? { start: toIsoDate(value[0]), end: toIsoDate(value[1]) } : null,
    valueText: value ? `${formatDateText(value[0], context.format, locale)}${RANGE_SEPARATOR}${formatDateText(value[1], context.format, locale)}` : '',
    halfPicked: start !== null,
    error,
    labels,
    ...field,
    rootProps: { ...field.rootProps, 'data-half-picked': dataAttr(start !== null) },
    contentProps: { 'aria-label': 'Choose date range', 'data-view': view, 'data-half-picked': dataAttr(start !== null) },
    calendar: connectCalendar(
      {
        view,
        viewDate: context.viewDate,
        focused: context.focused,
        rules: pickRules,
        locale,
        months: 2,
        today,
        selection,
        holdsValue: holds(start ? [start] : (value ?? [])),
        marks: options.marks,
        hover: start ? (day) => send({ type: 'day.hover', date: day }) : undefined,
        id: options.id,
      },
      send,
    ),
    presets: presetList.map((preset) => ({
      preset,
      props: {
        type: 'button',
        'aria-pressed': active?.key === preset.key,
        'data-preset': preset.key,
        'data-active': dataAttr(active?.key === preset.key),
        onClick: () => send({ type: 'range.preset', value: preset.range }),
      },
    })),
    customRangeProps: { type: 'button', 'aria-pressed': active === null, 'data-active': dataAttr(active === null) },
    clearProps: { type: 'button', onClick: () => send({ type: 'picker.clear' }) },
    status: start ? `Start ${formatDateText(start, context.format, locale)}: choose the end date` : 'Choose the start date',
    commitText: (text) => send({ type: 'range.input', text }),
  };
}
