import { describe, expect, it } from 'vitest';
import { decideOddsChange, isBetterPrice, oddsChangeMessage } from './odds-change';

describe('odds change', () => {
  it('better means higher odds to back, lower to lay', () => {
    expect(isBetterPrice('BACK', 2.52, 2.5)).toBe(true);
    expect(isBetterPrice('BACK', 2.48, 2.5)).toBe(false);
    expect(isBetterPrice('LAY', 2.48, 2.5)).toBe(true);
    expect(isBetterPrice('LAY', 2.52, 2.5)).toBe(false);
    expect(isBetterPrice('BACK', 2.5, 2.5)).toBe(false);
  });

  it('an unmoved price, or none on the book now, places as picked whatever the preference', () => {
    for (const policy of ['never', 'better', 'any'] as const) {
      expect(decideOddsChange('BACK', 2.5, 2.5, policy)).toEqual({ kind: 'place', price: 2.5 });
      expect(decideOddsChange('LAY', 2.5, null, policy)).toEqual({ kind: 'place', price: 2.5 });
    }
  });

  it('never: every move stops with the new price', () => {
    expect(decideOddsChange('BACK', 2.5, 2.6, 'never')).toEqual({ kind: 'confirm', price: 2.6, better: true });
    expect(decideOddsChange('BACK', 2.5, 2.4, 'never')).toEqual({ kind: 'confirm', price: 2.4, better: false });
    expect(decideOddsChange('LAY', 2.5, 2.4, 'never')).toEqual({ kind: 'confirm', price: 2.4, better: true });
  });

  it('better: places at a better price, stops on a worse one', () => {
    expect(decideOddsChange('BACK', 2.5, 2.6, 'better')).toEqual({ kind: 'place', price: 2.6 });
    expect(decideOddsChange('BACK', 2.5, 2.4, 'better')).toEqual({ kind: 'confirm', price: 2.4, better: false });
    expect(decideOddsChange('LAY', 2.5, 2.4, 'better')).toEqual({ kind: 'place', price: 2.4 });
    expect(decideOddsChange('LAY', 2.5, 2.6, 'better')).toEqual({ kind: 'confirm', price: 2.6, better: false });
  });

  it('any: places at the new price either way', () => {
    expect(decideOddsChange('BACK', 2.5, 2.4, 'any')).toEqual({ kind: 'place', price: 2.4 });
    expect(decideOddsChange('LAY', 2.5, 2.6, 'any')).toEqual({ kind: 'place', price: 2.6 });
  });

  it('says how the price moved', () => {
    expect(oddsChangeMessage(2.5, 2.4, false)).toBe('The price moved from 2.50 to 2.40 (worse for you). Place at 2.40?');
  });
});
