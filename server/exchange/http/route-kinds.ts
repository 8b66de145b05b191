/**
 * What each exchange REST route (below /api) is to a gateway that sent it and may not have got an
 * answer that says what happened — the bus failed it UNAVAILABLE, or its exchange died with it in
 * flight (issue #33, cluster/command-routing.ts isRetrySafe): the one declaration, next to the routes,
 * that every route is in (route-kinds.test.ts fails when a route is added without its kind). A refusal
 * that did nothing (nobody serving, MARKET_NOT_OWNED, admission's busy) is sent again for every kind.
 *
 * - `read`: answering it twice changes nothing; sent again.
 * - `keyed`: a write that takes an `idempotencyKey` and answers a repeat of it with the first answer;
 *   sent again only when the body carries its key.
 * - `unsafe`: any other write; not sent again (the caller sees the failure and decides).
 */
export type RouteKind = 'read' | 'keyed' | 'unsafe';

export const ROUTE_KINDS: Readonly<Record<string, RouteKind>> = {
  '/health': 'read',
  // Reference data and events.
  '/sports/list': 'read', '/events/all': 'read', '/events/racing': 'read', '/events/search': 'read', '/events/detail': 'read', '/exchange-types/list': 'read', '/casino/events': 'read',
  '/site/theme-config': 'read', '/site/support-info': 'read',
  // Sessions and accounts.
  '/auth/login': 'unsafe', '/auth/logout': 'unsafe', '/auth/change-password': 'unsafe', '/auth/signup': 'unsafe', '/auth/forgot-password': 'unsafe', '/auth/reset-password': 'unsafe',
  '/agent/password-resets': 'unsafe',
  '/auth/two-factor/verify': 'unsafe', '/auth/two-factor/enrolment': 'read', '/auth/two-factor/enrol': 'unsafe',
  '/user/two-factor': 'read', '/user/two-factor/enrol/start': 'unsafe', '/user/two-factor/enrol': 'unsafe', '/user/two-factor/recovery-codes': 'unsafe',
  '/user/api-keys/create': 'unsafe', '/user/api-keys/revoke': 'unsafe', '/backoffice/users/two-factor/reset': 'unsafe',
  '/user/detail': 'read', '/user/password-history': 'read', '/user/activity-log': 'read', '/user/balance': 'read', '/user/profile': 'read', '/user/settings': 'read', '/user/referrals': 'read', '/user/favourites': 'read',
  '/user/statement': 'read', '/user/profit-loss': 'read', '/user/rolling-commission': 'read', '/user/events-exposure': 'read',
  '/user/settings/update': 'unsafe', '/user/favourites/set': 'unsafe',
  '/user/presence': 'unsafe', '/presence/closed': 'unsafe', '/presence/gateway': 'unsafe',
  // Banking.
  '/banking/rewards': 'read', '/banking/methods': 'read', '/banking/requests': 'read', '/banking/request': 'read', '/banking/accounts': 'read', '/banking/rewards/offers': 'read', '/banking/transfers': 'read',
  '/banking/withdraw': 'keyed', '/banking/transfer': 'keyed',
  '/banking/deposit': 'unsafe', '/banking/accounts/add': 'unsafe', '/banking/accounts/remove': 'unsafe', '/banking/rewards/claim': 'unsafe',
  '/agent/requests': 'read', '/agent/users': 'read', '/agent/totals': 'read',
  '/agent/requests/decide': 'unsafe',
  // Markets and bets.
  '/markets/detail': 'read', '/markets/ladder': 'read', '/markets/price-history': 'read', '/markets/match-odds': 'read',
  '/bets/event': 'read', '/bets/positions': 'read', '/bets/fancy-book': 'read', '/bets/unsettled': 'read', '/bets/event-book': 'read', '/bets/cash-out/quote': 'read', '/bets/history': 'read', '/bets/settled': 'read',
  '/bets/place': 'keyed', '/bets/cash-out': 'keyed',
  '/bets/cancel': 'unsafe', '/bets/replace': 'unsafe',
  // Operators.
  '/admin/markets/status': 'unsafe', '/admin/markets/settle': 'unsafe', '/admin/markets/quote': 'unsafe', '/admin/markets/create': 'unsafe',
  '/admin/events/create': 'unsafe', '/admin/events/score': 'unsafe', '/admin/events/incident': 'unsafe', '/admin/events/reopen': 'unsafe',
  '/admin/users/credit': 'keyed', '/admin/users/create': 'unsafe', '/admin/users/block': 'unsafe', '/admin/tips/create': 'unsafe',
  // The back office.
  '/backoffice/risk': 'read', '/backoffice/risk/market': 'read', '/backoffice/bets': 'read',
  '/backoffice/operator/markets': 'read', '/backoffice/operator/market': 'read',
  '/backoffice/operator/markets/status': 'unsafe', '/backoffice/operator/markets/settle': 'unsafe', '/backoffice/operator/markets/void': 'unsafe',
  // The trading desk (issue #48).
  '/backoffice/desk/access': 'read', '/backoffice/desk/events': 'read', '/backoffice/desk/event': 'read',
  '/backoffice/desk/events/create': 'unsafe', '/backoffice/desk/events/edit': 'unsafe', '/backoffice/desk/markets/create': 'unsafe', '/backoffice/desk/markets/quote': 'unsafe',
  '/backoffice/desk/markets/status': 'unsafe', '/backoffice/desk/events/suspend': 'unsafe', '/backoffice/desk/events/reopen': 'unsafe', '/backoffice/desk/events/start': 'unsafe',
  '/backoffice/desk/events/play': 'unsafe', '/backoffice/desk/markets/settle': 'unsafe',
  '/backoffice/settings': 'read', '/backoffice/settings/update': 'unsafe',
  '/backoffice/users/me': 'read', '/backoffice/users/children': 'read', '/backoffice/users/card': 'read',
  '/backoffice/users/credit': 'keyed',
  '/backoffice/users/create': 'unsafe', '/backoffice/users/credit-reference': 'unsafe', '/backoffice/users/betting-lock': 'unsafe', '/backoffice/users/login-lock': 'unsafe',
  '/backoffice/users/reset-password': 'unsafe', '/backoffice/users/move': 'unsafe',
  '/backoffice/reports/pnl': 'read', '/backoffice/reports/statement': 'read', '/backoffice/reports/settle-up': 'read', '/backoffice/reports/dashboard': 'read', '/backoffice/reports/partnership': 'read',
  '/backoffice/reports/settle-up/record': 'keyed',
  '/backoffice/audit': 'read', '/backoffice/audit.csv': 'read', '/user/protection-log': 'read',
  // Safer betting (issue #47).
  '/user/protections': 'read', '/backoffice/protections': 'read',
  '/user/protections/deposit-limit': 'unsafe', '/user/protections/loss-limit': 'unsafe', '/user/protections/time-out': 'unsafe', '/user/protections/self-exclude': 'unsafe',
  '/user/protections/reality-check': 'unsafe', '/user/protections/reality-check/answer': 'unsafe', '/user/protections/privacy': 'unsafe', '/backoffice/protections/lift': 'unsafe',
  // Products.
  '/lottery/draws': 'read', '/virtual/events': 'read', '/binary/markets': 'read', '/ball-by-ball/markets': 'read', '/tips/list': 'read', '/tips/authors': 'read', '/products/results': 'read',
  '/casino/launch': 'unsafe', '/partner/launch': 'unsafe',
  // The change stream's snapshot of a topic (its WebSocket is not a command).
  '/stream/snapshot': 'read',
  // Between the exchange processes of a cluster: a market's share of a bettor-wide cancel (cluster/cross-market-cancel.ts).
  '/cluster/cancel-market-orders': 'keyed',
};

/** A route's kind; undefined for a path that is no exchange route. */
export const routeKindOf = (path: string): RouteKind | undefined => (Object.hasOwn(ROUTE_KINDS, path) ? ROUTE_KINDS[path] : undefined);
