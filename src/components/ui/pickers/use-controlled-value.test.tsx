import { act, render } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { timePickerMachine } from '../../../../machines/time-picker.machine';
import { useControlledValue } from './use-controlled-value';

const t = (h: number, m = 0) => new Date(2024, 5, 15, h, m);
const keyOf = (d: Date | null) => (d ? String(d.getTime()) : '');

function setup(initial: Date) {
  const actor = createActor(timePickerMachine, { input: { value: initial, showMeridian: false } }).start();
  const onChange = vi.fn();
  function Probe({ value }: { value: Date | null }) {
    useControlledValue(actor, (s) => s.context.value, keyOf, keyOf(value), () => actor.send({ type: 'value.set', value }), onChange);
    return null;
  }
  const view = render(<Probe value={initial} />);
  return { actor, onChange, rerender: (value: Date | null) => view.rerender(<Probe value={value} />) };
}

describe('useControlledValue', () => {
  it('a new prop goes into the machine without an onChange echo', () => {
    const { actor, onChange, rerender } = setup(t(10));
    rerender(t(12));
    expect(actor.getSnapshot().context.value).toEqual(t(12));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("the machine's own changes are reported once", () => {
    const { actor, onChange } = setup(t(10));
    act(() => actor.send({ type: 'time.step', unit: 'minutes', direction: 1 }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(t(10, 5));
    act(() => actor.send({ type: 'minutes.input', text: '99' })); // invalid text: the value stays
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a prop the machine refuses is reported back as what the machine kept', () => {
    const actor = createActor(timePickerMachine, { input: { value: t(10), min: t(8), max: t(20), showMeridian: false } }).start();
    const onChange = vi.fn();
    function Probe({ value }: { value: Date | null }) {
      useControlledValue(actor, (s) => s.context.value, keyOf, keyOf(value), () => actor.send({ type: 'value.set', value }), onChange);
      return null;
    }
    const view = render(<Probe value={t(10)} />);
    view.rerender(<Probe value={t(22)} />); // after max: refused, the machine keeps 10:00
    expect(actor.getSnapshot().context.value).toEqual(t(10));
    expect(onChange).not.toHaveBeenCalled(); // nothing changed in the machine, so nothing to report
  });
});
