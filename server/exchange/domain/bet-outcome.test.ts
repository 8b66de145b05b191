import { describe, expect, it } from 'vitest';
import { betHistoryState, houseBetProfit, matchedPartsProfit, winnersOf } from './bet-outcome';
import { marketOfReference, statementCategory } from './ledger';

describe('bet outcomes', () => {
  it('names the winners of runner markets from winners or a result value', () => {
    expect(winnersOf('exchange', { winners: ['2'] })).toEqual(['2']);
    expect(winnersOf('binary', { value: 120 }, 120)).toEqual(['YES']);
    expect(winnersOf('binary', { value: 119 }, 120)).toEqual(['NO']);
    expect(winnersOf('lottery', { value: 7 })).toEqual(['7']);
  });

  it('places a bet in the history by what matched and how its market ended', () => {
    const open = { settled: false, voided: false };
    expect(betHistoryState({ sizeMatched: 100, sizeCancelled: 0, sizeLapsed: 0 }, open)).toBe('OPEN');
    expect(betHistoryState({ sizeMatched: 100, sizeCancelled: 50, sizeLapsed: 0 }, { settled: true, voided: false })).toBe('SETTLED');
    expect(betHistoryState({ sizeMatched: 100, sizeCancelled: 0, sizeLapsed: 0 }, { settled: true, voided: true })).toBe('VOIDED');
    expect(betHistoryState({ sizeMatched: 0, sizeCancelled: 100, sizeLapsed: 0 }, open)).toBe('CANCELLED');
    expect(betHistoryState({ sizeMatched: 0, sizeCancelled: 0, sizeLapsed: 100 }, { settled: true, voided: false })).toBe('LAPSED');
    expect(betHistoryState({ sizeMatched: 0, sizeCancelled: 0, sizeLapsed: 0 }, open)).toBe('OPEN');
  });

  it('sums the profit of an order over its matched parts at their own prices', () => {
    const part = (stake: number, odds100: number) => ({ betId: 'o#1', userId: 'u', runnerId: '1', side: 'BACK' as const, stake, odds100 });
    expect(matchedPartsProfit([part(10_000, 300), part(5_000, 250)], ['1'])).toBe(20_000 + 7_500);
    expect(matchedPartsProfit([part(10_000, 300), part(5_000, 250)], ['2'])).toBe(-15_000);
  });

  it('settles a house bet by its market kind, and a void at zero', () => {
    const fancy = { betId: 'f', userId: 'u', side: 'BACK' as const, line: 50, rate: 100, stake: 1_000, placedAt: 0 };
    expect(houseBetProfit('fancy', fancy, { value: 52 })).toBe(1_000);
    expect(houseBetProfit('fancy', fancy, { value: 40 })).toBe(-1_000);
    expect(houseBetProfit('fancy', fancy, { void: true })).toBe(0);
    const yes = { betId: 'b', userId: 'u', runnerId: 'YES', side: 'BACK' as const, stake: 1_000, odds100: 190 };
    expect(houseBetProfit('binary', yes, { value: 130 }, 120)).toBe(900);
  });
});

describe('statement lines', () => {
  it('groups lines for the type filter and finds the market of betting lines', () => {
    expect(statementCategory('settlement', 'settlement:41005.mo:1')).toBe('BETTING');
    expect(statementCategory('reversal', 'reversal:settlement:41005.mo:1')).toBe('BETTING');
    expect(statementCategory('commission', 'commission:41005.mo:1')).toBe('COMMISSION');
    expect(statementCategory('deposit', 'deposit:abc')).toBe('BANKING');
    expect(statementCategory('transfer', 'reward:welcome:u1')).toBe('BONUS');
    expect(marketOfReference('reversal:commission:41005.mo:2')).toBe('41005.mo');
    expect(marketOfReference('deposit:abc')).toBeNull();
  });
});
