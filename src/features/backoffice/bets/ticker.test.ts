import { describe, expect, it } from 'vitest';
import type { TickerBet } from './bets-types';
import { EMPTY_TICKER, TICKER_LIMIT, tickerReducer, type TickerState } from './ticker';

const bet = (n: number): TickerBet => ({ betId: `b${n}`, userName: 'demo', marketName: 'M', side: 'BACK', selection: 'Back S', price: '2.00', stake: 100 * n, placedAt: '2026-11-22T14:00:00.000Z' });
const arrive = (state: TickerState, ...ns: number[]) => ns.reduce((s, n) => tickerReducer(s, { type: 'bet.arrive', bet: bet(n) }), state);

describe('bet ticker', () => {
  it('shows the newest first and keeps only the last fifty', () => {
    const state = arrive(EMPTY_TICKER, ...Array.from({ length: 60 }, (_, i) => i + 1));
    expect(state.shown).toHaveLength(TICKER_LIMIT);
    expect(state.shown[0]!.betId).toBe('b60');
    expect(state.shown.at(-1)!.betId).toBe('b11');
  });
  it('stands still while paused and shows the waiting bets on resume', () => {
    const paused = tickerReducer(arrive(EMPTY_TICKER, 1, 2), { type: 'ticker.pause' });
    const during = arrive(paused, 3, 4);
    expect(during.shown.map((b) => b.betId)).toEqual(['b2', 'b1']);
    expect(during.held.map((b) => b.betId)).toEqual(['b4', 'b3']);
    const resumed = tickerReducer(during, { type: 'ticker.resume' });
    expect(resumed.shown.map((b) => b.betId)).toEqual(['b4', 'b3', 'b2', 'b1']);
    expect(resumed).toMatchObject({ held: [], paused: false });
  });
  it('bounds the waiting bets too and never shows a bet twice', () => {
    const paused = tickerReducer(arrive(EMPTY_TICKER, 1), { type: 'ticker.pause' });
    const during = arrive(paused, ...Array.from({ length: 70 }, (_, i) => i + 1));
    expect(during.held).toHaveLength(TICKER_LIMIT);
    const resumed = tickerReducer(during, { type: 'ticker.resume' });
    expect(resumed.shown).toHaveLength(TICKER_LIMIT);
    expect(new Set(resumed.shown.map((b) => b.betId)).size).toBe(TICKER_LIMIT);
  });
});
