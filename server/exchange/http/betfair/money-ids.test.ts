import { describe, expect, it } from 'vitest';
import { bettingTypeOf, marketTypeOf, runnerIdOf, selectionIdOf } from './ids';
import { toPaise, toUnits } from './money';

describe('Betfair amounts', () => {
  it('converts decimal units to whole paise and back', () => {
    expect(toPaise(12.5)).toBe(1250);
    expect(toPaise(0.3)).toBe(30);
    expect(toPaise(1234567.89)).toBe(123456789);
    expect(toUnits(1250)).toBe(12.5);
    for (const paise of [1, 99, 1000, 123456789]) expect(toPaise(toUnits(paise))).toBe(paise);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(toPaise(0.001)).toBeNull();
    expect(toPaise(2.505)).toBeNull();
    expect(toPaise(Number.NaN)).toBeNull();
    expect(toPaise(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('Betfair ids', () => {
  const market = { runners: [{ runnerId: '7' }, { runnerId: 'W' }, { runnerId: 'YES' }] };

  it('keeps numeric runner ids as selectionIds and numbers the others by place', () => {
    expect(selectionIdOf(market, '7')).toBe(7);
    expect(selectionIdOf(market, 'W')).toBe(1_000_000_001);
    for (const { runnerId } of market.runners) expect(runnerIdOf(market, selectionIdOf(market, runnerId))).toBe(runnerId);
    expect(runnerIdOf(market, 8)).toBeNull();
    expect(runnerIdOf(market, 1_000_000_009)).toBeNull();
  });

  it('names market types and betting types', () => {
    expect(marketTypeOf('exchange', 'Match Odds')).toBe('MATCH_ODDS');
    expect(marketTypeOf('exchange', 'Win')).toBe('WIN');
    expect(marketTypeOf('fancy', '10 Over Runs')).toBe('FANCY');
    expect(marketTypeOf('ballByBall', 'Next Ball')).toBe('BALL_BY_BALL');
    expect(bettingTypeOf('exchange')).toBe('ODDS');
    expect(bettingTypeOf('bookmaker')).toBe('FIXED_ODDS');
  });
});
