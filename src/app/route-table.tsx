import type { TypedDocumentNode } from '@apollo/client';
import type { ReactElement } from 'react';
import type { Params } from 'react-router-dom';
import { ComingPage } from '@/features/shell/coming-page';
import { MarketDetailsQuery } from '@/features/market/market-details-view';
import { AccountHelpQuery, ForgotPasswordPage, SignupPage } from '@/features/auth/account-help-pages';
import { CasinoLobbyQuery } from '@/features/casino/casino-lobby-page';
import { FavouritesQuery } from '@/features/home/favourites-page';
import { HomeQuery } from '@/features/home/home-page';
import { InplayQuery } from '@/features/home/inplay-page';
import { HorseRacingPage, HorseRacingQuery } from '@/features/racing/horse-racing-page';
import { RulesPage } from '@/features/rules/rules-page';
import { ChangePasswordRoute, LogoutRoute } from '@/features/auth/account-routes';
import { CasinoRoute } from '@/features/casino/casino-route';
import { FavouritesRoute, HomeRoute, InplayRoute } from '@/features/home/feed-routes';
import { BallByBallRoute, MarketDetailsRoute } from '@/features/market/market-routes';

/** What a route pattern of the route table (machines/lib/routes.ts) renders, and the one query it preloads. */
export interface RouteView {
  element: ReactElement;
  /** `never` variables: any query fits here; `variables` supplies what it needs. */
  query?: TypedDocumentNode<unknown, never>;
  /** The query's variables from the route's parameters. */
  variables?: (params: Params) => Record<string, unknown>;
  /** Rendered outside the layout frame. */
  outsideLayout?: boolean;
}

const coming = (title: string, comingWith: string): RouteView => ({ element: <ComingPage title={title} comingWith={comingWith} /> });
const eventOf = (name: string) => (params: Params) => ({ eventId: params[name] ?? '' });
const account = (title: string) => coming(title, 'the account pages');
const banking = (title: string) => coming(title, 'the banking pages');
const home: RouteView = { element: <HomeRoute />, query: HomeQuery };

/** Every pattern of spec §2 with its page. */
export const ROUTE_VIEWS: Record<string, RouteView> = {
  '': home,
  home,
  layout: home,
  logout: { element: <LogoutRoute /> },
  signup: { element: <SignupPage />, query: AccountHelpQuery, outsideLayout: true },
  forgetPass: { element: <ForgotPasswordPage />, query: AccountHelpQuery, outsideLayout: true },
  lottery: coming('Lottery', 'the lottery screens'),
  changpass: { element: <ChangePasswordRoute /> },
  accountstatment: account('Account Statement'),
  inplay: { element: <InplayRoute />, query: InplayQuery },
  favourites: { element: <FavouritesRoute />, query: FavouritesQuery },
  profitloss: account('Betting Profit and Loss'),
  settings: account('Settings'),
  myBetshistory: account('My Bets'),
  'lotterydetails/:eventId/:id': coming('Lottery', 'the lottery screens'),
  'marketdetails/:eventId/:id': { element: <MarketDetailsRoute />, query: MarketDetailsQuery, variables: eventOf('eventId') },
  binary: coming('Binary', 'the binary markets'),
  tipsreview: coming('Tips Review', 'the tips review screens'),
  virtualsports: coming('Virtual Sports', 'the virtual sports screens'),
  intcasino: { element: <CasinoRoute title="International Casino" />, query: CasinoLobbyQuery },
  casino: { element: <CasinoRoute title="Casino" />, query: CasinoLobbyQuery },
  rules: { element: <RulesPage /> },
  'horseRacing/:sportId': { element: <HorseRacingPage />, query: HorseRacingQuery },
  'ballByBall/:sportId/:eventId': { element: <BallByBallRoute />, query: MarketDetailsQuery, variables: eventOf('eventId') },
  'virtualdetails/:sportId/:eventId': coming('Virtual Sports', 'the virtual sports screens'),
  'profitlossMarket/:sportsId/:eventId/:startDate/:endDate': account('Profit and Loss by Market'),
  'profitlossEvent/:sportId/:startDate/:endDate': account('Profit and Loss by Event'),
  'userBetHistory/:marketId/:sportsId': account('Bet History'),
  activityLog: account('Activity Log'),
  rollingComm: account('Rolling Commission'),
  unsetteledbet: account('Unsettled Bets'),
  passhistory: account('Password History'),
  profile: account('Profile'),
  referRearn: account('Refer and Earn'),
  banking: banking('Banking'),
  'banking/deposit/:id': banking('Deposit'),
  'banking/deposit-details/:amount': banking('Deposit Details'),
  'banking/autoDeposit/:amount': banking('Auto Deposit'),
  'banking/payment-waiting/:amount/:utr/:method': banking('Payment Waiting'),
  'banking/withdraw': banking('Withdraw'),
  'banking/transfer': banking('Transfer'),
  'banking/reward': banking('Rewards'),
  'banking/withdrawdetails': banking('Withdraw Details'),
};
