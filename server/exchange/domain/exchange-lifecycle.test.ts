import { describe, expect, it } from 'vitest';
import { ExchangeMarket } from './exchange-market';
import { priceToTick as t } from './ladder';
import { expectCode } from './test-support';

const market = (config: Partial<ConstructorParameters<typeof ExchangeMarket>[0]> = {}) =>
  new ExchangeMarket({ marketId: 'm1', runnerIds: ['A', 'B'], status: 'OPEN', ...config });

describe('market status', () => {
  it('takes bets only while OPEN, and moves INACTIVE → OPEN ⇄ SUSPENDED → CLOSED', () => {
    const m = market({ status: 'INACTIVE' });
    const bet = { orderId: 'x', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 100, now: 0 } as const;
    expectCode(() => m.place(bet), 'MARKET_NOT_OPEN_FOR_BETTING');
    m.setStatus('OPEN');
    m.place(bet);
    m.setStatus('SUSPENDED');
    expectCode(() => m.place({ ...bet, orderId: 'y' }), 'MARKET_SUSPENDED');
    expectCode(() => m.replace({ orderId: 'x', userId: 'u1', price: t(2.02), now: 1 }), 'MARKET_SUSPENDED');
    // Cancelling is still allowed while suspended.
    expect(m.cancel({ orderId: 'x', userId: 'u1', sizeReduction: 10 }).sizeRemaining).toBe(90);
    m.setStatus('OPEN');
    const closed = m.setStatus('CLOSED');
    expect(closed.lapsed).toEqual([expect.objectContaining({ orderId: 'x', sizeLapsed: 90, sizeRemaining: 0, status: 'EXECUTION_COMPLETE', lapseReason: 'MARKET_CLOSED' })]);
    expect(m.exposureOf('u1')).toBe(0);
    expectCode(() => m.place({ ...bet, orderId: 'z' }), 'MARKET_NOT_OPEN_FOR_BETTING');
    expectCode(() => m.cancel({ orderId: 'x', userId: 'u1' }), 'BET_TAKEN_OR_LAPSED');
    expectCode(() => m.setStatus('OPEN'), 'INVALID_INPUT_DATA');
  });

  it('turning in-play lapses LAPSE bets and keeps PERSIST bets', () => {
    const m = market();
    m.place({ orderId: 'lapse', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(3), size: 500, now: 0 });
    m.place({ orderId: 'keep', userId: 'u2', runnerId: 'A', side: 'BACK', price: t(3.05), size: 700, persistence: 'PERSIST', now: 0 });
    const change = m.setInPlay(true);
    expect(change.lapsed.map((o) => [o.orderId, o.sizeLapsed, o.lapseReason])).toEqual([['lapse', 500, 'TURNED_IN_PLAY']]);
    expect(m.book('A').availableToLay).toEqual([{ price: t(3.05), odds: 3.05, size: 700 }]);
    expect(m.exposureOf('u1')).toBe(0);
    expect(m.exposureOf('u2')).toBe(700);
    expect(m.setInPlay(true).lapsed).toEqual([]);
  });
});

