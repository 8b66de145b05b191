import { describe, expect, it } from 'vitest';
import { FeedConfigError } from '../feed';
import { backWithMargin, layWithMargin, parseMargin } from './margin';

describe('the mirror margin', () => {
  it('reads ticks or a percentage, and refuses anything else with the variable named', () => {
    expect(parseMargin('2t')).toEqual({ kind: 'ticks', ticks: 2 });
    expect(parseMargin('3 ticks')).toEqual({ kind: 'ticks', ticks: 3 });
    expect(parseMargin('0t')).toEqual({ kind: 'ticks', ticks: 0 });
    expect(parseMargin('1.5%')).toEqual({ kind: 'percent', percent: 1.5 });
    for (const bad of ['', '2', '-1t', '51t', '50%', 'two ticks', '1.5 %x']) {
      expect(() => parseMargin(bad), bad).toThrow(FeedConfigError);
      expect(() => parseMargin(bad), bad).toThrow(/MIRROR_MARGIN/);
    }
  });

  it('moves the back price down and the lay price up by ticks of the ladder, across its bands', () => {
    const two = parseMargin('2t');
    expect(backWithMargin(2.0, two)).toBe(1.98);
    expect(layWithMargin(2.02, two)).toBe(2.06);
    expect(backWithMargin(3.05, two)).toBe(2.98);
    expect(layWithMargin(1.99, two)).toBe(2.02);
    expect(backWithMargin(1.01, two)).toBe(1.01);
    expect(backWithMargin(2.5, parseMargin('0t'))).toBe(2.5);
  });

  it('by a percentage: the ladder price at or below (back) or at or above (lay) the odds moved', () => {
    const pct = parseMargin('5%');
    expect(backWithMargin(2.0, pct)).toBe(1.9);
    expect(layWithMargin(2.0, pct)).toBe(2.1);
    expect(backWithMargin(4.1, pct)).toBe(3.85);
    expect(layWithMargin(4.1, pct)).toBe(4.4);
  });
});
