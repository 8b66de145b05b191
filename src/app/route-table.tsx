import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType, ReactElement } from 'react';
import type { Params, ShouldRevalidateFunction } from 'react-router-dom';
import type * as AccountHelpPages from '@/features/auth/account-help-pages';
import type * as FeedRoutes from '@/features/home/feed-routes';
import type * as MarketRoutes from '@/features/market/market-routes';
import { AccountError } from '@/features/account/account-error';
import { rangeChanged } from '@/features/account/account-revalidate';
import type { StartupListName } from '../../machines/startup.types';
import type { Preloadable } from '@/lib/preloadable';
import { bettingPanels, liveStreamPanel } from './layout/right-column-panels';
import { PRODUCT_ROUTE_VIEWS } from './product-routes';

/** What a page's chunk provides: the page, and the one query its route preloads with that query's variables. */
export interface LoadedRoute {
  Page: ComponentType;
  /** `never` variables: any query fits here; `variables` supplies what it needs. */
  query?: TypedDocumentNode<unknown, never>;
  /** The query's variables from the route's parameters (and search parameters, e.g. a date range). */
  variables?: (params: Params, url: URL) => Record<string, unknown>;
}

/** What a route pattern of the route table (machines/lib/routes.ts) renders, and the one query it preloads. */
export interface RouteView {
  /**
   * Loads the page's module — always a dynamic `import()`, so every page (and its query) is its own
   * chunk, fetched on the route's first visit, and the first screen's code holds only its own page.
   * The router calls it once, for the loader and the page together (router.tsx).
   */
  load: () => Promise<LoadedRoute>;
  /** Whether a navigation within the route loads its query again (default: react-router's rule). */
  shouldRevalidate?: ShouldRevalidateFunction;
  /** What shows when the page's query fails (default: the generic route error). */
  errorElement?: ReactElement;
  /** Money pages read the exchange afresh on every visit instead of from the cache. */
  fresh?: boolean;
  /** Rendered outside the layout frame. */
  outsideLayout?: boolean;
  /**
   * On the app's first load, the route (and the layout around it) renders while its query loads; the
   * page suspends where it reads the data. Later navigations wait for the data as every route does.
   */
  renderBeforeData?: boolean;
  /**
   * The query asks only for what these startup lists already bring (home: the sports and their
   * events). The loader waits for the startup machine to store them and reads them from the cache
   * instead of asking the gateway for the same lists a second time; if one of them failed, it asks.
   */
  readsStartupLists?: readonly StartupListName[];
}

/** A page that needs fixed props: the loaded component wrapped with them. */
function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  const WithProps = () => <Page {...props} />;
  WithProps.displayName = `${Page.displayName ?? Page.name}WithProps`;
  return WithProps;
}

const eventOf = (name: string) => (params: Params) => ({ eventId: params[name] ?? '' });
/** An account or history screen: its query, read by the page; a failed query shows the account error. */
const account = (load: RouteView['load']): RouteView => ({ load, errorElement: <AccountError />, shouldRevalidate: rangeChanged });

const feed = (pick: (m: typeof FeedRoutes) => ComponentType, query: () => Promise<LoadedRoute['query']>): RouteView => ({
  load: () => Promise.all([import('@/features/home/feed-routes'), query()]).then(([m, q]) => ({ Page: pick(m), query: q })),
});
const home: RouteView = {
  ...feed(
    (m) => m.HomeRoute,
    () => import('@/features/home/home-page').then((m) => m.HomeQuery),
  ),
  renderBeforeData: true,
  readsStartupLists: ['sports', 'allEvents'],
};
const casino = (title: string): RouteView => ({
  load: () =>
    Promise.all([import('@/features/casino/casino-route'), import('@/features/casino/casino-lobby-page')]).then(([m, q]) => ({
      Page: withProps(m.CasinoRoute, { title }),
      query: q.CasinoLobbyQuery,
    })),
});
const marketPage = (pick: (m: typeof MarketRoutes) => ComponentType, eventParam: string, panels: readonly Preloadable<unknown>[]): RouteView => ({
  // The right column's panels load beside the page, so they render with it (layout/right-column-panels.ts).
  load: () =>
    Promise.all([import('@/features/market/market-routes'), import('@/features/market/market-details-view'), ...panels.map((p) => p.load())]).then(([m, q]) => ({
      Page: pick(m),
      query: q.MarketDetailsQuery,
      variables: eventOf(eventParam),
    })),
});
const depositDetails = (mode: 'details' | 'auto'): RouteView => ({
  load: () =>
    Promise.all([import('@/features/banking/deposit-details-page'), import('@/features/banking/deposit-page')]).then(([m, q]) => ({
      Page: withProps(m.DepositDetailsPage, { mode }),
      query: q.DepositMethodsQuery,
    })),
});
const accountHelp = (pick: (m: typeof AccountHelpPages) => ComponentType): RouteView => ({
  load: () => import('@/features/auth/account-help-pages').then((m) => ({ Page: pick(m), query: m.AccountHelpQuery })),
  outsideLayout: true,
});
const profitLoss = () => import('@/features/account/profit-loss-pages');
const betHistory = () => import('@/features/account/bet-history-pages');

