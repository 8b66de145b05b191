import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { changeLimit, COOLING_OFF_MS, exposureCeiling, LIMIT_PERIODS, limitAt, periodStart, type LimitPeriod, type StoredLimit } from './protections';

/** The IST calendar key of an instant, computed independently of periodStart (Intl's time-zone data). */
const ist = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
function periodKey(period: LimitPeriod, at: number): string {
  const [y, m, d] = ist.format(new Date(at)).split('-').map(Number) as [number, number, number];
  if (period === 'DAY') return `${y}-${m}-${d}`;
  if (period === 'MONTH') return `${y}-${m}`;
  const local = Date.UTC(y, m - 1, d);
  const monday = new Date(local - ((new Date(local).getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

type Step =
  | { kind: 'wait'; ms: number }
  | { kind: 'limit'; period: LimitPeriod; amount: number | null }
  | { kind: 'bet'; stake: number }
  | { kind: 'settle'; index: number; won: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 3 * 86_400_000 }) }),
  fc.record({ kind: fc.constant('limit' as const), period: fc.constantFrom(...LIMIT_PERIODS), amount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }) }),
  fc.record({ kind: fc.constant('bet' as const), stake: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ kind: fc.constant('settle' as const), index: fc.nat(), won: fc.boolean() }),
);

describe('loss limits (issue #47): property', () => {
  it('no sequence of bets, settlements, limit changes and time passing lets a bettor past a loss limit in force, and no raise applies before its cooling-off', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }), fc.array(step, { maxLength: 60 }), (start, steps) => {
        let now = start;
        const limits = new Map<LimitPeriod, StoredLimit>();
        /** Each period's requests of a raise or removal: when asked, and what. */
        const raises: Array<{ period: LimitPeriod; at: number; amount: number | null }> = [];
        const open: number[] = [];
        const settled: Array<{ at: number; net: number }> = [];
        const inForce = (p: LimitPeriod) => (limits.get(p) ? limitAt(limits.get(p)!, new Date(now)).amount : null);
        const netLoss = (p: LimitPeriod) => -settled.filter((s) => periodKey(p, s.at) === periodKey(p, now)).reduce((sum, s) => sum + s.net, 0);
        let previous = new Map<LimitPeriod, number | null>(LIMIT_PERIODS.map((p) => [p, null]));
        for (const s of steps) {
          if (s.kind === 'wait') now += s.ms;
          else if (s.kind === 'limit') {
            const before = inForce(s.period);
            limits.set(s.period, changeLimit(limits.get(s.period) ?? { amount: null, pendingAt: null, pendingAmount: null }, s.amount, new Date(now)));
            // A lower limit applies at once.
            if (s.amount !== null && (before === null || s.amount <= before)) expect(inForce(s.period)).toBe(s.amount);
            else raises.push({ period: s.period, at: now, amount: s.amount });
          } else if (s.kind === 'bet') {
            const exposure = open.reduce((a, b) => a + b, 0);
            const ceiling = exposureCeiling(LIMIT_PERIODS.flatMap((p) => (inForce(p) === null ? [] : [{ amount: inForce(p)!, netLoss: netLoss(p) }])));
            try {
              checkAffordability({ bankBalance: Number.MAX_SAFE_INTEGER, otherExposure: exposure, exposureBefore: 0, exposureAfter: s.stake, lossLimit: ceiling });
              open.push(s.stake);
            } catch (err) {
              expect(err).toBeInstanceOf(DomainError);
              expect((err as DomainError).code).toBe('LOSS_LIMIT_EXCEEDED');
              expect((err as DomainError).remaining).toBe(Math.max(0, ceiling! - exposure));
            }
            // The invariant, from the model's own ledger: net settled loss in the period plus open exposure within every limit in force.
            if (open.length > 0 && open[open.length - 1] === s.stake) {
              const used = open.reduce((a, b) => a + b, 0);
              for (const p of LIMIT_PERIODS) {
                const cap = inForce(p);
                if (cap !== null) expect(Math.max(0, netLoss(p)) + used).toBeLessThanOrEqual(cap);
              }
            }
          } else if (open.length > 0) {
            const [stake] = open.splice(s.index % open.length, 1);
            settled.push({ at: now, net: s.won ? stake! : -stake! });
          }
          // A limit goes up (or away) only to what was asked at least 24 hours ago.
          for (const p of LIMIT_PERIODS) {
            const was = previous.get(p) ?? null;
            const is = inForce(p);
            const loosened = was !== null && (is === null || is > was);
            if (loosened) expect(raises.some((r) => r.period === p && r.amount === is && r.at + COOLING_OFF_MS <= now)).toBe(true);
          }
          previous = new Map(LIMIT_PERIODS.map((p) => [p, inForce(p)]));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('periods start at IST midnight, on Monday for weeks and on the 1st for months', () => {
    // 2026-11-25 is a Wednesday; 00:10 IST is 18:40 UTC the day before.
    const at = new Date('2026-11-24T18:40:00Z');
    expect(periodStart('DAY', at).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(periodStart('WEEK', at).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(periodStart('MONTH', at).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), fc.constantFrom(...LIMIT_PERIODS), (t, p) => {
        const startOf = periodStart(p, new Date(t)).getTime();
        expect(startOf).toBeLessThanOrEqual(t);
        expect(periodKey(p, startOf)).toBe(periodKey(p, t));
        expect(periodKey(p, startOf - 1)).not.toBe(periodKey(p, t));
      }),
    );
  });
});
