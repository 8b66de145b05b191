import type { ComponentType } from 'react';
import { ROUTES, type RouteDefinition, type RouteKey } from '../../machines/lib/routes';
import type * as AccountHelpPages from '@/features/auth/account-help-pages';
import type * as FeedRoutes from '@/features/home/feed-routes';
import type * as MarketRoutes from '@/features/market/market-routes';
import { AccountError } from '@/features/account/shared/account-error';
import { rangeChanged } from '@/features/account/shared/account-revalidate';
import { ProductError } from '@/components/product-error';
import { BACKOFFICE_VIEWS } from '@/features/backoffice/shell/backoffice-routes';
import type { Preloadable } from '@/lib/preloadable';
import { bettingPanels, liveStreamPanel } from './layout/right-column-panels';
import { eventOf, withProps, type LoadedRoute, type RouteView } from './route-view';

/** An account or history screen: its query, read by the page; a failed query shows the account error. */
const account = (load: RouteView['load']): RouteView => ({ load, errorElement: <AccountError />, shouldRevalidate: rangeChanged });
/** A product page (issue #15): a failed query shows the product's own error. */
const product = (title: string, load: RouteView['load']): RouteView => ({ load, errorElement: <ProductError title={title} /> });

const feed = (pick: (m: typeof FeedRoutes) => ComponentType, query: () => Promise<LoadedRoute['query']>): RouteView => ({
  load: () => Promise.all([import('@/features/home/feed-routes'), query()]).then(([m, q]) => ({ Page: pick(m), query: q })),
});
const home: RouteView = {
  load: () => Promise.all([import('@/features/home/home-route'), import('@/features/home/home-page')]).then(([m, q]) => ({ Page: m.HomeRoute, query: q.HomeQuery })),
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
});
const profitLoss = () => import('@/features/account/profit-loss/profit-loss-pages');
const betHistory = () => import('@/features/account/history/bet-history-pages');

/**
 * The page and loader of every route of the route table (machines/lib/routes.ts: pattern and guard),
 * by the same keys: a route without a page here, or a key the table does not have, is a type error.
 * New pages follow the same pattern: `load` is a dynamic import.
 */