/** Every pattern of spec §2 with its page. New pages follow the same pattern: `load` is a dynamic import. */
export const ROUTE_VIEWS: Record<string, RouteView> = {
  '': home,
  home,
  layout: home,
  logout: { load: () => import('@/features/auth/account-routes').then((m) => ({ Page: m.LogoutRoute })) },
  signup: accountHelp((m) => m.SignupPage),
  forgetPass: accountHelp((m) => m.ForgotPasswordPage),
  changpass: { load: () => import('@/features/auth/account-routes').then((m) => ({ Page: m.ChangePasswordRoute })) },
  accountstatment: account(() => import('@/features/account/statement-page').then((m) => ({ Page: m.StatementPage, query: m.StatementQuery, variables: m.statementVariables }))),
  inplay: feed(
    (m) => m.InplayRoute,
    () => import('@/features/home/inplay-page').then((m) => m.InplayQuery),
  ),
  favourites: feed(
    (m) => m.FavouritesRoute,
    () => import('@/features/home/favourites-page').then((m) => m.FavouritesQuery),
  ),
  profitloss: account(() => profitLoss().then((m) => ({ Page: m.ProfitLossPage, query: m.ProfitLossQuery, variables: m.profitLossVariables }))),
  settings: account(() => import('@/features/account/settings').then((m) => ({ Page: m.SettingsPage, query: m.SettingsQuery }))),
  myBetshistory: account(() => betHistory().then((m) => ({ Page: m.MyBetsHistoryPage, query: m.MyBetsHistoryQuery, variables: m.myBetsHistoryVariables }))),
  'marketdetails/:eventId/:id': marketPage((m) => m.MarketDetailsRoute, 'eventId', [bettingPanels, liveStreamPanel]),
  intcasino: casino('International Casino'),
  casino: casino('Casino'),
  rules: { load: () => import('@/features/rules/rules-page').then((m) => ({ Page: m.RulesPage })) },
  'horseRacing/:sportId': { load: () => import('@/features/racing/horse-racing-page').then((m) => ({ Page: m.HorseRacingPage, query: m.HorseRacingQuery })) },
  'ballByBall/:sportId/:eventId': marketPage((m) => m.BallByBallRoute, 'eventId', [bettingPanels]),
  'profitlossMarket/:sportsId/:eventId/:startDate/:endDate': account(() =>
    profitLoss().then((m) => ({ Page: m.ProfitLossMarketPage, query: m.ProfitLossMarketQuery, variables: m.profitLossMarketVariables })),
  ),
  'profitlossEvent/:sportId/:startDate/:endDate': account(() =>
    profitLoss().then((m) => ({ Page: m.ProfitLossEventPage, query: m.ProfitLossEventQuery, variables: m.profitLossEventVariables })),
  ),
  'userBetHistory/:marketId/:sportsId': account(() =>
    betHistory().then((m) => ({ Page: m.UserBetHistoryPage, query: m.UserBetHistoryQuery, variables: m.userBetHistoryVariables })),
  ),
  activityLog: account(() => import('@/features/account/activity-log').then((m) => ({ Page: m.ActivityLogPage, query: m.ActivityLogQuery }))),
  rollingComm: account(() =>
    import('@/features/account/rolling-commission').then((m) => ({ Page: m.RollingCommissionPage, query: m.RollingCommissionQuery, variables: m.rollingCommissionVariables })),
  ),
  unsetteledbet: account(() => import('@/features/account/unsettled-bets').then((m) => ({ Page: m.UnsettledBetsPage, query: m.UnsettledBetsQuery }))),
  passhistory: account(() => import('@/features/account/password-history').then((m) => ({ Page: m.PasswordHistoryPage, query: m.PasswordHistoryQuery }))),
  profile: account(() => import('@/features/account/profile').then((m) => ({ Page: m.ProfilePage, query: m.ProfileQuery }))),
  referRearn: account(() => import('@/features/account/refer-earn').then((m) => ({ Page: m.ReferEarnPage, query: m.ReferEarnQuery }))),
  banking: { load: () => import('@/features/banking/banking-hub-page').then((m) => ({ Page: m.BankingHubPage, query: m.BankingHubQuery })), fresh: true },
  'banking/deposit/:id': { load: () => import('@/features/banking/deposit-page').then((m) => ({ Page: m.DepositPage, query: m.DepositMethodsQuery })) },
  'banking/deposit-details/:amount': depositDetails('details'),
  'banking/autoDeposit/:amount': depositDetails('auto'),
  'banking/payment-waiting/:amount/:utr/:method': {
    load: () => import('@/features/banking/payment-waiting-page').then((m) => ({ Page: m.PaymentWaitingPage, query: m.PaymentWaitingQuery })),
    fresh: true,
  },
  'banking/withdraw': { load: () => import('@/features/banking/withdraw-page').then((m) => ({ Page: m.WithdrawPage, query: m.WithdrawQuery })), fresh: true },
  'banking/transfer': { load: () => import('@/features/banking/transfer-page').then((m) => ({ Page: m.TransferPage, query: m.TransferQuery })), fresh: true },
  'banking/reward': { load: () => import('@/features/banking/reward-page').then((m) => ({ Page: m.RewardPage, query: m.RewardsQuery })), fresh: true },
  'banking/withdrawdetails': { load: () => import('@/features/banking/withdraw-details-page').then((m) => ({ Page: m.WithdrawDetailsPage, query: m.BankAccountsQuery })), fresh: true },
  downline: {
    load: () => import('@/features/downline/downline-page').then((m) => ({ Page: m.DownlinePage, query: m.DownlineDeskQuery, variables: m.downlineDeskVariables })),
    fresh: true,
  },
  ...PRODUCT_ROUTE_VIEWS,
};
