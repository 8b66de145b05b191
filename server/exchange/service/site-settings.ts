import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_MONEY_LOCALE, MAX_STAKE, MONEY_LOCALES, isMoneyLocale, type MoneyLocale } from '@domain/money';
import type { UserRole } from '../auth/sessions';
import type { Db } from '../db/client';
import { siteSettings, sports, users } from '../db/schema';
import { DEFAULT_LEVELS, MAX_LEVELS, MIN_LEVELS, ROLE_ORDER, WHOLE_BPS, isBackofficeRole, isUserRole, normaliseLevels, roleDisplayName, rolesInUse } from '../domain/hierarchy';
import type { SiteSettingsInput, SiteSettingsScreen } from '../../contract/backoffice-operator';
import { conflict, invalid } from './errors';
import { auditBy, recordAudit, type Actor } from './audit';

export type { SiteSettingsInput, SiteSettingsScreen };

/** A sport's limits; an absent field is each market's own (its min/max stake, its bet delay). */
export interface SportLimits {
  minStake?: number | undefined;
  maxStake?: number | undefined;
  delaySeconds?: number | undefined;
}

export interface SiteSettingsView {
  levels: number;
  /** Default partnership of a new user per role, basis points of the whole. */
  defaultShares: Record<string, number>;
  /** Per sport id. */
  sportLimits: Record<string, SportLimits>;
  /** Bettors may enrol in two-step sign-in (service/two-factor.ts). */
  bettorTwoFactor: boolean;
  /** Roles below the admin allowed on the trading desk. */
  deskRoles: string[];
  /** How the site writes money, on the app's screens and the server-drawn first screens alike. */
  moneyLocale: MoneyLocale;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The longest in-play bet delay a sport may have (the admin routes' betDelayMs cap, 30 s). */
export const MAX_DELAY_SECONDS = 30;

const DEFAULTS: SiteSettingsView = { levels: DEFAULT_LEVELS, defaultShares: {}, sportLimits: {}, bettorTwoFactor: false, deskRoles: [], moneyLocale: DEFAULT_MONEY_LOCALE, updatedBy: null, updatedAt: null };

type SportLimitsColumn = (typeof siteSettings.$inferInsert)['sportLimits'];

const isWhole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;

/** Checks an input's shape and ranges; the rules that need the store (sports, users at a level) run in `update`. */
export function validateSettings(input: SiteSettingsInput): { levels: number; defaultShares: Record<string, number>; sportLimits: Record<string, SportLimits>; deskRoles: string[] | null; moneyLocale: MoneyLocale | null } {
  if (!isWhole(input.levels, MIN_LEVELS, MAX_LEVELS)) throw invalid(`Levels above bettors must be ${MIN_LEVELS} to ${MAX_LEVELS}`, 'INVALID_LEVELS');
  const roles = rolesInUse(input.levels);
  const defaultShares: Record<string, number> = {};
  for (const { role, shareBps } of input.defaultShares) {
    if (!isUserRole(role) || !isBackofficeRole(role) || role === 'operator' || !roles.includes(role)) throw invalid(`No level ${role} below the admin with ${input.levels} levels`, 'INVALID_ROLE');
    if (role in defaultShares) throw invalid(`The share of ${roleDisplayName(role)} is given twice`);
    if (!isWhole(shareBps, 0, WHOLE_BPS)) throw invalid(`A share is 0 to 100 %, got ${String(shareBps)} bps`, 'INVALID_SHARE');
    defaultShares[role] = shareBps;
  }
  if (Object.values(defaultShares).reduce((a, b) => a + b, 0) > WHOLE_BPS) throw invalid('The levels below the admin keep more than 100 % together', 'INVALID_SHARE');
  const sportLimits: Record<string, SportLimits> = {};
  for (const limit of input.sportLimits) {
    const key = String(limit.sportId);
    if (key in sportLimits) throw invalid(`Sport ${key} is given twice`);
    const { minStake, maxStake, delaySeconds } = limit;
    if (minStake != null && !isWhole(minStake, 1, MAX_STAKE)) throw invalid(`The minimum stake must be 1 to ${MAX_STAKE} paise`, 'INVALID_STAKE_LIMIT');
    if (maxStake != null && !isWhole(maxStake, 1, MAX_STAKE)) throw invalid(`The maximum stake must be 1 to ${MAX_STAKE} paise`, 'INVALID_STAKE_LIMIT');
    if (minStake != null && maxStake != null && minStake > maxStake) throw invalid('The minimum stake is above the maximum', 'INVALID_STAKE_LIMIT');
    if (delaySeconds != null && !isWhole(delaySeconds, 0, MAX_DELAY_SECONDS)) throw invalid(`The bet delay must be 0 to ${MAX_DELAY_SECONDS} seconds`, 'INVALID_BET_DELAY');
    const entry: SportLimits = {
      ...(minStake != null ? { minStake } : {}),
      ...(maxStake != null ? { maxStake } : {}),
      ...(delaySeconds != null ? { delaySeconds } : {}),
    };
    if (Object.keys(entry).length > 0) sportLimits[key] = entry;
  }
  const deskRoles = input.deskRoles == null ? null : [...new Set(input.deskRoles)];
  for (const role of deskRoles ?? []) {
    if (!isUserRole(role) || !isBackofficeRole(role) || role === 'operator' || !roles.includes(role)) throw invalid(`No level ${role} below the admin with ${input.levels} levels`, 'INVALID_ROLE');
  }
  const moneyLocale = input.moneyLocale ?? null;
  if (moneyLocale !== null && !isMoneyLocale(moneyLocale)) throw invalid(`Money is written as ${Object.keys(MONEY_LOCALES).join(', ')}; not ${String(moneyLocale).slice(0, 16)}`, 'INVALID_MONEY_LOCALE');
  return { levels: input.levels, defaultShares, sportLimits, deskRoles, moneyLocale };
}

/**
 * The operator's site settings (table site_settings, one row per site; none = the defaults): levels
 * above bettors, default partnership per role, and per sport the stake limits and in-play bet delay.
 * Read on every bet, so held in memory per site and dropped on every write.
 */
export class SiteSettings {
  private readonly cache = new Map<string, Promise<SiteSettingsView>>();

  constructor(private readonly db: Db) {}

  get(siteKey: string): Promise<SiteSettingsView> {
    let cached = this.cache.get(siteKey);
    if (!cached) {
      cached = this.load(siteKey);
      this.cache.set(siteKey, cached);
      cached.catch(() => this.cache.delete(siteKey));
    }
    return cached;
  }

  /** A sport's limits on a site; empty when the operator set none. */
  /** Whether a back-office role may use the trading desk on a site: the admin always, another level when the settings allow it. */
  async deskAllows(siteKey: string, role: UserRole): Promise<boolean> {
    if (role === 'operator') return true;
    const settings = await this.get(siteKey);
    return isBackofficeRole(role) && rolesInUse(settings.levels).includes(role) && settings.deskRoles.includes(role);
  }

  async limitsOf(siteKey: string, sportId: number): Promise<SportLimits> {
    return (await this.get(siteKey)).sportLimits[String(sportId)] ?? {};
  }

  /** The settings as the console shows them: each level below the admin with its default share, every sport with its limits (null: the market's own). */
  async screen(siteKey: string): Promise<SiteSettingsScreen> {
    const settings = await this.get(siteKey);
    const sportRows = await this.db.select({ sportId: sports.sportId, sportName: sports.sportName }).from(sports).orderBy(asc(sports.sequence), asc(sports.sportId));
    return {
      levels: settings.levels,
      defaultShares: rolesInUse(settings.levels)
        .filter((r) => r !== 'operator' && r !== 'bettor')
        .map((role) => ({ role, roleName: roleDisplayName(role), shareBps: settings.defaultShares[role] ?? 0 })),
      deskRoles: rolesInUse(settings.levels)
        .filter((r) => r !== 'operator' && r !== 'bettor')
        .map((role) => ({ role, roleName: roleDisplayName(role), allowed: settings.deskRoles.includes(role) })),
      sportLimits: sportRows.map(({ sportId, sportName }) => {
        const limits = settings.sportLimits[String(sportId)] ?? {};
        return { sportId, sportName, minStake: limits.minStake ?? null, maxStake: limits.maxStake ?? null, delaySeconds: limits.delaySeconds ?? null };
      }),
      bettorTwoFactor: settings.bettorTwoFactor,
      moneyLocale: settings.moneyLocale,
      moneyLocales: Object.keys(MONEY_LOCALES),
      updatedBy: settings.updatedBy,
      updatedAt: settings.updatedAt,
    };
  }

  private async load(siteKey: string): Promise<SiteSettingsView> {
    const [row] = await this.db.select().from(siteSettings).where(eq(siteSettings.siteKey, siteKey));
    if (!row) return DEFAULTS;
    return { levels: normaliseLevels(row.levels), defaultShares: row.defaultShares, sportLimits: row.sportLimits as Record<string, SportLimits>, bettorTwoFactor: row.bettorTwoFactor, deskRoles: row.deskRoles, moneyLocale: isMoneyLocale(row.moneyLocale) ? row.moneyLocale : DEFAULT_MONEY_LOCALE, updatedBy: row.updatedBy, updatedAt: row.updatedAt.toISOString() };
  }

  /**
   * Saves a site's settings: LEVEL_IN_USE when users of the site hold a role the new levels drop,
   * SPORT_NOT_FOUND for a sport the exchange does not have. Nothing is written unless all of it holds.
   */
  async update(actor: Actor, input: SiteSettingsInput): Promise<SiteSettingsScreen> {
    const siteKey = actor.siteKey;
    const next = validateSettings(input);
    const sportIds = Object.keys(next.sportLimits).map(Number);
    if (sportIds.length > 0) {
      const known = new Set((await this.db.select({ sportId: sports.sportId }).from(sports).where(inArray(sports.sportId, sportIds))).map((s) => s.sportId));
      const missing = sportIds.find((id) => !known.has(id));
      if (missing !== undefined) throw invalid(`No sport ${missing}`, 'SPORT_NOT_FOUND');
    }
    const kept = new Set(rolesInUse(next.levels));
    // Every role the new levels leave out must have no users on the site.
    const outside: UserRole[] = ROLE_ORDER.filter((r) => !kept.has(r));
    if (outside.length > 0) {
      const held = await this.db
        .select({ role: users.role, n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.siteKey, siteKey), inArray(users.role, outside)))
        .groupBy(users.role);
      const inUse = held.filter((h) => h.n > 0);
      if (inUse.length > 0) {
        const list = inUse.map((h) => `${h.n} ${roleDisplayName(h.role)}${h.n === 1 ? '' : 's'}`).join(', ');
        throw conflict('LEVEL_IN_USE', `${next.levels} levels drop a level that has users (${list}): move them first`);
      }
    }
    const before = await this.load(siteKey);
    const bettorTwoFactor = input.bettorTwoFactor ?? before.bettorTwoFactor;
    const deskRoles = (next.deskRoles ?? before.deskRoles).filter((r) => kept.has(r as UserRole));
    const moneyLocale = next.moneyLocale ?? before.moneyLocale;
    const values = { levels: next.levels, defaultShares: next.defaultShares, sportLimits: next.sportLimits as SportLimitsColumn, bettorTwoFactor, deskRoles, moneyLocale, updatedBy: actor.userName, updatedAt: new Date() };
    await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.insert(siteSettings).values({ siteKey, ...values }).onConflictDoUpdate({ target: siteSettings.siteKey, set: values });
      const target = { kind: 'site', id: siteKey, name: siteKey };
      const shape = (v: { levels: number; defaultShares: unknown; sportLimits: unknown; bettorTwoFactor?: boolean; deskRoles?: readonly string[] | null; moneyLocale: string }) => ({
        levels: v.levels,
        defaultShares: v.defaultShares,
        sportLimits: v.sportLimits,
        bettorTwoFactor: v.bettorTwoFactor ?? false,
        deskRoles: v.deskRoles ?? [],
        moneyLocale: v.moneyLocale,
      });
      await recordAudit(tx, auditBy(actor, 'settings.update', target, shape(before), shape({ ...next, bettorTwoFactor, deskRoles, moneyLocale })));
    });
    this.cache.delete(siteKey);
    return this.screen(siteKey);
  }
}
