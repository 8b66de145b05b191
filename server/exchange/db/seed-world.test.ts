import { describe, expect, it } from 'vitest';
import { raceName } from '@domain/race-name';
import { demoEvents } from './seed-world';

describe('the demo world’s races', () => {
  it('are named by their real off time, whenever the world is seeded', () => {
    for (const now of [new Date(Date.UTC(2026, 10, 23, 16, 25)), new Date(Date.UTC(2026, 10, 24, 3, 10))]) {
      const races = demoEvents(now).filter((e) => e.sportId === 7);
      expect(races.length).toBeGreaterThanOrEqual(2);
      for (const race of races) {
        const course = race.eventName.replace(/^\d\d:\d\d /, '');
        expect(race.eventName).toBe(raceName(course, race.eventTime.getTime()));
      }
    }
  });
});
