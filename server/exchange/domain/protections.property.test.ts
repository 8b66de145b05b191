import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { changeLimit, COOLING_OFF_MS, exposureCeiling, LIMIT_PERIODS, limitAt, overLimit, periodStart, type LimitKind, type LimitPeriod, type StoredLimit } from './protections';

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
  | { kind: 'limit'; of: LimitKind; period: LimitPeriod; amount: number | null }
  | { kind: 'deposit'; amount: number }
  | { kind: 'bet'; stake: number }
  | { kind: 'settle'; index: number; won: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  // Any span, and spans around the cooling-off's edge.
  fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 1, max: 3 * 86_400_000 }), fc.constantFrom(COOLING_OFF_MS - 1, COOLING_OFF_MS, 1)) }),
  fc.record({ kind: fc.constant('limit' as const), of: fc.constantFrom<LimitKind>('DEPOSIT', 'LOSS'), period: fc.constantFrom(...LIMIT_PERIODS), amount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }) }),
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ kind: fc.constant('bet' as const), stake: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ kind: fc.constant('settle' as const), index: fc.nat(), won: fc.boolean() }),
);

describe('deposit and loss limits (issue #47): property', () => {
  it('no sequence of deposits, bets, settlements, limit changes and time passing lets a bettor past a limit in force, and no raise applies before its cooling-off', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }), fc.array(step, { minLength: 10, maxLength: 80, size: 'max' }), (start, steps) => {
        let now = start;
        const KINDS: LimitKind[] = ['DEPOSIT', 'LOSS'];
        const limits = new Map<string, StoredLimit>();
        /** Each raise or removal asked for: of which limit, when, and what. */
        const raises: Array<{ key: string; at: number; amount: number | null }> = [];
        const open: number[] = [];
        const settled: Array<{ at: number; net: number }> = [];
        const deposits: Array<{ at: number; amount: number }> = [];
        const inForce = (kind: LimitKind, p: LimitPeriod) => {
          const stored = limits.get(`${kind}:${p}`);
          return stored ? limitAt(stored, new Date(now)).amount : null;
        };
        const inPeriod = (p: LimitPeriod, at: number) => periodKey(p, at) === periodKey(p, now);
        const netLoss = (p: LimitPeriod) => -settled.filter((s) => inPeriod(p, s.at)).reduce((sum, s) => sum + s.net, 0);
        const deposited = (p: LimitPeriod) => deposits.filter((d) => inPeriod(p, d.at)).reduce((sum, d) => sum + d.amount, 0);
        const snapshot = () => new Map(KINDS.flatMap((k) => LIMIT_PERIODS.map((p) => [`${k}:${p}`, inForce(k, p)] as const)));
        let previous = snapshot();
        for (const s of steps) {
          if (s.kind === 'wait') now += s.ms;
          else if (s.kind === 'limit') {
            const key = `${s.of}:${s.period}`;
            const before = inForce(s.of, s.period);
            limits.set(key, changeLimit(limits.get(key) ?? { amount: null, pendingAt: null, pendingAmount: null }, s.amount, new Date(now)));
            // A lower limit applies at once.
            if (s.amount !== null && (before === null || s.amount <= before)) expect(inForce(s.of, s.period)).toBe(s.amount);
            else raises.push({ key, at: now, amount: s.amount });
          } else if (s.kind === 'deposit') {
            const refusals = LIMIT_PERIODS.map((p) => overLimit(inForce('DEPOSIT', p), deposited(p), s.amount));
            if (refusals.every((r) => r === null)) deposits.push({ at: now, amount: s.amount });
            for (const [i, p] of LIMIT_PERIODS.entries()) {
              const cap = inForce('DEPOSIT', p);
              if (refusals[i] !== null) expect(refusals[i]).toBe(Math.max(0, cap! - deposited(p)));
              // The invariant: deposits in the period within every deposit limit in force.
              if (cap !== null && refusals.every((r) => r === null)) expect(deposited(p)).toBeLessThanOrEqual(cap);
            }
          } else if (s.kind === 'bet') {
            const exposure = open.reduce((a, b) => a + b, 0);
            const ceiling = exposureCeiling(LIMIT_PERIODS.flatMap((p) => (inForce('LOSS', p) === null ? [] : [{ amount: inForce('LOSS', p)!, netLoss: netLoss(p) }])));
            let accepted = true;
            try {
              checkAffordability({ bankBalance: Number.MAX_SAFE_INTEGER, otherExposure: exposure, exposureBefore: 0, exposureAfter: s.stake, lossLimit: ceiling });
              open.push(s.stake);
            } catch (err) {
              accepted = false;
              expect(err).toBeInstanceOf(DomainError);
              expect((err as DomainError).code).toBe('LOSS_LIMIT_EXCEEDED');
              expect((err as DomainError).remaining).toBe(Math.max(0, ceiling! - exposure));
            }
            // The invariant, from the model's own ledger: net settled loss in the period plus open exposure within every loss limit in force.
            if (accepted) {
              const used = open.reduce((a, b) => a + b, 0);
              for (const p of LIMIT_PERIODS) {
                const cap = inForce('LOSS', p);
                if (cap !== null) expect(Math.max(0, netLoss(p)) + used).toBeLessThanOrEqual(cap);
              }
            }
          } else if (open.length > 0) {
            const [stake] = open.splice(s.index % open.length, 1);
            settled.push({ at: now, net: s.won ? stake! : -stake! });
          }
          // A limit goes up (or away) only to what was asked at least 24 hours before.
          const current = snapshot();
          for (const [key, is] of current) {
            const was = previous.get(key) ?? null;
            if (was !== null && (is === null || is > was)) expect(raises.some((r) => r.key === key && r.amount === is && r.at + COOLING_OFF_MS <= now)).toBe(true);
          }
          previous = current;
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
