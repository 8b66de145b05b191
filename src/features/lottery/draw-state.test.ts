import { describe, expect, it } from 'vitest';
import { drawScoreOf } from './draw-state';
import { productState as drawState } from '@/lib/product-state';

const now = Date.parse('2030-01-01T12:00:00Z');
const open = [{ status: 'OPEN' }];

describe('draw state', () => {
  it('is open before its time, suspended when no market takes bets, drawing after, settled when finished', () => {
    expect(drawState({ eventTime: '2030-01-01T12:05:00Z', inPlay: false, markets: open }, now)).toBe('upcoming');
    expect(drawState({ eventTime: '2030-01-01T12:05:00Z', inPlay: false, markets: [{ status: 'SUSPENDED' }] }, now)).toBe('suspended');
    expect(drawState({ eventTime: '2030-01-01T11:59:00Z', inPlay: false, markets: open }, now)).toBe('running');
    expect(drawState({ eventTime: '2030-01-01T12:05:00Z', inPlay: true, markets: open }, now)).toBe('running');
    expect(drawState({ eventTime: '2030-01-01T11:00:00Z', inPlay: false, status: 'FINISHED', markets: [] }, now)).toBe('settled');
  });

  it('reads the lottery scoreboard, nothing else', () => {
    expect(drawScoreOf({ kind: 'lottery', revealed: [3, 1], digits: 4 })).toEqual({ revealed: [3, 1], digits: 4, number: null, lastDigit: null });
    expect(drawScoreOf({ kind: 'lottery', revealed: [3, 1, 0, 7], digits: 4, number: 3107, lastDigit: 7 })?.lastDigit).toBe(7);
    expect(drawScoreOf({ kind: 'race' })).toBeNull();
    expect(drawScoreOf(null)).toBeNull();
  });
});
