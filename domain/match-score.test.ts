import { describe, expect, it } from 'vitest';
import { bowl, newCricket, newSoccer, scoreGoal } from './match-score';

describe('match scores', () => {
  it('a goal counts for its side, keeps the latest six events and never turns the clock back', () => {
    let score = scoreGoal(newSoccer(), 0, 12);
    score = scoreGoal(score, 1, 30);
    expect(score).toMatchObject({ home: 1, away: 1, minute: 30, events: [{ minute: 12, side: 0, type: 'goal' }, { minute: 30, side: 1, type: 'goal' }] });
    expect(scoreGoal(score, 0, 25).minute).toBe(30);
    for (let i = 0; i < 6; i++) score = scoreGoal(score, 0, 40 + i);
    expect(score.events).toHaveLength(6);
    expect(score.home).toBe(7);
  });

  it('a ball adds its runs or a wicket to the batting side, this over’s strip newest last', () => {
    const { score } = bowl(bowl(newCricket(20), '4').score, 'W');
    expect(score).toMatchObject({ runs: [4, 0], wickets: [1, 0], balls: [2, 0], fours: 1, lastBall: 'W', recent: ['4', 'W'] });
  });
});
