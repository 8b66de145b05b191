/**
 * Which exchange tab each page belongs to (spec §4 exchange bar, issue 35): the one rule for both the tab's
 * address and the tab highlighted on a page. Each exchange's first route is the tab's own address; a page
 * listed nowhere (account pages, lottery, the downline desk) highlights no tab.
 */
import { matchRoute, pathTo } from './routes';
import { SPORT } from './sports';
import type { RouteKey, RouteParamName } from './routes';

/** Routes whose key needs no parameter: a tab's own address is one of them. */
type PlainRouteKey = { [K in RouteKey]: [RouteParamName<K>] extends [never] ? K : never }[RouteKey];

/** Each exchange tab's pages, its own address first. */
export const EXCHANGE_PAGES = {
  '00': ['inplay'],
  '11': ['index', 'home', 'marketDetails', 'ballByBall', 'horseRacing'],
  '98': ['tipsReview'],
  '66101': ['virtualSports', 'virtualDetails'],
  '16': ['intCasino', 'casino'],
  '66103': ['binary'],
} as const satisfies Record<string, readonly [PlainRouteKey, ...RouteKey[]]>;

/** An exchange id that has pages of its own in the app. */
export type RoutedExchangeId = keyof typeof EXCHANGE_PAGES;

/** Whether an exchange id has pages in the app (not VIMAAN, not an id the server added). */
export function isRoutedExchange(exchangeId: string): exchangeId is RoutedExchangeId {
  return Object.hasOwn(EXCHANGE_PAGES, exchangeId);
}

/** The address of an exchange tab: '/inplay' for '00', '/' for '11'; null for an id without pages. */
export function exchangePath(exchangeId: string): string | null {
  return isRoutedExchange(exchangeId) ? pathTo(EXCHANGE_PAGES[exchangeId][0]) : null;
}

/** The exchange tab a page belongs to (highlighted on it), or null when it belongs to none. */
export function activeExchangeTab(path: string): RoutedExchangeId | null {
  const key = matchRoute(path)?.key;
  if (key === undefined) return null;
  const ids = Object.keys(EXCHANGE_PAGES) as RoutedExchangeId[];
  return ids.find((id) => (EXCHANGE_PAGES[id] as readonly RouteKey[]).includes(key)) ?? null;
}

/** Where a page's address names its sport: the route's parameter holding the sport id. */
const SPORT_PARAM: Partial<Record<RouteKey, string>> = { marketDetails: 'id', lotteryDetails: 'id', horseRacing: 'sportId', ballByBall: 'sportId' };

/**
 * The sport a page is about, for the sport tab highlighted on it: a market's, a race card's, a ball-by-ball or
 * lottery page's (read from its address); null on a page of no one sport (home, in-play, account pages), where
 * the sport tab last chosen stays highlighted. A bettor who opened a race from a link sees Horse Racing lit, not
 * whatever sport they chose before.
 */
export function pageSport(path: string): number | null {
  const match = matchRoute(path);
  if (!match) return null;
  if (match.key === 'lottery') return SPORT.lottery;
  const param = SPORT_PARAM[match.key];
  const sportId = param === undefined ? NaN : Number(match.params[param]);
  return Number.isInteger(sportId) ? sportId : null;
}
