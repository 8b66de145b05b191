import { describe, expect, it } from 'vitest';
import { formatEventClock, formatEventDay, formatEventTime } from './format';

describe('format', () => {
  it('names today and tomorrow, else the date', () => {
    const now = new Date(2030, 0, 10, 12, 0);
    expect(formatEventDay(new Date(2030, 0, 10, 20, 0).toISOString(), now)).toBe('Today');
    expect(formatEventDay(new Date(2030, 0, 11, 1, 0).toISOString(), now)).toBe('Tomorrow');
    expect(formatEventDay(new Date(2030, 0, 14, 9, 0).toISOString(), now, 'en-GB')).toBe('14 Jan');
  });

  it('formats times in the given locale', () => {
    const iso = new Date(2030, 0, 14, 14, 5).toISOString();
    expect(formatEventClock(iso, 'en-GB')).toBe('14:05');
    expect(formatEventClock(iso, 'en-US')).toBe('02:05 PM');
    expect(formatEventTime(iso, 'en-GB')).toBe('14 Jan, 14:05');
  });

  it('gives nothing for a bad date', () => {
    expect(formatEventTime('nope')).toBe('');
    expect(formatEventDay('nope')).toBe('');
  });
});
