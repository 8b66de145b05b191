import { describe, expect, it } from 'vitest';
import { seededRandom } from './pricing';
import { paceOf } from './schedule';
import { bowl, cricketWinner, newCricket, newPoints, newRace, newSoccer, newTennis, pickBall, play, playSoccerMinute, playTennisPoint, runRace, startingPrices, tennisPointLabel, tennisWinner, type CricketScore } from './scores';

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

  it('keeps the batting side\'s last six balls, fresh for the second innings', () => {
    let score = newCricket(1);
    for (const ball of ['1', '4', '0', '6', 'W', '2']) ({ score } = bowl(score, ball));
    expect(score.innings).toBe(2);
    expect(score.recent).toEqual([]);
    ({ score } = bowl(score, '4'));
    ({ score } = bowl(score, '1'));
    expect(score.recent).toEqual(['4', '1']);
    let long = newCricket(20);
    for (const ball of ['1', '2', '3', '4', '6', '0', 'W']) ({ score: long } = bowl(long, ball));
    expect(long.recent).toEqual(['2', '3', '4', '6', '0', 'W']);
  });

  it('plays tennis by the rules: games from 4 points by 2, sets at 6 by 2 or a tie-break, best of three', () => {
    const random = seededRandom(5);
    let score = newTennis();
    let over = false;
    let guard = 0;
    while (!over && guard++ < 2000) {
      const before = score;
      ({ score, over } = playTennisPoint(score, random, 0.5));
      if (score.games[0] + score.games[1] !== before.games[0] + before.games[1] || score.sets.length !== before.sets.length) expect(score.server).not.toBe(before.server);
    }
    expect(over).toBe(true);
    for (const [a, b] of score.sets) expect(Math.max(a, b) === 7 || (Math.max(a, b) === 6 && Math.abs(a - b) >= 2)).toBe(true);
    expect(score.sets.length === 2 || score.sets.length === 3).toBe(true);
    expect(tennisWinner(score)).not.toBeNull();
    // A believable length: well over a hundred points.
    expect(score.played).toBeGreaterThan(100);
  });

  it('labels tennis points 0, 15, 30, 40 and advantage', () => {
    const s = { ...newTennis(), points: [3, 2] as [number, number] };
    expect([tennisPointLabel(s, 0), tennisPointLabel(s, 1)]).toEqual(['40', '30']);
    expect(tennisPointLabel({ ...s, points: [4, 3] }, 0)).toBe('AD');
    expect(tennisPointLabel({ ...s, points: [4, 3] }, 1)).toBe('40');
    expect(tennisPointLabel({ ...s, tiebreak: true, points: [5, 3] }, 0)).toBe('5');
  });

  it('plays 90 soccer minutes with goals matching the score and the latest events', () => {
    const random = seededRandom(9);
    let score = newSoccer();
    let over = false;
    let goals = 0;
    while (!over) {
      const result = playSoccerMinute(score, random, 0.5);
      ({ score, over } = result);
      if (result.goal !== null) goals += 1;
    }
    expect(score.minute).toBe(90);
    expect(score.home + score.away).toBe(goals);
    expect(score.events.length).toBeLessThanOrEqual(6);
    for (const e of score.events) expect(e.minute).toBeLessThanOrEqual(90);
  });

  it('runs a race to the post, every runner in the running order once', () => {
    const random = seededRandom(2);
    const runners = ['1', '2', '3', '4'].map((runnerId) => ({ runnerId, runnerName: `Horse ${runnerId}` }));
    let score = newRace(runners);
    let over = false;
    let stretches = 0;
    while (!over) {
      ({ score, over } = runRace(score, random, (id) => (id === '4' ? 3 : 1)));
      stretches += 1;
    }
    expect(stretches).toBe(16);
    expect([...score.order].sort()).toEqual(['1', '2', '3', '4']);
    expect(score.names['4']).toBe('Horse 4');
  });

  it('fixes each runner\'s starting price at the off: its last traded price, else its best back', () => {
    const sp = startingPrices([
      { runnerId: '1', lastTradedPrice: 3.45, availableToBack: [{ price: 3.4 }] },
      { runnerId: '2', lastTradedPrice: null, availableToBack: [{ price: 7.2 }, { price: 7 }] },
      { runnerId: '3', lastTradedPrice: null, availableToBack: [] },
    ]);
    expect(sp).toEqual({ '1': 3.45, '2': 7.2 });
  });

  it('plays a T20 over about 40 minutes at the simulator\'s pace of a ball every 10 s', () => {
    const random = seededRandom(1);
    const minutes: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      let score = newCricket(20);
      let over = false;
      let balls = 0;
      while (!over) {
        ({ score, over } = bowl(score, pickBall(random)));
        balls += 1;
      }
      minutes.push((balls * paceOf(4, 'c-ipl')) / 60_000);
    }
    minutes.sort((a, b) => a - b);
    expect(minutes[100]).toBeGreaterThan(33);
    expect(minutes[100]).toBeLessThanOrEqual(40);
    expect(minutes[10]).toBeGreaterThan(20);
  });
});
