/** Models of the date, date-range and time pickers. */
import { dateRangePickerMachine } from './date-range-picker.machine';
import { datePickerMachine } from './date-picker.machine';
import type { MachineModel } from '../tools/machines/model-coverage';
import { timePickerMachine } from './time-picker.machine';

/** June 2024, with Sundays disabled and 5–25 June allowed. */
export const pickerClock = () => new Date(2024, 5, 15, 10, 30);
export const pickerRules = { minDate: new Date(2024, 5, 5), maxDate: new Date(2024, 5, 25), daysDisabled: [0] };

const calendarEvents = [
  { type: 'picker.open' },
  { type: 'picker.close' },
  { type: 'input.keydown', key: 'Enter' },
  { type: 'input.keydown', key: 'a' },
  { type: 'view.previous' },
  { type: 'view.next' },
  { type: 'view.zoomOut' },
  { type: 'year.pick', year: 2024 },
  { type: 'month.pick', month: 5 },
  { type: 'focus.move', date: new Date(2024, 6, 20) },
  { type: 'picker.clear' },
];
const project = (s: { value: unknown; context: Record<string, unknown> }, keys: string[]) =>
  JSON.stringify([s.value, ...keys.map((k) => s.context[k])]);

export const datePickerModel: MachineModel = {
  name: 'date-picker',
  machine: datePickerMachine,
  inputs: [
    { rules: pickerRules, now: pickerClock },
    { rules: pickerRules, now: pickerClock, withTimepicker: true, keepOpen: true, value: new Date(2024, 5, 12, 9, 0) },
  ],
  events: [
    ...calendarEvents,
    { type: 'day.pick', date: new Date(2024, 5, 12) },
    { type: 'day.pick', date: new Date(2024, 5, 13) },
    { type: 'day.pick', date: new Date(2024, 5, 16) },
    { type: 'date.input', text: '06/01/2024' },
    { type: 'date.input', text: 'not a date' },
    { type: 'value.set', value: new Date(2024, 5, 12, 9, 0) },
    { type: 'time.change', date: new Date(2024, 5, 12, 18, 0) },
    { type: 'time.change', date: new Date(2024, 5, 14, 18, 0) },
    { type: 'picker.today' },
  ],
  // The view page is free to wander; value, error and state are what count.
  serializeState: (s) => project(s, ['value', 'error']),
};

export const dateRangePickerModel: MachineModel = {
  name: 'date-range-picker',
  machine: dateRangePickerMachine,
  input: { rules: { ...pickerRules, maxRangeDays: 7 }, now: pickerClock },
  events: [
    ...calendarEvents,
    { type: 'day.pick', date: new Date(2024, 5, 12) },
    { type: 'day.pick', date: new Date(2024, 5, 10) },
    { type: 'day.pick', date: new Date(2024, 5, 14) },
    { type: 'day.pick', date: new Date(2024, 5, 24) },
    { type: 'range.input', text: '06/20/2024 - 06/01/2024' },
    { type: 'range.preset', value: [new Date(2024, 5, 9), new Date(2024, 5, 15)] },
    { type: 'day.hover', date: new Date(2024, 5, 13) },
    { type: 'value.set', value: null },
  ],
  serializeState: (s) => project(s, ['value', 'start', 'error']),
};

export const timePickerModel: MachineModel = {
  name: 'time-picker',
  machine: timePickerMachine,
  input: { value: new Date(2024, 5, 15, 10, 30), min: new Date(2024, 5, 15, 8, 0), max: new Date(2024, 5, 15, 20, 0), now: pickerClock },
  events: [
    { type: 'hours.input', text: '11' },
    { type: 'hours.input', text: '13' },
    { type: 'minutes.input', text: '45' },
    { type: 'seconds.input', text: '70' },
    { type: 'seconds.input', text: '20' },
    { type: 'time.step', unit: 'hours', direction: 1 },
    { type: 'meridian.toggle' },
    { type: 'value.set', value: new Date(2024, 5, 15, 10, 30) },
  ],
  serializeState: (s) => project(s, ['invalidUnits', 'rejected']),
};
