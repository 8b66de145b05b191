import { describe, expect, it } from 'vitest';
import { actLabel, KIND_OPTIONS, WORDED_ACTS } from './audit-words';

describe('audit words', () => {
  it('names the acts it knows and shows any other as it is', () => {
    expect(actLabel('credit.give')).toBe('Credit given');
    expect(actLabel('protection.set')).toBe('protection.set');
  });

  it('offers only families of acts the exchange writes, spelt as it writes them (it matches a family by its exact prefix)', () => {
    for (const { value } of KIND_OPTIONS.filter((o) => o.value !== '')) {
      expect(WORDED_ACTS.filter((act) => act.startsWith(`${value}.`)), value).not.toEqual([]);
    }
    expect(actLabel('twoFactor.reset')).toBe('Two-step sign-in reset');
  });
});
