/** Sport and exchange ids (spec §3) and the list filters of spec §7 and §9. */

export const SPORT = {
  soccer: 1,
  tennis: 2,
  cricket: 4,
  horseRacing: 7,
  basketball: 7522,
  virtualSports: 66101,
  casino: 66102,
  binary: 66103,
  lottery: 66104,
  internationalCasino: 16,
  partnerExchange: 88022,
  tipsReview: 98,
  hidden: 4339,
} as const;

/** Sports the top navigation hides. */
export const TOP_NAV_HIDDEN_SPORTS: readonly number[] = [4339, 66102, 66101, 66103];
/** Sports the side navigation hides. */
export const SIDE_NAV_HIDDEN_SPORTS: readonly number[] = [4339, 66102];
/** Sports the startup sports list drops. */
export const STARTUP_DROPPED_SPORTS: readonly number[] = [66103];
/** The only sports the exchange bar shows. */
export const EXCHANGE_BAR_SPORTS: readonly number[] = [4, 66101, 66103];
/** Exchange type ids the exchange bar never shows. */
export const HIDDEN_EXCHANGE_IDS: readonly string[] = ['10', '32'];

/** A sport of the sports list (spec §3). */
export interface Sport {
  sportId: number | string;
  sportName: string;
  highlight?: boolean | number;
}

/** An exchange type (spec §3). */
export interface ExchangeType {
  exchangeId: string;
  exchangeName: string;
  highlight?: boolean | number;
  sequence: number;
}

/** The Inplay tab, added locally (id 00, sequence 0). */
export const INPLAY_EXCHANGE: ExchangeType = { exchangeId: '00', exchangeName: 'Inplay', sequence: 0 };
/** The VIMAAN partner tab, added locally (id 88022, sequence 9). */
export const VIMAAN_EXCHANGE: ExchangeType = { exchangeId: '88022', exchangeName: 'VIMAAN', sequence: 9 };

const withoutSports = <T extends Pick<Sport, 'sportId'>>(sports: readonly T[], ids: readonly number[]) =>
  sports.filter((s) => !ids.includes(Number(s.sportId)));

/** Sports shown in the top navigation. */
export const topNavSports = <T extends Pick<Sport, 'sportId'>>(sports: readonly T[]): T[] => withoutSports(sports, TOP_NAV_HIDDEN_SPORTS);
/** Sports shown in the side navigation. */
export const sideNavSports = <T extends Pick<Sport, 'sportId'>>(sports: readonly T[]): T[] => withoutSports(sports, SIDE_NAV_HIDDEN_SPORTS);
/** The sports list as stored at startup (binary dropped). */
export const startupSports = <T extends Pick<Sport, 'sportId'>>(sports: readonly T[]): T[] => withoutSports(sports, STARTUP_DROPPED_SPORTS);
/** Sports shown in the exchange bar. */
export const exchangeBarSports = <T extends Pick<Sport, 'sportId'>>(sports: readonly T[]): T[] =>
  sports.filter((s) => EXCHANGE_BAR_SPORTS.includes(Number(s.sportId)));

/**
 * The exchange tab bar: the server's exchange types without ids 10 and 32,
 * plus Inplay and VIMAAN, ordered by sequence (ties keep server order).
 */
export function exchangeTabs(serverTypes: readonly ExchangeType[]): ExchangeType[] {
  const local = [INPLAY_EXCHANGE, VIMAAN_EXCHANGE];
  const server = serverTypes.filter(
    (t) => !HIDDEN_EXCHANGE_IDS.includes(String(t.exchangeId)) && !local.some((l) => l.exchangeId === String(t.exchangeId)),
  );
  return [...local, ...server].map((t, i) => ({ t, i })).sort((a, b) => a.t.sequence - b.t.sequence || a.i - b.i).map(({ t }) => t);
}
