/** Models of the date picker (both selection modes) and the time picker. */
import { datePickerMachine } from './date-picker.machine';
import type { MachineModel } from '../tools/machines/model-coverage';
import { timePickerMachine } from './time-picker.machine';

/** June 2024, with Sundays disabled and 5–25 June allowed. */
export const pickerClock = () => new Date(2024, 5, 15, 10, 30);
export const pickerRules = { minDate: new Date(2024, 5, 5), maxDate: new Date(2024, 5, 25), daysDisabled: [0] };

const project = (s: { value: unknown; context: Record<string, unknown> }, keys: string[]) =>
  JSON.stringify([s.value, ...keys.map((k) => s.context[k])]);

/** Walks both modes: single (plain, and keep-open with the time picker) and range (at most 7 days). */
export const datePickerModel: MachineModel = {
  name: 'date-picker',
  machine: datePickerMachine,
  inputs: [
    { rules: pickerRules, now: pickerClock },
    { rules: pickerRules, now: pickerClock, withTimepicker: true, keepOpen: true, value: [new Date(2024, 5, 12, 9, 0)] },
    { selectionMode: 'range', rules: { ...pickerRules, maxRangeDays: 7 }, now: pickerClock },
  ],
  events: [
    { type: 'picker.open' },
    { type: 'picker.close' },
    { type: 'input.keydown', key: 'Enter' },
    { type: 'input.keydown', key: 'ArrowDown', altKey: true },
    { type: 'view.previous' },
    { type: 'view.next' },
    { type: 'view.zoomOut' },
    { type: 'year.pick', year: 2024 },
    { type: 'month.pick', month: 5 },
    { type: 'focus.move', date: new Date(2024, 6, 20) },
    { type: 'grid.keydown', key: 'ArrowRight' },
    { type: 'picker.clear' },
    { type: 'day.pick', date: new Date(2024, 5, 12) },
    { type: 'day.pick', date: new Date(2024, 5, 10) },
    { type: 'day.pick', date: new Date(2024, 5, 14) },
    { type: 'day.pick', date: new Date(2024, 5, 16) },
    { type: 'date.input', text: 'not a date' },
    { type: 'date.input', text: '06/20/2024 - 06/01/2024' },
    { type: 'value.set', value: [new Date(2024, 5, 12, 9, 0)] },
    { type: 'time.change', date: new Date(2024, 5, 12, 18, 0) },
    { type: 'time.change', date: new Date(2024, 5, 14, 18, 0) },
    { type: 'picker.today' },
    { type: 'range.preset', value: [new Date(2024, 5, 9), new Date(2024, 5, 15)] },
    { type: 'day.hover', date: new Date(2024, 5, 13) },
  ],
  // The view page is free to wander; the mode, value, half-picked start, error and state are what count.
  serializeState: (s) => project(s, ['selectionMode', 'value', 'start', 'error']),
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
