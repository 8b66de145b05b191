/** The demo site's reference data (issue 4, "The demo world"): theme, support, exchange types, lobby. */
import { raceName } from '@domain/race-name';
import type { DepositMethod } from '../../contract/banking';

const HORSE_RACING = 7;

export const demoTheme: Record<string, string> = {
  '--header-bg': '#0b3d2e',
  '--header-fg': '#ffffff',
  '--accent': '#ffb80c',
  '--page-bg': '#eef1f4',
  '--back': '#72bbef',
  '--lay': '#faa9ba',
  exchangeFavicon: '/favicon.svg',
  exchangeTitle: 'Backlay Exchange',
  themeColor: '#0b3d2e',
  exchangeLogo: '/logo.svg',
};

export const demoSupport: Record<string, string> = {
  whatsapp: '+91 90000 00000',
  telegram: '@backlay_support',
  instagram: '@backlay.exchange',
  email: 'support@backlay.example',
  hours: '24 × 7',
};

/** Exchange bar tabs from the server; Inplay (00) and VIMAAN (88022) are added by the app. Ids 10 and 32 are filtered out by the app. */
export const demoExchangeTypes = [
  { exchangeId: '11', exchangeName: 'Cricket', highlight: true, sequence: 1 },
  { exchangeId: '98', exchangeName: 'Tips Review', highlight: false, sequence: 2 },
  { exchangeId: '66101', exchangeName: 'Virtual Sports', highlight: false, sequence: 3 },
  { exchangeId: '16', exchangeName: 'Int. Casino', highlight: false, sequence: 4 },
  { exchangeId: '66103', exchangeName: 'Binary', highlight: false, sequence: 5 },
  { exchangeId: '10', exchangeName: 'Legacy Exchange', highlight: false, sequence: 6 },
  { exchangeId: '32', exchangeName: 'Legacy Casino', highlight: false, sequence: 7 },
];

const universe = (id: string) => `https://games.universe.example/launch?token={token}&eventId={eventId}&game=${id}`;

/** Casino lobby: eventIds like 99.00xx (UNIVERSE), 88.00xx (VIMAAN) and long numeric ids. */
export const demoCasinoGames = [
  { eventId: '99.0001', gameName: 'Teen Patti', companyName: 'UNIVERSE', popular: true, link: universe('teenpatti') },
  { eventId: '99.0002', gameName: 'Andar Bahar', companyName: 'UNIVERSE', popular: true, link: universe('andarbahar') },
  { eventId: '99.0003', gameName: 'Dragon Tiger', companyName: 'UNIVERSE', popular: true, link: universe('dragontiger') },
  { eventId: '99.0004', gameName: 'Lucky 7', companyName: 'UNIVERSE', popular: false, link: universe('lucky7') },
  { eventId: '99.0005', gameName: '32 Cards', companyName: 'UNIVERSE', popular: false, link: universe('32cards') },
  { eventId: '88.0001', gameName: 'Aviator', companyName: 'VIMAAN', popular: true, link: 'https://vimaan.example/play/aviator' },
  { eventId: '88.0002', gameName: 'Roulette', companyName: 'VIMAAN', popular: false, link: 'https://vimaan.example/play/roulette' },
  { eventId: '1000000011', gameName: 'Live Baccarat', companyName: 'UNIVERSE', popular: false, link: universe('baccarat') },
  { eventId: '1000000012', gameName: 'Poker 20-20', companyName: 'UNIVERSE', popular: false, link: null },
  { eventId: '1000000013', gameName: 'Sic Bo', companyName: 'EZUGI', popular: false, link: 'https://ezugi.example/sicbo' },
].map((game, i) => ({ ...game, image: `/casino/${game.eventId}.svg`, sequence: i + 1 }));

export const demoCompetitions = [
  { tournamentId: 'c-ipl', sportId: 4, tournamentName: 'Indian Premier League' },
  { tournamentId: 'c-odi', sportId: 4, tournamentName: 'ODI Series' },
  { tournamentId: 't-atp', sportId: 2, tournamentName: 'ATP Tour' },
  { tournamentId: 's-epl', sportId: 1, tournamentName: 'English Premier League' },
  { tournamentId: 's-liga', sportId: 1, tournamentName: 'La Liga' },
  { tournamentId: 'b-nba', sportId: 7522, tournamentName: 'NBA' },
  { tournamentId: 'h-uk', sportId: 7, tournamentName: 'UK Racing' },
  { tournamentId: 'v-cricket', sportId: 66101, tournamentName: 'Virtual Cricket' },
  { tournamentId: 'v-racing', sportId: 66101, tournamentName: 'Virtual Racing' },
  { tournamentId: 'v-football', sportId: 66101, tournamentName: 'Virtual Football' },
  { tournamentId: 'l-daily', sportId: 66104, tournamentName: 'Daily Lottery' },
  { tournamentId: 'bin-index', sportId: 66103, tournamentName: 'Index Binary' },
];

