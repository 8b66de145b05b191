import { describe, expect, it } from 'vitest';
import { seededRandom } from './pricing';
import { pickFixture } from './fixture-pick';
import { FIXTURES } from './schedule';

describe('a new event’s fixture', () => {
  it('is never a match an open event plays, however often the calendar adds one', () => {
    for (const fixtures of Object.values(FIXTURES)) {
      const random = seededRandom(35);
      const open = new Set<string>();
      for (let i = 0; i < 12; i += 1) {
        const name = pickFixture(fixtures, open, random);
        expect(open.has(name), `${name} picked while open`).toBe(false);
        open.add(name);
      }
    }
  });

  it('takes a fixture whose sides are both free first', () => {
    for (let seed = 1; seed < 20; seed += 1) expect(pickFixture(['A v B', 'A v C', 'D v E'], new Set(['A v B']), seededRandom(seed))).toBe('D v E');
  });

  it('lets two free sides meet when every fixture has a side playing', () => {
    for (let seed = 1; seed < 20; seed += 1) expect(['B v C', 'C v B']).toContain(pickFixture(['A v B', 'C v D'], new Set(['A v D']), seededRandom(seed)));
  });

  it('takes a fixture not being played when no two sides are free, and numbers one when all are', () => {
    for (let seed = 1; seed < 20; seed += 1) expect(['A v B', 'C v D']).toContain(pickFixture(['A v B', 'C v D'], new Set(['A v C', 'B v D']), seededRandom(seed)));
    expect(pickFixture(['A v B'], new Set(['A v B', 'A v B (2)']), seededRandom(1))).toBe('A v B (3)');
  });
});
