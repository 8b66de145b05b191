import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFancyBet, combineEventBook, eventBookWhatIf, outcomeKey, withFancyBet, withRunnerBet, type RunnerMarketBook } from './event-book';
import { runAmountBook, type FancyPosition } from './fancy';
import { profitLossByRunner } from './positions';

const matchOdds = (profits: [number, number, number]): RunnerMarketBook => ({
  marketId: 'e.mo',
  marketName: 'Match Odds',
  runners: [
    { runnerId: '1', runnerName: 'India', profit: profits[0] },
    { runnerId: '2', runnerName: 'Australia', profit: profits[1] },
    { runnerId: '3', runnerName: 'The Draw', profit: profits[2] },
  ],
});
const bookmaker = (profits: [number, number]): RunnerMarketBook => ({
  marketId: 'e.bm',
  marketName: 'Bookmaker',
  runners: [
    { runnerId: '1', runnerName: 'india ', profit: profits[0] },
    { runnerId: '2', runnerName: 'Australia', profit: profits[1] },
  ],
});
const byName = (book: ReturnType<typeof combineEventBook>) => Object.fromEntries(book.outcomes.map((o) => [o.name, o.profit]));

describe('whole-event book', () => {
  it('the worked example: match odds back, bookmaker lay (void on the draw), fancy beside', () => {
    // Back India 10,000 at 2.50 on match odds; lay India 5,000 at 1.80 on the bookmaker.
    const mo = matchOdds([15_000, -10_000, -10_000]);
    const bm = bookmaker([-4_000, 5_000]);
    const fancyRows = runAmountBook([{ side: 'BACK', line: 52, rate: 100, stake: 2_000 }]);
    const book = combineEventBook([mo, bm], [{ marketId: 'e.f6', marketName: '6 Over Runs IND', rows: fancyRows }]);
    expect(byName(book)).toEqual({ India: 11_000, Australia: -5_000, 'The Draw': -10_000 });
    expect(book.markets.map((m) => m.marketId)).toEqual(['e.mo', 'e.bm']);
    expect(book.fancy[0]!.rows).toEqual([
      { key: 51, value: -2_000 },
      { key: 52, value: 2_000 },
    ]);
    expect(book.hasPosition).toBe(true);
  });

  it('matches runners by name, not by id, and keeps the first market’s order and names', () => {
    const bm: RunnerMarketBook = {
      marketId: 'e.bm',
      marketName: 'Bookmaker',
      runners: [
        { runnerId: '77', runnerName: 'AUSTRALIA', profit: 300 },
        { runnerId: '78', runnerName: 'India', profit: -100 },
      ],
    };
    const book = combineEventBook([matchOdds([0, 0, 0]), bm], []);
    expect(book.outcomes).toEqual([
      { key: 'india', name: 'India', profit: -100 },
      { key: 'australia', name: 'Australia', profit: 300 },
      { key: 'the draw', name: 'The Draw', profit: 0 },
    ]);
    expect(outcomeKey('  The Draw ')).toBe('the draw');
  });

  it('keeps out a runner market that asks another question (its runners are not outcomes)', () => {
    const other: RunnerMarketBook = { marketId: 'e.tie', marketName: 'Tied Match', runners: [{ runnerId: 'y', runnerName: 'Yes', profit: 500 }, { runnerId: 'n', runnerName: 'No', profit: -500 }] };
    const book = combineEventBook([matchOdds([100, -100, 0]), other], []);
    expect(byName(book)).toEqual({ India: 100, Australia: -100, 'The Draw': 0 });
    expect(book.markets.map((m) => m.marketId)).toEqual(['e.mo']);
  });

  it('no position: outcomes at 0, no markets, no fancy rows', () => {
    const book = combineEventBook([matchOdds([0, 0, 0]), bookmaker([0, 0])], [{ marketId: 'e.f6', marketName: 'f', rows: [] }]);
    expect(book.hasPosition).toBe(false);
    expect(book.outcomes.map((o) => o.profit)).toEqual([0, 0, 0]);
    expect(book.markets).toEqual([]);
    expect(book.fancy).toEqual([]);
    expect(combineEventBook([], []).outcomes).toEqual([]);
  });

  it('what-if: the slip’s bet on the bookmaker adds to that market only', () => {
    // Lay India 5,000 at 1.80 → India −4,000, Australia +5,000.
    const markets = withRunnerBet([matchOdds([15_000, -10_000, -10_000])], bookmaker([0, 0]), { runnerId: '1', side: 'LAY', odds100: 180, stake: 5_000 });
    expect(byName(combineEventBook(markets, []))).toEqual({ India: 11_000, Australia: -5_000, 'The Draw': -10_000 });
    // A second bet on a market already in the list replaces its figures, not appends.
    const again = withRunnerBet(markets, bookmaker([0, 0]), { runnerId: '2', side: 'BACK', odds100: 200, stake: 1_000 });
    expect(again).toHaveLength(2);
    expect(byName(combineEventBook(again, []))).toEqual({ India: 10_000, Australia: -4_000, 'The Draw': -10_000 });
  });

  it('what-if on a fancy line: the rows grow to cover the new line', () => {
    const rows = runAmountBook([{ side: 'BACK', line: 52, rate: 100, stake: 2_000 }]);
    expect(addFancyBet(rows, { side: 'LAY', line: 55, rate: 100, stake: 1_000 })).toEqual([
      { key: 51, value: -1_000 },
      { key: 52, value: 3_000 },
      { key: 53, value: 3_000 },
      { key: 54, value: 3_000 },
      { key: 55, value: 1_000 },
    ]);
    const fancy = withFancyBet([], { marketId: 'e.f10', marketName: '10 Over Runs' }, { side: 'BACK', line: 84, rate: 90, stake: 1_000 });
    expect(fancy).toEqual([{ marketId: 'e.f10', marketName: '10 Over Runs', rows: [{ key: 83, value: -1_000 }, { key: 84, value: 900 }] }]);
  });

  it('what-if on the exchange’s book: the outcomes stay, the slip’s bet is added where it goes', () => {
    const book = combineEventBook([matchOdds([15_000, -10_000, -10_000]), bookmaker([-4_000, 5_000])], []);
    // Back Australia on match odds for 1,000 at 3.00 → +2,000 on Australia, −1,000 on the others.
    const backed = eventBookWhatIf(book, { kind: 'runner', market: matchOdds([0, 0, 0]), bet: { runnerId: '2', side: 'BACK', odds100: 300, stake: 1_000 } });
    expect(byName(backed)).toEqual({ India: 10_000, Australia: -3_000, 'The Draw': -11_000 });
    // Only a bookmaker position in the book: the draw is still an outcome (the bookmaker is void on it).
    const bmOnly = combineEventBook([matchOdds([0, 0, 0]), bookmaker([-4_000, 5_000])], []);
    const more = eventBookWhatIf({ ...bmOnly, markets: bmOnly.markets }, { kind: 'runner', market: bookmaker([0, 0]), bet: { runnerId: '1', side: 'BACK', odds100: 200, stake: 1_000 } });
    expect(byName(more)).toEqual({ India: -3_000, Australia: 4_000, 'The Draw': 0 });
    expect(more.markets.map((m) => m.marketId)).toEqual(['e.bm']);
    // A fancy slip leaves the outcomes and adds rows.
    const fancy = eventBookWhatIf(book, { kind: 'fancy', market: { marketId: 'e.f6', marketName: '6 Over Runs IND' }, bet: { side: 'BACK', line: 52, rate: 100, stake: 2_000 } });
    expect(fancy.outcomes).toEqual(book.outcomes);
    expect(fancy.fancy).toEqual([{ marketId: 'e.f6', marketName: '6 Over Runs IND', rows: [{ key: 51, value: -2_000 }, { key: 52, value: 2_000 }] }]);
    expect(fancy.hasPosition).toBe(true);
  });

  it('property: adding a fancy bet to the rows equals the run book of all the bets', () => {
    const bet = fc.record({ side: fc.constantFrom('BACK' as const, 'LAY' as const), line: fc.integer({ min: 0, max: 120 }), rate: fc.integer({ min: 1, max: 1000 }), stake: fc.integer({ min: 1, max: 10_000_000 }) });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 6 }), bet, (bets: FancyPosition[], extra: FancyPosition) => {
        expect(addFancyBet(runAmountBook(bets), extra)).toEqual(runAmountBook([...bets, extra]));
      }),
    );
  });

  it('property: a runner what-if equals the per-runner book of all the bets', () => {
    const bet = fc.record({ runnerId: fc.constantFrom('1', '2', '3'), side: fc.constantFrom('BACK' as const, 'LAY' as const), odds100: fc.integer({ min: 101, max: 100_000 }), stake: fc.integer({ min: 1, max: 10_000_000 }) });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 6 }), bet, (bets, extra) => {
        const ids = ['1', '2', '3'];
        const pl = profitLossByRunner(ids, bets);
        const market = matchOdds([pl.get('1')!, pl.get('2')!, pl.get('3')!]);
        const all = profitLossByRunner(ids, [...bets, extra]);
        expect(combineEventBook(withRunnerBet([market], matchOdds([0, 0, 0]), extra), []).outcomes.map((o) => o.profit)).toEqual(ids.map((id) => all.get(id)));
      }),
    );
  });
});
