import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { timePickerMachine } from '../../../../machines/time-picker.machine';
import type { TimePickerInput } from '../../../../machines/time-picker.machine';
import { connectTimePicker } from './time-picker.connect';

const t = (h: number, m = 0, s = 0) => new Date(2024, 5, 15, h, m, s);

function setup(input: TimePickerInput = {}, options = {}) {
  const actor = createActor(timePickerMachine, { input: { now: () => t(10, 30), ...input } }).start();
  return { actor, api: () => connectTimePicker(actor.getSnapshot(), actor.send, options) };
}

describe('connectTimePicker', () => {
  it('segments as spin buttons with 12-hour hours and AM/PM', () => {
    const { api } = setup({ value: t(14, 5, 0) });
    expect(api().segments.map((s) => s.text)).toEqual(['02', '05', '00']);
    expect(api().segments[0]!.inputProps).toMatchObject({ role: 'spinbutton', 'aria-label': 'Hours', 'aria-valuenow': 2, 'aria-valuemin': 0, 'aria-valuemax': 12 });
    expect(api().meridian).toBe('PM');
    expect(api().rootProps).toMatchObject({ role: 'group', 'aria-label': 'Time', 'data-state': 'valid' });
  });

  it('24-hour clock without seconds', () => {
    const { api } = setup({ value: t(14, 5), showMeridian: false }, { showSeconds: false });
    expect(api().segments.map((s) => [s.unit, s.text])).toEqual([
      ['hours', '14'],
      ['minutes', '05'],
    ]);
    expect(api().segments[0]!.inputProps['aria-valuemax']).toBe(24);
  });

  it('arrow keys step by 1 h / 5 min / 10 s, PageUp by five steps; ▲ ▼ and the meridian button', () => {
    const { actor, api } = setup({ value: t(10, 30, 0) });
    const keyOn = (i: number, key: string) => {
      const preventDefault = vi.fn();
      api().segments[i]!.inputProps.onKeyDown({ key, preventDefault } as never);
      return preventDefault;
    };
    expect(keyOn(0, 'ArrowUp')).toHaveBeenCalled();
    keyOn(1, 'PageUp');
    keyOn(2, 'ArrowDown');
    expect(actor.getSnapshot().context.value).toEqual(t(11, 54, 50));
    expect(keyOn(1, 'a')).not.toHaveBeenCalled();
    api().segments[1]!.decrementProps.onClick();
    api().meridianProps.onClick();
    expect(actor.getSnapshot().context.value).toEqual(t(23, 49, 50));
  });

  it('typed text: out of range marks the unit; outside min/max names the limits', () => {
    const { api } = setup({ value: t(19, 30), min: t(8), max: t(20) });
    api().segments[1]!.type('75');
    expect(api().segments[1]).toMatchObject({ invalid: true });
    expect(api().error).toBe('Enter hours 0–12, minutes and seconds 0–60');
    api().segments[1]!.type('30');
    api().segments[0]!.incrementProps.onClick();
    expect(api().error).toBe('Choose a time from 08:00:00 AM until 08:00:00 PM');
    expect(api().rootProps['data-invalid']).toBe('');
  });
});
