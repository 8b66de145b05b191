import { fromPromise } from 'xstate';
import { toast as sonner } from 'sonner';
import { casinoLaunchMachine } from '../../machines/casino-launch.machine';
import { drillDownMachine } from '../../machines/drill-down.machine';
import { exchangeTabMachine } from '../../machines/exchange-tab.machine';
import { liveStreamMachine } from '../../machines/live-stream.machine';
import { routeGuardMachine } from '../../machines/route-guard.machine';
import { searchMachine, type SearchEvent } from '../../machines/search.machine';
import { sessionMachine, type LoginResult } from '../../machines/session.machine';
import type { StartupLists, ThemeConfig } from '../../machines/startup.types';
import { startupMachine } from '../../machines/startup.machine';
import { toastMachine } from '../../machines/toast.machine';
import { topNavMachine } from '../../machines/top-nav.machine';
import { authHeaders } from '@/lib/request-rule';
import { applyTheme } from '@/features/startup/apply-theme';
import { provideBetSlip } from '@/features/bets/provide-bet-slip';
import type { ReferenceData } from '@/features/startup/reference-data';
import type { AppServices } from './services';
import { LoginMutation, LogoutMutation } from '@/features/auth/session-documents';
import {
  StartupAllEventsQuery,
  StartupCasinoQuery,
  StartupExchangeTypesQuery,
  StartupRacingEventsQuery,
  StartupSportsQuery,
  StartupSupportQuery,
  StartupThemeQuery,
} from '@/features/startup/startup-queries';

/** The partner exchange (VIMAAN) the exchange bar opens; the spec does not show its address. */
export const PARTNER_EXCHANGE_URL = 'https://vimaan.example/';

/** Every machine with the app's real effects (ARCHITECTURE §6); stories and tests provide fakes instead. */
export function provideMachines(services: AppServices) {
  const { client, reference } = services;
  const go = (_: unknown, { path }: { path: string }) => services.navigate(path);
  const toastError = (_: unknown, { message }: { message: string }) => services.toast('error', message);

  const session = sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }): Promise<LoginResult> => {
        const { data } = await client.mutate({ mutation: LoginMutation, variables: { username: input.userName, password: input.password } });
        if (!data) throw new Error('Login failed');
        const { token, userDetail } = data.login;
        return { token, userDetail: { isLogin: userDetail.isLogin, data: { userName: userDetail.userName, isLogin: userDetail.isLogin, role: userDetail.role } } };
      }),
      // Storage is already cleared when this runs, so the token comes in as input.
      logout: fromPromise(async ({ input }) => {
        const token = services.rotatedToken ?? input.token;
        services.rotatedToken = null;
        try {
          await client.mutate({ mutation: LogoutMutation, context: { headers: authHeaders('/graphql', { token, userName: null }) } });
        } finally {
          await client.clearStore();
        }
      }),
    },
    actions: {
      navigate: go,
      toastError,
      reload: () => window.location.reload(),
    },
  });

  const toast = toastMachine.provide({
    actions: {
      showToast: (_, { id, kind, message }) => void sonner[kind](message, { id, duration: Number.POSITIVE_INFINITY }),
      dismissToast: (_, { id }) => void sonner.dismiss(id),
    },
  });

  const exchangeTab = exchangeTabMachine.provide({
    actions: { navigate: go, toastError, openPartnerSite: () => void window.open(PARTNER_EXCHANGE_URL, '_blank', 'noopener') },
  });
  const topNav = topNavMachine.provide({ actions: { navigate: go } });
  const drillDown = drillDownMachine.provide({ actions: { navigate: go } });
  const casinoLaunch = casinoLaunchMachine.provide({
    actions: {
      navigate: go,
      toastError,
      visitUrl: (_, { url }) => window.location.assign(url),
      openUrl: (_, { url }) => void window.open(url, '_blank', 'noopener'),
    },
  });
  const liveStream = liveStreamMachine.provide({ actions: { toastError } });

  const search = searchMachine.provide({
    actors: {
      // The search event list: a cached read of every open event (the machine matches the text).
      loadEvents: fromPromise(async (): Promise<SearchEvent[]> => {
        const { data } = await client.query({ query: StartupAllEventsQuery, fetchPolicy: 'cache-first' });
        return (data?.allEvents ?? []).flatMap((group) => group.events);
      }),
    },
    actions: { navigate: go },
  });

  const list = <K extends keyof StartupLists>(run: () => Promise<StartupLists[K]>) => fromPromise<StartupLists[K], void>(run);
  const startup = startupMachine.provide({
    actors: {
      loadCasinoEvents: list<'casinoEvents'>(async () => (await client.query({ query: StartupCasinoQuery })).data?.casinoLobby ?? []),
      loadSports: list<'sports'>(async () => (await client.query({ query: StartupSportsQuery })).data?.sports ?? []),
      loadAllEvents: list<'allEvents'>(async () => {
        const groups = (await client.query({ query: StartupAllEventsQuery })).data?.allEvents ?? [];
        return Object.fromEntries(groups.map((g) => [String(g.sportId), g.events]));
      }),
      loadRacingEvents: list<'racingEvents'>(async () => (await client.query({ query: StartupRacingEventsQuery })).data?.racingEvents ?? []),
      loadExchangeTypes: list<'exchangeTypes'>(async () => (await client.query({ query: StartupExchangeTypesQuery })).data?.exchangeTypes ?? []),
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
      loadSupportInfo: fromPromise<unknown, void>(async () => (await client.query({ query: StartupSupportQuery })).data?.supportInfo.channels ?? []),
    },
    actions: {
      storeLists: (_, lists: StartupLists) =>
        reference.update({
          listsReady: true,
          // The lists are the gateway's objects the actors above returned, typed by the machine loosely.
          sports: lists.sports as ReferenceData['sports'],
          allEvents: Object.entries(lists.allEvents).map(([sportId, events]) => ({
            sportId: Number(sportId),
            events: events as ReferenceData['allEvents'][number]['events'],
          })),
          racingEvents: lists.racingEvents as ReferenceData['racingEvents'],
          exchangeTypes: lists.exchangeTypes as ReferenceData['exchangeTypes'],
          casinoGames: lists.casinoEvents as ReferenceData['casinoGames'],
        }),
      applyTheme: (_, config: ThemeConfig) => {
        applyTheme(config);
        reference.update({ logoUrl: config.data?.exchangeLogo ?? null, ...(config.exchangeTitle ? { siteTitle: config.exchangeTitle } : {}) });
      },
      storeSupportInfo: (_, { info }) => reference.update({ supportChannels: info as ReferenceData['supportChannels'] }),
    },
  });

  const betSlip = provideBetSlip(client);

  return { session, toast, exchangeTab, topNav, drillDown, casinoLaunch, liveStream, search, startup, betSlip, routeGuard: routeGuardMachine };
}

export type ProvidedMachines = ReturnType<typeof provideMachines>;
