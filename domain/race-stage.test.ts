import { describe, expect, it } from 'vitest';
import { placingsOf, raceScoreOf } from './race-score';
import { raceStage, type RaceFacts } from './race-stage';

const OFF = Date.UTC(2026, 10, 23, 16, 5);
const eventTime = new Date(OFF).toISOString();
const names = { '1': 'Golden Arrow', '2': 'Silver Storm', '3': 'Night Runner', '4': 'Royal Flush' };
const running = { kind: 'race', order: ['2', '1', '4', '3'], furlongsLeft: 5.5, distance: 8, names };
const finished = { ...running, order: ['4', '2', '1', '3'], furlongsLeft: 0, sp: { '1': 3.5, '2': 4.2, '3': 9, '4': 6.4 } };
const facts = (over: Partial<RaceFacts>): RaceFacts => ({ eventTime, now: OFF - 90_000, status: 'SCHEDULED', inPlay: false, marketStatus: 'OPEN', score: null, ...over });

describe('race stage', () => {
  it('counts down to the off while the race is scheduled', () => {
    expect(raceStage(facts({}))).toEqual({ stage: 'upcoming', msToOff: 90_000 });
    // A market suspended before the off is still an upcoming race.
    expect(raceStage(facts({ marketStatus: 'SUSPENDED', now: OFF - 1 }))).toEqual({ stage: 'upcoming', msToOff: 1 });
  });

  it('is at the off once the time has come or the race turned in play, until the running order arrives', () => {
    expect(raceStage(facts({ now: OFF }))).toEqual({ stage: 'off' });
    expect(raceStage(facts({ now: OFF - 5_000, inPlay: true, status: 'IN_PLAY' }))).toEqual({ stage: 'off' });
    // Suspended at the off with the starting order already on the feed: still the off.
    expect(raceStage(facts({ now: OFF + 1_000, inPlay: true, status: 'IN_PLAY', marketStatus: 'SUSPENDED', score: running }))).toEqual({ stage: 'off' });
  });

  it('runs with the score feed’s running order once the market reopens in play', () => {
    const stage = raceStage(facts({ now: OFF + 20_000, inPlay: true, status: 'IN_PLAY', score: running }));
    expect(stage.stage).toBe('running');
    expect(stage.stage === 'running' && stage.score.order).toEqual(['2', '1', '4', '3']);
  });

  it('gives the result when the race is past the post or the event finished', () => {
    const past = raceStage(facts({ now: OFF + 80_000, inPlay: true, status: 'IN_PLAY', marketStatus: 'CLOSED', score: finished }));
    expect(past.stage).toBe('result');
    expect(raceStage(facts({ now: OFF + 90_000, status: 'FINISHED', score: finished })).stage).toBe('result');
    expect(raceStage(facts({ status: 'FINISHED', score: null }))).toEqual({ stage: 'result', score: null });
    expect(raceStage(facts({ status: 'CANCELLED' }))).toEqual({ stage: 'abandoned' });
  });

  it('ignores a scoreboard that is not a race’s', () => {
    expect(raceStage(facts({ now: OFF + 1_000, inPlay: true, status: 'IN_PLAY', score: { kind: 'cricket', runs: [1, 0] } }))).toEqual({ stage: 'off' });
    expect(raceScoreOf({ kind: 'race', order: [1, 2], furlongsLeft: 3, distance: 8, names })).toBeNull();
    expect(raceScoreOf(null)).toBeNull();
  });

  it('places the first three with their starting prices', () => {
    expect(placingsOf(raceScoreOf(finished)!)).toEqual([
      { place: 1, runnerId: '4', runnerName: 'Royal Flush', sp: 6.4 },
      { place: 2, runnerId: '2', runnerName: 'Silver Storm', sp: 4.2 },
      { place: 3, runnerId: '1', runnerName: 'Golden Arrow', sp: 3.5 },
    ]);
    expect(placingsOf(raceScoreOf(running)!)[0]!.sp).toBeNull();
  });
});
