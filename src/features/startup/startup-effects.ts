import { fromPromise } from 'xstate';
import { startupMachine } from '../../../machines/startup.machine';
import type { StartupLists, ThemeConfig } from '../../../machines/startup.types';
import type { AppServices } from '@/lib/services';
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
 * five lists and the support info are fetched without touching the cache and written into it when
 * the machine stores them (all five lists together, the sports list as the machine filtered it);
 * readers (`useReferenceData`) read the cache and the machine's state says when the lists are ready.
 */
export function provideStartup({ client }: AppServices) {
  const fetchOnly = { fetchPolicy: 'no-cache' } as const;
  const list = <K extends keyof StartupLists>(run: () => Promise<StartupLists[K]>) => fromPromise<StartupLists[K], void>(run);
  return startupMachine.provide({
    actors: {
      loadCasinoEvents: list<'casinoEvents'>(async () => (await client.query({ query: StartupCasinoQuery, ...fetchOnly })).data?.casinoLobby ?? []),
      loadSports: list<'sports'>(async () => (await client.query({ query: StartupSportsQuery, ...fetchOnly })).data?.sports ?? []),
      loadAllEvents: list<'allEvents'>(async () => {
        const groups = (await client.query({ query: StartupAllEventsQuery, ...fetchOnly })).data?.allEvents ?? [];
        return Object.fromEntries(groups.map((g) => [String(g.sportId), g.events]));
      }),
      loadRacingEvents: list<'racingEvents'>(async () => (await client.query({ query: StartupRacingEventsQuery, ...fetchOnly })).data?.racingEvents ?? []),
      loadExchangeTypes: list<'exchangeTypes'>(async () => (await client.query({ query: StartupExchangeTypesQuery, ...fetchOnly })).data?.exchangeTypes ?? []),
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
        };
      }),
      loadSupportInfo: fromPromise<unknown, void>(async () => (await client.query({ query: StartupSupportQuery, ...fetchOnly })).data?.supportInfo.channels ?? []),
    },
    actions: {
      // The lists are the gateway's objects the actors above returned, typed by the machine loosely.
      // One batch, one broadcast: five separate writes would make every watching query read the cache five times.
      storeLists: (_, lists: StartupLists) =>
        client.cache.batch({
          update: (cache) => {
            cache.writeQuery({ query: StartupSportsQuery, data: { sports: lists.sports as ReferenceData['sports'] } });
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
            cache.writeQuery({ query: StartupRacingEventsQuery, data: { racingEvents: lists.racingEvents as ReferenceData['racingEvents'] } });
            cache.writeQuery({ query: StartupExchangeTypesQuery, data: { exchangeTypes: lists.exchangeTypes as ReferenceData['exchangeTypes'] } });
            cache.writeQuery({ query: StartupCasinoQuery, data: { casinoLobby: lists.casinoEvents as ReferenceData['casinoGames'] } });
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
