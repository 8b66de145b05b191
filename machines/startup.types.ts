/** Types and constants of {@link startupMachine}. */
import type { CasinoGame } from './casino-launch.machine';
import type { SearchEvent } from './search.machine';
import type { ExchangeType, Sport } from './lib/sports';

/** The five reference lists loaded together at startup, by name, with the endpoint named in logs. */
export const STARTUP_LIST_ENDPOINTS = {
  casinoEvents: 'casino events list',
  sports: 'sports list',
  allEvents: 'all events list',
  racingEvents: 'racing events list',
  exchangeTypes: 'exchange type list',
} as const;

export type StartupListName = keyof typeof STARTUP_LIST_ENDPOINTS;

/** What each list call answers (already unwrapped by the provided actor). */
export interface StartupLists {
  /** data.lobby of the casino events response. */
  casinoEvents: CasinoGame[];
  /** data of the sports list (the machine drops sport 66103). */
  sports: Sport[];
  /** data of the all-events response, keyed by sportId. */
  allEvents: Record<string, SearchEvent[]>;
  /** The whole racing events response. */
  racingEvents: unknown;
  /** The whole exchange type list response. */
  exchangeTypes: ExchangeType[];
}

/** The value a failed list is treated as. */
export const EMPTY_LISTS: StartupLists = { casinoEvents: [], sports: [], allEvents: {}, racingEvents: [], exchangeTypes: [] };

/** Theme config (spec §3): style variables plus favicon, title, colour and logo. */
export interface ThemeConfig {
  exchangeFavicon?: string;
  exchangeTitle?: string;
  themeColor?: string;
  data?: { exchangeLogo?: string; [field: string]: unknown };
  /** How the site writes money (domain/money.ts MONEY_LOCALES), an operator's site setting. */
  moneyLocale?: string;
  [styleVariable: string]: unknown;
}

/** How often theme config is asked for until it is available. */
export const THEME_POLL_MS = 50;
