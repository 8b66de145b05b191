import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { WHOLE_BPS, allocate, chainOf, maxShareFor, shareLeftBelow, shareWithin, splitResult, type ChainLevel } from './partnership';

/** Admin 20 % (the rest), super master 20 %, master 30 %, agent 30 % — the example chain. */
const chain2030 = chainOf([
  { userId: 'admin', role: 'operator', partnershipBps: 0 },
  { userId: 'sm', role: 'super_master', partnershipBps: 2000 },
  { userId: 'm', role: 'master', partnershipBps: 3000 },
  { userId: 'a', role: 'agent', partnershipBps: 3000 },
]);
const amounts = (net: number, chain: readonly ChainLevel[]) => splitResult(net, chain).map((l) => [l.userId, l.amount]);

describe('partnership chain', () => {
  it('gives the top what the lower levels leave', () => {
    expect(chain2030.map((l) => [l.userId, l.shareBps])).toEqual([
      ['admin', 2000],
      ['sm', 2000],
      ['m', 3000],
      ['a', 3000],
    ]);
  });

  it('refuses lower levels keeping more than the whole', () => {
    const over = () =>
      chainOf([
        { userId: 'admin', role: 'operator', partnershipBps: 0 },
        { userId: 'm', role: 'master', partnershipBps: 6000 },
        { userId: 'a', role: 'agent', partnershipBps: 4001 },
      ]);
    expect(over).toThrow(/more than the whole/);
  });

  it('bounds a downline by what its upline was left (20 % kept → 80 %; then 30 % → 50 %)', () => {
    expect(shareLeftBelow([])).toBe(10_000);
    expect(shareLeftBelow([2000])).toBe(8000);
    expect(shareLeftBelow([2000, 3000])).toBe(5000);
    expect(shareWithin(5000, shareLeftBelow([2000, 3000]))).toBe(true);
    expect(shareWithin(5001, shareLeftBelow([2000, 3000]))).toBe(false);
    expect(shareWithin(-1, 10_000)).toBe(false);
    expect(shareWithin(12.5, 10_000)).toBe(false);
    // A master whose agents already keep up to 30 % may keep at most 80 − 30 = 50 %.
    expect(maxShareFor(8000, 3000)).toBe(5000);
    expect(maxShareFor(2000, 3000)).toBe(0);
  });
});

describe('splitResult — worked examples (20/30/30/20)', () => {
  it('a bettor losing ₹1,000.01: each lower level rounds toward zero, admin takes the odd paisa', () => {
    expect(amounts(-100_001, chain2030)).toEqual([
      ['admin', 20_001],
      ['sm', 20_000],
      ['m', 30_000],
      ['a', 30_000],
    ]);
  });

  it('a bettor winning ₹1,000.01: the levels pay, toward zero below the top', () => {
    expect(amounts(100_001, chain2030)).toEqual([
      ['admin', -20_001],
      ['sm', -20_000],
      ['m', -30_000],
      ['a', -30_000],
    ]);
  });

  it('one paisa lost goes all to the top; 7 paise lost: 2.1 → 2 for master and agent, 1.4 → 1 for the super master, admin the remaining 2', () => {
    expect(amounts(-1, chain2030)).toEqual([
      ['admin', 1],
      ['sm', 0],
      ['m', 0],
      ['a', 0],
    ]);
    expect(amounts(-7, chain2030)).toEqual([
      ['admin', 2],
      ['sm', 1],
      ['m', 2],
      ['a', 2],
    ]);
  });

  it('refuses a chain that does not sum to the whole and a fractional result', () => {
    const broken = [{ userId: 'a', role: 'agent', shareBps: 9000 }];
    expect(() => splitResult(5, broken)).toThrow(/sum to 10000/);
    expect(() => splitResult(0.5, chain2030)).toThrow(/whole number/);
  });
});

/** A random chain of 2–4 levels: random shares below the top within the whole. */
const arbChain = fc
  .array(fc.integer({ min: 0, max: WHOLE_BPS }), { minLength: 1, maxLength: 3 })
  .map((raw) => {
    let left = WHOLE_BPS;
    const shares = raw.map((s) => {
      const kept = Math.min(s, left);
      left -= kept;
      return kept;
    });
    return chainOf([{ userId: 'top', role: 'operator', partnershipBps: 0 }, ...shares.map((partnershipBps, i) => ({ userId: `l${i}`, role: 'agent', partnershipBps }))]);
  });
const arbNet = fc.oneof(
  fc.constantFrom(1, -1, 0, 3, -3, 99_999, -100_001),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.maxSafeInteger().map((n) => Math.trunc(n / 2)),
);

describe('splitResult — properties over random chains, shares and results', () => {
  it('the levels plus the bettor sum to exactly zero; lower levels are < 1 paisa from their exact share', () => {
    fc.assert(
      fc.property(arbChain, arbNet, (chain, net) => {
        const split = splitResult(net, chain);
        expect(split.reduce((sum, l) => sum + l.amount, 0) + net).toBe(0);
        for (const level of split.slice(1)) {
          // |amount − exact| < 1 ⇔ |amount × 10,000 − (−net) × share| < 10,000, in exact integers.
          const error = BigInt(level.amount) * 10_000n - BigInt(-net) * BigInt(level.shareBps);
          expect(error < 10_000n && error > -10_000n).toBe(true);
          // Toward zero: never more than the exact share in size, never of the other sign.
          expect(Math.sign(level.amount) === 0 || Math.sign(level.amount) === Math.sign(-net)).toBe(true);
        }
        const topError = BigInt(split[0]!.amount) * 10_000n - BigInt(-net) * BigInt(split[0]!.shareBps);
        expect(topError < BigInt(10_000 * chain.length) && topError > -BigInt(10_000 * chain.length)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('allocate — a bettor net over its chain groups', () => {
  it('splits in proportion, the largest weight takes the remainder, sums exactly', () => {
    expect(allocate(-1001, [1, 1, 2])).toEqual([-250, -250, -501]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 5 }), (total, weights) => {
        expect(allocate(total, weights).reduce((a, p) => a + p, 0)).toBe(total);
      }),
    );
  });

  it('refuses negative weights with a coded error', () => {
    try {
      allocate(5, [-1, 2]);
      expect.unreachable();
    } catch (err) {
      expect(isDomainError(err, 'INVALID_INPUT_DATA')).toBe(true);
    }
  });
});
