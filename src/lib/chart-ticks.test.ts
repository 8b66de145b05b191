import { describe, expect, it } from 'vitest';
import { clockAxis, distinctTicks, evenTicks } from './chart-ticks';

describe('chart ticks', () => {
  it('spreads ticks evenly, both ends included; one where the ends meet', () => {
    expect(evenTicks(0, 1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(evenTicks(0, 10, 3)).toEqual([0, 5, 10]);
    expect(evenTicks(7, 7)).toEqual([7]);
  });

  it('keeps one tick of neighbours that read the same: points within a minute are not five ticks of one time', () => {
    const ticks = evenTicks(Date.parse('2024-06-02T12:00:01.000Z'), Date.parse('2024-06-02T12:00:40.000Z'));
    const minute = (t: number) => new Date(t).toISOString().slice(0, 16);
    expect(distinctTicks(ticks, minute)).toEqual([ticks[0]]);
    const second = (t: number) => new Date(t).toISOString().slice(0, 19);
    expect(distinctTicks(ticks, second)).toEqual(ticks);
    // Only neighbours: a label that comes back after another stays.
    expect(distinctTicks([1, 2, 3, 4], (t) => (t === 3 ? 'b' : 'a'))).toEqual([1, 3, 4]);
  });

  it('labels a clock axis to the second over five minutes or less, to the minute over more, its ticks apart', () => {
    const at = Date.parse('2024-06-02T12:00:00.000Z');
    const young = clockAxis(at, at + 40_000);
    expect(young.ticks).toHaveLength(5);
    expect(young.label(at)).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    const old = clockAxis(at, at + 15 * 60_000);
    expect(old.label(at)).not.toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(new Set(old.ticks.map(old.label)).size).toBe(old.ticks.length);
    // Six minutes at minutes: a tick every 90 s, so two neighbours may share a minute; one of them stays.
    const six = clockAxis(at, at + 6 * 60_000);
    const labels = six.ticks.map(six.label);
    expect(labels.every((l, i) => i === 0 || l !== labels[i - 1])).toBe(true);
  });
});