describe('in-play bet delay', () => {
  it('holds an in-play bet for the delay, then matches it', () => {
    const m = market({ inPlay: true, betDelayMs: 5000 });
    m.place({ orderId: 'lay', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2), size: 1000, now: 0 });
    expect(m.releaseDelayed(5000)).toMatchObject([{ orderId: 'lay', status: 'EXECUTABLE', sizeRemaining: 1000 }]);
    const placed = m.place({ orderId: 'back', userId: 'u2', runnerId: 'A', side: 'BACK', price: t(2), size: 400, now: 10_000 });
    expect(placed).toMatchObject({ status: 'PENDING', sizeMatched: 0, sizeRemaining: 400, trades: [] });
    expect(m.order('back')).toMatchObject({ status: 'PENDING', releaseAt: 15_000 });
    // While waiting it already counts as unmatched exposure, and it is not on the book.
    expect(m.exposureOf('u2')).toBe(400);
    expect(m.book('A').availableToLay).toEqual([]);
    expect(m.hasDelayedDue(14_999)).toBe(false);
    expect(m.delayedDue(14_999)).toEqual([]);
    expect(m.releaseDelayed(14_999)).toEqual([]);
    // What a release reads before it runs: only the delayed order, not the resting lay beside it.
    expect(m.hasDelayedDue(15_000)).toBe(true);
    expect(m.delayedDue(15_000)).toEqual([m.order('back')]);
    const [released] = m.releaseDelayed(15_000);
    expect(m.hasDelayedDue(15_000)).toBe(false);
    expect(released).toMatchObject({ orderId: 'back', status: 'EXECUTION_COMPLETE', sizeMatched: 400, trades: [{ size: 400, price: t(2), matchedAt: 15_000 }] });
  });

  it('a suspension during the delay lapses the waiting bets', () => {
    const m = market({ inPlay: true, betDelayMs: 5000 });
    // A bet resting (its delay over) before the suspension stays, and says no reason.
    m.place({ orderId: 'r', userId: 'u2', runnerId: 'A', side: 'LAY', price: t(1.5), size: 200, now: 0 });
    m.releaseDelayed(5000);
    m.place({ orderId: 'w', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 300, now: 5000 });
    expect(m.setStatus('SUSPENDED').lapsed).toEqual([expect.objectContaining({ orderId: 'w', sizeLapsed: 300, lapseReason: 'MARKET_SUSPENDED' })]);
    expect(m.order('r')).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 200 });
    expect(m.order('r')).not.toHaveProperty('lapseReason');
    m.setStatus('OPEN');
    expect(m.releaseDelayed(20_000)).toEqual([]);
    expect(m.exposureOf('u1')).toBe(0);
  });

  it('a delayed bet that would now cross the user’s own bet lapses on release', () => {
    const m = market({ inPlay: true, betDelayMs: 100 });
    m.place({ orderId: 'own-lay', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2), size: 100, now: 0 });
    m.place({ orderId: 'own-back', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 100, now: 1 });
    expect(m.releaseDelayed(200).map((r) => [r.orderId, r.status, r.sizeLapsed, r.lapseReason])).toEqual([
      ['own-lay', 'EXECUTABLE', 0, undefined],
      ['own-back', 'EXECUTION_COMPLETE', 100, 'INVALID_BACK_LAY_COMBINATION'],
    ]);
  });

  it('a delayed bet of a bettor who took a break during the delay lapses on release with the break’s code', () => {
    const m = market({ inPlay: true, betDelayMs: 100 });
    m.place({ orderId: 'a', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2), size: 100, now: 0 });
    m.place({ orderId: 'b', userId: 'u2', runnerId: 'A', side: 'LAY', price: t(2), size: 100, now: 0 });
    const released = m.releaseDelayed(200, (userId) => (userId === 'u1' ? 'TIMED_OUT' : null));
    expect(released.map((r) => [r.orderId, r.status, r.sizeLapsed, r.lapseReason])).toEqual([
      ['a', 'EXECUTION_COMPLETE', 100, 'TIMED_OUT'],
      ['b', 'EXECUTABLE', 0, undefined],
    ]);
  });

  it('an order restored lapsed from the store (which keeps no reason) says none', () => {
    const m = market({ keepHistory: true });
    m.restoreOrder({ orderId: 'old', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 300, sizeMatched: 100, sizeRemaining: 0, sizeCancelled: 0, sizeLapsed: 200, status: 'EXECUTION_COMPLETE', persistence: 'LAPSE', seq: 1, placedAt: 0, releaseAt: 0 });
    const restored = m.matchedOrderOf('u1', 'old');
    expect(restored).toMatchObject({ sizeMatched: 100, sizeLapsed: 200 });
    expect(restored).not.toHaveProperty('lapseReason');
  });
});

