import { describe, expect, it } from 'vitest';
import { oddsColumns, type ListOddsRunner } from './list-odds';

const home: ListOddsRunner = { runnerId: '1', runnerName: 'Arsenal', role: 'HOME' };
const away: ListOddsRunner = { runnerId: '2', runnerName: 'Liverpool', role: 'AWAY' };
const draw: ListOddsRunner = { runnerId: '3', runnerName: 'Unentschieden', role: 'DRAW' };
const placed = (runners: readonly ListOddsRunner[]) => oddsColumns(runners).map(({ label, runner }) => [label, runner?.runnerName ?? null]);

describe('oddsColumns', () => {
  it.each([
    ['home, away, draw', [home, away, draw]],
    ['home, draw, away', [home, draw, away]],
    ['draw, away, home', [draw, away, home]],
    ['away, home, draw', [away, home, draw]],
  ])('puts the draw under X, home under 1 and away under 2 when listed %s', (_order, runners) => {
    expect(placed(runners)).toEqual([
      ['1', 'Arsenal'],
      ['X', 'Unentschieden'],
      ['2', 'Liverpool'],
    ]);
  });

  it('finds the draw by its role, not its name', () => {
    const named = [{ ...home, runnerName: 'The Draw' }, away, { ...draw, runnerName: 'Tie' }];
    expect(placed(named)).toEqual([
      ['1', 'The Draw'],
      ['X', 'Tie'],
      ['2', 'Liverpool'],
    ]);
  });

  it('leaves X empty for a match without a draw, home under 1 whatever the order', () => {
    expect(placed([away, home])).toEqual([
      ['1', 'Arsenal'],
      ['X', null],
      ['2', 'Liverpool'],
    ]);
  });

  it('numbers the runners of a market without roles (a race) 1 2 3, never X', () => {
    const horses = ['Golden Arrow', 'Silver Storm', 'Night Runner', 'Royal Flush'].map((runnerName, i) => ({ runnerId: String(i + 1), runnerName, role: null }));
    expect(placed(horses)).toEqual([
      ['1', 'Golden Arrow'],
      ['2', 'Silver Storm'],
      ['3', 'Night Runner'],
    ]);
    expect(placed(horses.slice(0, 3)).map(([label]) => label)).toEqual(['1', '2', '3']);
  });
});
