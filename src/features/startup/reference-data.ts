import { useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type {
  StartupAllEventsQuery as AllEvents,
  StartupCasinoQuery as Casino,
  StartupExchangeTypesQuery as ExchangeTypes,
  StartupRacingEventsQuery as Racing,
  StartupSportsQuery as Sports,
  StartupSupportQuery as Support,
} from '@/gql/graphql';
import { useChild } from '@/lib/app-actor';
import {
  StartupAllEventsQuery,
  StartupCasinoQuery,
  StartupExchangeTypesQuery,
  StartupRacingEventsQuery,
  StartupSportsQuery,
  StartupSupportQuery,
  StartupThemeQuery,
} from './startup-queries';

/** The site-wide reference data the startup machine stored in Apollo's cache (spec §1, §7). */
export interface ReferenceData {
  /** False until the five lists are stored: the frame shows skeletons meanwhile. */
  listsReady: boolean;
  sports: Sports['sports'];
  allEvents: AllEvents['allEvents'];
  racingEvents: Racing['racingEvents'];
  exchangeTypes: ExchangeTypes['exchangeTypes'];
  casinoGames: Casino['casinoLobby'];
  logoUrl: string | null;
  siteTitle: string;
  supportChannels: Support['supportInfo']['channels'];
}

export const DEFAULT_SITE_TITLE = 'Backlay Exchange';

const fromCache = { fetchPolicy: 'cache-only' } as const;

/** Reads the reference data from the cache (never fetching: the startup machine does) and its readiness from the startup actor. */
export function useReferenceData(): ReferenceData {
  const startup = useChild('startup');
  const listsReady = useSelector(startup, (s) => !s.matches('loadingLists'));
  const sports = useQuery(StartupSportsQuery, fromCache).data?.sports;
  const allEvents = useQuery(StartupAllEventsQuery, fromCache).data?.allEvents;
  const racingEvents = useQuery(StartupRacingEventsQuery, fromCache).data?.racingEvents;
  const exchangeTypes = useQuery(StartupExchangeTypesQuery, fromCache).data?.exchangeTypes;
  const casinoGames = useQuery(StartupCasinoQuery, fromCache).data?.casinoLobby;
  const theme = useQuery(StartupThemeQuery, fromCache).data?.themeConfig;
  const supportChannels = useQuery(StartupSupportQuery, fromCache).data?.supportInfo.channels;
  return useMemo(
    () => ({
      listsReady,
      sports: sports ?? [],
      allEvents: allEvents ?? [],
      racingEvents: racingEvents ?? [],
      exchangeTypes: exchangeTypes ?? [],
      casinoGames: casinoGames ?? [],
      logoUrl: theme?.exchangeLogo ?? null,
      siteTitle: theme?.exchangeTitle || DEFAULT_SITE_TITLE,
      supportChannels: supportChannels ?? [],
    }),
    [listsReady, sports, allEvents, racingEvents, exchangeTypes, casinoGames, theme, supportChannels],
  );
}
