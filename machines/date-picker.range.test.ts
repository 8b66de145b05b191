import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { datePickerMachine } from './date-picker.machine';
import type { DatePickerInput } from './date-picker.types';
import { pickerClock } from './date-picker.model';
import { checkRange, isDayDisabled, rangeEndLimit, rangeMonths } from './lib/calendar';
import { checkSelection, rulesForPick } from './lib/date-selection';

const d = (m: number, day: number) => new Date(2024, m - 1, day);
/** The date picker in range mode (its model walk, with the single mode's, is in date-picker.machine.test.ts). */
const start = (input: DatePickerInput = {}) => createActor(datePickerMachine, { input: { selectionMode: 'range', now: pickerClock, ...input } }).start();

describe('range rules', () => {
  it('sorts, checks and clamps each bound', () => {
    const rules = { minDate: d(6, 5), maxDate: d(6, 25) };
    expect(checkRange(null, rules)).toEqual({ value: null, error: null });
    expect(checkRange([d(6, 20), d(6, 10)], rules)).toEqual({ value: [d(6, 10), d(6, 20)], error: null });
    expect(checkRange([d(6, 30), d(6, 1)], rules)).toEqual({ value: [d(6, 5), d(6, 25)], error: 'minDate' });
    expect(checkRange([d(6, 10), d(7, 1)], rules)).toEqual({ value: [d(6, 10), d(6, 25)], error: 'maxDate' });
    expect(checkRange([d(6, 10), new Date(Number.NaN)], rules)).toEqual({ value: null, error: 'date' });
  });

  it('caps the range length by the max date', () => {
    expect(rangeEndLimit(d(6, 10), { maxRangeDays: 7 })).toEqual(d(6, 17));
    expect(rangeEndLimit(d(6, 20), { maxRangeDays: 7, maxDate: d(6, 25) })).toEqual(d(6, 25));
    expect(rangeEndLimit(d(6, 10), {})).toBeNull();
    const rules = rulesForPick({ rules: { maxRangeDays: 7 }, start: d(6, 10) });
    expect(isDayDisabled(d(6, 17), rules)).toBe(false);
    expect(isDayDisabled(d(6, 18), rules)).toBe(true);
  });

  it('one check for both modes: single holds one date, range a sorted pair; empty is []', () => {
    const rules = { minDate: d(6, 5), maxDate: d(6, 25) };
    expect(checkSelection('single', [d(6, 1)], rules)).toEqual({ value: [d(6, 5)], error: 'minDate' });
    expect(checkSelection('single', null, rules)).toEqual({ value: [], error: null });
    expect(checkSelection('range', [d(6, 20), d(6, 10)], rules)).toEqual({ value: [d(6, 10), d(6, 20)], error: null });
    expect(checkSelection('range', [d(6, 20), null], rules)).toEqual({ value: [], error: 'date' });
    expect(checkSelection('range', [], rules)).toEqual({ value: [], error: null });
  });

  it('shows two months', () => {
    expect(rangeMonths(d(12, 15))).toEqual([d(12, 1), new Date(2025, 0, 1)]);
  });
});

describe('datePickerMachine in range mode', () => {
  it('first pick starts, a pick on or after completes and closes', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.pick', date: d(6, 10) });
    expect(actor.getSnapshot().value).toEqual({ open: { view: 'choosingDay', selection: 'pickingEnd' } });
    expect(actor.getSnapshot().context.start).toEqual(d(6, 10));
    actor.send({ type: 'day.pick', date: d(6, 10) });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toEqual([d(6, 10), d(6, 10)]);
  });

  it('an earlier pick restarts from that date', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.pick', date: d(6, 10) });
    actor.send({ type: 'day.pick', date: d(6, 8) });
    expect(actor.getSnapshot().context.start).toEqual(d(6, 8));
    actor.send({ type: 'day.pick', date: d(6, 9) });
    expect(actor.getSnapshot().context.value).toEqual([d(6, 8), d(6, 9)]);
  });

  it('resets after completion: the next opening starts a new range', () => {
    const actor = start({ value: [d(6, 1), d(6, 3)] });
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().matches({ open: { selection: 'pickingStart' } })).toBe(true);
    expect(actor.getSnapshot().context.viewDate).toEqual(d(6, 1));
    actor.send({ type: 'day.pick', date: d(6, 20) });
    actor.send({ type: 'picker.close' });
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().context.start).toBeNull();
    expect(actor.getSnapshot().context.value).toEqual([d(6, 1), d(6, 3)]);
  });

  it('refuses ends beyond the maximum range length', () => {
    const actor = start({ rules: { maxRangeDays: 3 } });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.pick', date: d(6, 10) });
    actor.send({ type: 'day.pick', date: d(6, 14) });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'day.pick', date: d(6, 13) });
    expect(actor.getSnapshot().context.value).toEqual([d(6, 10), d(6, 13)]);
  });

  it('typed ranges are sorted and clamped; Escape closes', () => {
    const actor = start({ rules: { minDate: d(6, 5) } });
    actor.send({ type: 'date.input', text: '06/20/2024 - 06/01/2024' });
    expect(actor.getSnapshot().context).toMatchObject({ value: [d(6, 5), d(6, 20)], error: 'minDate' });
    actor.send({ type: 'date.input', text: '' });
    expect(actor.getSnapshot().context).toMatchObject({ value: [], error: null });
    actor.send({ type: 'date.input', text: '06/20/2024' });
    expect(actor.getSnapshot().context.error).toBe('date');
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'input.keydown', key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('presets, hover and focus', () => {
  it('a preset sets the range and closes; the range is checked like a typed one', () => {
    const actor = start({ rules: { minDate: d(6, 10) } });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.pick', date: d(6, 12) });
    actor.send({ type: 'range.preset', value: [d(6, 9), d(6, 15)] });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ value: [d(6, 10), d(6, 15)], error: 'minDate', start: null });
  });

  it('hover previews while open and is forgotten on completion', () => {
    const actor = start();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'day.pick', date: d(6, 12) });
    actor.send({ type: 'day.hover', date: d(6, 14) });
    expect(actor.getSnapshot().context.hovered).toEqual(d(6, 14));
    actor.send({ type: 'day.pick', date: d(6, 14) });
    expect(actor.getSnapshot().context.hovered).toBeNull();
  });

  it('the focus may roam both months; past the second the pair turns by one month', () => {
    const actor = start({ value: [d(6, 3), d(6, 5)] });
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'focus.move', date: d(7, 20) });
    expect(actor.getSnapshot().context.viewDate.getMonth()).toBe(5);
    actor.send({ type: 'focus.move', date: d(8, 1) });
    expect(actor.getSnapshot().context.viewDate).toEqual(d(7, 1));
  });
});
