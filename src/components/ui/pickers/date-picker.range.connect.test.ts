import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { datePickerMachine } from '../../../../machines/date-picker.machine';
import type { DatePickerInput } from '../../../../machines/date-picker.types';
import { connectDatePicker } from './date-picker.connect';

const clock = () => new Date(2024, 5, 15, 10, 30);
const d = (m: number, day: number) => new Date(2024, m - 1, day);

function setup(input: DatePickerInput = {}, presets = true) {
  const actor = createActor(datePickerMachine, { input: { selectionMode: 'range', now: clock, ...input } }).start();
  const api = () => connectDatePicker(actor.getSnapshot(), actor.send, { id: 'rp', presets });
  const cell = (iso: string) =>
    api()
      .calendar.monthGrids.flatMap((g) => g.weeks.flatMap((w) => w.days))
      .find((c) => c.buttonProps?.['data-value'] === iso)!;
  return { actor, api, cell };
}

describe('connectDatePicker in range mode', () => {
  it('shows two months side by side; padding days of each month stay empty', () => {
    const { actor, api } = setup({ value: [d(6, 9), d(6, 15)] });
    actor.send({ type: 'picker.open' });
    const { calendar } = api();
    expect(calendar.monthGrids.map((g) => g.title)).toEqual(['June 2024', 'July 2024']);
    const first = calendar.monthGrids[0]!.weeks[0]!.days[0]!;
    expect(first).toMatchObject({ text: '', buttonProps: null });
    expect(first.cellProps['data-outside-month']).toBe('');
    const focusable = calendar.monthGrids.flatMap((g) => g.weeks.flatMap((w) => w.days)).filter((c) => c.buttonProps?.tabIndex === 0);
    expect(focusable.map((c) => c.buttonProps!['data-value'])).toEqual(['2024-06-09']);
  });

  it('marks the range: start, end, days between', () => {
    const { cell, actor } = setup({ value: [d(6, 9), d(6, 15)] });
    actor.send({ type: 'picker.open' });
    expect(cell('2024-06-09').buttonProps).toMatchObject({ 'data-range-start': '', 'data-in-range': '', 'data-selected': '' });
    expect(cell('2024-06-12').buttonProps).toMatchObject({ 'data-in-range': '' });
    expect(cell('2024-06-12').buttonProps!['data-selected']).toBeUndefined();
    expect(cell('2024-06-15').buttonProps).toMatchObject({ 'data-range-end': '' });
    expect(cell('2024-06-16').buttonProps!['data-in-range']).toBeUndefined();
  });

  it('half-picked: the start is marked, the hovered day previews the end, earlier days do not', () => {
    const { actor, api, cell } = setup();
    actor.send({ type: 'picker.open' });
    cell('2024-06-10').buttonProps!.onClick();
    expect(api()).toMatchObject({ halfPicked: true, status: 'Start 06/10/2024: choose the end date' });
    expect(api().rootProps['data-half-picked']).toBe('');
    cell('2024-06-13').buttonProps!.onPointerEnter!();
    expect(cell('2024-06-12').buttonProps!['data-preview']).toBe('');
    expect(cell('2024-06-13').buttonProps!['data-range-end']).toBe('');
    expect(cell('2024-06-14').buttonProps!['data-preview']).toBeUndefined();
    cell('2024-06-08').buttonProps!.onPointerEnter!();
    expect(cell('2024-06-09').buttonProps!['data-preview']).toBeUndefined();
    cell('2024-06-13').buttonProps!.onClick();
    expect(api()).toMatchObject({ open: false, halfPicked: false, isoValue: ['2024-06-10', '2024-06-13'], valueText: '06/10/2024 - 06/13/2024' });
  });

  it('with a maximum length, days past it are disabled while the end is chosen', () => {
    const { actor, cell } = setup({ rules: { maxRangeDays: 3 } });
    actor.send({ type: 'picker.open' });
    cell('2024-06-10').buttonProps!.onClick();
    expect(cell('2024-06-13').buttonProps!['aria-disabled']).toBeUndefined();
    expect(cell('2024-06-14').buttonProps!['aria-disabled']).toBe(true);
  });

  it('presets: the matching one is pressed, Custom Range otherwise; a click sets the range and closes', () => {
    const { actor, api } = setup({ value: [d(6, 9), d(6, 15)] });
    expect(api().presets.map((p) => p.preset.label)).toEqual(['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month']);
    expect(api().presets.find((p) => p.props['aria-pressed'])!.preset.key).toBe('last7Days');
    expect(api().customRangeProps['aria-pressed']).toBe(false);
    actor.send({ type: 'picker.open' });
    api().presets[5]!.props.onClick();
    expect(api()).toMatchObject({ open: false, isoValue: ['2024-05-01', '2024-05-31'] });
    api().commitText('06/02/2024 - 06/04/2024');
    expect(api().customRangeProps['aria-pressed']).toBe(true);
    expect(setup({}, false).api().presets).toEqual([]);
  });

  it('typed ranges: sorted, clamped with the message; text that is no range gives the range hint', () => {
    const { api } = setup({ rules: { maxDate: d(6, 20) } });
    api().commitText('06/25/2024 - 06/18/2024');
    expect(api()).toMatchObject({ isoValue: ['2024-06-18', '2024-06-20'], error: 'The latest date is 06/20/2024; it was used instead.' });
    api().commitText('06/18/2024');
    expect(api().error).toBe('Enter a valid date range: mm/dd/yyyy - mm/dd/yyyy');
    expect(api().inputProps.placeholder).toBe('mm/dd/yyyy - mm/dd/yyyy');
  });

  it('keyboard focus crosses into the second month without turning the page, then turns one month', () => {
    const { actor, api } = setup({ value: [d(6, 28), d(6, 29)] });
    actor.send({ type: 'picker.open' });
    const focused = () => api().calendar.monthGrids.flatMap((g) => g.weeks.flatMap((w) => w.days)).find((c) => c.buttonProps?.tabIndex === 0)!;
    const press = (key: string) => focused().buttonProps!.onKeyDown!({ key, shiftKey: false, preventDefault: () => {} } as never);
    press('ArrowDown');
    expect(focused().buttonProps!['data-value']).toBe('2024-07-05');
    expect(api().calendar.monthGrids[0]!.title).toBe('June 2024');
    press('PageDown');
    expect(api().calendar.monthGrids.map((g) => g.title)).toEqual(['July 2024', 'August 2024']);
  });
});
