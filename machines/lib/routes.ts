/**
 * The route table of spec §2: every route's key, pattern and guard, in one place. The SPA's router
 * (src/app/route-table.tsx attaches each key's page and loader, checked by the compiler against
 * {@link RouteKey}), the route-guard machine and the server's first-screen renderer all read it; the
 * pure decision the router (and `routeGuardMachine`) applies on every navigation is here too.
 * Code names a route by its key (`pathTo('marketDetails', …)`), never by a repeated pattern string.
 */
import { isLoginBlocked, isUplineRole } from './storage.ts';
import type { UserDetail } from './storage.ts';

/**
 * - `none`: no guard (home, logout, the pages outside the layout)
 * - `open`: listed as open (lottery)
 * - `token`: a token must exist
 * - `loginEnabled`: the stored user detail must not have isLogin 0
 * - `both`: token and loginEnabled
 * - `upline`: both, and the user is not a bettor: operator, super master, master or agent (the back office)
 */
export type RouteGuard = 'none' | 'open' | 'token' | 'loginEnabled' | 'both' | 'upline';

/** A route's pure facts. `:name` marks a parameter segment of the pattern. */
export interface RouteDefinition {
  pattern: string;
  guard: RouteGuard;
  /** Rendered outside the layout frame (spec §2: signup and forgetPass). */
  outsideLayout?: true;
}

const route = <P extends string>(pattern: P, guard: RouteGuard, outsideLayout?: true) =>
  (outsideLayout ? { pattern, guard, outsideLayout } : { pattern, guard }) as { pattern: P; guard: RouteGuard; outsideLayout?: true };

/** Every route of spec §2, by key. */
export const ROUTE_TABLE = {
  index: route('', 'none'),
  home: route('home', 'none'),
  layout: route('layout', 'none'),
  logout: route('logout', 'none'),
  signup: route('signup', 'none', true),
  forgetPass: route('forgetPass', 'none', true),
  lottery: route('lottery', 'open'),
  changePassword: route('changpass', 'token'),
  accountStatement: route('accountstatment', 'token'),
  inplay: route('inplay', 'token'),
  favourites: route('favourites', 'token'),
  profitLoss: route('profitloss', 'token'),
  settings: route('settings', 'token'),
  myBetsHistory: route('myBetshistory', 'token'),
  lotteryDetails: route('lotterydetails/:eventId/:id', 'loginEnabled'),
  marketDetails: route('marketdetails/:eventId/:id', 'loginEnabled'),
  binary: route('binary', 'loginEnabled'),
  tipsReview: route('tipsreview', 'loginEnabled'),
  virtualSports: route('virtualsports', 'loginEnabled'),
  intCasino: route('intcasino', 'loginEnabled'),
  casino: route('casino', 'loginEnabled'),
  rules: route('rules', 'loginEnabled'),
  horseRacing: route('horseRacing/:sportId', 'loginEnabled'),
  ballByBall: route('ballByBall/:sportId/:eventId', 'loginEnabled'),
  virtualDetails: route('virtualdetails/:sportId/:eventId', 'both'),
  profitLossMarket: route('profitlossMarket/:sportsId/:eventId/:startDate/:endDate', 'both'),
  profitLossEvent: route('profitlossEvent/:sportId/:startDate/:endDate', 'both'),
  userBetHistory: route('userBetHistory/:marketId/:sportsId', 'both'),
  activityLog: route('activityLog', 'both'),
  twoStep: route('two-step', 'token'),
  // The bettor's own protections (issue #47): limits, time-out, self-exclusion, reality check.
  saferBetting: route('saferbetting', 'both'),
  rollingCommission: route('rollingComm', 'both'),
  unsettledBets: route('unsetteledbet', 'both'),
  passwordHistory: route('passhistory', 'both'),
  profile: route('profile', 'both'),
  referEarn: route('referRearn', 'both'),
  banking: route('banking', 'both'),
  deposit: route('banking/deposit/:id', 'both'),
  depositDetails: route('banking/deposit-details/:amount', 'both'),
  autoDeposit: route('banking/autoDeposit/:amount', 'both'),
  paymentWaiting: route('banking/payment-waiting/:amount/:utr/:method', 'both'),
  withdraw: route('banking/withdraw', 'both'),
  transfer: route('banking/transfer', 'both'),
  reward: route('banking/reward', 'both'),
  withdrawDetails: route('banking/withdrawdetails', 'both'),
  downline: route('downline', 'upline'),
  // The back office (issue #32): its own frame, outside the exchange's layout. Each page's label and
  // loader: src/features/backoffice/shell/backoffice-pages.ts (a key here and a row there, nothing else).
  backoffice: route('backoffice', 'upline', true),
  backofficeDownline: route('backoffice/downline', 'upline', true),
  backofficeRequests: route('backoffice/requests', 'upline', true),
  backofficeRisk: route('backoffice/risk', 'upline', true),
  backofficeBets: route('backoffice/bets', 'upline', true),
  backofficeReports: route('backoffice/reports', 'upline', true),
  backofficeSettleUp: route('backoffice/settle-up', 'upline', true),
  backofficeStatement: route('backoffice/statement', 'upline', true),
  backofficeAudit: route('backoffice/audit', 'upline', true),
  backofficeMarkets: route('backoffice/markets', 'upline', true),
  backofficeSettings: route('backoffice/settings', 'upline', true),
  backofficeDesk: route('backoffice/desk', 'upline', true),
  backofficeSystem: route('backoffice/system', 'upline', true),
} as const satisfies Record<string, RouteDefinition>;

