import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { de } from 'date-fns/locale/de';
import { datePickerMachine } from './date-picker.machine';
import type { DatePickerInput } from './date-picker.types';
import { datePickerModel, pickerClock, pickerRules } from './date-picker.model';
import { checkDate, dayGrid, fromIsoDate, isDayDisabled, matchingPreset, monthGrid, rangePresets, toIsoDate, weekdayLabels, yearGrid } from './lib/calendar';
import { defineLocale, getLocale, hasLocale, inputFormat } from './lib/locales';
import { focusTarget, revealFocus } from './lib/picker-view';
import { describeModel } from '../tools/machines/model-test-kit';

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
    expect(actor.getSnapshot().context).toMatchObject({ value: [d(6, 12)], error: null });
    actor.send({ type: 'date.input', text: '' });
    expect(actor.getSnapshot().context).toMatchObject({ value: [], error: null });
    actor.send({ type: 'date.input', text: '31/31/2024' });
    expect(actor.getSnapshot().context).toMatchObject({ value: [], error: 'date' });
    actor.send({ type: 'date.input', text: '01/01/2024' });
    expect(actor.getSnapshot().context).toMatchObject({ value: [pickerRules.minDate], error: 'minDate' });
    actor.send({ type: 'value.set', value: [d(12, 1)] });
    expect(actor.getSnapshot().context).toMatchObject({ value: [pickerRules.maxDate], error: 'maxDate' });
  });

  it('opens on the value month (or today), zooms day → month → year and picks back down', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().value).toEqual({ open: { view: 'choosingDay', selection: 'pickingStart' } });
    expect(actor.getSnapshot().context.viewDate).toEqual(pickerClock());
    actor.send({ type: 'view.zoomOut' });
    actor.send({ type: 'view.zoomOut' });
    expect(actor.getSnapshot().value).toEqual({ open: { view: 'choosingYear', selection: 'pickingStart' } });
    actor.send({ type: 'view.next' });
    expect(actor.getSnapshot().context.viewDate.getFullYear()).toBe(2040);
    actor.send({ type: 'year.pick', year: 2026 });
    expect(actor.getSnapshot().value).toEqual({ open: { view: 'choosingMonth', selection: 'pickingStart' } });
    actor.send({ type: 'view.previous' });
    actor.send({ type: 'month.pick', month: 1 });
    expect(actor.getSnapshot().value).toEqual({ open: { view: 'choosingDay', selection: 'pickingStart' } });
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
    expect(actor.getSnapshot().context.value).toEqual([d(6, 12)]);
  });

  it('keep-open with the time picker stays open on the same day and closes on another', () => {
    const actor = start({ withTimepicker: true, keepOpen: true, value: [d(6, 12, 9)] });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'time.change', date: d(6, 12, 18) });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'day.pick', date: d(6, 12) });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.value).toEqual([d(6, 12, 18)]);
    actor.send({ type: 'day.pick', date: d(6, 13) });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toEqual([d(6, 13, 18)]);
  });

  it('without keep-open the time picker closes the popup', () => {
    const actor = start({ withTimepicker: true, value: [d(6, 12, 9)] });
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

  it('range-only events leave a single picker alone', () => {
    const actor = start({ value: [d(6, 12)] });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.hover', date: d(6, 14) });
    actor.send({ type: 'range.preset', value: [d(6, 9), d(6, 15)] });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ value: [d(6, 12)], hovered: null });
  });

  it('Today and Clear buttons', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'picker.today' });
    expect(actor.getSnapshot().context.value).toEqual([d(6, 15)]);
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'picker.clear' });
    expect(actor.getSnapshot().context.value).toEqual([]);
  });
});

describeModel(datePickerModel, { start: (input) => ({ actor: createActor(datePickerMachine, { input: input as DatePickerInput }).start() }) });

