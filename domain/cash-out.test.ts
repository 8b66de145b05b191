import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS100_BY_TICK } from '@domain/ladder';
import { profitLossByRunner, type PositionBet } from '@domain/positions';
import { cashOut, stakeFor, type CashOutRunner, type Level } from './cash-out';

const deep = (odds100: number): Level[] => [{ odds100, size: 100_000_000 }];
const runner = (runnerId: string, profit: number, back: Level[], lay: Level[]): CashOutRunner => ({ runnerId, profit, toBack: back, toLay: lay });

describe('cash out: worked examples (paise; 100 paise = ₹1)', () => {
  it('backed ₹100 on A at 3.00, A now lays at 2.50: lay ₹120 on A, ₹20 whatever wins', () => {
    // Position: A wins → +100 × (3 − 1) = +₹200 (20000); B wins → −₹100 (−10000).
    // Level c = P_B = −10000: A needs R = −10000 − 20000 = −30000 → lay A at 2.50, stake 30000 / 2.5 = 12000.
    //   A wins: 20000 − 12000 × 1.5 = 20000 − 18000 = 2000;  B wins: −10000 + 12000 = 2000.
    // Level c = P_A = 20000 would back B at 1.66: stake 30000 / 1.66 = 18072 (rounded), which leaves
    //   A: 20000 − 18072 = 1928 and B: −10000 + floor(18072 × 0.66) = −10000 + 11927 = 1927 — worse, so not chosen.
    const result = cashOut([runner('A', 20000, deep(248), deep(250)), runner('B', -10000, deep(166), deep(168))]);
    expect(result).toEqual({
      ok: true,
      plan: {
        bets: [{ runnerId: 'A', side: 'LAY', odds100: 250, stake: 12000 }],
        profitAfter: [
          { runnerId: 'A', profit: 2000 },
          { runnerId: 'B', profit: 2000 },
        ],
        guaranteed: 2000,
      },
    });
  });

  it('laid ₹100 on A at 2.00, A drifted to 2.50 to back: back ₹80 on A, +₹20 either way', () => {
    // Position: A wins → −100 × (2 − 1) = −10000; B wins → +10000.
    // c = P_B = 10000: A needs R = 20000 → back A at 2.50, stake 20000 / 2.5 = 8000.
    //   A wins: −10000 + 8000 × 1.5 = 2000;  B wins: 10000 − 8000 = 2000.
    // (c = P_A would lay B at 1.70: stake 20000 / 1.7 = 11765 → B: 10000 − floor(11765 × 0.7) = 1765, A: 1765. Worse.)
    const result = cashOut([runner('A', -10000, deep(250), deep(252)), runner('B', 10000, deep(168), deep(170))]);
    expect(result.ok && result.plan.bets).toEqual([{ runnerId: 'A', side: 'BACK', odds100: 250, stake: 8000 }]);
    expect(result.ok && result.plan.guaranteed).toBe(2000);
  });

  it('home, draw, away: backed ₹100 on home at 2.00, home lays at 1.80: one lay on home', () => {
    // Position: H → +10000, D → −10000, A → −10000.
    // c = −10000: H needs −20000 → lay H at 1.80, stake 20000 / 1.8 = 11111.1 → 11111.
    //   H: 10000 − floor(11111 × 0.8) = 10000 − 8888 = 1112;  D and A: −10000 + 11111 = 1111.
    // c = +10000 needs backs on D (3.60: 5556) and A (4.50: 4444): H: 10000 − 5556 − 4444 = 0, worse.
    const result = cashOut([runner('H', 10000, deep(178), deep(180)), runner('D', -10000, deep(360), deep(370)), runner('A', -10000, deep(450), deep(460))]);
    expect(result.ok && result.plan.bets).toEqual([{ runnerId: 'H', side: 'LAY', odds100: 180, stake: 11111 }]);
    expect(result.ok && result.plan.profitAfter.map((p) => p.profit)).toEqual([1112, 1111, 1111]);
    expect(result.ok && result.plan.guaranteed).toBe(1111);
  });

  it('a partial cash out of half places half the hedge', () => {
    // First example at fraction 0.5: lay A 6000 at 2.50 → A: 20000 − 9000 = 11000; B: −10000 + 6000 = −4000.
    const result = cashOut([runner('A', 20000, deep(248), deep(250)), runner('B', -10000, deep(166), deep(168))], { fraction: 0.5 });
    expect(result.ok && result.plan.bets).toEqual([{ runnerId: 'A', side: 'LAY', odds100: 250, stake: 6000 }]);
    expect(result.ok && result.plan.profitAfter.map((p) => p.profit)).toEqual([11000, -4000]);
  });

  it('walks the book when the best level is too thin, quoting the worst price it needs', () => {
    // A lays 5000 at 2.50 then 20000 at 2.52. At 2.50 the hedge needs 12000 > 5000, so the limit is 2.52:
    // stake 30000 / 2.52 = 11904.8 → 11905 (≤ 25000 at 2.52 or better). A: 20000 − floor(11905 × 1.52) = 20000 − 18095 = 1905; B: 1905.
    const result = cashOut([
      runner('A', 20000, deep(248), [
        { odds100: 250, size: 5000 },
        { odds100: 252, size: 20000 },
      ]),
      runner('B', -10000, [], []),
    ]);
    expect(result.ok && result.plan.bets).toEqual([{ runnerId: 'A', side: 'LAY', odds100: 252, stake: 11905 }]);
    expect(result.ok && result.plan.guaranteed).toBe(1905);
  });

  it('says why when it cannot', () => {
    expect(cashOut([runner('A', 0, deep(200), deep(202)), runner('B', 0, deep(200), deep(202))])).toEqual({ ok: false, reason: 'NO_POSITION' });
    expect(cashOut([runner('A', 20000, [], []), runner('B', -10000, [], [])])).toEqual({ ok: false, reason: 'NO_PRICES' });
    expect(cashOut([runner('A', 20000, [], [{ odds100: 250, size: 100 }]), runner('B', -10000, [], [])])).toEqual({ ok: false, reason: 'NO_LIQUIDITY' });
    expect(cashOut([runner('A', 20000, deep(248), deep(250)), runner('B', -10000, deep(166), deep(168))], { minStake: 20000 })).toEqual({ ok: false, reason: 'BELOW_MIN_STAKE' });
    expect(() => cashOut([], { fraction: 0 })).toThrow(RangeError);
  });

  it('a position a paisa from even is not a cash out: every hedge stake rounds to nothing', () => {
    // Laid r0 ₹1.01 and r1 ₹1.00 at 1.01: r0 wins → −1 + 100 = 99 paise, r1 wins → 101 − 1 = 100 (fast-check's
    // counterexample). Evening them needs a 1-paisa move, which no whole-paisa stake at 1.01–1.02 makes.
    const bets: PositionBet[] = [
      { runnerId: 'r0', side: 'LAY', odds100: 101, stake: 101 },
      { runnerId: 'r1', side: 'LAY', odds100: 101, stake: 100 },
    ];
    const position = profitLossByRunner(['r0', 'r1'], bets);
    expect([position.get('r0'), position.get('r1')]).toEqual([99, 100]);
    expect(cashOut([runner('r0', 99, deep(101), deep(102)), runner('r1', 100, deep(ODDS100_BY_TICK[99]!), deep(ODDS100_BY_TICK[100]!))])).toEqual({ ok: false, reason: 'NO_POSITION' });
  });
});

