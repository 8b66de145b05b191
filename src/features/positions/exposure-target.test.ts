import { describe, expect, it } from 'vitest';
import { exposureTarget } from './exposure-target';

describe('exposureTarget (spec §9)', () => {
  it('ignores sport 6', () => expect(exposureTarget({ sportId: 6, eventId: '1' })).toEqual({ kind: 'ignore' }));
  it('opens the casino game for 66102', () =>
    expect(exposureTarget({ sportId: '66102', eventId: '99.0001' })).toEqual({ kind: 'casino', eventId: '99.0001' }));
  it('goes to lotterydetails for 66104', () =>
    expect(exposureTarget({ sportId: 66104, eventId: '6601' })).toEqual({ kind: 'page', path: '/lotterydetails/6601/66104' }));
  it('goes to marketdetails otherwise', () =>
    expect(exposureTarget({ sportId: 4, eventId: '41001' })).toEqual({ kind: 'page', path: '/marketdetails/41001/4' }));
});
