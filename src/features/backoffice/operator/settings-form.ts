import { parseRupees, rupeesText } from '@/lib/format';
import { bpsText, parsePercentBps } from '@/lib/percent';
import type { SiteSettingsInput } from '@/gql/graphql';
import type { SiteSettingsData } from './operator-types';

/** The settings form as typed: shares in percent, stakes in rupees, the delay in seconds; empty = the market's own. */
export interface SettingsForm {
  levels: string;
  shares: Array<{ role: string; roleName: string; percent: string }>;
  sports: Array<{ sportId: number; sportName: string; minStake: string; maxStake: string; delaySeconds: string }>;
  /** Bettors may turn on two-step sign-in (staff always have it). */
  bettorTwoFactor: boolean;
  /** The levels below the admin that may open the trading desk. */
  desk: Array<{ role: string; roleName: string; allowed: boolean }>;
  /** How the site writes money, and the locales it may choose. */
  moneyLocale: string;
  moneyLocales: string[];
}

/** Field errors by field key: `levels`, `share:<role>`, `shares`, `min:<sportId>`, `max:<sportId>`, `delay:<sportId>`. */
export type SettingsErrors = Record<string, string>;

const moneyText = (paise: number | null | undefined) => (paise === null || paise === undefined ? '' : rupeesText(paise));

export function formOf(settings: SiteSettingsData): SettingsForm {
  return {
    levels: String(settings.levels),
    shares: settings.defaultShares.map((s) => ({ role: s.role, roleName: s.roleName, percent: bpsText(s.shareBps) })),
    sports: settings.sportLimits.map((s) => ({
      sportId: s.sportId,
      sportName: s.sportName,
      minStake: moneyText(s.minStake),
      maxStake: moneyText(s.maxStake),
      delaySeconds: s.delaySeconds === null || s.delaySeconds === undefined ? '' : String(s.delaySeconds),
    })),
    bettorTwoFactor: settings.bettorTwoFactor,
    desk: settings.deskRoles.map((r) => ({ role: r.role, roleName: r.roleName, allowed: r.allowed })),
    moneyLocale: settings.moneyLocale,
    moneyLocales: settings.moneyLocales,
  };
}


/** Checks the form before anything is sent: the input the exchange takes, or each field's problem in words. */
export function settingsInput(form: SettingsForm): { input: SiteSettingsInput } | { errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const levels = Number(form.levels);
  if (![2, 3, 4].includes(levels)) errors.levels = 'Choose 2, 3 or 4 levels.';
  const defaultShares = form.shares.map((s) => {
    const bps = parsePercentBps(s.percent === '' ? '0' : s.percent);
    if (bps === null) errors[`share:${s.role}`] = 'A share is 0 to 100 %, at most two decimals.';
    return { role: s.role, shareBps: bps ?? 0 };
  });
  if (defaultShares.reduce((sum, s) => sum + s.shareBps, 0) > 10_000) errors.shares = 'Together the levels below the admin keep at most 100 %.';
  const sportLimits = form.sports.flatMap((s) => {
    const money = (text: string, key: string) => {
      if (text.trim() === '') return null;
      const paise = parseRupees(text);
      if (paise === null || paise < 1) errors[`${key}:${s.sportId}`] = 'Whole rupees, up to two decimals.';
      return paise;
    };
    const minStake = money(s.minStake, 'min');
    const maxStake = money(s.maxStake, 'max');
    if (minStake !== null && maxStake !== null && minStake > maxStake) errors[`max:${s.sportId}`] = 'The maximum is below the minimum.';
    let delaySeconds: number | null = null;
    if (s.delaySeconds.trim() !== '') {
      delaySeconds = /^\s*\d{1,2}\s*$/.test(s.delaySeconds) ? Number(s.delaySeconds) : NaN;
      if (!(delaySeconds >= 0 && delaySeconds <= 30)) errors[`delay:${s.sportId}`] = '0 to 30 seconds.';
    }
    return minStake === null && maxStake === null && delaySeconds === null ? [] : [{ sportId: s.sportId, minStake, maxStake, delaySeconds }];
  });
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { levels, defaultShares, sportLimits, bettorTwoFactor: form.bettorTwoFactor, deskRoles: form.desk.filter((r) => r.allowed).map((r) => r.role), moneyLocale: form.moneyLocale } };
}
