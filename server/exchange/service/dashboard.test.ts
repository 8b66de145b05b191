import { describe, expect, it } from 'vitest';
import { bookPeriods } from './dashboard';

describe('the book’s day and week (India time)', () => {
  it('starts the day at midnight IST and the week on Monday', () => {
    // Tuesday 06:30 IST.
    expect(bookPeriods(new Date('2026-11-24T01:00:00Z'))).toEqual({ dayStart: new Date('2026-11-23T18:30:00Z'), weekStart: new Date('2026-11-22T18:30:00Z') });
    // Sunday 23:59 IST is still last week; Monday 00:30 IST starts a new one.
    expect(bookPeriods(new Date('2026-11-29T18:29:00Z')).weekStart).toEqual(new Date('2026-11-22T18:30:00Z'));
    expect(bookPeriods(new Date('2026-11-29T19:00:00Z'))).toEqual({ dayStart: new Date('2026-11-29T18:30:00Z'), weekStart: new Date('2026-11-29T18:30:00Z') });
  });
});
