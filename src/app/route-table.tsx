import type { TypedDocumentNode } from '@apollo/client';
import type { ReactElement } from 'react';
import type { Params, ShouldRevalidateFunction } from 'react-router-dom';
import { MarketDetailsQuery } from '@/features/market/market-details-view';
import { AccountHelpQuery, ForgotPasswordPage, SignupPage } from '@/features/auth/account-help-pages';
import { CasinoLobbyQuery } from '@/features/casino/casino-lobby-page';
import { FavouritesQuery } from '@/features/home/favourites-page';
import { HomeQuery } from '@/features/home/home-page';
import { InplayQuery } from '@/features/home/inplay-page';
import { HorseRacingPage, HorseRacingQuery } from '@/features/racing/horse-racing-page';
import { RulesPage } from '@/features/rules/rules-page';
import { BankingHubPage, BankingHubQuery } from '@/features/banking/banking-hub-page';
import { DepositDetailsPage } from '@/features/banking/deposit-details-page';
import { DepositMethodsQuery, DepositPage } from '@/features/banking/deposit-page';
import { PaymentWaitingPage, PaymentWaitingQuery } from '@/features/banking/payment-waiting-page';
import { RewardPage, RewardsQuery } from '@/features/banking/reward-page';
import { TransferPage, TransferQuery } from '@/features/banking/transfer-page';
import { BankAccountsQuery, WithdrawDetailsPage } from '@/features/banking/withdraw-details-page';
import { WithdrawPage, WithdrawQuery } from '@/features/banking/withdraw-page';
import { DownlineDeskQuery, DownlinePage, downlineDeskVariables } from '@/features/downline/downline-page';
import { AccountError } from '@/features/account/account-error';
import { rangeChanged } from '@/features/account/account-route-hooks';
import { ActivityLogPage, ActivityLogQuery } from '@/features/account/activity-log';
import { MyBetsHistoryPage, MyBetsHistoryQuery, myBetsHistoryVariables, UserBetHistoryPage, UserBetHistoryQuery, userBetHistoryVariables } from '@/features/account/bet-history-pages';
import { PasswordHistoryPage, PasswordHistoryQuery } from '@/features/account/password-history';
import {
  ProfitLossEventPage,
  ProfitLossEventQuery,
  profitLossEventVariables,
  ProfitLossMarketPage,
  ProfitLossMarketQuery,
  profitLossMarketVariables,
  ProfitLossPage,
  ProfitLossQuery,
  profitLossVariables,
} from '@/features/account/profit-loss-pages';
import { ProfilePage, ProfileQuery } from '@/features/account/profile';
import { ReferEarnPage, ReferEarnQuery } from '@/features/account/refer-earn';
import { RollingCommissionPage, RollingCommissionQuery, rollingCommissionVariables } from '@/features/account/rolling-commission';
import { SettingsPage, SettingsQuery } from '@/features/account/settings';
import { StatementPage, StatementQuery, statementVariables } from '@/features/account/statement-page';
import { UnsettledBetsPage, UnsettledBetsQuery } from '@/features/account/unsettled-bets';
import { ChangePasswordRoute, LogoutRoute } from '@/features/auth/account-routes';
import { CasinoRoute } from '@/features/casino/casino-route';
import { FavouritesRoute, HomeRoute, InplayRoute } from '@/features/home/feed-routes';
import { BallByBallRoute, MarketDetailsRoute } from '@/features/market/market-routes';
import { PRODUCT_ROUTE_VIEWS } from './product-routes';

/** What a route pattern of the route table (machines/lib/routes.ts) renders, and the one query it preloads. */
export interface RouteView {
  element: ReactElement;
  /** `never` variables: any query fits here; `variables` supplies what it needs. */
  query?: TypedDocumentNode<unknown, never>;
  /** The query's variables from the route's parameters (and search parameters, e.g. a date range). */
  variables?: (params: Params, url: URL) => Record<string, unknown>;
  /** Whether a navigation within the route loads its query again (default: react-router's rule). */
  shouldRevalidate?: ShouldRevalidateFunction;
  /** What shows when the page's query fails (default: the generic route error). */
  errorElement?: ReactElement;
  /** Money pages read the exchange afresh on every visit instead of from the cache. */
  fresh?: boolean;
  /** Rendered outside the layout frame. */
  outsideLayout?: boolean;
}

