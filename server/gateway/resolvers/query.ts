import type { QueryResolvers } from '../__generated__/resolvers';
import type { EventRow } from '../datasources/reference-api';
import { DEFAULT_MONEY_LOCALE, isMoneyLocale } from '@domain/money';

const THEME_FIELDS = new Set(['exchangeFavicon', 'exchangeTitle', 'themeColor', 'exchangeLogo', 'moneyLocale']);
const GROUPING = { SPORT: 'sport', EVENT: 'event', MARKET: 'market' } as const;

/** Case-insensitive substring of sport or event name; blank text finds nothing (spec §5). */
export function matchEvents(events: readonly EventRow[], text: string): EventRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return events.filter((e) => e.eventName.toLowerCase().includes(needle) || e.sportName.toLowerCase().includes(needle));
}

export const Query: QueryResolvers = {
  // Reference data (cached per endpoint and site).
  sports: (_root, _args, { sources }) => sources.reference.sports(),
  allEvents: async (_root, _args, { sources }) =>
    Object.entries(await sources.reference.allEvents()).map(([sportId, events]) => ({ sportId: Number(sportId), events })),
  racingEvents: (_root, _args, { sources }) => sources.reference.racingEvents(),
  exchangeTypes: (_root, _args, { sources }) => sources.reference.exchangeTypes(),
  casinoLobby: (_root, _args, { sources }) => sources.reference.casinoLobby(),
  themeConfig: async (_root, _args, { sources }) => {
    const config = await sources.reference.themeConfig();
    return {
      variables: Object.entries(config)
        .filter(([name]) => !THEME_FIELDS.has(name))
        .map(([name, value]) => ({ name, value })),
      exchangeFavicon: config.exchangeFavicon ?? null,
      exchangeTitle: config.exchangeTitle ?? null,
      themeColor: config.themeColor ?? null,
      exchangeLogo: config.exchangeLogo ?? null,
      moneyLocale: isMoneyLocale(config.moneyLocale) ? config.moneyLocale : DEFAULT_MONEY_LOCALE,
    };
  },
  supportInfo: async (_root, _args, { sources }) => ({
    channels: Object.entries(await sources.reference.supportInfo()).map(([channel, value]) => ({ channel, value })),
  }),
  searchEvents: async (_root, { text }, { sources }) => (text.trim() ? matchEvents(await sources.reference.searchEventList(), text) : []),

  // The caller's account.
  me: (_root, _args, { sources }) => sources.account.me(),
  favourites: (_root, _args, { sources }) => sources.account.favourites(),

  // Products beyond the exchange grid.
  lotteryDraws: (_root, _args, { sources }) => sources.products.lotteryDraws(),
  virtualEvents: (_root, _args, { sources }) => sources.products.virtualEvents(),
  binaryMarkets: (_root, _args, { sources }) => sources.products.binaryMarkets(),
  ballByBallMarkets: (_root, { eventId }, { sources }) => sources.products.ballByBall(eventId),
  tips: async (_root, _args, { sources }) => (await sources.reference.tips()).map((tip) => ({ ...tip, tipId: String(tip.tipId) })),
  tipAuthors: (_root, _args, { sources }) => sources.products.tipAuthors(),
  productResults: (_root, { sportId }, { sources }) => sources.products.productResults(sportId),
  casinoGame: (_root, { eventId }, { sources }) => sources.products.casinoGame(eventId),
  partnerLaunch: (_root, _args, { sources }) => sources.products.partnerLaunch(),
  balance: (_root, _args, { sources }) => sources.account.balance(),
  profile: (_root, _args, { sources }) => sources.account.profile(),
  referrals: (_root, _args, { sources }) => sources.account.referrals(),
  settings: (_root, _args, { sources }) => sources.account.settings(),
  activityLog: (_root, _args, { sources }) => sources.account.activityLog(),
  myTwoFactor: (_root, _args, { sources }) => sources.account.twoFactor(),
  passwordHistory: (_root, _args, { sources }) => sources.account.passwordHistory(),
  downlinePasswordResets: (_root, _args, { sources }) => sources.account.downlinePasswordResets(),

  // Markets and the caller's bets.
  event: (_root, { id }, { sources }) => sources.markets.eventDetail(id),
  market: (_root, { id }, { sources }) => sources.markets.market(id),
  runnerLadder: (_root, { marketId, runnerId }, { sources }) => sources.markets.runnerLadder(marketId, runnerId),
  priceHistory: (_root, { marketId, runnerId, bucketMs }, { sources }) => sources.markets.priceHistory(marketId, runnerId, bucketMs),
  matchOdds: (_root, { eventIds }, { sources }) => sources.markets.matchOdds(eventIds),
  matchedBets: async (_root, { eventId }, { sources }) => (await sources.markets.betsOfEvent(eventId)).matched,
  unmatchedBets: async (_root, { eventId }, { sources }) => (await sources.markets.betsOfEvent(eventId)).unmatched,
  fancyBook: (_root, { marketId }, { sources }) => sources.markets.fancyBook(marketId),
  marketPositions: (_root, { eventId }, { sources }) => sources.markets.marketPositions(eventId),
  eventBook: (_root, { eventId }, { sources }) => sources.markets.eventBook(eventId),
  unsettledBets: (_root, _args, { sources }) => sources.markets.unsettled(),
  cashOutQuote: (_root, { marketId, fraction }, { sources }) => sources.markets.cashOutQuote(marketId, fraction),
  userEventsExposure: (_root, _args, { sources }) => sources.markets.eventsExposure(),

  // History.
  statement: (_root, { from, to }, { sources }) => sources.history.statement(from, to),
  profitLoss: (_root, { groupBy, from, to, sportId, eventId }, { sources }) =>
    sources.history.profitLoss({ groupBy: GROUPING[groupBy], from, to, sportId, eventId }),
  betHistory: (_root, { from, to, marketId }, { sources }) => sources.history.betHistory(from, to, marketId),
  settledBets: (_root, { eventId }, { sources }) => sources.history.settledBets(eventId),
  rollingCommission: (_root, { from, to }, { sources }) => sources.history.rollingCommission(from, to),

  // Banking.
  depositMethods: (_root, _args, { sources }) => sources.banking.methods(),
  bankingRequests: (_root, _args, { sources }) => sources.banking.requests(),
  bankingRequest: (_root, { requestId }, { sources }) => sources.banking.request(requestId),
  rewards: (_root, _args, { sources }) => sources.banking.rewards(),
  downlineBankingRequests: (_root, _args, { sources }) => sources.banking.downlineRequests(),
  bankAccounts: (_root, _args, { sources }) => sources.banking.accounts(),
  rewardOffers: (_root, _args, { sources }) => sources.banking.rewardOffers(),
  transfers: (_root, _args, { sources }) => sources.banking.transfers(),
  downlineUsers: (_root, _args, { sources }) => sources.banking.downlineUsers(),
  downlineTotals: (_root, { since }, { sources }) => sources.banking.downlineTotals(since),
};
