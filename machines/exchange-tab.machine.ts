/**
 * Exchange tab bar (spec §2, §4, §9): the selected exchange id, stored as
 * `exchangeName` (default '11'), routing by id, and publishing an inplay or
 * exchange event on each change. Build the tabs with `exchangeTabs()` and the
 * bar's sports with `exchangeBarSports()` from `lib/sports.ts`.
 *
 * The tab highlighted on a page follows the page (`activeExchangeTab` in `lib/exchange-pages.ts`); a page
 * reached any other way than through this machine (a link, the address bar, back) is told with `page.change`,
 * which selects its exchange silently (stored and published, no navigation).
 *
 * Input: `{ storage, loggedIn }`.
 * Events: `exchange.select { exchangeId }`, `page.change { path }`, `session.change { loggedIn }`.
 * Emits: `exchange.published { kind: 'inplay' | 'exchange', exchangeId }` (subscribe with `actor.on`).
 * Must be provided: actions `navigate` ({ path }), `toastError` ({ message }), `openPartnerSite`.
 */
import { and, assign, emit, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { activeExchangeTab, exchangePath } from './lib/exchange-pages';
import { PLEASE_LOGIN_FIRST } from './lib/messages';
import { EXCHANGE_NAME_KEY } from './lib/storage';
import type { KeyValueStorage } from './lib/storage';

/** The exchange selected when nothing is stored. */
export const DEFAULT_EXCHANGE_ID = '11';

/** Where an exchange id routes (its tab's address, lib/exchange-pages.ts); any id without pages goes home as cricket. */
const routeOf = (id: string) => exchangePath(id)!;
/** The external partner site's id (VIMAAN); needs a token. */
export const PARTNER_EXCHANGE_ID = '88022';

export interface ExchangeTabInput {
  storage: KeyValueStorage;
  loggedIn: boolean;
}

export interface ExchangeTabContext {
  storage: KeyValueStorage;
  selectedId: string;
  loggedIn: boolean;
}

export type ExchangeTabEvent =
  | { type: 'exchange.select'; exchangeId: string }
  | { type: 'page.change'; path: string }
  | { type: 'session.change'; loggedIn: boolean };
export type ExchangeTabEmitted = { type: 'exchange.published'; kind: 'inplay' | 'exchange'; exchangeId: string };

const NAME = 'exchangeTabMachine';
const is = (id: string) => ({ type: 'selectedIs', params: { id } }) as const;
const go = (path: string) => ({ type: 'navigate', params: { path } }) as const;

/** Guarded targets shared by restoring (silent) and choosing (navigates). */
const routes = (navigate: boolean) => {
  const target = (state: string, id: string, path: string) => ({ guard: is(id), target: state, actions: navigate ? [go(path)] : [] });
  return [
    target('onInplay', '00', routeOf('00')),
    target('onHome', '11', routeOf('11')),
    target('onTipsReview', '98', routeOf('98')),
    target('onVirtualSports', '66101', routeOf('66101')),
    target('onInternationalCasino', '16', routeOf('16')),
    target('onBinary', '66103', routeOf('66103')),
    { target: 'onCricketHome', actions: navigate ? [go('/')] : [], description: 'Any other id: home, as cricket.' },
  ];
};

export const exchangeTabMachine = setup({
  types: {
    input: {} as ExchangeTabInput,
    context: {} as ExchangeTabContext,
    events: {} as ExchangeTabEvent,
    emitted: {} as ExchangeTabEmitted,
    tags: {} as 'homeTab' | 'inplayTab',
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    toastError: (_, _params: { message: string }) => {
      throw notProvidedError(NAME, 'toastError');
    },
    openPartnerSite: () => {
      throw notProvidedError(NAME, 'openPartnerSite');
    },
    storeSelection: ({ context }) => context.storage.set(EXCHANGE_NAME_KEY, context.selectedId),
    publish: emit(({ context }) => ({
      type: 'exchange.published' as const,
      kind: context.selectedId === '00' ? ('inplay' as const) : ('exchange' as const),
      exchangeId: context.selectedId,
    })),
  },
  guards: {
    selectedIs: ({ context }, params: { id: string }) => context.selectedId === params.id,
    isPartnerSite: ({ event }) => event.type === 'exchange.select' && event.exchangeId === PARTNER_EXCHANGE_ID,
    isLoggedIn: ({ context }) => context.loggedIn,
    pageOfAnotherExchange: ({ context, event }) => {
      if (event.type !== 'page.change') return false;
      const id = activeExchangeTab(event.path);
      return id !== null && id !== context.selectedId;
    },
  },
}).createMachine({
  id: 'exchangeTab',
  context: ({ input }) => ({
    storage: input.storage,
    loggedIn: input.loggedIn,
    selectedId: input.storage.get(EXCHANGE_NAME_KEY) || DEFAULT_EXCHANGE_ID,
  }),
  initial: 'restoring',
  on: {
    'exchange.select': [
      { guard: and(['isPartnerSite', 'isLoggedIn']), actions: 'openPartnerSite', description: 'VIMAAN opens the partner site; the selection stays.' },
      {
        guard: 'isPartnerSite',
        actions: [{ type: 'toastError', params: { message: PLEASE_LOGIN_FIRST } }, go('/')],
        description: 'The partner site needs a token.',
      },
      { target: '.choosing', actions: [assign({ selectedId: ({ event }) => event.exchangeId }), 'storeSelection', 'publish'] },
    ],
    'page.change': {
      guard: 'pageOfAnotherExchange',
      target: '.restoring',
      description: "A page of another exchange is on screen: its tab is selected (stored, published), with no navigation.",
      actions: [assign({ selectedId: ({ event }) => activeExchangeTab(event.path)! }), 'storeSelection', 'publish'],
    },
    'session.change': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
  },
  states: {
    restoring: { always: routes(false) },
    choosing: { always: routes(true) },
    onInplay: { tags: 'inplayTab' },
    onHome: { tags: 'homeTab', description: 'Home tab is active when the selection is 11.' },
    onTipsReview: {},
    onVirtualSports: {},
    onInternationalCasino: {},
    onBinary: {},
    onCricketHome: {},
  },
});
