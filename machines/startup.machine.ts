/**
 * Startup loading (spec §1, §7): the five reference lists in parallel, stored
 * together once all complete (a failed list is logged naming its endpoint and
 * stored as empty); then the sports check; then theme config, polled every
 * 50 ms until available, stored under `getThemeConfig` and applied; then the
 * customer support info.
 *
 * Input: `{ storage }`.
 * Must be provided: actors `loadCasinoEvents`, `loadSports`, `loadAllEvents`,
 * `loadRacingEvents`, `loadExchangeTypes` (outputs per {@link StartupLists}),
 * `checkSports` (input `{ sports }`), `loadThemeConfig` (output {@link ThemeConfig}
 * or null while unavailable), `loadSupportInfo`; actions `storeLists` (params
 * {@link StartupLists}), `applyTheme` (params {@link ThemeConfig}), `storeSupportInfo`
 * (params `{ info }`). Optional: `logError` ({ message, error }; defaults to console.error).
 */
import { assign, setup } from 'xstate';
import { actorNotProvided, notProvidedError } from './lib/effects';
import { startupSports } from './lib/sports';
import { THEME_CONFIG_KEY } from './lib/storage';
import type { KeyValueStorage } from './lib/storage';
import { EMPTY_LISTS, STARTUP_LIST_ENDPOINTS, THEME_POLL_MS } from './startup.types';
import type { StartupListName, StartupLists, ThemeConfig } from './startup.types';

export interface StartupContext {
  storage: KeyValueStorage;
  /** Lists as they arrive; emptied once stored. */
  lists: Partial<StartupLists>;
  failedLists: StartupListName[];
  themeAttempts: number;
}

const NAME = 'startupMachine';

/** Theme config counts as available once it is a non-empty object. */
export const isThemeAvailable = (config: unknown): config is ThemeConfig =>
  config !== null && typeof config === 'object' && Object.keys(config).length > 0;
const fail = (effect: string) => () => {
  throw notProvidedError(NAME, effect);
};

