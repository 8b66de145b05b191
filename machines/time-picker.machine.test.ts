import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pickerClock, timePickerModel } from './date-picker.model';
import { describeModel } from '../tools/machines/model-test-kit';
import { parseTimeUnit, TIME_STEPS, timePickerMachine, wrapUnit } from './time-picker.machine';
import type { TimePickerInput } from './time-picker.machine';

const t = (h: number, m = 0, s = 0) => new Date(2024, 5, 15, h, m, s);
const start = (input: TimePickerInput = {}) => createActor(timePickerMachine, { input: { now: pickerClock, ...input } }).start();

describe('time limits', () => {
  it('hours 0–24 (0–12 with meridian), minutes and seconds 0–60', () => {
    expect(parseTimeUnit('24', 'hours', false)).toBe(24);
    expect(parseTimeUnit('25', 'hours', false)).toBeNull();
    expect(parseTimeUnit('12', 'hours', true)).toBe(12);
    expect(parseTimeUnit('13', 'hours', true)).toBeNull();
    expect(parseTimeUnit('60', 'minutes', true)).toBe(60);
    expect(parseTimeUnit('61', 'seconds', true)).toBeNull();
    expect(parseTimeUnit('-1', 'minutes', true)).toBeNull();
    expect(parseTimeUnit('ab', 'minutes', true)).toBeNull();
  });
  it('steps 1 hour, 5 minutes, 10 seconds', () => {
    expect(TIME_STEPS).toEqual({ hours: 1, minutes: 5, seconds: 10 });
  });
});

describe('timePickerMachine', () => {
  it('steps by the defaults', () => {
    const actor = start({ value: t(10, 30, 0) });
    actor.send({ type: 'time.step', unit: 'hours', direction: 1 });
    actor.send({ type: 'time.step', unit: 'minutes', direction: -1 });
    actor.send({ type: 'time.step', unit: 'seconds', direction: 1 });
    expect(actor.getSnapshot().context.value).toEqual(t(11, 25, 10));
  });

  it('typed hours follow AM/PM with the meridian; the toggle adds or removes 12 hours', () => {
    const actor = start({ value: t(14, 0) });
    actor.send({ type: 'hours.input', text: '3' });
    expect(actor.getSnapshot().context.value).toEqual(t(15, 0));
    actor.send({ type: 'meridian.toggle' });
    expect(actor.getSnapshot().context.value).toEqual(t(3, 0));
    const h24 = start({ value: t(14, 0), showMeridian: false });
    h24.send({ type: 'hours.input', text: '3' });
    expect(h24.getSnapshot().context.value).toEqual(t(3, 0));
  });

  it('marks invalid typed text and recovers when fixed', () => {
    const actor = start({ value: t(10) });
    actor.send({ type: 'minutes.input', text: '75' });
    expect(actor.getSnapshot().value).toBe('invalidInput');
    expect(actor.getSnapshot().context.invalidUnits).toEqual(['minutes']);
    expect(actor.getSnapshot().context.value).toEqual(t(10));
    actor.send({ type: 'minutes.input', text: '15' });
    expect(actor.getSnapshot().value).toBe('valid');
    expect(actor.getSnapshot().context.value).toEqual(t(10, 15));
  });

  it('rejects times outside min/max and keeps the value', () => {
    const actor = start({ value: t(19, 30), min: t(8), max: t(20) });
    actor.send({ type: 'time.step', unit: 'hours', direction: 1 });
    expect(actor.getSnapshot().value).toBe('outOfRange');
    expect(actor.getSnapshot().context.value).toEqual(t(19, 30));
    actor.send({ type: 'meridian.toggle' });
    expect(actor.getSnapshot().context.value).toEqual(t(19, 30)); // 07:30 is before min
    actor.send({ type: 'hours.input', text: '8' }); // 8 PM with the meridian: 20:30, after max
    expect(actor.getSnapshot().value).toBe('outOfRange');
    actor.send({ type: 'minutes.input', text: '0' });
    expect(actor.getSnapshot().value).toBe('valid');
    expect(actor.getSnapshot().context.value).toEqual(t(19, 0));
  });

  it('starts from the clock when there is no value', () => {
    const actor = start();
    actor.send({ type: 'minutes.input', text: '5' });
    expect(actor.getSnapshot().context.value).toEqual(t(10, 5));
  });
});

describeModel(timePickerModel, { start: (input) => ({ actor: createActor(timePickerMachine, { input: input as TimePickerInput }).start() }) });

describe('the day stays', () => {
  it('typed 24 hours, 60 minutes or 60 seconds read as 0 of the same day', () => {
    const actor = start({ value: t(14, 30, 20), showMeridian: false });
    actor.send({ type: 'hours.input', text: '24' });
    expect(actor.getSnapshot().context.value).toEqual(t(0, 30, 20));
    actor.send({ type: 'minutes.input', text: '60' });
    actor.send({ type: 'seconds.input', text: '60' });
    expect(actor.getSnapshot().context.value).toEqual(t(0, 0, 0));
  });

  it('steps carry into the next unit but wrap round midnight', () => {
    const actor = start({ value: t(23, 58, 55), showMeridian: false });
    actor.send({ type: 'time.step', unit: 'minutes', direction: 1 });
    expect(actor.getSnapshot().context.value).toEqual(t(0, 3, 55));
    actor.send({ type: 'time.step', unit: 'hours', direction: -1 });
    expect(actor.getSnapshot().context.value).toEqual(t(23, 3, 55));
    actor.send({ type: 'time.step', unit: 'seconds', direction: 1 });
    expect(actor.getSnapshot().context.value).toEqual(t(23, 4, 5));
    expect(wrapUnit(t(0, 0, 5), 'seconds', -10)).toEqual(t(23, 59, 55));
  });
});
