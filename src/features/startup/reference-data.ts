import { useSyncExternalStore } from 'react';
import type {
  StartupAllEventsQuery as AllEvents,
  StartupCasinoQuery as Casino,
  StartupExchangeTypesQuery as ExchangeTypes,
  StartupRacingEventsQuery as Racing,
  StartupSportsQuery as Sports,
  StartupSupportQuery as Support,
} from '@/gql/graphql';

/** The site-wide reference data the startup machine stored (spec §1, §7). */
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

const initial: ReferenceData = {
  listsReady: false,
  sports: [],
  allEvents: [],
  racingEvents: [],
  exchangeTypes: [],
  casinoGames: [],
  logoUrl: null,
  siteTitle: DEFAULT_SITE_TITLE,
  supportChannels: [],
};

export interface ReferenceStore {
  get: () => ReferenceData;
  update: (patch: Partial<ReferenceData>) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A tiny external store: written by the startup machine's actions, read by the frame. */
export function createReferenceStore(seed: Partial<ReferenceData> = {}): ReferenceStore {
  let data: ReferenceData = { ...initial, ...seed };
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    update: (patch) => {
      data = { ...data, ...patch };
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useReferenceData(store: ReferenceStore): ReferenceData {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
