/**
 * The route table of spec §2 with its guards, and the pure decision the SPA
 * router (and `routeGuardMachine`) applies on every navigation.
 */
import { isLoginBlocked, isUplineRole } from './storage';
import type { UserDetail } from './storage';

/**
 * - `none`: no guard (home, logout, the pages outside the layout)
 * - `open`: listed as open (lottery)
 * - `token`: a token must exist
 * - `loginEnabled`: the stored user detail must not have isLogin 0
 * - `both`: token and loginEnabled
 * - `upline`: both, and the user is an agent or operator (the downline desk)
 */
export type RouteGuard = 'none' | 'open' | 'token' | 'loginEnabled' | 'both' | 'upline';

/** Where every guard failure (and any unknown path) is sent. */
export const HOME_FALLBACK = '/home';

/** Home's two addresses: their first load is served with home's first screen already in the HTML (home.html). */
export function isLandingPath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_FALLBACK;
}

const table: Record<RouteGuard, readonly string[]> = {
  none: ['', 'logout', 'home', 'signup', 'forgetPass', 'layout'],
  open: ['lottery'],
  token: ['changpass', 'accountstatment', 'inplay', 'favourites', 'profitloss', 'settings', 'myBetshistory'],
  loginEnabled: [
    'lotterydetails/:eventId/:id',
    'marketdetails/:eventId/:id',
    'binary',
    'tipsreview',
    'virtualsports',
    'intcasino',
    'casino',
    'rules',
    'horseRacing/:sportId',
    'ballByBall/:sportId/:eventId',
  ],
  both: [
    'virtualdetails/:sportId/:eventId',
    'profitlossMarket/:sportsId/:eventId/:startDate/:endDate',
    'profitlossEvent/:sportId/:startDate/:endDate',
    'userBetHistory/:marketId/:sportsId',
    'activityLog',
    'rollingComm',
    'unsetteledbet',
    'passhistory',
    'profile',
    'referRearn',
    'banking',
    'banking/deposit/:id',
    'banking/deposit-details/:amount',
    'banking/autoDeposit/:amount',
    'banking/payment-waiting/:amount/:utr/:method',
    'banking/withdraw',
    'banking/transfer',
    'banking/reward',
    'banking/withdrawdetails',
  ],
  upline: ['downline'],
};

/** Every route pattern (`:name` marks a parameter segment) with its guard. */
export const ROUTES: readonly { pattern: string; guard: RouteGuard }[] = (Object.keys(table) as RouteGuard[]).flatMap((guard) =>
  table[guard].map((pattern) => ({ pattern, guard })),
);

/** Path without origin, query, hash and surrounding slashes: '/banking/withdraw?x' → 'banking/withdraw'. */
export function normalizePath(path: string): string {
  return path.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

function matches(pattern: string, path: string): boolean {
  const want = pattern === '' ? [] : pattern.split('/');
  const got = path === '' ? [] : path.split('/');
  return want.length === got.length && want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]));
}

/** The guard of a path, or `undefined` for a path outside the table. */
export function guardFor(path: string): RouteGuard | undefined {
  const normalized = normalizePath(path);
  return ROUTES.find((r) => matches(r.pattern, normalized))?.guard;
}

/** What the router should do. */
export type RouteDecision =
  | { kind: 'allow'; guard: RouteGuard }
  | { kind: 'redirect'; to: typeof HOME_FALLBACK; reason: 'noToken' | 'loginDisabled' | 'unknownRoute' | 'notUpline' };

/** Session facts the guards look at. */
export interface RouteSession {
  token: string | null | undefined;
  userDetail: UserDetail | null | undefined;
}

/** Whether a guard needs a token. */
export const needsToken = (guard: RouteGuard): boolean => guard === 'token' || guard === 'both' || guard === 'upline';
/** Whether a guard needs the user not to be blocked. */
export const needsLoginEnabled = (guard: RouteGuard): boolean => guard === 'loginEnabled' || guard === 'both' || guard === 'upline';
/** Whether a guard needs an agent or operator. */
export const needsUplineRole = (guard: RouteGuard): boolean => guard === 'upline';

/**
 * Allow, or redirect to /home: when the route needs a token and there is none,
 * when it needs login enabled and the user detail has isLogin 0, and for any
 * path outside the table; an upline route also when the user is not an agent or operator.
 */
export function decideRoute(path: string, session: RouteSession): RouteDecision {
  const guard = guardFor(path);
  if (guard === undefined) return { kind: 'redirect', to: HOME_FALLBACK, reason: 'unknownRoute' };
  if (needsToken(guard) && !session.token) return { kind: 'redirect', to: HOME_FALLBACK, reason: 'noToken' };
  if (needsLoginEnabled(guard) && isLoginBlocked(session.userDetail)) {
    return { kind: 'redirect', to: HOME_FALLBACK, reason: 'loginDisabled' };
  }
  if (needsUplineRole(guard) && !isUplineRole(session.userDetail)) return { kind: 'redirect', to: HOME_FALLBACK, reason: 'notUpline' };
  return { kind: 'allow', guard };
}
