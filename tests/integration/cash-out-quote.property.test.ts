/**
 * The browser's cash-out value is the exchange's (issue #51): for generated books and positions — resting
 * orders of two market makers, the bettor's bets (matched, part-matched, resting), a share, sometimes a
 * suspended market — the quote the cash-out panel works out from what the browser is pushed (the market's
 * book, the bettor's position and unmatched bets: browserQuote over @domain/cash-out's quoteCashOut) equals
 * the exchange's own cashOutQuote, read in the same GraphQL request.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserQuote, type CashOutMarketBook, type CashOutOwnBet } from '../../src/features/cash-out/browser-quote';
import { CASH_OUT_FRACTIONS } from '../../machines/cash-out.types';
import { gatewayClient } from '../../server/gateway/test-client';
import { useTestServer } from '../../server/gateway/test-server';

const EVENT = '41003';
const PRICES = [1.3, 1.5, 1.8, 2, 2.2, 2.5, 2.8, 3, 3.5, 4, 4.5, 5, 6.2, 8, 10];
const RUNS = Number(process.env.CASH_OUT_QUOTE_RUNS ?? 25);

const READ = `query($m: ID!, $e: ID!, $f: Float) {
  market(id: $m) { marketId status minStake runners { runnerId runnerName availableToBack { price size } availableToLay { price size } } }
  marketPositions(eventId: $e) { marketId runners { runnerId profit } }
  unmatchedBets(eventId: $e) { marketId runnerId side oddsPrice status sizeRemaining }
  cashOutQuote(marketId: $m, fraction: $f) {
    marketId fraction available reason guaranteed
    bets { runnerId runnerName side price size }
    profitBefore { runnerId runnerName profit }
    profitAfter { runnerId runnerName profit }
  }
}`;

interface Read {
  market: CashOutMarketBook;
  marketPositions: Array<{ marketId: string; runners: Array<{ runnerId: string; profit: number }> }>;
  unmatchedBets: CashOutOwnBet[];
  cashOutQuote: unknown;
}

const order = (runners: number) =>
  fc.record({
    runner: fc.integer({ min: 1, max: runners }),
    side: fc.constantFrom('BACK' as const, 'LAY' as const),
    price: fc.constantFrom(...PRICES),
    size: fc.integer({ min: 100, max: 40_000 }),
  });

/** One runner's book: resting lays (what a backer takes) at and below the middle, resting backs above it, 1 to 5 levels a side. */
const runnerBook = fc.record({
  middle: fc.integer({ min: 4, max: PRICES.length - 6 }),
  lays: fc.array(fc.integer({ min: 500, max: 60_000 }), { minLength: 0, maxLength: 5 }),
  backs: fc.array(fc.integer({ min: 500, max: 60_000 }), { minLength: 0, maxLength: 5 }),
});

const scenario = fc.integer({ min: 2, max: 3 }).chain((runners) =>
  fc.record({
    runners: fc.constant(runners),
    minStake: fc.constantFrom(100, 100, 500, 2_000),
    books: fc.array(runnerBook, { minLength: runners, maxLength: runners }),
    bettor: fc.array(order(runners), { minLength: 1, maxLength: 5 }),
    /** Orders after the bettor's: the book moves (and may cross the bettor's resting ones). */
    after: fc.array(order(runners), { maxLength: 4 }),
    fraction: fc.constantFrom(...CASH_OUT_FRACTIONS),
    suspend: fc.boolean(),
  }),
);

describe('the browser’s cash-out quote is the exchange’s', () => {
  const server = useTestServer();
  const { ok, login, rest } = gatewayClient(() => server().url);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['operator', 'demo', 'mm1', 'mm2']) tokens[name] = await login(name);
  });
  let n = 0;

  it('for generated books, positions and shares (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const marketId = `${EVENT}.cq${(n += 1)}-${Math.random().toString(36).slice(2, 8)}`;
        const runners = Array.from({ length: s.runners }, (_, i) => ({ runnerId: String(i + 1), runnerName: `Runner ${i + 1}` }));
        await rest('/admin/markets/create', { eventId: EVENT, market: { marketId, marketName: 'Cash-out property', kind: 'exchange', runners, minStake: s.minStake } }, tokens.operator);
        const place = async (user: string, o: { runner: number; side: 'BACK' | 'LAY'; price: number; size: number }) => {
          // A bet the exchange refuses (a stake below the minimum, funds) is simply not part of the book.
          await fetch(`${server().url}/api/bets/place`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[user]}` },
            body: JSON.stringify({ idempotencyKey: `cq-${Math.random().toString(36).slice(2, 14)}`, marketId, side: o.side, size: Math.max(o.size, s.minStake), selection: { kind: 'exchange', runnerId: String(o.runner), price: o.price } }),
          });
        };
        for (const [i, book] of s.books.entries()) {
          for (const [level, size] of book.lays.entries()) await place('mm2', { runner: i + 1, side: 'LAY', price: PRICES[book.middle - level]!, size });
          for (const [level, size] of book.backs.entries()) await place('mm1', { runner: i + 1, side: 'BACK', price: PRICES[book.middle + 1 + level]!, size });
        }
        for (const o of s.bettor) await place('demo', o);
        for (const o of s.after) await place(o.side === 'BACK' ? 'mm1' : 'mm2', o);
        if (s.suspend) await rest('/admin/markets/status', { marketId, status: 'SUSPENDED' }, tokens.operator);

        const read = await ok<Read>(READ, { m: marketId, e: EVENT, f: s.fraction }, tokens.demo);
        const position = read.marketPositions.find((p) => p.marketId === marketId)?.runners ?? [];
        const mine = browserQuote({ fraction: s.fraction, book: read.market, position, unmatched: read.unmatchedBets });
        expect(mine).toEqual(read.cashOutQuote);
        await rest('/admin/markets/settle', { marketId, void: true }, tokens.operator);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
