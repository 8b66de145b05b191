/**
 * Picker locales registered by name (spec §1, §8, §9). 'en' (en-US, week
 * starting Sunday, the default), 'hi' and 'de' are there from the start; add
 * others with `defineLocale`.
 */
import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { hi } from 'date-fns/locale/hi';

const registry = new Map<string, Locale>([
  ['en', enUS],
  ['hi', hi],
  ['de', de],
]);

/** Input patterns by locale name; others use the en pattern. */
const inputFormats = new Map<string, string>([
  ['en', 'MM/dd/yyyy'],
  ['hi', 'dd/MM/yyyy'],
  ['de', 'dd.MM.yyyy'],
]);

/** The date-fns pattern a picker's input uses in a locale (en: MM/dd/yyyy). */
export function inputFormat(name: string): string {
  return inputFormats.get(name) ?? 'MM/dd/yyyy';
}

/** The error for a locale that was never defined (spec §8, verbatim). */
export function undefinedLocaleMessage(name: string): string {
  return `Locale "${name}" is not defined, please add it with "defineLocale(...)"`;
}

/** Registers (or replaces) a date-fns locale under a name, e.g. `defineLocale('hi', hi)`. */
export function defineLocale(name: string, locale: Locale): Locale {
  registry.set(name, locale);
  return locale;
}

/** Whether a locale name is registered. */
export function hasLocale(name: string): boolean {
  return registry.has(name);
}

/** The locale registered under `name`; throws the spec's error for an unknown name. */
export function getLocale(name: string): Locale {
  const locale = registry.get(name);
  if (!locale) throw new Error(undefinedLocaleMessage(name));
  return locale;
}

/** Registered names. */
export function listLocales(): string[] {
  return [...registry.keys()];
}
