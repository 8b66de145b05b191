import { describe, expect, it } from 'vitest';
import { chartAxes, niceStep } from './profit-loss-axes';

describe('P&L chart axes', () => {
  it('fits y to a −₹10 result: from a little below −10.00 to 0, ticks at round figures including zero', () => {
    const { y } = chartAxes([{ at: '2024-06-02T12:00:00.000Z', net: -1_000 }]);
    expect(y.domain).toEqual([-1_100, 0]);
    expect(y.ticks).toContain(0);
    expect(Math.min(...y.ticks)).toBeGreaterThanOrEqual(-1_100);
    expect(y.ticks.every((t) => t >= y.domain[0] && t <= y.domain[1])).toBe(true);
  });

  it('spans losses and wins with zero inside, padded on both sides', () => {
    const { y } = chartAxes([
      { at: '2024-06-02T12:00:00.000Z', net: 5_000 },
      { at: '2024-06-03T12:00:00.000Z', net: -3_000 },
    ]);
    expect(y.domain).toEqual([-3_800, 5_800]);
    expect(y.ticks).toContain(0);
  });

  it('all wins: y from zero to a little above the best', () => {
    expect(chartAxes([{ at: '2024-06-02T12:00:00.000Z', net: 20_000 }, { at: '2024-06-04T12:00:00.000Z', net: 145_050 }]).y.domain).toEqual([0, 159_555]);
  });

  it('x runs from the first point to the last, not from the start of the range', () => {
    const { x, points } = chartAxes([
      { at: '2024-06-02T12:00:00.000Z', net: 100 },
      { at: '2024-06-05T12:00:00.000Z', net: 300 },
    ]);
    expect(x.domain).toEqual([Date.parse('2024-06-02T12:00:00.000Z'), Date.parse('2024-06-05T12:00:00.000Z')]);
    expect(x.ticks[0]).toBe(x.domain[0]);
    expect(x.ticks.at(-1)).toBe(x.domain[1]);
    expect(points).toHaveLength(2);
  });

  it('a lone point sits in the middle of an hour either side', () => {
    const at = Date.parse('2024-06-02T12:00:00.000Z');
    expect(chartAxes([{ at: '2024-06-02T12:00:00.000Z', net: -1_000 }]).x).toEqual({ domain: [at - 3_600_000, at + 3_600_000], ticks: [at] });
  });

  it('steps are 1, 2, 2.5 or 5 × 10ⁿ paise', () => {
    expect(niceStep(275)).toBe(500);
    expect(niceStep(240)).toBe(250);
    expect(niceStep(1_900)).toBe(2_000);
    expect(niceStep(0.3)).toBe(1);
  });
});
