import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { ExchangeMarket } from './exchange-market';
import type { Side } from './types';

/**
 * With keepHistory off the engine forgets complete orders and reuses their storage slots. It must
 * behave exactly as with history on: same results, books, exposures and open orders after every
 * command. (Only the error for a complete order differs: without history it is unknown.)
 */
const RUNNERS = ['A', 'B'];
const USERS = ['u1', 'u2', 'u3'];

type Step =
  | { kind: 'place'; user: string; runner: string; side: Side; tick: number; size: number; persist: boolean }
  | { kind: 'replace'; index: number; tick: number }
  | { kind: 'cancel'; index: number; reduction: number | undefined }
  | { kind: 'advance'; ms: number }
  | { kind: 'status'; to: 'OPEN' | 'SUSPENDED' }
  | { kind: 'inPlay' };

const tick = fc.integer({ min: 97, max: 102 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('place' as const), user: fc.constantFrom(...USERS), runner: fc.constantFrom(...RUNNERS), side: fc.constantFrom<Side>('BACK', 'LAY'), tick, size: fc.integer({ min: 1, max: 3000 }), persist: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), index: fc.nat(60), tick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), index: fc.nat(60), reduction: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: undefined }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('status' as const), to: fc.constantFrom<'OPEN' | 'SUSPENDED'>('OPEN', 'SUSPENDED') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'inPlay' as const }) },
);

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { error: error.code === 'BET_TAKEN_OR_LAPSED' ? 'INVALID_BET_ID' : error.code };
  }
}

function runBoth(steps: Step[]): void {
  const markets = [true, false].map((keepHistory) => new ExchangeMarket({ marketId: 'm', runnerIds: RUNNERS, status: 'OPEN', betDelayMs: 5, keepHistory }));
  const ids: { id: string; user: string }[] = [];
  let now = 0;
  for (const s of steps) {
    const apply = (m: ExchangeMarket): unknown => {
      // Counted from the newest order, so orders still in the bet delay get cancelled and re-priced too.
      const target = ids[s.kind === 'replace' || s.kind === 'cancel' ? ids.length - 1 - (s.index % Math.max(1, ids.length)) : 0] ?? { id: 'none', user: 'u1' };
      switch (s.kind) {
        case 'place':
          return m.place({ orderId: `o${ids.length}`, userId: s.user, runnerId: s.runner, side: s.side, price: s.tick, size: s.size, persistence: s.persist ? 'PERSIST' : 'LAPSE', now }, { bankBalance: 40_000, otherExposure: 0 });
        case 'replace':
          return m.replace({ orderId: target.id, userId: target.user, price: s.tick, now });
        case 'cancel':
          return m.cancel({ orderId: target.id, userId: target.user, sizeReduction: s.reduction });
        case 'advance':
          return m.releaseDelayed(now + s.ms);
        case 'status':
          return m.setStatus(s.to);
        case 'inPlay':
          return m.setInPlay(true);
      }
    };
    const [full, lean] = markets.map((m) => outcome(() => apply(m)));
    expect(lean).toEqual(full);
    if (s.kind === 'place') ids.push({ id: `o${ids.length}`, user: s.user });
    if (s.kind === 'advance') now += s.ms;
    const [a, b] = markets as [ExchangeMarket, ExchangeMarket];
    expect(b.openOrders()).toEqual(a.openOrders());
    for (const r of RUNNERS) expect(b.book(r, 350)).toEqual(a.book(r, 350));
    for (const u of USERS) {
      expect(b.exposureOf(u)).toBe(a.exposureOf(u));
      expect(b.ordersOf(u).unmatched).toEqual(a.ordersOf(u).unmatched);
    }
    for (const { id } of ids) {
      expect(b.order(id)).toEqual(a.order(id));
      expect(b.sizeRemainingOf(id)).toBe(a.sizeRemainingOf(id));
    }
  }
}

describe('exchange market without history', () => {
  it('behaves exactly as with history, slot reuse included', () => {
    const seed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) };
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60, size: 'max' }), (steps) => runBoth(steps)),
      { numRuns: 500, ...seed },
    );
  });

  it('reuses the slots of complete orders and still finds every live order by id', () => {
    const m = new ExchangeMarket({ marketId: 'm', runnerIds: ['A'], status: 'OPEN', keepHistory: false });
    for (let i = 0; i < 5000; i++) m.place({ orderId: `l${i}`, userId: 'maker', runnerId: 'A', side: 'LAY', price: 100 + (i % 5), size: 100, now: i });
    for (let i = 0; i < 2500; i++) m.place({ orderId: `b${i}`, userId: 'taker', runnerId: 'A', side: 'BACK', price: 100, size: 100, now: i });
    for (let i = 0; i < 2500; i++) m.place({ orderId: `n${i}`, userId: 'maker', runnerId: 'A', side: 'LAY', price: 90, size: 100, now: i });
    // The backs took every lay at 104 and 103 and the oldest 500 at 102; the new lays reused those slots.
    const gone = (i: number) => i % 5 === 4 || i % 5 === 3 || (i % 5 === 2 && i < 2500);
    const open = m.openOrders();
    expect(open).toHaveLength(5000);
    expect(open.map((o) => o.seq)).toEqual([...open.map((o) => o.seq)].sort((x, y) => x - y));
    for (let i = 0; i < 5000; i++) {
      expect(m.sizeRemainingOf(`l${i}`)).toBe(gone(i) ? 0 : 100);
      expect(m.order(`l${i}`)?.price).toBe(gone(i) ? undefined : 100 + (i % 5));
    }
    for (let i = 0; i < 2500; i++) expect(m.order(`n${i}`)).toMatchObject({ userId: 'maker', price: 90, sizeRemaining: 100, status: 'EXECUTABLE' });
    expect(m.book('A').availableToBack[0]).toEqual({ price: 102, odds: 2.06, size: 50_000 });
  });
});
