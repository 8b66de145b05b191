import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale/de';
import { datePickerMachine } from './date-picker.machine';
import type { DatePickerInput } from './date-picker.types';
import { datePickerModel, pickerClock, pickerRules } from './date-picker.model';
import { checkDate, dayGrid, isDayDisabled, monthGrid, weekdayLabels, yearGrid } from './lib/calendar';
import { defineLocale, getLocale, hasLocale } from './lib/locales';
import { describeModel } from './lib/model-test-kit';

const d = (m: number, day: number, h = 0, min = 0) => new Date(2024, m - 1, day, h, min);
const start = (input: DatePickerInput = {}) => createActor(datePickerMachine, { input: { now: pickerClock, ...input } }).start();

describe('date rules', () => {
  const rules = { minDate: d(6, 5), maxDate: d(6, 25) };
  it('empty is valid; invalid is a date error; min and max clamp with their errors', () => {
    expect(checkDate(null, rules)).toEqual({ value: null, error: null });
    expect(checkDate(new Date(Number.NaN), rules)).toEqual({ value: null, error: 'date' });
    expect(checkDate(d(6, 1), rules)).toEqual({ value: d(6, 5), error: 'minDate' });
    expect(checkDate(d(6, 30), rules)).toEqual({ value: d(6, 25), error: 'maxDate' });
    expect(checkDate(d(6, 25, 23), rules)).toEqual({ value: d(6, 25, 23), error: null });
  });

  it('disables days: picker disabled, outside min/max, disabled weekdays, disabled dates, not in a non-empty enabled list', () => {
    expect(isDayDisabled(d(6, 12), {})).toBe(false);
    expect(isDayDisabled(d(6, 12), { disabled: true })).toBe(true);
    expect(isDayDisabled(d(6, 4), rules)).toBe(true);
    expect(isDayDisabled(d(6, 5), rules)).toBe(false);
    expect(isDayDisabled(d(6, 25, 18), rules)).toBe(false);
    expect(isDayDisabled(d(6, 26), rules)).toBe(true);
    expect(isDayDisabled(d(6, 16), { daysDisabled: [0] })).toBe(true); // a Sunday
    expect(isDayDisabled(d(6, 12), { datesDisabled: [d(6, 12, 15)] })).toBe(true);
    expect(isDayDisabled(d(6, 12), { datesEnabled: [d(6, 13)] })).toBe(true);
    expect(isDayDisabled(d(6, 13), { datesEnabled: [d(6, 13)] })).toBe(false);
    expect(isDayDisabled(d(6, 12), { datesEnabled: [] })).toBe(false);
  });

  it('grids: days 7×6 from Sunday in English, months 3×4, years 4×4 from 7 years before', () => {
    const grid = dayGrid(d(6, 15), getLocale('en'));
    expect(grid).toHaveLength(6);
    expect(grid.every((w) => w.days.length === 7)).toBe(true);
    expect(grid[0]!.days[0]).toEqual(d(5, 26)); // the Sunday before 1 June 2024
    expect(grid[0]!.days.every((day, i) => day.getDay() === i)).toBe(true);
    expect(grid[0]!.week).toBe(22);
    expect(weekdayLabels(getLocale('en'))).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    const months = monthGrid(d(6, 15));
    expect(months.map((r) => r.length)).toEqual([3, 3, 3, 3]);
    expect(months[3]![2]).toEqual(d(12, 1));
    expect(yearGrid(d(6, 15))).toEqual([
      [2017, 2018, 2019, 2020],
      [2021, 2022, 2023, 2024],
      [2025, 2026, 2027, 2028],
      [2029, 2030, 2031, 2032],
    ]);
  });
});

describe('locales', () => {
  it("has 'en' by default, registers others by name, and names the missing one", () => {
    expect(hasLocale('en')).toBe(true);
    expect(() => getLocale('xx')).toThrow('Locale "xx" is not defined, please add it with "defineLocale(...)"');
    defineLocale('de', de);
    expect(dayGrid(d(6, 15), getLocale('de'))[0]!.days[0]!.getDay()).toBe(1); // German weeks start on Monday
  });

  it('a picker given an undefined locale fails with that message', () => {
    const actor = createActor(datePickerMachine, { input: { locale: 'tlh' } });
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect((actor.getSnapshot().error as Error).message).toBe('Locale "tlh" is not defined, please add it with "defineLocale(...)"');
  });
});

