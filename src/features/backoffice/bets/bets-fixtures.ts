/** Bets for stories and tests: a few of each status, a large page, and a stream of new bets for the ticker. */
import type { BetFilter, DownlineBet, TickerBet } from './bets-types';

export const storyNow = () => new Date('2026-11-22T12:00:00');
export const storyFilter: BetFilter = { userName: '', sportId: '', marketId: '', status: 'ALL', range: { from: '2026-11-16', to: '2026-11-22' } };
export const storySports = [
  { id: '4', name: 'Cricket' },
  { id: '1', name: 'Soccer' },
  { id: '2', name: 'Tennis' },
];

export const downlineBets: readonly DownlineBet[] = [
  { betId: 'o-1', userName: 'demo', sportName: 'Cricket', eventName: 'Mumbai Indians v Chennai Super Kings', marketName: 'Match Odds', side: 'BACK', selection: 'Back Mumbai Indians', price: '2.50', stake: 1_000_000, matched: 1_000_000, status: 'MATCHED', placedAt: '2026-11-22T11:05:09.000Z' },
  { betId: 'o-2', userName: 'demo2', sportName: 'Cricket', eventName: 'Mumbai Indians v Chennai Super Kings', marketName: 'Match Odds', side: 'LAY', selection: 'Lay Chennai Super Kings', price: '1.90', stake: 500_000, matched: 250_000, status: 'UNMATCHED', placedAt: '2026-11-22T11:07:31.000Z' },
  { betId: 'o-3', userName: 'demo', sportName: 'Soccer', eventName: 'Arsenal v Tottenham', marketName: 'Match Odds', side: 'BACK', selection: 'Back Arsenal', price: '1.84', stake: 250_050, matched: 250_050, status: 'SETTLED', placedAt: '2026-11-21T18:30:00.000Z' },
  { betId: 'o-4', userName: 'demo3', sportName: 'Cricket', eventName: 'Mumbai Indians v Chennai Super Kings', marketName: '6 Over Runs MI', side: 'LAY', selection: '6 Over Runs MI', price: 'No 52 @ 100', stake: 100_000, matched: 100_000, status: 'SETTLED', placedAt: '2026-11-21T10:01:00.000Z' },
  { betId: 'o-5', userName: 'demo2', sportName: 'Tennis', eventName: 'Alcaraz v Sinner', marketName: 'Match Odds', side: 'BACK', selection: 'Back Sinner', price: '2.10', stake: 300_000, matched: 0, status: 'VOIDED', placedAt: '2026-11-20T09:00:00.000Z' },
];

export function manyBets(count = 300): DownlineBet[] {
  return Array.from({ length: count }, (_, i) => ({
    ...downlineBets[i % downlineBets.length]!,
    betId: `o-${1_000 + i}`,
    userName: `bettor${(i % 40) + 1}`,
    stake: 10_000 + ((i * 7_919) % 990_000),
    placedAt: new Date(Date.UTC(2026, 10, 22, 11, 0, 0) - i * 97_000).toISOString(),
  }));
}

export function tickerBet(n: number): TickerBet {
  return {
    betId: `t-${n}`,
    userName: `bettor${(n % 7) + 1}`,
    marketName: n % 2 ? 'Mumbai Indians v Chennai Super Kings · Match Odds' : 'Arsenal v Tottenham · Match Odds',
    side: n % 3 ? 'BACK' : 'LAY',
    selection: `${n % 3 ? 'Back' : 'Lay'} ${n % 2 ? 'Mumbai Indians' : 'Arsenal'}`,
    price: (1.5 + (n % 10) / 10).toFixed(2),
    stake: 10_000 * ((n % 9) + 1),
    placedAt: new Date(Date.UTC(2026, 10, 22, 11, 0, n)).toISOString(),
  };
}
