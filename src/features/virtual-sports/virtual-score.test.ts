import { describe, expect, it } from 'vitest';
import { matchScoreOf, raceScoreOf, resultLine } from './virtual-score';

describe('virtual scoreboards', () => {
  it('reads a race and names its first three', () => {
    const score = { kind: 'race', distance: 1000, runners: [{ runnerId: '1', runnerName: 'A', covered: 990 }, { runnerId: '2', runnerName: 'B', covered: 1000 }, { runnerId: '3', runnerName: 'C', covered: 950 }], finishOrder: ['2', '1', '3'] };
    expect(raceScoreOf(score)?.runners).toHaveLength(3);
    expect(resultLine(score)).toBe('1. B · 2. A · 3. C');
  });

  it('reads a match and its final score', () => {
    const score = { kind: 'match', homeName: 'Eagles', awayName: 'Sharks', home: 2, away: 1, minute: 90, goals: [{ minute: 12, side: 'home' }] };
    expect(matchScoreOf(score)?.goals).toEqual([{ minute: 12, side: 'home' }]);
    expect(resultLine(score)).toBe('Eagles 2–1 Sharks');
  });

  it('ignores other scoreboards', () => {
    expect(raceScoreOf({ kind: 'match' })).toBeNull();
    expect(matchScoreOf({ kind: 'race' })).toBeNull();
    expect(resultLine(null)).toBeNull();
  });
});
