/**
 * Route guards (spec §2, §6): decides each navigation with the route table of
 * `lib/routes.ts` — token, login-enabled, both, upline (agents and operators) — sending refused and unknown
 * paths to /home. The router may also call `decideRoute` directly.
 *
 * Events: `route.enter { path, token, userDetail }`.
 * Must be provided: action `navigate` (params `{ path }`).
 */
import { and, assign, not, or, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { guardFor, HOME_FALLBACK, needsLoginEnabled, needsToken, needsUplineRole } from './lib/routes';
import type { RouteGuard } from './lib/routes';
import { isLoginBlocked, isUplineRole } from './lib/storage';
import type { UserDetail } from './lib/storage';

export interface RouteGuardContext {
  path: string | null;
  guard: RouteGuard | null;
  token: string | null;
  userDetail: UserDetail | null;
  /** Why the last navigation was refused. */
  refusal: 'noToken' | 'loginDisabled' | 'unknownRoute' | 'notUpline' | null;
}

export type RouteGuardEvent = {
  type: 'route.enter';
  path: string;
  token: string | null;
  userDetail: UserDetail | null;
};

const NAME = 'routeGuardMachine';
const refuse = (refusal: RouteGuardContext['refusal']) => ({ type: 'refuse', params: { refusal } }) as const;

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    refuse: assign((_, params: { refusal: RouteGuardContext['refusal'] }) => ({ refusal: params.refusal })),
  },
  guards: {
    isKnownRoute: ({ context }) => context.guard !== null,
    routeNeedsToken: ({ context }) => context.guard !== null && needsToken(context.guard),
    routeNeedsLoginEnabled: ({ context }) => context.guard !== null && needsLoginEnabled(context.guard),
    hasToken: ({ context }) => Boolean(context.token),
    isBlocked: ({ context }) => isLoginBlocked(context.userDetail),
    routeNeedsUpline: ({ context }) => context.guard !== null && needsUplineRole(context.guard),
    isUpline: ({ context }) => isUplineRole(context.userDetail),
  },
}).createMachine({
  id: 'routeGuard',
  context: { path: null, guard: null, token: null, userDetail: null, refusal: null },
  initial: 'idle',
  on: {
    'route.enter': {
      target: '.deciding',
      actions: assign(({ event }) => ({
        path: event.path,
        guard: guardFor(event.path) ?? null,
        token: event.token,
        userDetail: event.userDetail,
        refusal: null,
      })),
    },
  },
  states: {
    idle: {},
    deciding: {
      always: [
        { guard: not('isKnownRoute'), target: 'redirectedHome', actions: refuse('unknownRoute') },
        { guard: and(['routeNeedsToken', not('hasToken')]), target: 'redirectedHome', actions: refuse('noToken') },
        { guard: and(['routeNeedsLoginEnabled', 'isBlocked']), target: 'redirectedHome', actions: refuse('loginDisabled') },
        {
          guard: and(['routeNeedsUpline', not('isUpline')]),
          target: 'redirectedHome',
          actions: refuse('notUpline'),
          description: 'The downline desk is for agents and operators; a bettor is sent home.',
        },
        {
          guard: and([or([not('routeNeedsToken'), 'hasToken']), or([not('routeNeedsLoginEnabled'), not('isBlocked')]), or([not('routeNeedsUpline'), 'isUpline'])]),
          target: 'allowed',
        },
      ],
    },
    allowed: {},
    redirectedHome: {
      entry: { type: 'navigate', params: { path: HOME_FALLBACK } },
    },
  },
});
