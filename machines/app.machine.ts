/**
 * The app's root actor: spawns the shell's long-lived actors (session, toast, startup, exchange tab,
 * top navigation, drill-down, casino launch, bet slip, search, live stream, route guard, reality check) under
 * their own ids (also their `systemId`s) and wires them to each other, so no React component has to:
 * - the session's `session.changed` goes to the exchange tab, casino launch and live stream, runs
 *   the route guards again (`revalidateRoutes`), closes the login popup on login and clears the bet
 *   slip on logout;
 * - while logged in, `accountFeed` runs: it sends the bet slip's `balance.change` and
 *   `settings.change` (available balance, quick stakes) as the account's data changes;
 * - the reality check (issue #47) follows the session; its `realityCheck.logout` logs out the normal way;
 * - the exchange tab's `exchange.published` and the drill-down's `sport.selected` go to the top
 *   navigation;
 * - the frame's popups (one open at a time) are its own state: `popup.open`, `popup.close`,
 *   `book.open { market }`;
 * - the route guard's `route.allowed` tells the exchange tab the page on screen (its tab follows the page); its
 *   `route.refused` for want of a token opens the login popup and keeps the refused path (`returnTo`): once
 *   logged in, the bettor is taken there (`navigate`); closing the popup forgets it (issue 35); the casino
 *   launch's `login.wanted` opens the login popup too (its game is launched on login, abandoned on close).
 *
 * Input: {@link AppInput}. Events: {@link AppEvent}.
 * Must be provided: every child's effects (`appMachine.provide({ actors: { session: sessionMachine.provide(…), … } })`),
 * actor `accountFeed` (a callback actor) and actions `revalidateRoutes` and `navigate` ({ path }).
 */
import { and, assign, fromCallback, not, sendTo, setup } from 'xstate';
import type { EventFromLogic } from 'xstate';
import { betSlipMachine } from './bet-slip.machine';
import { casinoLaunchMachine } from './casino-launch.machine';
import type { CasinoLaunchEmitted } from './casino-launch.machine';
import { drillDownMachine } from './drill-down.machine';
import { DEFAULT_EXCHANGE_ID, exchangeTabMachine } from './exchange-tab.machine';
import { notProvidedError } from './lib/effects';
import { EXCHANGE_NAME_KEY, readSession } from './lib/storage';
import type { KeyValueStorage } from './lib/storage';
import { liveStreamMachine } from './live-stream.machine';
import { realityCheckMachine } from './reality-check.machine';
import type { RealityCheckEmitted } from './reality-check.machine';
import { routeGuardMachine } from './route-guard.machine';
import type { RouteGuardEmitted } from './route-guard.machine';
import { searchMachine } from './search.machine';
import { sessionMachine } from './session.machine';
import type { SessionEmitted } from './session.machine';
import { startupMachine } from './startup.machine';
import { toastMachine } from './toast.machine';
import { topNavMachine } from './top-nav.machine';

/** The frame's popups (spec §2); one is open at a time. */
export type PopupName = 'login' | 'rules' | 'exposure' | 'book' | 'bets' | 'banking' | 'promotions' | 'search';

/** The fancy market whose book (Run / Amount) the Book popup shows. */
export interface BookMarket {
  marketId: string;
  marketName: string;
}

export interface AppInput {
  storage: KeyValueStorage;
}

export interface AppContext {
  storage: KeyValueStorage;
  loggedIn: boolean;
  popup: PopupName | null;
  bookMarket: BookMarket | null;
  /** Where a visitor was going when asked to log in: taken there once logged in. */
  returnTo: string | null;
}

type BetSlipEvent = EventFromLogic<typeof betSlipMachine>;
/** What the account feed tells the bet slip. */
export type AccountFeedEvent = Extract<BetSlipEvent, { type: 'balance.change' | 'settings.change' }>;

export type AppEvent =
  | { type: 'popup.open'; name: PopupName }
  | { type: 'popup.close' }
  | { type: 'book.open'; market: BookMarket }
  | SessionEmitted
  | { type: 'exchange.published'; exchangeId: string }
  | { type: 'sport.selected'; sportId: number }
  | RouteGuardEmitted
  | CasinoLaunchEmitted
  | RealityCheckEmitted
  | AccountFeedEvent;

const NAME = 'appMachine';
const tokenOf = (event: AppEvent) => (event.type === 'session.changed' ? event.token : null);
/** What every session change does, logged in or out. */
const onSessionChange = ['keepSession', 'tellExchangeTab', 'tellCasinoLaunch', 'tellLiveStream', 'tellRealityCheck'] as const;

