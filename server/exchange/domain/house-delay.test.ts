import { describe, expect, it } from 'vitest';
import { BookmakerMarket } from './bookmaker-market';
import { FancyMarket } from './fancy-market';
import { priceToTick as t } from './ladder';
import { expectCode } from './test-support';

const limits = { minStake: 100, maxStake: 100_000, maxProfit: 50_000 };

const bookmaker = (delayMs = 3000) => {
  const m = new BookmakerMarket('bm1', ['IND', 'AUS'], limits);
  m.setStatus('OPEN');
  m.setInPlay(true, delayMs);
  m.setQuote('IND', { back: t(1.9), lay: t(1.92) });
  return m;
};

const fancy = (delayMs = 3000) => {
  const m = new FancyMarket('f1', limits);
  m.setStatus('OPEN');
  m.setInPlay(true, delayMs);
  m.setQuote({ yesLine: 50, yesRate: 100, noLine: 49, noRate: 100 });
  return m;
};

describe('in-play delay of a bookmaker market', () => {
  it('lapses at the release, with the code, the bet of a bettor the release is told is timed out or excluded; others are taken', () => {
    const m = bookmaker();
    m.submitBet({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 10_000, now: 1000 });
    m.submitBet({ orderId: 'b2', userId: 'u2', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 10_000, now: 1000 });
    const { taken, lapsed } = m.release(4000, (userId) => (userId === 'u1' ? 'TIMED_OUT' : null));
    expect(taken.map((b) => b.betId)).toEqual(['b2']);
    expect(lapsed).toEqual([{ bet: expect.objectContaining({ betId: 'b1' }), reason: 'TIMED_OUT' }]);
    expect(m.exposureOf('u1')).toBe(0);
  });

  it('lapses one bettor\'s waiting bets at once with a code (its exclusion has begun), leaving the others waiting', () => {
    const m = fancy();
    m.submitBet({ orderId: 'f1', userId: 'u1', side: 'BACK', line: 50, rate: 100, size: 10_000, now: 1000 });
    m.submitBet({ orderId: 'f2', userId: 'u2', side: 'BACK', line: 50, rate: 100, size: 10_000, now: 1000 });
    expect(m.delay.lapseOf('u1', 'SELF_EXCLUDED')).toEqual([{ bet: expect.objectContaining({ betId: 'f1' }), reason: 'SELF_EXCLUDED' }]);
    expect(m.delay.waiting().map((w) => w.betId)).toEqual(['f2']);
    expect(m.exposureOf('u1')).toBe(0);
  });

  it('holds an in-play bet for the delay, then takes it at the quote at the end (a better one for the bettor)', () => {
    const m = bookmaker();
    const placed = m.submitBet({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 10_000, now: 1000 });
    expect(placed).toEqual({ waiting: expect.objectContaining({ betId: 'b1', releaseAt: 4000, held: 10_000 }) });
    // Waiting: nothing taken yet, its worst loss held.
    expect(m.bets()).toEqual([]);
    expect(m.exposureOf('u1')).toBe(10_000);
    expect(m.release(3999)).toEqual({ taken: [], lapsed: [] });
    m.setQuote('IND', { back: t(1.95), lay: t(1.97) });
    const { taken, lapsed } = m.release(4000);
    expect(lapsed).toEqual([]);
    expect(taken).toEqual([{ betId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', stake: 10_000, odds100: 195, placedAt: 1000 }]);
    expect(m.delay.waiting()).toEqual([]);
    expect(m.exposureOf('u1')).toBe(10_000);
    expect(m.profitAndLossOf('u1')).toEqual([
      { runnerId: 'IND', profit: 9500 },
      { runnerId: 'AUS', profit: -10_000 },
    ]);
  });

  it('lapses a waiting bet when the quote moved against the bettor by the end of the delay, giving its exposure back', () => {
    const m = bookmaker();
    m.submitBet({ orderId: 'l1', userId: 'u1', runnerId: 'IND', side: 'LAY', price: t(1.92), size: 10_000, now: 0 });
    expect(m.exposureOf('u1')).toBe(9200);
    m.setQuote('IND', { back: t(2), lay: t(2.02) });
    const { taken, lapsed } = m.release(3000);
    expect(taken).toEqual([]);
    expect(lapsed).toEqual([{ bet: expect.objectContaining({ betId: 'l1' }), reason: 'BET_TAKEN_OR_LAPSED' }]);
    expect(m.exposureOf('u1')).toBe(0);
    expect(m.bets()).toEqual([]);
  });

  it('lapses every waiting bet when the market is suspended (an incident), and refuses a quote that already moved', () => {
    const m = bookmaker();
    m.submitBet({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 1000, now: 0 });
    m.submitBet({ orderId: 'b2', userId: 'u2', runnerId: 'IND', side: 'BACK', price: t(1.85), size: 2000, now: 10 });
    expectCode(() => m.submitBet({ orderId: 'b3', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(2), size: 1000, now: 20 }), 'BET_TAKEN_OR_LAPSED');
    expectCode(() => m.submitBet({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 1000, now: 20 }), 'DUPLICATE_TRANSACTION');
    const lapsed = m.setStatus('SUSPENDED');
    expect(lapsed.map((l) => [l.bet.betId, l.reason])).toEqual([
      ['b1', 'MARKET_SUSPENDED'],
      ['b2', 'MARKET_SUSPENDED'],
    ]);
    expect(m.exposureOf('u1') + m.exposureOf('u2')).toBe(0);
    // Kept once for their owners' order pushes.
    expect(m.delay.takeLapsed().map((l) => l.bet.betId)).toEqual(['b1', 'b2']);
    expect(m.delay.takeLapsed()).toEqual([]);
    m.setStatus('OPEN');
    expect(m.release(10_000)).toEqual({ taken: [], lapsed: [] });
    expect(m.bets()).toEqual([]);
  });

  it('counts waiting bets against the funds, and takes at once when not in play or with no delay', () => {
    const m = bookmaker();
    const funds = { bankBalance: 15_000, otherExposure: 0 };
    m.submitBet({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 10_000, now: 0 }, funds);
    expectCode(() => m.submitBet({ orderId: 'b2', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 10_000, now: 0 }, funds), 'INSUFFICIENT_FUNDS');
    m.setInPlay(false, 3000);
    expect(m.submitBet({ orderId: 'b3', userId: 'u2', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 1000, now: 0 })).toEqual({ taken: expect.objectContaining({ betId: 'b3', odds100: 190 }) });
    m.setInPlay(true, 0);
    expect(m.submitBet({ orderId: 'b4', userId: 'u2', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 1000, now: 0 })).toHaveProperty('taken');
    expectCode(() => m.setInPlay(true, -1), 'INVALID_INPUT_DATA');
  });

  it('restores a stored waiting bet on restart: released once, never twice', () => {
    const m = bookmaker();
    const placed = m.submitBet({ orderId: 'b1', userId: 'u1', runnerId: 'IND', side: 'BACK', price: t(1.9), size: 1000, now: 0 });
    if (!('waiting' in placed)) throw new Error('expected a waiting bet');
    const restarted = bookmaker();
    restarted.restoreWaiting(placed.waiting);
    expectCode(() => restarted.restoreWaiting(placed.waiting), 'DUPLICATE_TRANSACTION');
    expect(restarted.exposureOf('u1')).toBe(1000);
    expect(restarted.release(3000).taken.map((b) => b.betId)).toEqual(['b1']);
    expect(restarted.release(6000)).toEqual({ taken: [], lapsed: [] });
    expectCode(() => restarted.restoreWaiting(placed.waiting), 'DUPLICATE_TRANSACTION');
  });
});

describe('in-play delay of a fancy market', () => {
  it('takes a waiting YES bet when the line and rate still stand at the end of the delay', () => {
    const m = fancy();
    const placed = m.submitBet({ orderId: 'y1', userId: 'u1', side: 'BACK', line: 50, rate: 100, size: 1000, now: 0 });
    expect(placed).toEqual({ waiting: expect.objectContaining({ betId: 'y1', releaseAt: 3000, held: 1000 }) });
    expect(m.exposureOf('u1')).toBe(1000);
    expect(m.bets()).toEqual([]);
    expect(m.release(3000).taken).toEqual([{ betId: 'y1', userId: 'u1', side: 'BACK', line: 50, rate: 100, stake: 1000, placedAt: 0 }]);
    expect(m.exposureOf('u1')).toBe(1000);
  });

  it('lapses a waiting bet when the line moved, and every waiting bet on a suspension', () => {
    const m = fancy();
    m.submitBet({ orderId: 'n1', userId: 'u1', side: 'LAY', line: 49, rate: 100, size: 1000, now: 0 });
    m.setQuote({ yesLine: 52, yesRate: 100, noLine: 51, noRate: 100 });
    expect(m.release(3000)).toEqual({ taken: [], lapsed: [{ bet: expect.objectContaining({ betId: 'n1' }), reason: 'BET_TAKEN_OR_LAPSED' }] });
    expect(m.exposureOf('u1')).toBe(0);
    m.submitBet({ orderId: 'y2', userId: 'u1', side: 'BACK', line: 52, rate: 100, size: 1000, now: 5000 });
    expect(m.setStatus('SUSPENDED')).toEqual([{ bet: expect.objectContaining({ betId: 'y2' }), reason: 'MARKET_SUSPENDED' }]);
    expect(m.exposureOf('u1')).toBe(0);
    expect(m.bets()).toEqual([]);
  });
});
