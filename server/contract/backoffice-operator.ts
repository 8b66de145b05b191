/**
 * The REST contract of the operator's console (issue #32): market controls and site settings,
 * written once for the exchange that sends them and the gateway that reads them. Types only. Money in paise.
 */

export type OperatorMarketKind = 'exchange' | 'bookmaker' | 'fancy' | 'lottery' | 'ballByBall' | 'binary';
export type OperatorMarketStatus = 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type OperatorMarketState = 'OPEN' | 'SUSPENDED' | 'SETTLED';

/** A market as the operator's console shows it. */
export interface OperatorMarketView {
  marketId: string;
  marketName: string;
  kind: OperatorMarketKind;
  eventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  status: OperatorMarketStatus;
  inPlay: boolean;
  betDelayMs: number;
  runners: Array<{ runnerId: string; runnerName: string }>;
  /** Bets placed: exchange orders, house bets and those waiting out a delay. */
  betCount: number;
  /** Money matched: traded volume plus house stakes. */
  matched: number;
  settledVersion: number;
  /** The result in force, in words: winner names, runs, or "Void". */
  result: string | null;
  reason: string | null;
  settledAt: string | null;
}

/** What a settlement, void or resettlement did. */
export interface OperatorSettlementView {
  market: OperatorMarketView;
  version: number;
  /** Bettors whose balances it moved. */
  bettors: number;
}

export interface OperatorMarketQuery {
  search?: string | null | undefined;
  sportId?: number | null | undefined;
  state?: OperatorMarketState | null | undefined;
}

/** The site settings as the console shows them; a null limit is each market's own. */
export interface SiteSettingsScreen {
  levels: number;
  defaultShares: Array<{ role: string; roleName: string; shareBps: number }>;
  sportLimits: Array<{ sportId: number; sportName: string; minStake: number | null; maxStake: number | null; delaySeconds: number | null }>;
  /** Bettors may enrol in two-step sign-in (staff must). */
  bettorTwoFactor: boolean;
  /** The levels below the admin that may open the trading desk (the admin always may). */
  deskRoles: Array<{ role: string; roleName: string; allowed: boolean }>;
  /** How the site writes money (a key of domain/money.ts MONEY_LOCALES) and the choices. */
  moneyLocale: string;
  moneyLocales: string[];
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface SiteSettingsInput {
  levels: number;
  defaultShares: Array<{ role: string; shareBps: number }>;
  sportLimits: Array<{ sportId: number; minStake?: number | null | undefined; maxStake?: number | null | undefined; delaySeconds?: number | null | undefined }>;
  /** Offer two-step sign-in to bettors; absent or null keeps the current choice. */
  bettorTwoFactor?: boolean | null | undefined;
  /** The levels below the admin allowed on the trading desk; absent keeps the current ones. */
  deskRoles?: string[] | null | undefined;
  /** How the site writes money (en-IN, en-GB, de-DE); absent or null keeps the current one. */
  moneyLocale?: string | null | undefined;
}
