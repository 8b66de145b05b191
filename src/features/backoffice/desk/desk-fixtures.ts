/** Data for the desk's stories and tests: a cricket match with a market of every kind, the house's risk on them. */
import type { DeskCompetition, DeskEvent, DeskMarket, DeskRisk, DeskSport } from './desk-types';

const runner = (runnerId: string, runnerName: string, quote: { back?: number | null; lay?: number | null; size?: number | null; odds?: number | null } = {}) => ({
  runnerId,
  runnerName,
  back: quote.back ?? null,
  lay: quote.lay ?? null,
  size: quote.size ?? null,
  odds: quote.odds ?? null,
});
const market = (m: Omit<DeskMarket, 'status' | 'inPlay' | 'fancy'> & Partial<Pick<DeskMarket, 'status' | 'inPlay' | 'fancy'>>): DeskMarket => ({
  status: 'OPEN',
  inPlay: true,
  fancy: null,
  ...m,
});

export const matchOdds = market({ marketId: 'desk-e1.mo1', marketName: 'Match Odds', kind: 'exchange', runners: [runner('1', 'Mumbai'), runner('2', 'Chennai')] });
/** Mumbai is quoted with a size (₹25,000 a bet at most); Chennai takes up to the market's max stake. */
export const bookmaker = market({
  marketId: 'desk-e1.bm1',
  marketName: 'Bookmaker',
  kind: 'bookmaker',
  runners: [runner('1', 'Mumbai', { back: 1.8, lay: 1.85, size: 2_500_000 }), runner('2', 'Chennai', { back: 2.1, lay: 2.14 })],
});
/** ₹10,000 a bet at most, YES or NO. */
export const fancyLine = market({ marketId: 'desk-e1.f1', marketName: '6 Over Runs MI', kind: 'fancy', runners: [], fancy: { noLine: 52, noRate: 100, yesLine: 53, yesRate: 100, size: 1_000_000 } });
export const fixedOdds = market({ marketId: 'desk-e1.fo1', marketName: 'To Win (fixed odds)', kind: 'lottery', runners: [runner('1', 'Mumbai', { odds: 1.9 }), runner('2', 'Chennai', { odds: 1.9 })] });
export const nextBall = market({
  marketId: 'desk-e1.nb1',
  marketName: 'Next Ball',
  kind: 'ballByBall',
  runners: [runner('0', '0 runs', { odds: 3 }), runner('1', '1 run', { odds: 2.5 }), runner('4', '4 runs', { odds: 5 }), runner('6', '6 runs', { odds: 9 }), runner('W', 'Wicket', { odds: 12 })],
});

const cricket = JSON.stringify({ kind: 'cricket', innings: 1, batting: 0, runs: [47, 0], wickets: [1, 0], balls: [34, 0], fours: 5, lastBall: '4', recent: ['1', '0', '4', '1', '1', '4'], overs: 20, runsAfter6: null, runsAfter10: null });

export const liveMatch: DeskEvent = {
  eventId: 'desk-e1',
  eventName: 'Mumbai v Chennai',
  sportId: 4,
  sportName: 'Cricket',
  tournamentId: 'c-ipl',
  tournamentName: 'Indian Premier League',
  eventTime: '2026-11-25T14:00:00.000Z',
  inPlay: true,
  status: 'IN_PLAY',
  betting: 'OPEN',
  score: cricket,
  markets: [matchOdds, bookmaker, fancyLine, fixedOdds, nextBall],
};

export const suspendedMatch: DeskEvent = { ...liveMatch, betting: 'SUSPENDED', markets: liveMatch.markets.map((m) => ({ ...m, status: 'SUSPENDED' })) };

export const upcoming: DeskEvent = { ...liveMatch, eventId: 'desk-e2', eventName: 'Delhi v Kolkata', eventTime: '2026-11-26T14:00:00.000Z', inPlay: false, status: 'SCHEDULED', score: null, markets: [] };

export const soccer: DeskEvent = { ...upcoming, eventId: 'desk-e3', eventName: 'Arsenal v Chelsea', sportId: 1, sportName: 'Soccer', tournamentId: 's-epl', tournamentName: 'English Premier League' };

export const deskEvents: DeskEvent[] = [liveMatch, upcoming, soccer];

export const sports: DeskSport[] = [
  { sportId: 4, sportName: 'Cricket' },
  { sportId: 1, sportName: 'Soccer' },
  { sportId: 2, sportName: 'Tennis' },
];

export const competitions: DeskCompetition[] = [
  { tournamentId: 'c-ipl', tournamentName: 'Indian Premier League', sportId: 4 },
  { tournamentId: 'c-odi', tournamentName: 'ODI Series', sportId: 4 },
  { tournamentId: 's-epl', tournamentName: 'English Premier League', sportId: 1 },
];

/** The house's position: it loses ₹4,200 if Mumbai wins the bookmaker, and on the fancy line from 53 runs. */
export const risk: DeskRisk[] = [
  {
    marketId: bookmaker.marketId,
    outcomes: [
      { key: '1', name: 'Mumbai', myPnl: -420_000 },
      { key: '2', name: 'Chennai', myPnl: 510_000 },
    ],
    worstCase: -420_000,
    betCount: 14,
  },
  {
    marketId: fancyLine.marketId,
    outcomes: [51, 52, 53, 54].map((n) => ({ key: String(n), name: String(n), myPnl: n >= 53 ? -150_000 : 90_000 })),
    worstCase: -150_000,
    betCount: 6,
  },
];
