import { describe, expect, it } from 'vitest';
import { raceClock, raceCourse, raceName, raceNameAt } from './race-name';

describe('race names', () => {
  const off = Date.UTC(2026, 10, 23, 16, 5);

  it('names a race by its off time in the given zone, 24-hour, then the course', () => {
    expect(raceName('York', off, 'UTC')).toBe('16:05 York');
    expect(raceName('York', off, 'Asia/Kolkata')).toBe('21:35 York');
    expect(raceName('York', off, 'America/New_York')).toBe('11:05 York');
  });

  it('uses the runtime zone by default, as the SPA formats start times', () => {
    const local = new Date(off);
    const hhmm = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(raceClock(off)).toBe(hhmm);
    expect(raceName('Ascot', off)).toBe(`${hhmm} Ascot`);
  });

  it('takes the course back out of a name, and rebuilds a stale name from the real start time', () => {
    expect(raceCourse('16:05 York')).toBe('York');
    expect(raceCourse('Kempton Park')).toBe('Kempton Park');
    // The seed's old fault: "14:30 Ascot" starting at 17:25 shows as 17:25 Ascot.
    expect(raceNameAt('14:30 Ascot', new Date(Date.UTC(2026, 10, 23, 17, 25)).toISOString(), 'UTC')).toBe('17:25 Ascot');
    expect(raceNameAt('14:30 Ascot', 'not a time')).toBe('14:30 Ascot');
  });
});
