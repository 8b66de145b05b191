/** Data for the operator console's stories and tests: markets of each kind and state, and the site settings. */
import type { OperatorMarketItem, SiteSettingsData } from './operator-types';

const teams = (home: string, away: string) => [
  { runnerId: '1', runnerName: home },
  { runnerId: '2', runnerName: away },
];

function market(over: Partial<OperatorMarketItem> & Pick<OperatorMarketItem, 'marketId'>): OperatorMarketItem {
  return {
    marketName: 'Match Odds',
    kind: 'exchange',
    eventId: over.marketId.split('.')[0]!,
    eventName: 'Mumbai v Chennai',
    sportId: 4,
    sportName: 'Cricket',
    status: 'OPEN',
    inPlay: false,
    betDelayMs: 0,
    runners: teams('Mumbai', 'Chennai'),
    betCount: 0,
    matched: 0,
    settledVersion: 0,
    result: null,
    reason: null,
    settledAt: null,
    ...over,
  };
}

export const matchOdds = market({ marketId: '41002.mo', inPlay: true, betDelayMs: 5_000, betCount: 128, matched: 42_130_000 });
export const fancy = market({ marketId: '41002.f6', marketName: '6 Over Runs', kind: 'fancy', runners: [], inPlay: true, betCount: 14, matched: 2_450_000 });
export const suspended = market({ marketId: '41003.mo', eventName: 'Delhi v Kolkata', status: 'SUSPENDED', inPlay: true, betCount: 40, matched: 9_800_000 });
export const football = market({
  marketId: '51001.mo',
  eventName: 'Arsenal v Tottenham',
  sportId: 1,
  sportName: 'Soccer',
  runners: [...teams('Arsenal', 'Tottenham'), { runnerId: '3', runnerName: 'The Draw' }],
  betCount: 1,
  matched: 50_000,
});
export const settled = market({
  marketId: '41004.mo',
  eventName: 'Punjab v Rajasthan',
  status: 'CLOSED',
  settledVersion: 1,
  result: 'Punjab',
  settledAt: '2026-11-23T18:30:00.000Z',
  runners: teams('Punjab', 'Rajasthan'),
  betCount: 61,
  matched: 7_325_050,
});

export const operatorMarkets: OperatorMarketItem[] = [matchOdds, fancy, suspended, football];

/** A long list: 120 markets across sports and states. */
export const longMarketList: OperatorMarketItem[] = Array.from({ length: 120 }, (_, i) =>
  market({
    marketId: `${60_000 + i}.mo`,
    eventName: `Team ${String.fromCharCode(65 + (i % 26))}${i} v Team ${String.fromCharCode(90 - (i % 26))}${i}`,
    status: i % 7 === 0 ? 'SUSPENDED' : 'OPEN',
    inPlay: i % 3 === 0,
    sportId: i % 2 === 0 ? 4 : 1,
    sportName: i % 2 === 0 ? 'Cricket' : 'Soccer',
    betCount: (i * 37) % 400,
    matched: ((i * 7_919) % 1_000) * 100_000,
  }),
);

export const sports = [
  { sportId: 4, sportName: 'Cricket' },
  { sportId: 1, sportName: 'Soccer' },
  { sportId: 2, sportName: 'Tennis' },
];

export const siteSettings: SiteSettingsData = {
  levels: 4,
  defaultShares: [
    { role: 'super_master', roleName: 'Super master', shareBps: 2_000 },
    { role: 'master', roleName: 'Master', shareBps: 3_000 },
    { role: 'agent', roleName: 'Agent', shareBps: 1_250 },
  ],
  sportLimits: [
    { sportId: 4, sportName: 'Cricket', minStake: 10_000, maxStake: 50_000_000, delaySeconds: 5 },
    { sportId: 1, sportName: 'Soccer', minStake: null, maxStake: null, delaySeconds: null },
    { sportId: 2, sportName: 'Tennis', minStake: null, maxStake: null, delaySeconds: null },
  ],
  bettorTwoFactor: false,
  moneyLocale: 'en-IN',
  moneyLocales: ['en-IN', 'en-GB', 'de-DE'],
  deskRoles: [
    { role: 'super_master', roleName: 'Super master', allowed: true },
    { role: 'master', roleName: 'Master', allowed: false },
    { role: 'agent', roleName: 'Agent', allowed: false },
  ],
  updatedBy: 'operator',
  updatedAt: '2026-11-23T12:00:00.000Z',
};