const fixtures: Array<[string, string, string, number]> = [
  // [tournamentId, eventName, id suffix, hours from now (negative = started, in play)]
  ['c-ipl', 'Mumbai Indians v Chennai Super Kings', '1001', -1],
  ['c-ipl', 'Royal Challengers Bengaluru v Kolkata Knight Riders', '1002', 3],
  ['c-ipl', 'Delhi Capitals v Rajasthan Royals', '1003', 27],
  ['c-odi', 'India v Australia', '1004', -2],
  ['c-odi', 'England v South Africa', '1005', 50],
  ['t-atp', 'Carlos Alcaraz v Jannik Sinner', '2001', -1],
  ['t-atp', 'Novak Djokovic v Alexander Zverev', '2002', 5],
  ['s-epl', 'Arsenal v Liverpool', '3001', -1],
  ['s-epl', 'Manchester City v Chelsea', '3002', 4],
  ['s-liga', 'Real Madrid v Barcelona', '3003', 30],
  ['b-nba', 'Boston Celtics v Los Angeles Lakers', '4001', 6],
  // Races carry the course; their names are built from the start time (domain/race-name.ts).
  ['h-uk', 'Ascot', '7001', 1],
  ['h-uk', 'Cheltenham', '7002', 2],
  ['v-cricket', 'Virtual T10: Lions v Tigers', '6001', 0.25],
  ['l-daily', 'Daily Digit Draw', '6601', 2],
  ['bin-index', 'NIFTY 50 Today', '6701', 4],
];

/** Demo events, placed relative to `now` so the world always has live and upcoming events; a race is named by its off time. */
export function demoEvents(now: Date) {
  const sportOf = new Map(demoCompetitions.map((c) => [c.tournamentId, c.sportId]));
  return fixtures.map(([tournamentId, name, suffix, hours]) => {
    const inPlay = hours <= 0;
    const sportId = sportOf.get(tournamentId)!;
    const eventTime = new Date(now.getTime() + hours * 3_600_000);
    return {
      exEventId: `${sportId}${suffix}`,
      sportId,
      tournamentId,
      eventName: sportId === HORSE_RACING ? raceName(name, eventTime.getTime()) : name,
      eventTime,
      inPlay,
      status: inPlay ? ('IN_PLAY' as const) : ('SCHEDULED' as const),
      videoId: inPlay ? `video-${suffix}` : null,
    };
  });
}

/** Opening balances in paise: demo ₹1,00,000; agent ₹10,00,000 (credit for the downline); blocked ₹5,000. */
export const demoFunding: Record<string, number> = {
  'u-demo': 10_000_000,
  'u-agent': 100_000_000,
  'u-blocked': 500_000,
  'u-mm1': 5_000_000_000,
  'u-mm2': 5_000_000_000,
};

export const demoDepositMethods: DepositMethod[] = [
  { methodId: 'upi-1', name: 'UPI', kind: 'UPI', details: { upiId: 'backlay@upi', payee: 'Backlay Exchange' }, minAmount: 10_000, maxAmount: 20_000_000, sequence: 1 },
  { methodId: 'bank-1', name: 'Bank transfer (IMPS/NEFT)', kind: 'BANK', details: { accountName: 'Backlay Exchange', accountNumber: '001234567890', ifsc: 'BKLY0000001', bank: 'Demo Bank' }, minAmount: 50_000, maxAmount: 100_000_000, sequence: 2 },
  { methodId: 'wallet-1', name: 'PhonePe / Paytm', kind: 'WALLET', details: { number: '+91 90000 00001' }, minAmount: 10_000, maxAmount: 5_000_000, sequence: 3 },
];

/** Tips for the tips review page: previews by the site's analysts. */
export const demoTips = [
  { exEventId: '41002', title: 'RCB to edge a high-scoring night', body: 'Short boundaries and a flat deck: back Bengaluru at 2.6 or better, and consider the 6 Over Runs YES above 50.', author: 'Analyst Desk', confidence: 4 },
  { exEventId: '22002', title: 'Djokovic on the return', body: 'Zverev serves big, but Djokovic broke him in 40% of return games this year. Lay Zverev if he drifts under 2.2.', author: 'Court Side', confidence: 3 },
  { exEventId: '13002', title: 'City at home', body: 'City have won 11 of their last 12 at home against top-six sides. Draw is value above 4.5 if Chelsea sit deep.', author: 'Terrace Talk', confidence: 3 },
  { exEventId: null, title: 'Bankroll first', body: 'Stake no more than 2% of your balance on a single market, and use the loss limit in Settings.', author: 'Backlay', confidence: 5 },
];
