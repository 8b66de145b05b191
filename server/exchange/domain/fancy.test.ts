import { describe, expect, it } from 'vitest';
import { fancyExposure, fancyProfit, runAmountBook } from './fancy';
import type { FancyBet } from './fancy';
import { FancyMarket } from './fancy-market';
import { MAX_STAKE } from './money';
import { expectCode } from './test-support';

const bet = (b: Partial<FancyBet> & Pick<FancyBet, 'side' | 'line' | 'rate' | 'stake'>): FancyBet => ({ betId: 'f', userId: 'u1', placedAt: 0, ...b });

describe('fancy (session/line) rules', () => {
  it('YES at 45 rate 90 wins stake × 0.9 at 45 or more, else loses the stake', () => {
    const yes = bet({ side: 'BACK', line: 45, rate: 90, stake: 1000 });
    expect(fancyProfit(yes, 45)).toBe(900);
    expect(fancyProfit(yes, 44)).toBe(-1000);
  });

  it('NO at 43 rate 110 wins the stake below 43, else loses stake × 1.1', () => {
    const no = bet({ side: 'LAY', line: 43, rate: 110, stake: 1000 });
    expect(fancyProfit(no, 42)).toBe(1000);
    expect(fancyProfit(no, 43)).toBe(-1100);
  });

  it('builds the Run / Amount book; its worst value is the exposure', () => {
    const bets = [bet({ side: 'BACK', line: 45, rate: 100, stake: 1000 }), bet({ side: 'LAY', line: 43, rate: 100, stake: 1000 })];
    // ≤42: −10 + 10 = 0; 43–44: −10 − 10 = −20; ≥45: +10 − 10 = 0.
    expect(runAmountBook(bets)).toEqual([
      { key: 42, value: 0 },
      { key: 43, value: -2000 },
      { key: 44, value: -2000 },
      { key: 45, value: 0 },
    ]);
    expect(fancyExposure(bets)).toBe(2000);
    expect(runAmountBook([])).toEqual([]);
    expect(fancyExposure([])).toBe(0);
  });
});

describe('fancy market', () => {
  const limits = { minStake: 100, maxStake: 50_000, maxProfit: 20_000 };
  const open = () => {
    const m = new FancyMarket('fancy1', limits);
    m.setStatus('OPEN');
    m.setQuote({ yesLine: 45, yesRate: 100, noLine: 43, noRate: 100 });
    return m;
  };

  it('takes YES and NO at the quoted line and rate, and keeps each user’s book', () => {
    const m = open();
    m.place({ orderId: 'y', userId: 'u1', side: 'BACK', line: 45, rate: 100, size: 1000, now: 0 });
    m.place({ orderId: 'n', userId: 'u1', side: 'LAY', line: 43, rate: 100, size: 1000, now: 0 });
    expect(m.exposureOf('u1')).toBe(2000);
    expect(m.bookOf('u1').map((r) => r.value)).toEqual([0, -2000, -2000, 0]);
    expect(m.bookOf('u2')).toEqual([]);
  });

  it('refuses a moved line, bad stake, too much profit, no funds and a closed market', () => {
    const m = open();
    const yes = { userId: 'u1', side: 'BACK', line: 45, rate: 100, now: 0 } as const;
    expectCode(() => m.place({ ...yes, orderId: 'a', line: 44, size: 1000 }), 'BET_TAKEN_OR_LAPSED');
    expectCode(() => m.place({ ...yes, orderId: 'b', size: 99 }), 'INVALID_BET_SIZE');
    expectCode(() => m.place({ ...yes, orderId: 'c', size: 20_001 }), 'INVALID_BET_SIZE');
    expectCode(() => m.place({ ...yes, orderId: 'd', size: 5_000 }, { bankBalance: 4_000, otherExposure: 0 }), 'INSUFFICIENT_FUNDS');
    expectCode(() => m.place({ ...yes, orderId: 'e', rate: 0, size: 1000 }), 'INVALID_ODDS');
    expectCode(() => m.setQuote({ yesLine: 40, yesRate: 100, noLine: 43, noRate: 100 }), 'INVALID_INPUT_DATA');
    m.setQuote(null);
    expectCode(() => m.place({ ...yes, orderId: 'f', size: 1000 }), 'BET_TAKEN_OR_LAPSED');
    m.setStatus('CLOSED');
    expectCode(() => m.place({ ...yes, orderId: 'g', size: 1000 }), 'MARKET_NOT_OPEN_FOR_BETTING');
  });
});

describe('fancy quote sizes (the most one bet may stake at a quote)', () => {
  const limits = { minStake: 100, maxStake: 500_000, maxProfit: null };
  const open = (size?: number) => {
    const m = new FancyMarket('fancy1', limits);
    m.setStatus('OPEN');
    m.setQuote({ yesLine: 45, yesRate: 90, noLine: 43, noRate: 110, ...(size === undefined ? {} : { size }) });
    return m;
  };
  const yes = (orderId: string, size: number) => ({ orderId, userId: 'u1', side: 'BACK', line: 45, rate: 90, size, now: 0 }) as const;
  const no = (orderId: string, size: number) => ({ orderId, userId: 'u1', side: 'LAY', line: 43, rate: 110, size, now: 0 }) as const;

  it('takes up to the size on YES and on NO, and refuses a stake above it saying the most in rupees', () => {
    const m = open(100_000);
    expect(m.place(yes('a', 100_000)).stake).toBe(100_000);
    expect(m.place(no('b', 100_000)).stake).toBe(100_000);
    expectCode(() => m.place(yes('c', 100_001)), 'INVALID_BET_SIZE');
    expectCode(() => m.place(no('d', 100_001)), 'INVALID_BET_SIZE');
    expect(() => m.place(yes('e', 200_000))).toThrow('The house takes at most ₹1,000.00 on YES 45 at 90');
    expect(() => m.place(no('f', 200_000))).toThrow('The house takes at most ₹1,000.00 on NO 43 at 110');
    expect(m.bets().map((b) => b.betId)).toEqual(['a', 'b']);
  });

  it('without a size, takes up to the market’s max stake as before', () => {
    const m = open();
    expect(m.quote).toEqual({ yesLine: 45, yesRate: 90, noLine: 43, noRate: 110 });
    expect(m.place(yes('a', limits.maxStake)).stake).toBe(limits.maxStake);
    expect(m.place(no('b', limits.maxStake)).stake).toBe(limits.maxStake);
    expectCode(() => m.place(no('c', limits.maxStake + 1)), 'INVALID_BET_SIZE');
  });

  it('refuses a size that is not a stake, keeping the quote', () => {
    const m = open(500);
    for (const size of [0, -1, 0.5, MAX_STAKE + 1, '500' as unknown as number]) {
      expectCode(() => m.setQuote({ yesLine: 50, yesRate: 100, noLine: 49, noRate: 100, size }), 'INVALID_INPUT_DATA');
    }
    expect(m.quote).toEqual({ yesLine: 45, yesRate: 90, noLine: 43, noRate: 110, size: 500 });
  });
});
