/**
 * Route guards (spec §2, §6): decides each navigation with the route table of
 * `lib/routes.ts` — token, login-enabled, both, upline (agents and operators) — sending refused and unknown
 * paths to /home. The router may also call `decideRoute` directly.
 *
 * A refusal is told once per navigation: a path asked about again before any other navigation (a
 * second router over the same guard, as React's StrictMode and a restarted first render make, or a
 * revalidation of the same page) is sent home again without a second `tellRefusal`.
 *
 * Events: `route.enter { path, token, userDetail }`.
 * Emits: `route.allowed { path }` for each allowed navigation, `route.refused { refusal, path }` with each told refusal
 * (the app asks a visitor refused for want of a token to log in, and takes them there after; issue 35).
 * Must be provided: actions `navigate` (params `{ path }`) and `tellRefusal` (params `{ refusal }`).
 */
import { and, assign, emit, not, or, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { HOME_FALLBACK, matchRoute, needsLoginEnabled, needsToken, needsUplineRole, ROUTE_TABLE } from './lib/routes';
import type { RouteGuard, RouteKey, RouteRefusal } from './lib/routes';
import { isLoginBlocked, isUplineRole } from './lib/storage';
import type { UserDetail } from './lib/storage';

export interface RouteGuardContext {
  path: string | null;
  /** The route the path matched, or null for a path outside the table. */
  route: RouteKey | null;
  guard: RouteGuard | null;
  token: string | null;
  userDetail: UserDetail | null;
  /** Why the last navigation was refused. */
  refusal: RouteRefusal | null;
  /** The path whose refusal was last told; cleared by a navigation that is allowed. */
  told: string | null;
}

export type RouteGuardEvent = {
  type: 'route.enter';
  path: string;
  token: string | null;
  userDetail: UserDetail | null;
};

export type RouteGuardEmitted = { type: 'route.allowed'; path: string } | { type: 'route.refused'; refusal: RouteRefusal; path: string };

const NAME = 'routeGuardMachine';
const refuse = (refusal: RouteRefusal) => ({ type: 'refuse', params: { refusal } }) as const;

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    emitted: {} as RouteGuardEmitted,
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    tellRefusal: (_, _params: { refusal: RouteRefusal }) => {
      throw notProvidedError(NAME, 'tellRefusal');
    },
    refuse: assign((_, params: { refusal: RouteRefusal }) => ({ refusal: params.refusal })),
    markTold: assign({ told: ({ context }) => context.path }),
    clearTold: assign({ told: null }),
    announceAllowed: emit(({ context }) => ({ type: 'route.allowed' as const, path: context.path! })),
    announceRefused: emit(({ context }) => ({ type: 'route.refused' as const, refusal: context.refusal!, path: context.path! })),
  },
  guards: {
    isKnownRoute: ({ context }) => context.guard !== null,
    routeNeedsToken: ({ context }) => context.guard !== null && needsToken(context.guard),
    routeNeedsLoginEnabled: ({ context }) => context.guard !== null && needsLoginEnabled(context.guard),
    hasToken: ({ context }) => Boolean(context.token),
    isBlocked: ({ context }) => isLoginBlocked(context.userDetail),
    routeNeedsUpline: ({ context }) => context.guard !== null && needsUplineRole(context.guard),
    isUpline: ({ context }) => isUplineRole(context.userDetail),
    alreadyTold: ({ context }) => context.told !== null && context.told === context.path,
  },
}).createMachine({
  id: 'routeGuard',
  context: { path: null, route: null, guard: null, token: null, userDetail: null, refusal: null, told: null },
  initial: 'idle',
  on: {
    'route.enter': {
      target: '.deciding',
      actions: assign(({ event }) => {
        const route = matchRoute(event.path)?.key ?? null;
        return { path: event.path, route, guard: route && ROUTE_TABLE[route].guard, token: event.token, userDetail: event.userDetail, refusal: null };
      }),
    },
  },
  states: {
    idle: {},
    deciding: {
      always: [
        { guard: not('isKnownRoute'), target: 'refusing', actions: refuse('unknownRoute') },
        { guard: and(['routeNeedsToken', not('hasToken')]), target: 'refusing', actions: refuse('noToken') },
        { guard: and(['routeNeedsLoginEnabled', 'isBlocked']), target: 'refusing', actions: refuse('loginDisabled') },
        {
          guard: and(['routeNeedsUpline', not('isUpline')]),
          target: 'refusing',
          actions: refuse('notUpline'),
          description: 'The downline desk is for agents and operators; a bettor is sent home.',
        },
        {
          guard: and([or([not('routeNeedsToken'), 'hasToken']), or([not('routeNeedsLoginEnabled'), not('isBlocked')]), or([not('routeNeedsUpline'), 'isUpline'])]),
          target: 'allowed',
        },
      ],
    },
    refusing: {
      always: [
        {
          guard: 'alreadyTold',
          target: 'redirectedHome',
          description: 'The same path again before any other navigation: the same navigation asked twice, told once.',
        },
        {
          target: 'redirectedHome',
          actions: [{ type: 'tellRefusal', params: ({ context }) => ({ refusal: context.refusal! }) }, 'announceRefused', 'markTold'],
        },
      ],
    },
    allowed: { entry: ['clearTold', 'announceAllowed'] },
    redirectedHome: {
      entry: { type: 'navigate', params: { path: HOME_FALLBACK } },
    },
  },
});