describe('keyboard focus', () => {
  it('moves the focused cell and turns the page to keep it visible', () => {
    const actor = start({ value: [d(6, 12)] });
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 12));
    actor.send({ type: 'focus.move', date: d(6, 30) });
    expect(actor.getSnapshot().context.viewDate.getMonth()).toBe(5);
    actor.send({ type: 'focus.move', date: d(7, 1) });
    expect(actor.getSnapshot().context.focused).toEqual(d(7, 1));
    expect(actor.getSnapshot().context.viewDate.getMonth()).toBe(6);
    actor.send({ type: 'view.previous' });
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 1));
    actor.send({ type: 'view.zoomOut' });
    actor.send({ type: 'focus.move', date: new Date(2025, 1, 1) });
    expect(actor.getSnapshot().context.viewDate.getFullYear()).toBe(2025);
    actor.send({ type: 'month.pick', month: 3 });
    expect(actor.getSnapshot().context.focused).toEqual(new Date(2025, 3, 1));
  });

  it('the grid keys are mapped in the machine: arrows and pages move the focus by view, other keys do nothing', () => {
    const actor = start({ value: [d(6, 15)] });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'grid.keydown', key: 'ArrowDown' });
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 22));
    actor.send({ type: 'grid.keydown', key: 'ArrowDown' });
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 29));
    actor.send({ type: 'grid.keydown', key: 'ArrowRight' });
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 30));
    actor.send({ type: 'grid.keydown', key: 'ArrowRight' });
    expect(actor.getSnapshot().context.focused).toEqual(d(7, 1));
    expect(actor.getSnapshot().context.viewDate.getMonth()).toBe(6);
    actor.send({ type: 'grid.keydown', key: 'PageUp', shiftKey: true });
    expect(actor.getSnapshot().context.focused).toEqual(new Date(2023, 6, 1));
    const before = actor.getSnapshot();
    actor.send({ type: 'grid.keydown', key: 'x' });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'view.zoomOut' });
    actor.send({ type: 'grid.keydown', key: 'ArrowDown' });
    expect(actor.getSnapshot().context.focused).toEqual(new Date(2023, 9, 1)); // months move by a row of 3
  });

  it('weeks start on the locale\'s first day: Home in German goes to Monday', () => {
    const actor = start({ value: [d(6, 15)], locale: 'de' });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'grid.keydown', key: 'Home' });
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 10));
  });

  it('Alt+ArrowDown in the input opens; a plain ArrowDown does not', () => {
    const actor = start();
    actor.send({ type: 'input.keydown', key: 'ArrowDown' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'input.keydown', key: 'ArrowDown', altKey: true });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    const disabled = start({ rules: { disabled: true } });
    disabled.send({ type: 'input.keydown', key: 'ArrowDown', altKey: true });
    expect(disabled.getSnapshot().value).toBe('closed');
  });

  it('the year page turns by 16 years only when the focus leaves it', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'view.zoomOut' });
    actor.send({ type: 'view.zoomOut' });
    actor.send({ type: 'focus.move', date: new Date(2032, 5, 15) });
    expect(yearGrid(actor.getSnapshot().context.viewDate)[0]![0]).toBe(2017);
    actor.send({ type: 'focus.move', date: new Date(2033, 5, 15) });
    expect(yearGrid(actor.getSnapshot().context.viewDate)[0]![0]).toBe(2033);
    actor.send({ type: 'focus.move', date: new Date(2016, 5, 15) });
    expect(yearGrid(actor.getSnapshot().context.viewDate)[0]![0]).toBe(2001);
  });
});

describe('focusTarget (keys of the date picker dialog pattern)', () => {
  const june15 = d(6, 15); // a Saturday
  const key = (k: string, shiftKey = false) => focusTarget(june15, june15, 'day', { key: k, shiftKey });
  it('days: arrows, PageUp/PageDown months, Shift+PageUp/PageDown years, Home/End of the week', () => {
    expect(key('ArrowLeft')).toEqual(d(6, 14));
    expect(key('ArrowRight')).toEqual(d(6, 16));
    expect(key('ArrowUp')).toEqual(d(6, 8));
    expect(key('ArrowDown')).toEqual(d(6, 22));
    expect(key('PageUp')).toEqual(d(5, 15));
    expect(key('PageDown')).toEqual(d(7, 15));
    expect(key('PageUp', true)).toEqual(new Date(2023, 5, 15));
    expect(key('PageDown', true)).toEqual(new Date(2025, 5, 15));
    expect(key('Home')).toEqual(d(6, 9));
    expect(key('End')).toEqual(d(6, 15));
    expect(focusTarget(june15, june15, 'day', { key: 'Home' }, 1)).toEqual(d(6, 10));
    expect(key('a')).toBeNull();
  });
  it('months and years', () => {
    expect(focusTarget(june15, june15, 'month', { key: 'ArrowDown' })).toEqual(d(9, 15));
    expect(focusTarget(june15, june15, 'month', { key: 'End' })).toEqual(d(12, 15));
    expect(focusTarget(june15, june15, 'year', { key: 'ArrowUp' })).toEqual(new Date(2020, 5, 15));
    expect(focusTarget(june15, june15, 'year', { key: 'Home' })).toEqual(new Date(2017, 5, 15));
    expect(focusTarget(june15, june15, 'year', { key: 'PageDown' })).toEqual(new Date(2040, 5, 15));
  });
  it('revealFocus keeps two months of a range in view', () => {
    expect(revealFocus(d(6, 1), d(7, 31), 'day', 2)).toEqual(d(6, 1));
    expect(revealFocus(d(6, 1), d(8, 2), 'day', 2)).toEqual(d(7, 1));
    expect(revealFocus(d(6, 1), d(5, 31), 'day', 2)).toEqual(d(5, 1));
  });
});

describe('ISO days and presets', () => {
  it('converts ISO days both ways and refuses days that do not exist', () => {
    expect(toIsoDate(d(6, 5, 13))).toBe('2024-06-05');
    expect(fromIsoDate('2024-06-05')).toEqual(d(6, 5));
    expect(fromIsoDate('2024-02-30')).toBeNull();
    expect(fromIsoDate('06/05/2024')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
  });
  it('presets are relative to the clock', () => {
    const presets = rangePresets(pickerClock());
    expect(presets.map((p) => [p.label, toIsoDate(p.range[0]), toIsoDate(p.range[1])])).toEqual([
      ['Today', '2024-06-15', '2024-06-15'],
      ['Yesterday', '2024-06-14', '2024-06-14'],
      ['Last 7 Days', '2024-06-09', '2024-06-15'],
      ['Last 30 Days', '2024-05-17', '2024-06-15'],
      ['This Month', '2024-06-01', '2024-06-15'],
      ['Last Month', '2024-05-01', '2024-05-31'],
    ]);
    expect(matchingPreset([d(6, 9), d(6, 15)], presets)?.key).toBe('last7Days');
    expect(matchingPreset([d(6, 9), d(6, 14)], presets)).toBeNull();
  });
  it('hi and de are registered with their input patterns', () => {
    expect(hasLocale('hi')).toBe(true);
    expect(inputFormat('de')).toBe('dd.MM.yyyy');
    expect(inputFormat('en')).toBe('MM/dd/yyyy');
  });
});
