import { describe, expect, it } from 'vitest';
import { seededRandom } from './pricing';
import { bowl, cricketWinner, newCricket, newPoints, pickBall, play, type CricketScore } from './scores';

describe('score models', () => {
  it('plays a cricket match ball by ball to a result', () => {
    const random = seededRandom(3);
    let score = newCricket(5);
    let over = false;
    let guard = 0;
    while (!over && guard++ < 1000) ({ score, over } = bowl(score, pickBall(random)));
    expect(over).toBe(true);
    expect(score.innings).toBe(2);
    expect(score.balls[0]).toBeLessThanOrEqual(30);
    expect(score.runsAfter6).not.toBeNull();
    expect([0, 1, 2]).toContain(cricketWinner(score));
  });

  it('counts runs, wickets and fours', () => {
    let { score } = bowl(newCricket(20), '4');
    ({ score } = bowl(score, 'W'));
    ({ score } = bowl(score, '6'));
    expect(score.runs[0]).toBe(10);
    expect(score.wickets[0]).toBe(1);
    expect(score.fours).toBe(1);
    expect(score.lastBall).toBe('6');
  });

  it('ends the second innings as soon as the target is passed', () => {
    const chasing: CricketScore = { ...newCricket(1), innings: 2, batting: 1, runs: [5, 4] };
    const result = bowl(chasing, '2');
    expect(result.over).toBe(true);
    expect(cricketWinner(result.score)).toBe(1);
  });

  it('runs a points game for its length', () => {
    const random = seededRandom(11);
    let score = newPoints('soccer', 90);
    let over = false;
    while (!over) ({ score, over } = play(score, random, 0.5));
    expect(score.elapsed).toBe(90);
    expect(score.home + score.away).toBeGreaterThanOrEqual(0);
  });
});
