import { describe, expect, it } from 'vitest';
import { compactScore, listScore, scoreLines, shortTeam, teamsOf } from './score-lines';

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

  it('shows tennis sets, games and the game\'s points per player, the server active', () => {
    const score = { kind: 'tennis', sets: [[6, 4]], games: [3, 2], points: [2, 1], server: 1, tiebreak: false, played: 80 };
    expect(scoreLines('Daniil Medvedev v Casper Ruud', score)).toEqual([
      { label: 'Daniil Medvedev', value: '6 3 (30)', active: false },
      { label: 'Casper Ruud', value: '4 2 (15)', active: true },
    ]);
    expect(scoreLines('A v B', { ...score, points: [0, 0] })[0]!.value).toBe('6 3');
  });

  it('adds the match minute to a soccer score that has one', () => {
    expect(scoreLines('A v B', { kind: 'soccer', minute: 67, home: 1, away: 0, events: [] })).toEqual([
      { label: 'A', value: '1' },
      { label: 'B', value: '0' },
      { label: 'Minute', value: "67'" },
    ]);
  });
});

describe('the score on one line of an event list', () => {
  const cricket = { kind: 'cricket', innings: 1, batting: 0, runs: [48, 0], wickets: [2, 0], balls: [33, 0], lastBall: '4' };

  it('shows cricket runs/wickets (overs) for each side that has batted', () => {
    expect(listScore('Mumbai Indians v Chennai Super Kings', cricket)).toBe('MI 48/2 (5.3)');
    expect(listScore('Mumbai Indians v Chennai Super Kings', { ...cricket, batting: 1, runs: [160, 31], wickets: [5, 1], balls: [120, 20] })).toBe('MI 160/5 (20.0) · CSK 31/1 (3.2)');
    expect(listScore('India v England', { ...cricket, runs: [0, 0], wickets: [0, 0], balls: [0, 0] })).toBe('India 0/0 (0.0)');
  });

  it('shows tennis sets and games, and the points while a game is under way', () => {
    const tennis = { kind: 'tennis', sets: [[6, 4], [3, 6]], games: [2, 1], points: [3, 3], server: 0, tiebreak: false, played: 150 };
    expect(listScore('A v B', tennis)).toBe('6-4 3-6 2-1 · 40-40');
    expect(listScore('A v B', { ...tennis, points: [4, 3] })).toBe('6-4 3-6 2-1 · AD-40');
    expect(listScore('A v B', { ...tennis, points: [0, 0] })).toBe('6-4 3-6 2-1');
    expect(listScore('A v B', { ...tennis, sets: [[6, 4]], games: [6, 6], tiebreak: true, points: [5, 4] })).toBe('6-4 6-6 · 5-4');
  });

  it('shows soccer goals and the minute, other points sports home-away', () => {
    expect(listScore('A v B', { kind: 'soccer', minute: 67, home: 1, away: 0, events: [] })).toBe("1-0 · 67'");
    expect(listScore('A v B', { kind: 'basketball', home: 88, away: 92, elapsed: 150, length: 200 })).toBe('88-92');
  });

  it('shows nothing without a score, or for scores with their own visuals', () => {
    expect(listScore('A v B', null)).toBeNull();
    expect(listScore('Race 1', { kind: 'race', order: ['a'], furlongsLeft: 3, distance: 8, names: {} })).toBeNull();
    expect(listScore('A v B', { kind: 'cricket' })).toBeNull();
  });
});
