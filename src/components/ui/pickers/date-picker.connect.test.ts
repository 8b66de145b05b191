import type { KeyboardEvent } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { datePickerMachine } from '../../../../machines/date-picker.machine';
import type { DatePickerInput } from '../../../../machines/date-picker.types';
import { connectDatePicker } from './date-picker.connect';

const clock = () => new Date(2024, 5, 15, 10, 30);
const d = (m: number, day: number) => new Date(2024, m - 1, day);

function setup(input: DatePickerInput = {}) {
  const actor = createActor(datePickerMachine, { input: { now: clock, ...input } }).start();
  const api = () => connectDatePicker(actor.getSnapshot(), actor.send, { id: 'dp' });
  return { actor, api };
}
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, altKey: false, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLInputElement>;
const dayButton = (api: ReturnType<typeof connectDatePicker>, iso: string) =>
  api.calendar.monthGrids.flatMap((g) => g.weeks.flatMap((w) => w.days)).find((c) => c.buttonProps?.['data-value'] === iso && c.buttonProps['data-outside-month'] === undefined)!;

describe('connectDatePicker', () => {
  it('buttons speak the picker locale; a label given as a prop wins', () => {
    expect(setup({ locale: 'de' }).api().labels).toEqual({ today: 'Heute', clear: 'Löschen', customRange: 'Benutzerdefiniert', week: 'KW' });
    expect(setup({ locale: 'hi' }).api().labels.today).toBe('आज');
    expect(setup().api().labels.today).toBe('Today');
    const { actor } = setup({ locale: 'de' });
    expect(connectDatePicker(actor.getSnapshot(), actor.send, { id: 'dp', labels: { today: 'Jetzt' } }).labels).toMatchObject({ today: 'Jetzt', clear: 'Löschen' });
  });

  it('closed: input shows the value in the locale pattern, popup state closed', () => {
    const { api } = setup({ value: [d(6, 12)] });
    expect(api()).toMatchObject({ open: false, valueText: '06/12/2024', isoValue: ['2024-06-12'], error: null, placeholder: 'mm/dd/yyyy' });
    expect(api().rootProps['data-state']).toBe('closed');
    expect(api().inputProps).toMatchObject({ 'aria-expanded': false, 'aria-haspopup': 'dialog', 'aria-invalid': false });
  });

  it('Alt+ArrowDown in the input opens the popup through the machine', () => {
    const { api } = setup();
    api().inputProps.onKeyDown({ ...key('ArrowDown'), altKey: true } as unknown as KeyboardEvent<HTMLInputElement>);
    expect(api().open).toBe(true);
  });

  it('day view: a 7×6 grid with week numbers, one focusable cell, ARIA labels and state attributes', () => {
    const { actor, api } = setup({ value: [d(6, 12)], rules: { daysDisabled: [0] } });
    actor.send({ type: 'picker.open' });
    const { calendar } = api();
    expect(calendar.view).toBe('day');
    expect(calendar.title).toBe('June 2024');
    const [grid] = calendar.monthGrids;
    expect(grid!.weeks).toHaveLength(6);
    expect(grid!.weeks.map((w) => w.week)).toEqual([22, 23, 24, 25, 26, 27]);
    expect(grid!.weeks.every((w) => w.days.length === 7)).toBe(true);
    const cells = grid!.weeks.flatMap((w) => w.days);
    expect(cells.filter((c) => c.buttonProps?.tabIndex === 0).map((c) => c.buttonProps!['data-value'])).toEqual(['2024-06-12']);
    const twelfth = dayButton(api(), '2024-06-12');
    expect(twelfth.cellProps['aria-selected']).toBe(true);
    expect(twelfth.buttonProps).toMatchObject({ 'aria-label': 'Wednesday, June 12, 2024', 'data-selected': '', 'data-focused': '' });
    expect(dayButton(api(), '2024-06-15').buttonProps).toMatchObject({ 'aria-current': 'date', 'data-today': '' });
    expect(dayButton(api(), '2024-06-16').buttonProps).toMatchObject({ 'aria-disabled': true, 'data-disabled': '' });
    expect(cells[0]!.buttonProps).toMatchObject({ 'data-value': '2024-05-26', 'data-outside-month': '' });
  });

  it('clicks pick a day; a disabled day sends nothing', () => {
    const { actor, api } = setup({ rules: { daysDisabled: [0] } });
    actor.send({ type: 'picker.open' });
    dayButton(api(), '2024-06-16').buttonProps!.onClick();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    dayButton(api(), '2024-06-18').buttonProps!.onClick();
    expect(api()).toMatchObject({ open: false, isoValue: ['2024-06-18'] });
  });

  it('keys move the focus: arrows, PageDown, Shift+PageUp; other keys pass through', () => {
    const { actor, api } = setup({ value: [d(6, 12)] });
    actor.send({ type: 'picker.open' });
    const press = (k: string, shift = false) => {
      const event = key(k, shift);
      const focusedCell = api().calendar.monthGrids[0]!.weeks.flatMap((w) => w.days).find((c) => c.buttonProps?.tabIndex === 0)!;
      focusedCell.buttonProps!.onKeyDown!(event);
      return event;
    };
    expect(press('ArrowRight').preventDefault).toHaveBeenCalled();
    press('ArrowDown');
    expect(actor.getSnapshot().context.focused).toEqual(d(6, 20));
    press('PageDown');
    expect(api().calendar.title).toBe('July 2024');
    press('PageUp', true);
    expect(api().calendar.title).toBe('July 2023');
    expect(press('Tab').preventDefault).not.toHaveBeenCalled();
  });

  it('month and year views: 3×4 months and 4×4 years from 7 years back, picks zoom back in', () => {
    const { actor, api } = setup({ value: [d(6, 12)] });
    actor.send({ type: 'picker.open' });
    api().calendar.zoomOutProps.onClick();
    expect(api().calendar.monthRows.map((r) => r.length)).toEqual([3, 3, 3, 3]);
    expect(api().calendar.monthRows[1]![2]!.buttonProps).toMatchObject({ 'aria-label': 'Jun 2024', 'data-selected': '', tabIndex: 0 });
    expect(api().calendar.previousProps['aria-label']).toBe('Previous year');
    api().calendar.zoomOutProps.onClick();
    expect(api().calendar.title).toBe('2017 – 2032');
    expect(api().calendar.zoomOutProps.disabled).toBe(true);
    expect(api().calendar.yearRows.flat().map((c) => c.text)[0]).toBe('2017');
    api().calendar.yearRows[0]![1]!.buttonProps.onClick(); // 2018
    expect(api().view).toBe('month');
    api().calendar.monthRows[0]![0]!.buttonProps.onClick(); // January
    expect(api().calendar.title).toBe('January 2018');
  });

  it('errors: typed text out of range is clamped with its message; the input points at it', () => {
    const { api } = setup({ rules: { minDate: d(6, 5) } });
    api().commitText('06/01/2024');
    expect(api().error).toBe('The earliest date is 06/05/2024; it was used instead.');
    expect(api().inputProps).toMatchObject({ 'aria-invalid': true, 'aria-describedby': 'dp-error' });
    api().commitText('nope');
    expect(api().error).toBe('Enter a valid date: mm/dd/yyyy');
  });

  it('Today is disabled when today cannot be chosen; Clear empties; Enter in the input closes', () => {
    const { actor, api } = setup({ value: [d(6, 12)], rules: { maxDate: d(6, 14) } });
    expect(api().todayProps.disabled).toBe(true);
    api().setOpen(true);
    api().inputProps.onKeyDown(key('Enter'));
    expect(api().open).toBe(false);
    api().setOpen(true);
    api().clearProps.onClick();
    expect(actor.getSnapshot().context.value).toEqual([]);
  });

  it('German: Monday first, the locale pattern and month names', () => {
    const { actor, api } = setup({ value: [d(6, 12)], locale: 'de', format: 'dd.MM.yyyy' });
    actor.send({ type: 'picker.open' });
    expect(api().valueText).toBe('12.06.2024');
    expect(api().calendar.title).toBe('Juni 2024');
    expect(api().calendar.weekdays[0]!.short).toBe('Mo');
  });
});
