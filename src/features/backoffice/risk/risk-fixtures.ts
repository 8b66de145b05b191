/** Risk book data for stories and tests: a cricket match with a worst case, a football market, a fancy line, and a large book. */
import type { RiskBet, RiskRow } from './risk-types';

export const matchOdds: RiskRow = {
  marketId: '1.2001',
  sportName: 'Cricket',
  eventName: 'Mumbai Indians v Chennai Super Kings',
  marketName: 'Match Odds',
  inPlay: true,
  outcomes: [
    { key: '11', name: 'Mumbai Indians', pnl: -1_845_000 },
    { key: '12', name: 'Chennai Super Kings', pnl: 732_550 },
    { key: '13', name: 'The Draw', pnl: 120_000 },
  ],
  worstCase: -1_845_000,
};

export const football: RiskRow = {
  marketId: '1.3001',
  sportName: 'Soccer',
  eventName: 'Arsenal v Tottenham',
  marketName: 'Match Odds',
  inPlay: false,
  outcomes: [
    { key: '21', name: 'Arsenal', pnl: 45_000 },
    { key: '22', name: 'Tottenham', pnl: -210_075 },
    { key: '23', name: 'The Draw', pnl: 15_000 },
  ],
  worstCase: -210_075,
};

export const fancy: RiskRow = {
  marketId: '9.4001',
  sportName: 'Cricket',
  eventName: 'Mumbai Indians v Chennai Super Kings',
  marketName: '6 Over Runs MI',
  inPlay: true,
  outcomes: [
    { key: '≤45', name: '45 or less', pnl: 96_000 },
    { key: '46-51', name: '46 to 51', pnl: -12_000 },
    { key: '≥52', name: '52 or more', pnl: -64_000 },
  ],
  worstCase: -64_000,
};

export const riskRows: readonly RiskRow[] = [football, fancy, matchOdds];

/** Hundreds of markets (a big master's book), figures spread both ways. */
export function largeRiskBook(count = 300): RiskRow[] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((i * 7_919) % 200_001) - 100_000;
    const b = ((i * 104_729) % 150_001) - 75_000;
    return {
      marketId: `1.${50_000 + i}`,
      sportName: i % 3 === 0 ? 'Tennis' : i % 3 === 1 ? 'Soccer' : 'Cricket',
      eventName: `Event ${i + 1}`,
      marketName: 'Match Odds',
      inPlay: i % 4 === 0,
      outcomes: [
        { key: 'a', name: 'Home', pnl: a * 10 },
        { key: 'b', name: 'Away', pnl: b * 10 },
      ],
      worstCase: Math.min(a, b) * 10,
    };
  });
}

export const matchOddsBets: readonly RiskBet[] = [
  { betId: 'b1', userName: 'demo', side: 'BACK', selection: 'Back Mumbai Indians', price: '2.50', stake: 1_000_000, matched: 1_000_000, placedAt: '2026-11-22T14:05:09.000Z', bettorPnl: [1_500_000, -1_000_000, -1_000_000], myShareBps: 3_000 },
  { betId: 'b2', userName: 'demo2', side: 'LAY', selection: 'Lay Chennai Super Kings', price: '1.90', stake: 500_000, matched: 250_000, placedAt: '2026-11-22T14:07:31.000Z', bettorPnl: [250_000, -225_000, 250_000], myShareBps: 3_000 },
];