const eventOf = (name: string) => (params: Params) => ({ eventId: params[name] ?? '' });
/** An account or history screen: its query, read by the page; a failed query shows the account error. */
const account = (element: ReactElement, query: RouteView['query'], variables?: RouteView['variables']): RouteView => ({
  element,
  query,
  variables,
  errorElement: <AccountError />,
  shouldRevalidate: rangeChanged,
});
const home: RouteView = { element: <HomeRoute />, query: HomeQuery };

/** Every pattern of spec §2 with its page. */
export const ROUTE_VIEWS: Record<string, RouteView> = {
  '': home,
  home,
  layout: home,
  logout: { element: <LogoutRoute /> },
  signup: { element: <SignupPage />, query: AccountHelpQuery, outsideLayout: true },
  forgetPass: { element: <ForgotPasswordPage />, query: AccountHelpQuery, outsideLayout: true },
  changpass: { element: <ChangePasswordRoute /> },
  accountstatment: account(<StatementPage />, StatementQuery, statementVariables),
  inplay: { element: <InplayRoute />, query: InplayQuery },
  favourites: { element: <FavouritesRoute />, query: FavouritesQuery },
  profitloss: account(<ProfitLossPage />, ProfitLossQuery, profitLossVariables),
  settings: account(<SettingsPage />, SettingsQuery),
  myBetshistory: account(<MyBetsHistoryPage />, MyBetsHistoryQuery, myBetsHistoryVariables),
  'marketdetails/:eventId/:id': { element: <MarketDetailsRoute />, query: MarketDetailsQuery, variables: eventOf('eventId') },
  intcasino: { element: <CasinoRoute title="International Casino" />, query: CasinoLobbyQuery },
  casino: { element: <CasinoRoute title="Casino" />, query: CasinoLobbyQuery },
  rules: { element: <RulesPage /> },
  'horseRacing/:sportId': { element: <HorseRacingPage />, query: HorseRacingQuery },
  'ballByBall/:sportId/:eventId': { element: <BallByBallRoute />, query: MarketDetailsQuery, variables: eventOf('eventId') },
  'profitlossMarket/:sportsId/:eventId/:startDate/:endDate': account(<ProfitLossMarketPage />, ProfitLossMarketQuery, profitLossMarketVariables),
  'profitlossEvent/:sportId/:startDate/:endDate': account(<ProfitLossEventPage />, ProfitLossEventQuery, profitLossEventVariables),
  'userBetHistory/:marketId/:sportsId': account(<UserBetHistoryPage />, UserBetHistoryQuery, userBetHistoryVariables),
  activityLog: account(<ActivityLogPage />, ActivityLogQuery),
  rollingComm: account(<RollingCommissionPage />, RollingCommissionQuery, rollingCommissionVariables),
  unsetteledbet: account(<UnsettledBetsPage />, UnsettledBetsQuery),
  passhistory: account(<PasswordHistoryPage />, PasswordHistoryQuery),
  profile: account(<ProfilePage />, ProfileQuery),
  referRearn: account(<ReferEarnPage />, ReferEarnQuery),
  banking: { element: <BankingHubPage />, query: BankingHubQuery, fresh: true },
  'banking/deposit/:id': { element: <DepositPage />, query: DepositMethodsQuery },
  'banking/deposit-details/:amount': { element: <DepositDetailsPage mode="details" />, query: DepositMethodsQuery },
  'banking/autoDeposit/:amount': { element: <DepositDetailsPage mode="auto" />, query: DepositMethodsQuery },
  'banking/payment-waiting/:amount/:utr/:method': { element: <PaymentWaitingPage />, query: PaymentWaitingQuery, fresh: true },
  'banking/withdraw': { element: <WithdrawPage />, query: WithdrawQuery, fresh: true },
  'banking/transfer': { element: <TransferPage />, query: TransferQuery, fresh: true },
  'banking/reward': { element: <RewardPage />, query: RewardsQuery, fresh: true },
  'banking/withdrawdetails': { element: <WithdrawDetailsPage />, query: BankAccountsQuery, fresh: true },
  downline: { element: <DownlinePage />, query: DownlineDeskQuery, variables: downlineDeskVariables, fresh: true },
  ...PRODUCT_ROUTE_VIEWS,
};
