import { describe, expect, it } from 'vitest';
import { endedUnmatched, inMatchedList, inUnmatchedList, isFinal, isSettled, lapseReasonOf, orderStatusOf } from './bet-contract';

describe('the order status the exchange publishes', () => {
  it('keeps the engine’s state while anything waits, or once something matched', () => {
    expect(orderStatusOf({ status: 'PENDING', sizeMatched: 0 })).toBe('PENDING');
    expect(orderStatusOf({ status: 'EXECUTABLE', sizeMatched: 400 })).toBe('EXECUTABLE');
    expect(orderStatusOf({ status: 'EXECUTION_COMPLETE', sizeMatched: 400, sizeCancelled: 600 })).toBe('EXECUTION_COMPLETE');
    expect(orderStatusOf({ status: 'EXECUTION_COMPLETE', sizeMatched: 1000, sizeLapsed: 0 })).toBe('EXECUTION_COMPLETE');
  });

  it('names an order that ended with nothing matched for how it ended', () => {
    expect(orderStatusOf({ status: 'EXECUTION_COMPLETE', sizeMatched: 0, sizeLapsed: 1000 })).toBe('LAPSED');
    expect(orderStatusOf({ status: 'EXECUTION_COMPLETE', sizeMatched: 0, sizeCancelled: 1000 })).toBe('CANCELLED');
    expect(orderStatusOf({ status: 'EXECUTABLE', sizeMatched: 0 }, true)).toBe('VOIDED');
  });

  it('says which states are over and which ended unmatched', () => {
    expect(['PENDING', 'EXECUTABLE'].map((s) => isFinal(s as never))).toEqual([false, false]);
    expect(['EXECUTION_COMPLETE', 'LAPSED', 'CANCELLED', 'VOIDED'].map((s) => isFinal(s as never))).toEqual([true, true, true, true]);
    expect(['EXECUTION_COMPLETE', 'LAPSED', 'CANCELLED', 'VOIDED'].map((s) => endedUnmatched(s as never))).toEqual([false, true, true, true]);
  });

  it('puts a part-matched bet in both My Bets lists, and an ended one in neither but matched', () => {
    expect([inMatchedList({ sizeMatched: 400 }), inUnmatchedList({ sizeRemaining: 600 })]).toEqual([true, true]);
    expect([inMatchedList({ sizeMatched: 0 }), inUnmatchedList({ sizeRemaining: 0 })]).toEqual([false, false]);
  });

  it('keeps a settled bet out of both My Bets lists (it is in the settled bets), matched or not', () => {
    expect(isSettled({ settled: true })).toBe(true);
    expect([isSettled({}), isSettled({ settled: false })]).toEqual([false, false]);
    expect([inMatchedList({ sizeMatched: 400, settled: true }), inUnmatchedList({ sizeRemaining: 600, settled: true })]).toEqual([false, false]);
    expect([inMatchedList({ sizeMatched: 400, settled: false }), inUnmatchedList({ sizeRemaining: 600, settled: false })]).toEqual([true, true]);
  });
});

describe('why an order lapsed', () => {
  it('takes a house bet’s refusal code as its lapse reason when it is one, and no other code', () => {
    expect(lapseReasonOf('BET_TAKEN_OR_LAPSED')).toBe('BET_TAKEN_OR_LAPSED');
    expect(lapseReasonOf('MARKET_SUSPENDED')).toBe('MARKET_SUSPENDED');
    expect(lapseReasonOf('TIMED_OUT')).toBe('TIMED_OUT');
    expect(lapseReasonOf('INTERNAL_ERROR')).toBeNull();
    expect(lapseReasonOf('')).toBeNull();
    expect(lapseReasonOf('market_suspended')).toBeNull();
  });
});
