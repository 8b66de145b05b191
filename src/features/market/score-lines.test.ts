import { describe, expect, it } from 'vitest';
import { compactScore, scoreLines, shortTeam, teamsOf } from './score-lines';

describe('score lines', () => {
  it('splits team names', () => {
    expect(teamsOf('Mumbai Indians v Chennai Super Kings')).toEqual(['Mumbai Indians', 'Chennai Super Kings']);
    expect(teamsOf('Race 1')).toEqual(['Home', 'Away']);
  });

  it('shows cricket runs/wickets and overs, the batting side active', () => {
    const score = { kind: 'cricket', runs: [48, 0], wickets: [2, 0], balls: [33, 0], batting: 0, lastBall: '4' };
    expect(scoreLines('MI v CSK', score)).toEqual([
      { label: 'MI', value: '48/2 (5.3 ov)', active: true },
      { label: 'CSK', value: 'Yet to bat', active: false },
      { label: 'Last ball', value: '4' },
    ]);
  });

  it('shows points sports home and away, nothing without a score', () => {
    expect(scoreLines('A v B', { kind: 'soccer', home: 1, away: 2, elapsed: 10, length: 90 })).toEqual([
      { label: 'A', value: '1' },
      { label: 'B', value: '2' },
    ]);
    expect(scoreLines('A v B', null)).toEqual([]);
  });

  it('puts the score on one short line for phones: teams by initials, the active side starred', () => {
    const name = 'Mumbai Indians v Chennai Super Kings';
    const lines = scoreLines(name, { kind: 'cricket', runs: [15, 0], wickets: [1, 0], balls: [14, 0], batting: 0, lastBall: '4' });
    expect(compactScore(name, lines)).toBe('MI* 15/1 (2.2 ov) · CSK Yet to bat · Last ball 4');
    expect(shortTeam('Arsenal')).toBe('Arsenal');
    expect(shortTeam('Real Madrid')).toBe('RM');
  });
});
