import { describe, expect, it } from 'vitest';
import { BookmakerMarket } from './bookmaker-market';
import { ballByBallMarket, binaryMarket, binaryWinner, lotteryDigitMarket } from './fixed-odds-market';
import { priceToTick as t } from './ladder';
import { MAX_STAKE } from './money';
import { expectCode } from './test-support';

const limits = { minStake: 100, maxStake: 100_000, maxProfit: 50_000 };

describe('bookmaker market (house at quoted prices)', () => {
  const open = () => {
    const m = new BookmakerMarket('bm1', ['IND', 'AUS'], limits);
    m.setStatus('OPEN');
    m.setQuote('IND', { back: t(1.9), lay: t(1.92) });
    return m;
  };

  it('takes a back at the quoted price, fully matched against the house', () => {
    const m = open();
    const bet = m.place({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 10_000, now: 7 });
    expect(bet).toEqual({ betId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', stake: 10_000, odds100: 190, placedAt: 7 });
    // IND wins: +90; AUS wins: −100.
    expect(m.profitAndLossOf('u1')).toEqual([
      { runnerId: 'IND', profit: 9000 },
      { runnerId: 'AUS', profit: -10_000 },
    ]);
    expect(m.exposureOf('u1')).toBe(10_000);
    // A lay at 1.92 hedges: IND wins 9000 − 9200 = −200, AUS wins −10,000 + 10,000 = 0.
    m.place({ orderId: 'l1', userId: 'u1', runnerId: 'IND', side: 'LAY', price: t(1.92), size: 10_000, now: 8 });
    expect(m.exposureOf('u1')).toBe(200);
  });

  it('gives a better quote, but refuses when the price moved against the bettor', () => {
    const m = open();
    expect(m.place({ orderId: 'a', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.85), size: 1000, now: 0 }).odds100).toBe(190);
    expectCode(() => m.place({ orderId: 'b', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.95), size: 1000, now: 0 }), 'BET_TAKEN_OR_LAPSED');
    expectCode(() => m.place({ orderId: 'c', userId: 'u1', runnerId: 'IND', side: 'LAY', price: t(1.91), size: 1000, now: 0 }), 'BET_TAKEN_OR_LAPSED');
    expectCode(() => m.place({ orderId: 'd', userId: 'u1', runnerId: 'AUS', side: 'BACK', price: t(2), size: 1000, now: 0 }), 'BET_TAKEN_OR_LAPSED');
  });

  it('enforces min/max stake, max profit, funds and market status', () => {
    const m = open();
    const bet = { userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), now: 0 } as const;
    expectCode(() => m.place({ ...bet, orderId: 'a', size: 99 }), 'INVALID_BET_SIZE');
    expectCode(() => m.place({ ...bet, orderId: 'b', size: 100_001 }), 'INVALID_BET_SIZE');
    // 60,000 @ 1.9 would win 54,000 > max profit 50,000.
    m.place({ ...bet, orderId: 'c', size: 55_000 });
    expectCode(() => m.place({ ...bet, orderId: 'd', size: 5_000 }), 'INVALID_BET_SIZE');
    expectCode(() => m.place({ ...bet, orderId: 'e', userId: 'u2', size: 5_000 }, { bankBalance: 4_999, otherExposure: 0 }), 'INSUFFICIENT_FUNDS');
    expectCode(() => m.place({ ...bet, orderId: 'c', userId: 'u2', size: 1_000 }), 'DUPLICATE_TRANSACTION');
    expectCode(() => m.place({ ...bet, orderId: 'f', price: 400, size: 1_000 }), 'INVALID_ODDS');
    m.setStatus('SUSPENDED');
    expectCode(() => m.place({ ...bet, orderId: 'g', size: 1_000 }), 'MARKET_SUSPENDED');
    expectCode(() => m.setQuote('IND', { back: t(2), lay: t(1.9) }), 'INVALID_INPUT_DATA');
  });
});