describe('affordability', () => {
  const funds = { bankBalance: 10_000, otherExposure: 3_000 };

  it('refuses a bet that would take total exposure past bankBalance (INSUFFICIENT_FUNDS)', () => {
    const m = market();
    // Lay 50 @ 2.4: liability 70. 3,000 elsewhere + 7,000 = 10,000: exactly affordable.
    m.place({ orderId: 'a', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2.4), size: 5000, now: 0 }, funds);
    expect(m.exposureOf('u1')).toBe(7000);
    expectCode(() => m.place({ orderId: 'b', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2.4), size: 1, now: 0 }, funds), 'INSUFFICIENT_FUNDS');
    // Re-pricing the lay higher raises the liability too.
    expectCode(() => m.replace({ orderId: 'a', userId: 'u1', price: t(2.5), now: 1 }, funds), 'INSUFFICIENT_FUNDS');
    // A back on B loses only if B loses, i.e. when A wins and the lay already loses: 70 + 10 = 80 > 70.
    expectCode(() => m.place({ orderId: 'c', userId: 'u1', runnerId: 'B', side: 'BACK', price: t(2), size: 1000, now: 0 }, funds), 'INSUFFICIENT_FUNDS');
    // A back on A (a hedge) does not raise the worst case, so it is accepted.
    m.place({ orderId: 'd', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(3), size: 2000, now: 0 }, funds);
    expect(m.exposureOf('u1')).toBe(7000);
  });

  it('refuses a bet past the self-set loss limit (LOSS_LIMIT_EXCEEDED)', () => {
    const m = market();
    const limited = { ...funds, lossLimit: 4_000 };
    m.place({ orderId: 'a', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 1000, now: 0 }, limited);
    expectCode(() => m.place({ orderId: 'b', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 1, now: 0 }, limited), 'LOSS_LIMIT_EXCEEDED');
  });
});

describe('restore after a restart', () => {
  it('rebuilds book, queue order, positions and numbering from persisted open orders and trades', () => {
    const before = market();
    before.place({ orderId: 'l1', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2), size: 500, now: 1 });
    before.place({ orderId: 'l2', userId: 'u2', runnerId: 'A', side: 'LAY', price: t(2), size: 500, now: 2 });
    before.place({ orderId: 'b1', userId: 'u3', runnerId: 'A', side: 'BACK', price: t(2), size: 200, now: 3 });
    before.place({ orderId: 'b2', userId: 'u3', runnerId: 'B', side: 'BACK', price: t(5), size: 300, persistence: 'PERSIST', now: 4 });

    const after = market();
    for (const view of before.openOrders().reverse()) after.restoreOrder(view);
    for (const trade of before.trades()) after.restoreTrade(trade);

    for (const runner of ['A', 'B']) expect(after.book(runner)).toEqual(before.book(runner));
    for (const user of ['u1', 'u2', 'u3']) expect(after.exposureOf(user)).toBe(before.exposureOf(user));
    expect(after.lastSeq).toBe(before.lastSeq);
    expect(after.lastTradeId).toBe(before.lastTradeId);
    // Queue order survived the reversed restore: l1 (older) fills before l2.
    const fill = after.place({ orderId: 'b3', userId: 'u4', runnerId: 'A', side: 'BACK', price: t(2), size: 400, now: 5 });
    expect(fill.trades.map((tr) => [tr.layOrderId, tr.size, tr.tradeId])).toEqual([
      ['l1', 300, 2],
      ['l2', 100, 3],
    ]);
  });

  it('refuses a restore that is inconsistent or would cross the book', () => {
    const m = market();
    const view = { orderId: 'r', userId: 'u1', runnerId: 'A', side: 'LAY', price: t(2), size: 100, sizeMatched: 0, sizeRemaining: 100, sizeCancelled: 0, sizeLapsed: 0, status: 'EXECUTABLE', persistence: 'LAPSE', seq: 1, placedAt: 0, releaseAt: 0 } as const;
    expectCode(() => m.restoreOrder({ ...view, sizeRemaining: 90 }), 'INVALID_INPUT_DATA');
    m.restoreOrder(view);
    expectCode(() => m.restoreOrder(view), 'DUPLICATE_TRANSACTION');
    expectCode(() => m.restoreOrder({ ...view, orderId: 'r2', side: 'BACK', userId: 'u2', seq: 2 }), 'INVALID_INPUT_DATA');
    const trade = { tradeId: 1, runnerId: 'A', price: t(2), size: 10, backOrderId: 'x', layOrderId: 'y', backUserId: 'u1', layUserId: 'u1', takerSide: 'BACK', matchedAt: 0 } as const;
    expectCode(() => m.restoreTrade(trade), 'INVALID_BACK_LAY_COMBINATION');
    expectCode(() => m.restoreTrade({ ...trade, layUserId: 'u2', price: 400 }), 'INVALID_ODDS');
  });
});