/** A route's name: the only way code outside this file refers to a route. */
export type RouteKey = keyof typeof ROUTE_TABLE;

/** Every route with its key, in the table's order. */
export const ROUTES: readonly (RouteDefinition & { key: RouteKey })[] = (Object.keys(ROUTE_TABLE) as RouteKey[]).map((key) => ({ key, ...ROUTE_TABLE[key] }));

type ParamOf<S extends string> = S extends `:${infer N}` ? N : never;
type ParamsOf<P extends string> = P extends `${infer Head}/${infer Rest}` ? ParamOf<Head> | ParamsOf<Rest> : ParamOf<P>;
/** The parameter names of a route's pattern: `RouteParamName<'marketDetails'>` is `'eventId' | 'id'`. */
export type RouteParamName<K extends RouteKey> = ParamsOf<(typeof ROUTE_TABLE)[K]['pattern']>;
/** The values a route's path needs, one per parameter of its pattern. */
export type RouteParams<K extends RouteKey> = Record<RouteParamName<K>, string | number>;

/** Where every guard failure (and any unknown path) is sent. */
export const HOME_FALLBACK = '/home';

/**
 * The address of route `key`: `pathTo('marketDetails', { eventId: 41001, id: 4 })` → '/marketdetails/41001/4'.
 * A misspelt key or a missing parameter is a type error; values are URI-encoded.
 */
export function pathTo<K extends RouteKey>(key: K, ...[params]: RouteParamName<K> extends never ? [] : [RouteParams<K>]): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const segments = ROUTE_TABLE[key].pattern.split('/').map((seg) => (seg.startsWith(':') ? encodeURIComponent(String(values[seg.slice(1)])) : seg));
  return `/${segments.join('/')}`;
}

/** Path without origin, query, hash and surrounding slashes: '/banking/withdraw?x' → 'banking/withdraw'. */
export function normalizePath(path: string): string {
  return path.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

/** A path matched against the table: its route's key and the values of its parameters (decoded). */
export interface RouteMatch<K extends RouteKey = RouteKey> {
  key: K;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern === '' ? [] : pattern.split('/');
  const got = path === '' ? [] : path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of want.entries()) {
    const value = got[i]!;
    if (!seg.startsWith(':')) {
      if (seg !== value) return null;
    } else {
      if (value === '') return null;
      try {
        params[seg.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return params;
}

/** The route of a path, or `undefined` for a path outside the table. */
export function matchRoute(path: string): RouteMatch | undefined {
  const normalized = normalizePath(path);
  for (const r of ROUTES) {
    const params = matchPattern(r.pattern, normalized);
    if (params) return { key: r.key, params };
  }
  return undefined;
}

/** The guard of a path, or `undefined` for a path outside the table. */
export function guardFor(path: string): RouteGuard | undefined {
  const match = matchRoute(path);
  return match && ROUTE_TABLE[match.key].guard;
}

/** Home's routes: their first load is served with home's first screen already in the HTML (home.html). */
export const LANDING_ROUTES: readonly RouteKey[] = ['index', 'home'];

/** Whether a path is one of home's addresses ('/' or '/home'). */
export function isLandingPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== undefined && LANDING_ROUTES.includes(match.key);
}

/** Why a navigation was sent home. */
export type RouteRefusal = 'noToken' | 'loginDisabled' | 'unknownRoute' | 'notUpline';

/** What the router should do. */
export type RouteDecision = { kind: 'allow'; guard: RouteGuard } | { kind: 'redirect'; to: typeof HOME_FALLBACK; reason: RouteRefusal };

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
