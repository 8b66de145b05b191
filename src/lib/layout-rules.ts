import { matchRoute, type RouteKey } from '../../machines/lib/routes';

/**
 * The layout frame's rules of spec §2: when the top navigation and the right column hide, what
 * the right column holds, and the device flags of market pages. Pure: the frame passes the path,
 * and each rule names its routes by their key in the route table (a misspelt key does not compile).
 */

/** The route a path is on (machines/lib/routes.ts), or undefined off the table. */
const routeOf = (pathname: string): RouteKey | undefined => matchRoute(pathname)?.key;

/** Routes on which the top navigation hides (spec §2: those pages' last segment, and the profit-and-loss drill-down). */
export const TOP_NAV_HIDDEN: readonly RouteKey[] = [
  'profile',
  'virtualSports',
  'intCasino',
  'passwordHistory',
  'tipsReview',
  'rollingCommission',
  'profitLoss',
  'settings',
  'accountStatement',
  'myBetsHistory',
  'profitLossMarket',
  'profitLossEvent',
  'userBetHistory',
];
/** Routes on which the right column hides and the content takes the full width. */
export const RIGHT_COLUMN_HIDDEN: readonly RouteKey[] = [
  'accountStatement',
  'profitLoss',
  'unsettledBets',
  'activityLog',
  'saferBetting',
  'profitLossMarket',
  'profitLossEvent',
  'userBetHistory',
  'myBetsHistory',
  'rollingCommission',
  'changePassword',
];

export function isTopNavHidden(pathname: string): boolean {
  const route = routeOf(pathname);
  return route !== undefined && TOP_NAV_HIDDEN.includes(route);
}

export function isRightColumnHidden(pathname: string): boolean {
  const route = routeOf(pathname);
  return route !== undefined && RIGHT_COLUMN_HIDDEN.includes(route);
}

/**
 * What the right column shows, one rule for every page (issue #35): wherever prices can be clicked the
 * bet slip is in the right column, where a click puts the bettor's selection.
 * - `market`: Live Stream + bet slip + My Bets (marketdetails, lotterydetails);
 * - `betting`: bet slip + My Bets (ballByBall, a virtual event, binary lines, the race card);
 * - `lists`: bet slip above Play Games (home, in-play and favourites lists, whose list odds can be clicked but
 *   which are about no one event, so no My Bets);
 * - `casino`: Play Games, where no price can be clicked.
 * On a phone the column's slip is the bottom sheet wherever it is shown.
 */
export type RightColumnContent = 'market' | 'betting' | 'lists' | 'casino';

/** The routes whose right column is not Play Games alone, by their key. */
const RIGHT_COLUMN_CONTENT: { [K in RouteKey]?: Exclude<RightColumnContent, 'casino'> } = {
  marketDetails: 'market',
  lotteryDetails: 'market',
  ballByBall: 'betting',
  virtualDetails: 'betting',
  binary: 'betting',
  horseRacing: 'betting',
  index: 'lists',
  home: 'lists',
  layout: 'lists',
  inplay: 'lists',
  favourites: 'lists',
};

export function rightColumnContent(pathname: string): RightColumnContent {
  const route = routeOf(pathname);
  return (route && RIGHT_COLUMN_CONTENT[route]) ?? 'casino';
}

/** Whether the right column holds My Bets (an event's bets: the pages about one event or one product's lines). */
export const showsMyBets = (content: RightColumnContent): boolean => content === 'market' || content === 'betting';

/** The routes about one event, each naming it `eventId` (marketdetails, lotterydetails, ballByBall, virtualdetails). */
const EVENT_PAGES: readonly RouteKey[] = ['marketDetails', 'lotteryDetails', 'ballByBall', 'virtualDetails'];

/** The event a path is about, or null off an event's page. */
export function eventOfPath(pathname: string): string | null {
  const match = matchRoute(pathname);
  return match && EVENT_PAGES.includes(match.key) ? (match.params.eventId ?? null) : null;
}

export interface DeviceFlags {
  iPhone: boolean;
  android: boolean;
  mobile: boolean;
  windows: boolean;
}

export const NO_DEVICE_FLAGS: DeviceFlags = { iPhone: false, android: false, mobile: false, windows: false };

/** On a marketdetails path the device is detected from the user agent; anywhere else all four flags are cleared. */
export function deviceFlags(pathname: string, userAgent: string): DeviceFlags {
  if (routeOf(pathname) !== 'marketDetails') return NO_DEVICE_FLAGS;
  return {
    iPhone: /iPhone/i.test(userAgent),
    android: /Android/i.test(userAgent),
    mobile: /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(userAgent),
    windows: /Windows/i.test(userAgent),
  };
}