describe('bookmaker quote sizes (the most one bet may stake at a quote)', () => {
  const open = (size?: number) => {
    const m = new BookmakerMarket('bm1', ['IND', 'AUS'], { ...limits, maxProfit: null });
    m.setStatus('OPEN');
    m.setQuote('IND', { back: t(1.9), lay: t(1.92), ...(size === undefined ? {} : { size }) });
    return m;
  };
  const bet = (side: 'BACK' | 'LAY', orderId: string, size: number) => ({ orderId, userId: 'u1', runnerId: 'IND', side, price: t(side === 'BACK' ? 1.9 : 1.92), size, now: 0 });

  it('takes up to the size on the back and on the lay, and refuses a stake above it saying the most in rupees', () => {
    const m = open(2_500);
    expect(m.place(bet('BACK', 'a', 2_500)).stake).toBe(2_500);
    expect(m.place(bet('LAY', 'b', 2_500)).stake).toBe(2_500);
    expectCode(() => m.place(bet('BACK', 'c', 2_501)), 'INVALID_BET_SIZE');
    expectCode(() => m.place(bet('LAY', 'd', 2_501)), 'INVALID_BET_SIZE');
    expect(() => m.place(bet('BACK', 'e', 3_000))).toThrow('The house takes at most ₹25.00 at 1.90');
    expect(() => m.place(bet('LAY', 'f', 3_000))).toThrow('The house takes at most ₹25.00 at 1.92');
    expect(m.bets().map((b) => b.betId)).toEqual(['a', 'b']);
  });

  it('without a size, takes up to the market’s max stake as before', () => {
    const m = open();
    expect(m.quoteOf('IND')).toEqual({ back: t(1.9), lay: t(1.92) });
    expect(m.place(bet('BACK', 'a', limits.maxStake)).stake).toBe(limits.maxStake);
    expect(m.place(bet('LAY', 'b', limits.maxStake)).stake).toBe(limits.maxStake);
    expectCode(() => m.place(bet('LAY', 'c', limits.maxStake + 1)), 'INVALID_BET_SIZE');
  });

  it('applies the size at the quote in force when a delayed bet is taken', () => {
    const m = open(5_000);
    m.setInPlay(true, 1_000);
    const placed = m.submitBet(bet('BACK', 'a', 4_000));
    expect('waiting' in placed).toBe(true);
    m.setQuote('IND', { back: t(1.9), lay: t(1.92), size: 3_000 });
    expect(m.release(1_000).lapsed).toEqual([{ bet: expect.objectContaining({ betId: 'a' }), reason: 'INVALID_BET_SIZE' }]);
  });

  it('refuses a size that is not a stake, changing no quote', () => {
    const m = open(2_500);
    for (const size of [0, -100, 12.5, MAX_STAKE + 1, '500' as unknown as number, Number.NaN]) {
      expectCode(() => m.setQuote('IND', { back: t(2), lay: t(2.02), size }), 'INVALID_INPUT_DATA');
    }
    expectCode(() => m.setQuotes({ AUS: { back: t(2), lay: t(2.02), size: 1_000 }, IND: { back: t(2), lay: t(2.02), size: 0 } }), 'INVALID_INPUT_DATA');
    expect(m.quoteOf('AUS')).toBeNull();
    expect(m.quoteOf('IND')).toEqual({ back: t(1.9), lay: t(1.92), size: 2_500 });
    m.setQuote('IND', { back: t(1.9), lay: t(1.92), size: MAX_STAKE });
    expect(m.quoteOf('IND')?.size).toBe(MAX_STAKE);
  });
});

describe('fixed-odds house markets', () => {
  it('lottery digit draw: back a digit at fixed odds', () => {
    const m = lotteryDigitMarket('lot1', 950, limits);
    m.setStatus('OPEN');
    m.place({ orderId: 'd7', userId: 'u1', runnerId: '7', side: 'BACK', odds100: 950, size: 1000, now: 0 });
    // 7 drawn: +85; any other digit: −10.
    expect(m.profitAndLossOf('u1').find((r) => r.runnerId === '7')?.profit).toBe(8500);
    expect(m.exposureOf('u1')).toBe(1000);
    expect(m.winnersFor(7)).toEqual(['7']);
    expectCode(() => m.winnersFor(12), 'INVALID_INPUT_DATA');
    expectCode(() => m.place({ orderId: 'x', userId: 'u1', runnerId: '7', side: 'LAY', odds100: 950, size: 1000, now: 0 }), 'INVALID_INPUT_DATA');
    m.setOdds('7', 900);
    expectCode(() => m.place({ orderId: 'y', userId: 'u1', runnerId: '7', side: 'BACK', odds100: 950, size: 1000, now: 0 }), 'BET_TAKEN_OR_LAPSED');
    expectCode(() => m.setOdds('7', 100), 'INVALID_ODDS');
  });

  it('ball-by-ball: two outcomes backed, exposure is the worst of them', () => {
    const m = ballByBallMarket('ball1', { '0': 250, '1': 300, '2': 600, '3': 2000, '4': 500, '6': 800, W: 1000 }, limits);
    m.setStatus('OPEN');
    m.place({ orderId: 'four', userId: 'u1', runnerId: '4', side: 'BACK', odds100: 500, size: 1000, now: 0 });
    m.place({ orderId: 'six', userId: 'u1', runnerId: '6', side: 'BACK', odds100: 800, size: 500, now: 0 });
    // 4: +40 − 5 = +35; 6: +35 − 10 = +25; anything else: −15.
    expect(m.exposureOf('u1')).toBe(1500);
    expect(m.profitAndLossOf('u1').filter((r) => ['4', '6', 'W'].includes(r.runnerId)).map((r) => r.profit)).toEqual([3500, 2500, -1500]);
  });

  it('binary YES/NO line settles YES when the result reaches the line', () => {
    const m = binaryMarket('bin1', 50, 195, 195, limits);
    expect(m.winnersFor(50)).toEqual(['YES']);
    expect(m.winnersFor(49)).toEqual(['NO']);
    expect(binaryWinner(10.5, 10)).toBe('NO');
    expectCode(() => binaryWinner(10, Number.NaN), 'INVALID_INPUT_DATA');
    expectCode(() => m.place({ orderId: 'a', userId: 'u1', runnerId: 'YES', side: 'BACK', odds100: 195, size: 1000, now: 0 }), 'MARKET_NOT_OPEN_FOR_BETTING');
  });
});