describe('cash out: properties', () => {
  const odds100 = fc.integer({ min: 0, max: 200 }).map((tick) => ODDS100_BY_TICK[tick]!);
  const bet = (runners: string[]) =>
    fc.record({ runnerId: fc.constantFrom(...runners), side: fc.constantFrom<'BACK' | 'LAY'>('BACK', 'LAY'), odds100, stake: fc.integer({ min: 100, max: 5_000_000 }) });
  const market = fc.integer({ min: 2, max: 4 }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => `r${i}`);
    // Two neighbouring ladder prices per runner: best back below best lay, as in a real book.
    const quotes = fc.array(fc.integer({ min: 0, max: 200 }), { minLength: n, maxLength: n });
    return fc.record({ ids: fc.constant(ids), bets: fc.array(bet(ids), { minLength: 1, maxLength: 6 }), quotes });
  });

  it('after a full cash out at the quoted prices every runner ends equal, up to whole-paisa stakes, exactly as settlement pays', () => {
    fc.assert(
      fc.property(market, ({ ids, bets, quotes }) => {
        const position = profitLossByRunner(ids, bets);
        const runners = ids.map((id, i) => runner(id, position.get(id)!, deep(ODDS100_BY_TICK[quotes[i]!]!), deep(ODDS100_BY_TICK[quotes[i]! + 1]!)));
        const result = cashOut(runners);
        if (!result.ok) {
          expect(['NO_POSITION', 'BELOW_MIN_STAKE']).toContain(result.reason);
          return;
        }
        const { plan } = result;
        // The quoted figures are the settlement's: the original bets plus the hedge, by the shared rule.
        const hedged: PositionBet[] = [...bets, ...plan.bets];
        const settled = profitLossByRunner(ids, hedged);
        expect(plan.profitAfter).toEqual(ids.map((id) => ({ runnerId: id, profit: settled.get(id)! })));
        // Equal up to whole-paisa stakes: runner k ends at c + S + e_k with |e_k| ≤ ⌊⌈o_k⌉/2⌋ for its
        // hedge at o_k (cash-out.ts), 0 for the runner at c; so one bet spreads the runners by at most
        // ⌊⌈o⌉/2⌋ (≤ 1 paisa for o ≤ 3.00), several by the two largest of those.
        const profits = plan.profitAfter.map((p) => p.profit);
        const spread = Math.max(...profits) - Math.min(...profits);
        const half = plan.bets.map((b) => Math.floor(Math.ceil(b.odds100 / 100) / 2)).sort((a, b) => b - a);
        expect(spread).toBeLessThanOrEqual(plan.bets.length === 1 ? half[0]! : half[0]! + half[1]!);
        if (plan.bets.length === 1 && plan.bets[0]!.odds100 <= 300) expect(spread).toBeLessThanOrEqual(1);
        // And a full cash out never leaves a runner where the bettor would not have been had they been
        // able to trade at those prices with no rounding at all (within the same bound).
        expect(plan.guaranteed).toBe(Math.min(...profits));
      }),
      { numRuns: 500 },
    );
  });

  it('one hedge bet at odds up to 3.00 leaves every runner equal within one paisa', () => {
    const two = fc.record({ back: fc.integer({ min: 100, max: 5_000_000 }), backTick: fc.integer({ min: 0, max: 349 }), layTick: fc.integer({ min: 0, max: 119 }) });
    fc.assert(
      fc.property(two, ({ back, backTick, layTick }) => {
        // Backed A at any price; A now lays at up to 3.00 (tick 119 = 3.00): one lay on A hedges it.
        const bets: PositionBet[] = [{ runnerId: 'A', side: 'BACK', odds100: ODDS100_BY_TICK[backTick]!, stake: back }];
        const position = profitLossByRunner(['A', 'B'], bets);
        const layAt = ODDS100_BY_TICK[layTick]!;
        const result = cashOut([runner('A', position.get('A')!, deep(ODDS100_BY_TICK[Math.max(0, layTick - 1)]!), deep(layAt)), runner('B', position.get('B')!, [], [])]);
        if (!result.ok) return;
        const profits = result.plan.profitAfter.map((p) => p.profit);
        if (result.plan.bets.length === 1) expect(Math.max(...profits) - Math.min(...profits)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  /*
   * Why "equal within one paisa" cannot hold at every price with whole-paisa stakes. Two runners,
   * position P_A, P_B with D = P_A − P_B > 0, and the only hedge price a lay of A at q (B has no
   * prices). A lay of s moves A by −floor(s·q) against B, so the runners end D − floor(s·q) apart.
   * For whole s, floor(s·q) takes only values about q apart. Example: back A 100 paise at 1.05 →
   * A +5, B −100, D = 105; A now lays at 10.0: floor(10·s) ∈ {…, 100, 110, …}, so the runners end
   * 5 paise apart whatever s — the spread ⌊⌈q⌉/2⌋ = 5 asserted above is reached, and a second bet
   * that could close it needs a price and money on B, which this book does not have.
   */
  it('the proof’s example: at 10.0 the best whole stake leaves 5 paise between the runners', () => {
    const result = cashOut([runner('A', 5, [], deep(1000)), runner('B', -100, [], [])]);
    expect(result).toMatchObject({ ok: true, plan: { bets: [{ runnerId: 'A', side: 'LAY', odds100: 1000 }] } });
    if (!result.ok) return;
    const profits = result.plan.profitAfter.map((p) => p.profit);
    expect(Math.max(...profits) - Math.min(...profits)).toBe(5);
  });

  it('picks the stake whose settled figures come nearest even (lay 30,000 paise of edge at 2.60)', () => {
    // 30,000 / 2.6 = 11,538.46: 11,538 moves A by floor(29,998.8) = 29,998 (2 short), 11,539 by
    // floor(30,001.4) = 30,001 (1 over): 11,539 leaves A at 1,538 and B at 1,539.
    expect(stakeFor(30_000, 260)).toBe(11_539);
    const result = cashOut([runner('A', 20_000, [], deep(260)), runner('B', -10_000, [], [])]);
    expect(result).toMatchObject({ ok: true, plan: { bets: [{ side: 'LAY', odds100: 260, stake: 11_539 }], profitAfter: [{ profit: 1_538 }, { profit: 1_539 }], guaranteed: 1_538 } });
  });

  it('a full cash out of an already even position places nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (p) => {
        expect(cashOut([runner('A', p, deep(200), deep(202)), runner('B', p, deep(200), deep(202))])).toEqual({ ok: false, reason: 'NO_POSITION' });
      }),
    );
  });
});
