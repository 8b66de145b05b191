import { describe, expect, it } from 'vitest';
import { formatBps, fractionPercent, parsePercentBps } from './percent';

describe('percent ↔ basis points', () => {
  it('reads what a level types', () => {
    expect(parsePercentBps('20')).toBe(2000);
    expect(parsePercentBps(' 12.5 ')).toBe(1250);
    expect(parsePercentBps('0.25')).toBe(25);
    expect(parsePercentBps('100%')).toBe(10_000);
    expect(parsePercentBps('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '-5', '100.01', '101', '1.234', '1e2']) expect(parsePercentBps(bad)).toBeNull();
  });

  it('shows basis points as percent', () => {
    expect(formatBps(2000)).toBe('20 %');
    expect(formatBps(1250)).toBe('12.5 %');
    expect(formatBps(25)).toBe('0.25 %');
    expect(formatBps(0)).toBe('0 %');
    expect(formatBps(10_000)).toBe('100 %');
  });

  it('writes a fraction of one in whole percent', () => {
    expect(fractionPercent(0.5)).toBe('50%');
    expect(fractionPercent(1)).toBe('100%');
    expect(fractionPercent(0.25)).toBe('25%');
    expect(fractionPercent(1 / 3)).toBe('33%');
  });
});