export const startupMachine = setup({
  types: {
    input: {} as { storage: KeyValueStorage },
    context: {} as StartupContext,
    tags: {} as 'busy',
  },
  actors: {
    loadCasinoEvents: actorNotProvided<StartupLists['casinoEvents'], void>(NAME, 'loadCasinoEvents'),
    loadSports: actorNotProvided<StartupLists['sports'], void>(NAME, 'loadSports'),
    loadAllEvents: actorNotProvided<StartupLists['allEvents'], void>(NAME, 'loadAllEvents'),
    loadRacingEvents: actorNotProvided<StartupLists['racingEvents'], void>(NAME, 'loadRacingEvents'),
    loadExchangeTypes: actorNotProvided<StartupLists['exchangeTypes'], void>(NAME, 'loadExchangeTypes'),
    checkSports: actorNotProvided<unknown, { sports: StartupLists['sports'] }>(NAME, 'checkSports'),
    loadThemeConfig: actorNotProvided<ThemeConfig | null, void>(NAME, 'loadThemeConfig'),
    loadSupportInfo: actorNotProvided<unknown, void>(NAME, 'loadSupportInfo'),
  },
  actions: {
    storeLists: fail('storeLists') as (_: unknown, params: StartupLists) => void,
    applyTheme: fail('applyTheme') as (_: unknown, params: ThemeConfig) => void,
    storeSupportInfo: fail('storeSupportInfo') as (_: unknown, params: { info: unknown }) => void,
    logError: (_, params: { message: string; error: unknown }) => console.error(params.message, params.error),
    keepList: assign(({ context }, params: { name: StartupListName; value: unknown }) => ({
      lists: { ...context.lists, [params.name]: params.name === 'sports' ? startupSports((params.value ?? []) as StartupLists['sports']) : params.value },
    })),
    dropList: assign(({ context }, params: { name: StartupListName; error: unknown }) => ({
      lists: { ...context.lists, [params.name]: EMPTY_LISTS[params.name] },
      failedLists: [...context.failedLists, params.name],
    })),
    storeTheme: ({ context }, params: ThemeConfig) => context.storage.set(THEME_CONFIG_KEY, JSON.stringify(params)),
  },
  guards: {
    isThemeAvailable: ({ event }) => isThemeAvailable((event as { output?: unknown }).output),
  },
  delays: { themePoll: THEME_POLL_MS },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({ storage: input.storage, lists: {}, failedLists: [], themeAttempts: 0 }),
  initial: 'loadingLists',
  states: {
    loadingLists: {
      tags: 'busy',
      type: 'parallel',
      states: {
        casinoEvents: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCasinoEvents',
                src: 'loadCasinoEvents',
                onDone: { target: 'loaded', actions: { type: 'keepList', params: ({ event }) => ({ name: 'casinoEvents', value: event.output }) } },
                onError: {
                  target: 'loaded',
                  description: 'Logged naming its endpoint, treated as empty.',
                  actions: [
                    { type: 'dropList', params: ({ event }) => ({ name: 'casinoEvents', error: event.error }) },
                    { type: 'logError', params: ({ event }) => ({ message: `Startup: ${STARTUP_LIST_ENDPOINTS.casinoEvents} failed`, error: event.error }) },
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        sports: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSports',
                src: 'loadSports',
                onDone: { target: 'loaded', actions: { type: 'keepList', params: ({ event }) => ({ name: 'sports', value: event.output }) } },
                onError: {
                  target: 'loaded',
                  description: 'Logged naming its endpoint, treated as empty.',
                  actions: [
                    { type: 'dropList', params: ({ event }) => ({ name: 'sports', error: event.error }) },
                    { type: 'logError', params: ({ event }) => ({ message: `Startup: ${STARTUP_LIST_ENDPOINTS.sports} failed`, error: event.error }) },
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        allEvents: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadAllEvents',
                src: 'loadAllEvents',
                onDone: { target: 'loaded', actions: { type: 'keepList', params: ({ event }) => ({ name: 'allEvents', value: event.output }) } },
                onError: {
                  target: 'loaded',
                  description: 'Logged naming its endpoint, treated as empty.',
                  actions: [
                    { type: 'dropList', params: ({ event }) => ({ name: 'allEvents', error: event.error }) },
                    { type: 'logError', params: ({ event }) => ({ message: `Startup: ${STARTUP_LIST_ENDPOINTS.allEvents} failed`, error: event.error }) },
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        racingEvents: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadRacingEvents',
                src: 'loadRacingEvents',
                onDone: { target: 'loaded', actions: { type: 'keepList', params: ({ event }) => ({ name: 'racingEvents', value: event.output }) } },
                onError: {
                  target: 'loaded',
                  description: 'Logged naming its endpoint, treated as empty.',
                  actions: [
                    { type: 'dropList', params: ({ event }) => ({ name: 'racingEvents', error: event.error }) },
                    { type: 'logError', params: ({ event }) => ({ message: `Startup: ${STARTUP_LIST_ENDPOINTS.racingEvents} failed`, error: event.error }) },
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        exchangeTypes: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadExchangeTypes',
                src: 'loadExchangeTypes',
                onDone: { target: 'loaded', actions: { type: 'keepList', params: ({ event }) => ({ name: 'exchangeTypes', value: event.output }) } },
                onError: {
                  target: 'loaded',
                  description: 'Logged naming its endpoint, treated as empty.',
                  actions: [
                    { type: 'dropList', params: ({ event }) => ({ name: 'exchangeTypes', error: event.error }) },
                    { type: 'logError', params: ({ event }) => ({ message: `Startup: ${STARTUP_LIST_ENDPOINTS.exchangeTypes} failed`, error: event.error }) },
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'checkingSports',
        description: 'All five complete: store them together.',
        actions: [{ type: 'storeLists', params: ({ context }) => ({ ...EMPTY_LISTS, ...context.lists }) }],
      },
    },
    checkingSports: {
      tags: 'busy',
      invoke: {
        id: 'checkSports',
        src: 'checkSports',
        input: ({ context }) => ({ sports: context.lists.sports ?? [] }),
        onDone: { target: 'loadingTheme', actions: assign({ lists: {} }) },
        onError: {
          target: 'loadingTheme',
          actions: [assign({ lists: {} }), { type: 'logError', params: ({ event }) => ({ message: 'Startup: sports check failed', error: event.error }) }],
        },
      },
    },
    loadingTheme: {
      tags: 'busy',
      initial: 'fetching',
      states: {
        fetching: {
          entry: assign({ themeAttempts: ({ context }) => context.themeAttempts + 1 }),
          invoke: {
            id: 'loadThemeConfig',
            src: 'loadThemeConfig',
            onDone: [
              {
                guard: 'isThemeAvailable',
                target: '#startup.loadingSupport',
                actions: [
                  { type: 'storeTheme', params: ({ event }) => event.output as ThemeConfig },
                  { type: 'applyTheme', params: ({ event }) => event.output as ThemeConfig },
                ],
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          description: 'Theme config not available yet: ask again in 50 ms.',
          after: { themePoll: 'fetching' },
        },
      },
    },
    loadingSupport: {
      tags: 'busy',
      invoke: {
        id: 'loadSupportInfo',
        src: 'loadSupportInfo',
        onDone: { target: 'ready', actions: { type: 'storeSupportInfo', params: ({ event }) => ({ info: event.output }) } },
        onError: {
          target: 'ready',
          actions: { type: 'logError', params: ({ event }) => ({ message: 'Startup: customer support info failed', error: event.error }) },
        },
      },
    },
    ready: {},
  },
});