describe('datePickerMachine', () => {
  it('validates typed input: empty valid, invalid, before min, after max', () => {
    const actor = start({ rules: pickerRules });
    actor.send({ type: 'date.input', text: '06/12/2024' });
    expect(actor.getSnapshot().context).toMatchObject({ value: d(6, 12), error: null });
    actor.send({ type: 'date.input', text: '' });
    expect(actor.getSnapshot().context).toMatchObject({ value: null, error: null });
    actor.send({ type: 'date.input', text: '31/31/2024' });
    expect(actor.getSnapshot().context).toMatchObject({ value: null, error: 'date' });
    actor.send({ type: 'date.input', text: '01/01/2024' });
    expect(actor.getSnapshot().context).toMatchObject({ value: pickerRules.minDate, error: 'minDate' });
    actor.send({ type: 'value.set', value: d(12, 1) });
    expect(actor.getSnapshot().context).toMatchObject({ value: pickerRules.maxDate, error: 'maxDate' });
  });

  it('opens on the value month (or today), zooms day → month → year and picks back down', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'choosingDay' });
    expect(actor.getSnapshot().context.viewDate).toEqual(pickerClock());
    actor.send({ type: 'view.zoomOut' });
    actor.send({ type: 'view.zoomOut' });
    expect(actor.getSnapshot().value).toEqual({ open: 'choosingYear' });
    actor.send({ type: 'view.next' });
    expect(actor.getSnapshot().context.viewDate.getFullYear()).toBe(2040);
    actor.send({ type: 'year.pick', year: 2026 });
    expect(actor.getSnapshot().value).toEqual({ open: 'choosingMonth' });
    actor.send({ type: 'view.previous' });
    actor.send({ type: 'month.pick', month: 1 });
    expect(actor.getSnapshot().value).toEqual({ open: 'choosingDay' });
    expect(actor.getSnapshot().context.viewDate.getFullYear()).toBe(2025);
    expect(actor.getSnapshot().context.viewDate.getMonth()).toBe(1);
    actor.send({ type: 'view.next' });
    expect(actor.getSnapshot().context.viewDate.getMonth()).toBe(2);
  });

  it('closes once a day is chosen; disabled days cannot be chosen', () => {
    const actor = start({ rules: pickerRules });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.pick', date: d(6, 16) }); // Sunday
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'day.pick', date: d(6, 12, 14) });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toEqual(d(6, 12));
  });

  it('keep-open with the time picker stays open on the same day and closes on another', () => {
    const actor = start({ withTimepicker: true, keepOpen: true, value: d(6, 12, 9) });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'time.change', date: d(6, 12, 18) });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'day.pick', date: d(6, 12) });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.value).toEqual(d(6, 12, 18));
    actor.send({ type: 'day.pick', date: d(6, 13) });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toEqual(d(6, 13, 18));
  });

  it('without keep-open the time picker closes the popup', () => {
    const actor = start({ withTimepicker: true, value: d(6, 12, 9) });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'time.change', date: d(6, 12, 18) });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('Enter or Escape closes; other keys do not; a disabled picker does not open', () => {
    for (const key of ['Enter', 'Escape']) {
      const actor = start();
      actor.send({ type: 'picker.open' });
      actor.send({ type: 'input.keydown', key: 'x' });
      expect(actor.getSnapshot().hasTag('open')).toBe(true);
      actor.send({ type: 'input.keydown', key });
      expect(actor.getSnapshot().value).toBe('closed');
    }
    const disabled = start({ rules: { disabled: true } });
    disabled.send({ type: 'picker.open' });
    expect(disabled.getSnapshot().value).toBe('closed');
  });

  it('Today and Clear buttons', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'picker.today' });
    expect(actor.getSnapshot().context.value).toEqual(d(6, 15));
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'picker.clear' });
    expect(actor.getSnapshot().context.value).toBeNull();
  });
});

describeModel(datePickerModel, { start: (input) => ({ actor: createActor(datePickerMachine, { input: input as DatePickerInput }).start() }) });
