import { useSyncExternalStore } from 'react';
import { THEME_CONFIG_KEY, type KeyValueStorage } from '../../machines/lib/storage';
import { isMoneyLocale, moneyLocale, setMoneyLocale, type MoneyLocale } from '@/lib/format';

/**
 * How this site writes money (the operator's `moneyLocale` site setting), in the app. The setting
 * comes with the theme config (ThemeConfig.moneyLocale), which the startup machine keeps in storage:
 * a returning bettor's first render already uses it ({@link bootMoneyLocale}), and a server-drawn first
 * screen brings the locale it was drawn in. A locale that differs from the one drawn with (a first
 * visit, or the operator changed it) is adopted when the theme arrives and the pages render again.
 */

const listeners = new Set<() => void>();

/** The locale of the stored theme config, or of the first screen the server drew; null when neither has one. */
export function storedMoneyLocale(storage: Pick<KeyValueStorage, 'get'>, drawnIn?: unknown): MoneyLocale | null {
  if (isMoneyLocale(drawnIn)) return drawnIn;
  try {
    const theme: unknown = JSON.parse(storage.get(THEME_CONFIG_KEY) ?? 'null');
    const locale = theme !== null && typeof theme === 'object' ? (theme as { moneyLocale?: unknown }).moneyLocale : undefined;
    return isMoneyLocale(locale) ? locale : null;
  } catch {
    return null;
  }
}

/** Sets the locale before the first render (see {@link storedMoneyLocale}); the default stays when none is known. */
export function bootMoneyLocale(storage: Pick<KeyValueStorage, 'get'>, drawnIn?: unknown): void {
  const locale = storedMoneyLocale(storage, drawnIn);
  if (locale) setMoneyLocale(locale);
}

/** The site's locale as the theme config gives it: adopted, and the pages told, when it is new. Anything not a locale is ignored. */
export function adoptMoneyLocale(locale: unknown): void {
  if (!isMoneyLocale(locale) || locale === moneyLocale()) return;
  setMoneyLocale(locale);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The current money locale; a component keyed by it draws every figure again when it changes. */
export function useMoneyLocale(): MoneyLocale {
  return useSyncExternalStore(subscribe, moneyLocale, moneyLocale);
}
