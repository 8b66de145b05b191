import { describe, expect, it } from 'vitest';
import { changesOf, valueText } from './audit-change';

describe('audit change words', () => {
  it('shows paise as money, basis points as a percentage and flags in words', () => {
    expect(valueText('balance', 1_234_567)).toBe('₹12,345.67');
    expect(valueText('partnershipBps', 2500)).toBe('25%');
    expect(valueText('bettingLocked', true)).toBe('yes');
    expect(valueText('isLogin', 0)).toBe('locked');
    expect(valueText('winners', ['1', '2'])).toBe('1, 2');
    expect(valueText('result', null)).toBe('—');
    expect(valueText('depositLimitDay', 500_000)).toBe('₹5,000.00');
  });

  it('lists what changed before → after, leaving out what stayed and keeping what was only set', () => {
    expect(changesOf({ balance: 10_000, inPlay: false }, { balance: 15_000, inPlay: false, amount: 5_000 })).toEqual([
      { field: 'balance', before: '₹100.00', after: '₹150.00' },
      { field: 'amount', before: null, after: '₹50.00' },
    ]);
    expect(changesOf(null, { creditReference: 100 })).toEqual([{ field: 'credit reference', before: null, after: '₹1.00' }]);
    expect(changesOf({ status: 'OPEN' }, null)).toEqual([{ field: 'status', before: 'OPEN', after: null }]);
  });
});