export const ROUTE_VIEWS = {
  index: home,
  home,
  layout: home,
  logout: { load: () => import('@/features/auth/account-routes').then((m) => ({ Page: m.LogoutRoute })) },
  signup: accountHelp((m) => m.SignupPage),
  forgetPass: accountHelp((m) => m.ForgotPasswordPage),
  changePassword: { load: () => import('@/features/auth/account-routes').then((m) => ({ Page: m.ChangePasswordRoute })) },
  accountStatement: account(() => import('@/features/account/statement/statement-page').then((m) => ({ Page: m.StatementPage, query: m.StatementQuery, variables: m.statementVariables }))),
  inplay: feed(
    (m) => m.InplayRoute,
    () => import('@/features/home/inplay-page').then((m) => m.InplayQuery),
  ),
  favourites: feed(
    (m) => m.FavouritesRoute,
    () => import('@/features/home/favourites-page').then((m) => m.FavouritesQuery),
  ),
  profitLoss: account(() => profitLoss().then((m) => ({ Page: m.ProfitLossPage, query: m.ProfitLossQuery, variables: m.profitLossVariables }))),
  settings: account(() => import('@/features/account/settings/settings').then((m) => ({ Page: m.SettingsPage, query: m.SettingsQuery }))),
  myBetsHistory: account(() => betHistory().then((m) => ({ Page: m.MyBetsHistoryPage, query: m.MyBetsHistoryQuery, variables: m.myBetsHistoryVariables }))),
  lottery: product('Lottery', () =>
    Promise.all([import('@/features/lottery/lottery-page'), import('@/features/lottery/public')]).then(([m, q]) => ({ Page: m.LotteryPage, query: q.LotteryQuery })),
  ),
  lotteryDetails: product('This draw', () =>
    Promise.all([import('@/features/lottery/lottery-details'), import('@/features/market/public')]).then(([m, q]) => ({
      Page: m.LotteryDetailsPage,
      query: q.MarketDetailsQuery,
      variables: eventOf('eventId'),
    })),
  ),
  marketDetails: marketPage((m) => m.MarketDetailsRoute, 'eventId', [bettingPanels, liveStreamPanel]),
  binary: product('Binary', () => Promise.all([import('@/features/binary/binary-page'), import('@/features/binary/public')]).then(([m, q]) => ({ Page: m.BinaryPage, query: q.BinaryQuery }))),
  tipsReview: product('Tips review', () =>
    Promise.all([import('@/features/tips-review/tips-review-page'), import('@/features/tips-review/public')]).then(([m, q]) => ({ Page: m.TipsReviewPage, query: q.TipsReviewQuery })),
  ),
  virtualSports: product('Virtual sports', () =>
    Promise.all([import('@/features/virtual-sports/virtual-sports-page'), import('@/features/virtual-sports/public')]).then(([m, q]) => ({
      Page: m.VirtualSportsPage,
      query: q.VirtualSportsQuery,
    })),
  ),
  intCasino: casino('International Casino'),
  casino: casino('Casino'),
  rules: { load: () => import('@/features/rules/rules-page').then((m) => ({ Page: m.RulesPage })) },
  // The race card: a failed query shows the product error; the right column's slip and My Bets load beside it (prices are clicked there).
  horseRacing: product('Horse racing', () =>
    Promise.all([import('@/features/racing/horse-racing-page'), bettingPanels.load()]).then(([m]) => ({ Page: m.HorseRacingPage, query: m.HorseRacingQuery })),
  ),
  ballByBall: marketPage((m) => m.BallByBallRoute, 'eventId', [bettingPanels]),
  virtualDetails: product('This virtual event', () =>
    Promise.all([import('@/features/virtual-sports/virtual-details'), import('@/features/market/public')]).then(([m, q]) => ({
      Page: m.VirtualDetailsPage,
      query: q.MarketDetailsQuery,
      variables: eventOf('eventId'),
    })),
  ),
  profitLossMarket: account(() => profitLoss().then((m) => ({ Page: m.ProfitLossMarketPage, query: m.ProfitLossMarketQuery, variables: m.profitLossMarketVariables }))),
  profitLossEvent: account(() => profitLoss().then((m) => ({ Page: m.ProfitLossEventPage, query: m.ProfitLossEventQuery, variables: m.profitLossEventVariables }))),
  userBetHistory: account(() => betHistory().then((m) => ({ Page: m.UserBetHistoryPage, query: m.UserBetHistoryQuery, variables: m.userBetHistoryVariables }))),
  twoStep: account(() => import('@/features/account/two-factor/two-factor-route').then((m) => ({ Page: m.TwoFactorRoute }))),
  activityLog: account(() => import('@/features/account/profile/activity-log').then((m) => ({ Page: m.ActivityLogPage, query: m.ActivityLogQuery }))),
  saferBetting: account(() => import('@/features/safer-betting/safer-betting-page').then((m) => ({ Page: m.SaferBettingPage, query: m.SaferBettingQuery }))),
  rollingCommission: account(() =>
    import('@/features/account/profile/rolling-commission').then((m) => ({ Page: m.RollingCommissionPage, query: m.RollingCommissionQuery, variables: m.rollingCommissionVariables })),
  ),
  unsettledBets: account(() => import('@/features/account/history/unsettled-bets').then((m) => ({ Page: m.UnsettledBetsPage, query: m.UnsettledBetsQuery }))),
  passwordHistory: account(() => import('@/features/account/profile/password-history').then((m) => ({ Page: m.PasswordHistoryPage, query: m.PasswordHistoryQuery }))),
  profile: account(() => import('@/features/account/profile/profile').then((m) => ({ Page: m.ProfilePage, query: m.ProfileQuery }))),
  referEarn: account(() => import('@/features/account/profile/refer-earn').then((m) => ({ Page: m.ReferEarnPage, query: m.ReferEarnQuery }))),
  banking: { load: () => import('@/features/banking/banking-hub-page').then((m) => ({ Page: m.BankingHubPage, query: m.BankingHubQuery })), fresh: true },
  deposit: { load: () => import('@/features/banking/deposit-page').then((m) => ({ Page: m.DepositPage, query: m.DepositMethodsQuery })) },
  depositDetails: depositDetails('details'),
  autoDeposit: depositDetails('auto'),
  paymentWaiting: {
    load: () => import('@/features/banking/payment-waiting-page').then((m) => ({ Page: m.PaymentWaitingPage, query: m.PaymentWaitingQuery })),
    fresh: true,
  },
  withdraw: { load: () => import('@/features/banking/withdraw-page').then((m) => ({ Page: m.WithdrawPage, query: m.WithdrawQuery })), fresh: true },
  transfer: { load: () => import('@/features/banking/transfer-page').then((m) => ({ Page: m.TransferPage, query: m.TransferQuery })), fresh: true },
  reward: { load: () => import('@/features/banking/reward-page').then((m) => ({ Page: m.RewardPage, query: m.RewardsQuery })), fresh: true },
  withdrawDetails: { load: () => import('@/features/banking/withdraw-details-page').then((m) => ({ Page: m.WithdrawDetailsPage, query: m.BankAccountsQuery })), fresh: true },
  // The agent's desk became the back office's requests page (issue #32): the old address leads there.
  downline: { load: () => import('@/features/backoffice/requests/downline-redirect').then((m) => ({ Page: m.DownlineRedirect })) },
  // The back office (issue #32): its pages, each inside the back-office frame (src/features/backoffice/shell/backoffice-pages.ts).
  ...BACKOFFICE_VIEWS,
} satisfies Record<RouteKey, RouteView>;

/** A route as the router builds it: its key, pattern and guard from the table, and its page. */
export type AppRoute = RouteDefinition & { key: RouteKey; view: RouteView };

/** The one route table the router reads: every route of machines/lib/routes.ts with its page, in the table's order. */
export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({ ...route, view: ROUTE_VIEWS[route.key] }));
