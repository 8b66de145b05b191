/**
 * Casino launch (spec §5, §7, §8). No token: the login popup is asked for
 * (`login.wanted`) and the game waits; logging in launches it, `launch.abandon`
 * (the popup closed) forgets it (issue 35). UNIVERSE: the link's token and eventId placeholders are filled and
 * the browser goes there. VIMAAN: the link opens as is. No link, a UNIVERSE
 * link without the token placeholder, or another company: 'Please contact
 * your upline! '.
 *
 * Input: `{ token }`.
 * Events: `casino.launch { game }`, `session.change { token }`, `launch.abandon`.
 * Emits: `login.wanted`.
 * Must be provided: actions `navigate` ({ path }, in-app), `visitUrl` ({ url },
 * same tab), `openUrl` ({ url }, new window), `toastError` ({ message }).
 */
import { and, assign, emit, not, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { CONTACT_UPLINE } from './lib/messages';

/** Placeholder in a UNIVERSE link replaced by the bearer token. */
export const TOKEN_PLACEHOLDER = '{token}';
/** Placeholder in a UNIVERSE link replaced by the game's event id. */
export const EVENT_ID_PLACEHOLDER = '{eventId}';

/** A casino lobby entry (spec §3). */
export interface CasinoGame {
  eventId: string;
  link?: string | null;
  companyName?: string | null;
  popular?: boolean | number;
}

/** A UNIVERSE link with its placeholders filled. */
export function universeUrl(link: string, token: string, eventId: string): string {
  return link.split(TOKEN_PLACEHOLDER).join(encodeURIComponent(token)).split(EVENT_ID_PLACEHOLDER).join(encodeURIComponent(eventId));
}

export interface CasinoLaunchContext {
  token: string | null;
  game: CasinoGame | null;
  /** The URL last launched or opened. */
  url: string | null;
}

export type CasinoLaunchEvent = { type: 'casino.launch'; game: CasinoGame } | { type: 'session.change'; token: string | null } | { type: 'launch.abandon' };
export type CasinoLaunchEmitted = { type: 'login.wanted' };

const NAME = 'casinoLaunchMachine';
const company = (game: CasinoGame | null) => (game?.companyName ?? '').trim().toUpperCase();
const fail = (effect: string) => (_: unknown, _params: { url?: string; path?: string; message?: string }) => {
  throw notProvidedError(NAME, effect);
};

export const casinoLaunchMachine = setup({
  types: {
    input: {} as { token: string | null },
    context: {} as CasinoLaunchContext,
    events: {} as CasinoLaunchEvent,
    emitted: {} as CasinoLaunchEmitted,
  },
  actions: {
    navigate: fail('navigate') as (_: unknown, params: { path: string }) => void,
    visitUrl: fail('visitUrl') as (_: unknown, params: { url: string }) => void,
    openUrl: fail('openUrl') as (_: unknown, params: { url: string }) => void,
    toastError: fail('toastError') as (_: unknown, params: { message: string }) => void,
    askLogin: emit({ type: 'login.wanted' as const }),
    keepToken: assign({ token: ({ event }) => (event.type === 'session.change' ? event.token : null) }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    loggedInNow: ({ event }) => event.type === 'session.change' && Boolean(event.token),
    hasLink: ({ context }) => Boolean(context.game?.link),
    linkTakesToken: ({ context }) => Boolean(context.game?.link?.includes(TOKEN_PLACEHOLDER)),
    isUniverse: ({ context }) => company(context.game) === 'UNIVERSE',
    isVimaan: ({ context }) => company(context.game) === 'VIMAAN',
  },
}).createMachine({
  id: 'casinoLaunch',
  context: ({ input }) => ({ token: input.token, game: null, url: null }),
  initial: 'idle',
  on: {
    'casino.launch': { target: '.deciding', actions: assign({ game: ({ event }) => event.game, url: null }) },
    'session.change': { actions: assign({ token: ({ event }) => event.token }) },
  },
  states: {
    idle: {},
    deciding: {
      always: [
        {
          guard: not('hasToken'),
          target: 'askedToLogin',
          actions: 'askLogin',
          description: 'A visitor gets the login popup; the game waits for the login.',
        },
        {
          guard: and(['isUniverse', 'hasLink', 'linkTakesToken']),
          target: 'launched',
          actions: [
            assign({ url: ({ context }) => universeUrl(context.game!.link!, context.token!, String(context.game!.eventId)) }),
            { type: 'visitUrl', params: ({ context }) => ({ url: context.url! }) },
          ],
        },
        {
          guard: and(['isVimaan', 'hasLink']),
          target: 'openedPartnerGame',
          actions: [assign({ url: ({ context }) => context.game!.link! }), { type: 'openUrl', params: ({ context }) => ({ url: context.url! }) }],
        },
        { target: 'referredToUpline', actions: { type: 'toastError', params: { message: CONTACT_UPLINE } } },
      ],
    },
    launched: {},
    openedPartnerGame: {},
    askedToLogin: {
      on: {
        'session.change': [
          { guard: 'loggedInNow', target: 'deciding', actions: 'keepToken', description: 'Logged in: the game the visitor picked is launched.' },
          { actions: 'keepToken' },
        ],
        'launch.abandon': { target: 'idle', actions: assign({ game: null }) },
      },
    },
    referredToUpline: {},
  },
});
