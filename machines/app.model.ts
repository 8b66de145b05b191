/** Model of {@link appMachine}: logged out or in at start, sessions changing, the frame's popups, the account feed. */
import type { AnyMachineSnapshot } from 'xstate';
import { appMachine } from './app.machine';
import type { MachineModel } from '../tools/machines/model-coverage';
import { createMemoryStorage, TOKEN_KEY, USER_DETAIL_KEY } from './lib/storage';

/** A stored session (logged in at start) or none. */
export const appModelSeeds = {
  loggedOut: {},
  loggedIn: { [TOKEN_KEY]: 'stored-token', [USER_DETAIL_KEY]: JSON.stringify({ isLogin: 1, data: { userName: 'demo', isLogin: 1 } }) },
} as const;

export const appModel: MachineModel = {
  name: 'app',
  machine: appMachine,
  // `seed` lets a replay start from a fresh storage holding the same session.
  inputs: Object.values(appModelSeeds).map((seed) => ({ storage: createMemoryStorage({ ...seed }), seed })),
  events: [
    { type: 'session.changed', token: 'new-token', blocked: false },
    { type: 'session.changed', token: 'new-token', blocked: true },
    { type: 'session.changed', token: null, blocked: false },
    { type: 'popup.open', name: 'login' },
    { type: 'popup.open', name: 'rules' },
    { type: 'popup.close' },
    { type: 'book.open', market: { marketId: 'f-1', marketName: 'Runs in 6 overs' } },
    { type: 'exchange.published', exchangeId: 'exchange' },
    { type: 'sport.selected', sportId: 4 },
    { type: 'route.refused', refusal: 'noToken', path: '/inplay' },
    { type: 'route.allowed', path: '/inplay' },
    { type: 'login.wanted' },
    { type: 'realityCheck.logout' },
    { type: 'balance.change', available: 150_000 },
    { type: 'settings.change', quickStakes: [10_000, 50_000] },
  ],
  // The storage is the same object throughout; what the frame shows identifies the state.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.loggedIn, s.context.popup, s.context.bookMarket, s.context.returnTo]),
};