/** Relays the children's emitted events to the root (children know nothing of their parent). */
const relay = fromCallback<AppEvent>(({ sendBack, system }) => {
  const subscriptions = [
    system.get('session').on('session.changed', sendBack),
    system.get('exchangeTab').on('exchange.published', sendBack),
    system.get('drillDown').on('sport.selected', sendBack),
    system.get('routeGuard').on('route.allowed', sendBack),
    system.get('routeGuard').on('route.refused', sendBack),
    system.get('casinoLaunch').on('login.wanted', sendBack),
    system.get('realityCheck').on('realityCheck.logout', sendBack),
  ];
  return () => subscriptions.forEach((s) => s.unsubscribe());
});

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    children: {} as {
      session: 'session';
      toast: 'toast';
      startup: 'startup';
      exchangeTab: 'exchangeTab';
      topNav: 'topNav';
      drillDown: 'drillDown';
      casinoLaunch: 'casinoLaunch';
      betSlip: 'betSlip';
      search: 'search';
      liveStream: 'liveStream';
      routeGuard: 'routeGuard';
      realityCheck: 'realityCheck';
      relay: 'relay';
      accountFeed: 'accountFeed';
    },
    tags: {} as 'loggedIn',
  },
  actors: {
    session: sessionMachine,
    toast: toastMachine,
    startup: startupMachine,
    exchangeTab: exchangeTabMachine,
    topNav: topNavMachine,
    drillDown: drillDownMachine,
    casinoLaunch: casinoLaunchMachine,
    betSlip: betSlipMachine,
    search: searchMachine,
    liveStream: liveStreamMachine,
    routeGuard: routeGuardMachine,
    realityCheck: realityCheckMachine,
    relay,
    accountFeed: fromCallback<AccountFeedEvent>(() => {
      throw notProvidedError(NAME, 'accountFeed');
    }),
  },
  actions: {
    revalidateRoutes: () => {
      throw notProvidedError(NAME, 'revalidateRoutes');
    },
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    askLoginFor: assign({ popup: 'login' as const, returnTo: ({ event }) => (event.type === 'route.refused' ? event.path : null) }),
    forgetReturn: assign({ returnTo: null }),
    tellPage: sendTo('exchangeTab', ({ event }) => ({ type: 'page.change' as const, path: event.type === 'route.allowed' ? event.path : '' })),
    keepSession: assign({ loggedIn: ({ event }) => event.type === 'session.changed' && event.token !== null }),
    tellExchangeTab: sendTo('exchangeTab', ({ event }) => ({ type: 'session.change' as const, loggedIn: tokenOf(event) !== null })),
    tellCasinoLaunch: sendTo('casinoLaunch', ({ event }) => ({ type: 'session.change' as const, token: tokenOf(event) })),
    tellLiveStream: sendTo('liveStream', ({ event }) => ({ type: 'session.change' as const, loggedIn: tokenOf(event) !== null })),
    tellRealityCheck: sendTo('realityCheck', ({ event }) => ({ type: 'session.change' as const, loggedIn: tokenOf(event) !== null })),
    closeLoginPopup: assign({ popup: ({ context }) => (context.popup === 'login' ? null : context.popup) }),
    clearSlip: sendTo('betSlip', { type: 'slip.clear' }),
    feedSlip: sendTo('betSlip', ({ event }) => event as AccountFeedEvent),
    openPopup: assign({ popup: ({ event }) => (event.type === 'popup.open' ? event.name : null) }),
    openBook: assign({ popup: 'book' as const, bookMarket: ({ event }) => (event.type === 'book.open' ? event.market : null) }),
    closePopup: assign({ popup: null }),
  },
  guards: {
    wasLoggedIn: ({ context }) => context.loggedIn,
    nowLoggedIn: ({ event }) => event.type === 'session.changed' && event.token !== null,
    refusedForWantOfToken: ({ event }) => event.type === 'route.refused' && event.refusal === 'noToken',
    hasReturn: ({ context }) => context.returnTo !== null,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ storage: input.storage, loggedIn: readSession(input.storage).token !== null, popup: null, bookMarket: null, returnTo: null }),
  invoke: [
    { id: 'toast', systemId: 'toast', src: 'toast', input: undefined },
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ storage: context.storage }) },
    { id: 'startup', systemId: 'startup', src: 'startup', input: ({ context }) => ({ storage: context.storage }) },
    {
      id: 'exchangeTab',
      systemId: 'exchangeTab',
      src: 'exchangeTab',
      input: ({ context }) => ({ storage: context.storage, loggedIn: context.loggedIn }),
    },
    {
      id: 'topNav',
      systemId: 'topNav',
      src: 'topNav',
      input: ({ context }) => ({ exchangeId: context.storage.get(EXCHANGE_NAME_KEY) || DEFAULT_EXCHANGE_ID }),
    },
    { id: 'drillDown', systemId: 'drillDown', src: 'drillDown' },
    { id: 'casinoLaunch', systemId: 'casinoLaunch', src: 'casinoLaunch', input: ({ context }) => ({ token: readSession(context.storage).token }) },
    { id: 'betSlip', systemId: 'betSlip', src: 'betSlip', input: { minStake: 0, available: 0, quickStakes: [] } },
    { id: 'search', systemId: 'search', src: 'search' },
    { id: 'liveStream', systemId: 'liveStream', src: 'liveStream', input: ({ context }) => ({ loggedIn: context.loggedIn, videoId: null }) },
    { id: 'routeGuard', systemId: 'routeGuard', src: 'routeGuard' },
    { id: 'realityCheck', systemId: 'realityCheck', src: 'realityCheck', input: ({ context }) => ({ loggedIn: context.loggedIn }) },
    // Started last: the actors it listens to exist by then.
    { id: 'relay', src: 'relay' },
  ],
  initial: 'checking',
  on: {
    'exchange.published': { actions: sendTo('topNav', ({ event }) => ({ type: 'exchange.change' as const, exchangeId: event.exchangeId })) },
    'sport.selected': { actions: sendTo('topNav', ({ event }) => ({ type: 'sport.select' as const, sportId: event.sportId, source: 'sideNav' as const })) },
    // Which of the frame's popups is open is context (popup, bookMarket): one at a time.
    'popup.open': { actions: ['openPopup', 'forgetReturn'] },
    'book.open': [
      { guard: 'wasLoggedIn', actions: 'openBook' },
      { actions: assign({ popup: 'login' as const }), description: 'A logged-out bettor is asked to log in first.' },
    ],
    'popup.close': { actions: ['closePopup', 'forgetReturn', sendTo('casinoLaunch', { type: 'launch.abandon' as const })] },
    'login.wanted': {
      actions: [assign({ popup: 'login' as const }), 'forgetReturn'],
      description: 'A visitor picked a casino game: the login popup; the game is launched once logged in (casino launch).',
    },
    'route.allowed': { actions: 'tellPage' },
    'realityCheck.logout': {
      actions: sendTo('session', { type: 'session.logout' as const }),
      description: 'The bettor answered a reality check with "log out" (issue #47): the normal logout.',
    },
  },
  states: {
    checking: { always: [{ guard: 'wasLoggedIn', target: 'loggedIn' }, { target: 'loggedOut' }] },
    loggedOut: {
      on: {
        'session.changed': [
          {
            guard: and(['nowLoggedIn', 'hasReturn']),
            target: 'loggedIn',
            description: 'Logged in after a refusal: on to the page the visitor was going to.',
            actions: [
              ...onSessionChange,
              'closeLoginPopup',
              'revalidateRoutes',
              { type: 'navigate', params: ({ context }) => ({ path: context.returnTo! }) },
              'forgetReturn',
            ],
          },
          { guard: 'nowLoggedIn', target: 'loggedIn', actions: [...onSessionChange, 'closeLoginPopup', 'revalidateRoutes'] },
          { actions: [...onSessionChange, 'revalidateRoutes'] },
        ],
        'route.refused': {
          guard: 'refusedForWantOfToken',
          actions: 'askLoginFor',
          description: 'A visitor sent home from a page that needs a token is asked to log in, the page kept.',
        },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      invoke: { id: 'accountFeed', src: 'accountFeed' },
      description: 'The account feed sends the bet slip its balance and quick stakes.',
      on: {
        'balance.change': { actions: 'feedSlip' },
        'settings.change': { actions: 'feedSlip' },
        'session.changed': [
          {
            guard: not('nowLoggedIn'),
            target: 'loggedOut',
            description: 'Logged out: the slip empties, the guards run again for the page on screen.',
            actions: [...onSessionChange, 'clearSlip', 'revalidateRoutes'],
          },
          { actions: [...onSessionChange, 'revalidateRoutes'], description: 'Still logged in (blocked or not, or a new user detail).' },
        ],
      },
    },
  },
});
