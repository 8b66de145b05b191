import { fromPromise } from 'xstate';
import { startupMachine } from '../../../machines/startup.machine';
import type { StartupLists, ThemeConfig } from '../../../machines/startup.types';
import type { AppServices } from '@/lib/services';
import { nextTask } from '@/lib/steps';
import type { ReferenceData } from './reference-data';
import { applyTheme } from './apply-theme';
import {
  StartupAllEventsQuery,
  StartupCasinoQuery,
  StartupExchangeTypesQuery,
  StartupRacingEventsQuery,
  StartupSportsQuery,
  StartupSupportQuery,
  StartupThemeQuery,
} from './startup-queries';

/**
 * The startup machine with its real effects. The reference data lives once, in Apollo's cache: the
 * five lists and the support info are fetched without touching the cache and written into it for the
 * machine. Readers (`useReferenceData`) read the cache and the machine's state says when the lists are
 * ready; they are told of the lists once, when the machine stores them (all five together, the sports
 * list as the machine filtered it).
 *
 * The four lists the machine keeps as they came are written into the cache as each answer arrives,
 * unannounced (`broadcast: false`), and the machine's store writes the sports list and any list that
 * failed (stored empty), then tells the readers of all five in one broadcast. Written all at the store,
 * the five writes were one task of 35–130 ms on this machine (×4 on Lighthouse's phone, bench/web
 * profile); spread over the answers' own tasks, none is long. A list already written is known by the
 * identity of the value its loader returned (the machine keeps it unchanged until the store).
 */
export function provideStartup({ client }: AppServices) {
  const fetchOnly = { fetchPolicy: 'no-cache' } as const;
  const list = <K extends keyof StartupLists>(run: () => Promise<StartupLists[K]>) => fromPromise<StartupLists[K], void>(run);
  const written = new WeakSet<object>();
  /** Writes a list's answer into the cache without telling its readers yet (storeLists does). */
  const arrived = <T extends object>(value: T, write: () => void): T => {
    write();
    written.add(value);
    return value;
  };
  const quietly = { broadcast: false } as const;
  /**
   * Each request in a task of its own: the machine starts all five loaders as the root actor starts,
   * and Apollo's path for a query's first use (its document's transforms, the links, the fetch) five
   * times over was most of that task (21–37 ms on this machine, ×4 on Lighthouse's phone).
   */
  const inOwnTask = async <T>(request: () => Promise<T>): Promise<T> => {
    await nextTask();
    return request();
  };
  return startupMachine.provide({
    actors: {
      loadCasinoEvents: list<'casinoEvents'>(async () => {
        const games = (await inOwnTask(() => client.query({ query: StartupCasinoQuery, ...fetchOnly }))).data?.casinoLobby ?? [];
        return arrived(games, () => client.cache.writeQuery({ query: StartupCasinoQuery, data: { casinoLobby: games }, ...quietly }));
      }),
      loadSports: list<'sports'>(async () => (await inOwnTask(() => client.query({ query: StartupSportsQuery, ...fetchOnly }))).data?.sports ?? []),
      loadAllEvents: list<'allEvents'>(async () => {
        const groups = (await inOwnTask(() => client.query({ query: StartupAllEventsQuery, ...fetchOnly }))).data?.allEvents ?? [];
        const bySport = Object.fromEntries(groups.map((g) => [String(g.sportId), g.events]));
        return arrived(bySport, () => client.cache.writeQuery({ query: StartupAllEventsQuery, data: { allEvents: groups }, ...quietly }));
      }),
      loadRacingEvents: list<'racingEvents'>(async () => {
        const events = (await inOwnTask(() => client.query({ query: StartupRacingEventsQuery, ...fetchOnly }))).data?.racingEvents ?? [];
        return arrived(events, () => client.cache.writeQuery({ query: StartupRacingEventsQuery, data: { racingEvents: events }, ...quietly }));
      }),
      loadExchangeTypes: list<'exchangeTypes'>(async () => {
        const types = (await inOwnTask(() => client.query({ query: StartupExchangeTypesQuery, ...fetchOnly }))).data?.exchangeTypes ?? [];
        return arrived(types, () => client.cache.writeQuery({ query: StartupExchangeTypesQuery, data: { exchangeTypes: types }, ...quietly }));
      }),
      // The spec's sports check after the lists is not shown: nothing to check yet.
      checkSports: fromPromise<unknown, { sports: StartupLists['sports'] }>(async () => undefined),
      loadThemeConfig: fromPromise<ThemeConfig | null, void>(async () => {
        const theme = (await client.query({ query: StartupThemeQuery })).data?.themeConfig;
        if (!theme) return null;
        return {
          ...Object.fromEntries(theme.variables.map((v) => [v.name, v.value])),
          exchangeFavicon: theme.exchangeFavicon ?? undefined,
          exchangeTitle: theme.exchangeTitle ?? undefined,
          themeColor: theme.themeColor ?? undefined,
          data: { exchangeLogo: theme.exchangeLogo ?? undefined },
          moneyLocale: theme.moneyLocale,
        };
      }),
      loadSupportInfo: fromPromise<unknown, void>(async () => (await client.query({ query: StartupSupportQuery, ...fetchOnly })).data?.supportInfo.channels ?? []),
    },
    actions: {
      // The lists are the gateway's objects the actors above returned, typed by the machine loosely.
      // One batch, one broadcast: five separate broadcasts would make every watching query read the cache
      // five times. The lists written as they arrived are in the cache already (see above).
      storeLists: (_, lists: StartupLists) =>
        client.cache.batch({
          update: (cache) => {
            const unwritten = (value: unknown) => !(typeof value === 'object' && value !== null && written.has(value));
            cache.writeQuery({ query: StartupSportsQuery, data: { sports: lists.sports as ReferenceData['sports'] } });
            if (unwritten(lists.allEvents)) {
              cache.writeQuery({
                query: StartupAllEventsQuery,
                data: {
                  allEvents: Object.entries(lists.allEvents).map(([sportId, events]) => ({
                    __typename: 'SportEvents' as const,
                    sportId: Number(sportId),
                    events: events as ReferenceData['allEvents'][number]['events'],
                  })),
                },
              });
            }
            if (unwritten(lists.racingEvents)) cache.writeQuery({ query: StartupRacingEventsQuery, data: { racingEvents: lists.racingEvents as ReferenceData['racingEvents'] } });
            if (unwritten(lists.exchangeTypes)) cache.writeQuery({ query: StartupExchangeTypesQuery, data: { exchangeTypes: lists.exchangeTypes as ReferenceData['exchangeTypes'] } });
            if (unwritten(lists.casinoEvents)) cache.writeQuery({ query: StartupCasinoQuery, data: { casinoLobby: lists.casinoEvents as ReferenceData['casinoGames'] } });
          },
        }),
      // The theme query's answer is already in the cache (logo and title are read from there).
      applyTheme: (_, config: ThemeConfig) => applyTheme(config),
      storeSupportInfo: (_, { info }) =>
        client.writeQuery({
          query: StartupSupportQuery,
          // With its __typename, as the query itself brings it.
          data: { supportInfo: Object.assign({ __typename: 'SupportInfo' }, { channels: info as ReferenceData['supportChannels'] }) },
        }),
    },
  });
}
