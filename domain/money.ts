/**
 * Money is integer paise everywhere below the screen (ARCHITECTURE §3). Rupees appear only where a
 * bettor types them ({@link parseRupees}) or reads them ({@link formatMoney}).
 */

/** An amount of money in integer paise. */
export type Paise = number;

/** The largest stake: keeps stake × odds100 exact in a double. */
export const MAX_STAKE: Paise = 10_000_000_000;

/** Whether a size is a stake the exchange can take: a whole number of paise from 1 to {@link MAX_STAKE}. */
export function isStake(size: unknown): size is Paise {
  return Number.isSafeInteger(size) && (size as number) > 0 && (size as number) <= MAX_STAKE;
}

/**
 * What a back stake wins (and a lay of the same stake loses) at integer odds × 100, rounded down to
 * the paisa. Both sides of a trade use this one figure, so every trade is zero-sum.
 */
export function winnings(stake: Paise, odds100: number): Paise {
  return Math.floor((stake * (odds100 - 100)) / 100);
}

/** stake × rate / 100 rounded down: a fancy YES win or a fancy NO loss. */
export function atRate(stake: Paise, ratePercent: number): Paise {
  return Math.floor((stake * ratePercent) / 100);
}

/** Commission in basis points of a positive net win, rounded down. */
export function commissionOn(netWin: Paise, rateBp: number): Paise {
  return netWin > 0 ? Math.floor((netWin * rateBp) / 10_000) : 0;
}

const RUPEES = /^\s*(\d{1,11})(?:\.(\d{0,2}))?\s*$/;

/**
 * Rupees as a bettor types them ("150", "150.5", "0.75") → paise; null for anything else (empty,
 * negative, more than two decimals, not a number). The one place text becomes money.
 */
export function parseRupees(text: string): Paise | null {
  const match = RUPEES.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole rupees (a deposit amount, a route's amount) → paise. */
export function paiseOfRupees(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Paise → rupees text for an input field: 15000 → "150", 15050 → "150.50" (no grouping). */
export function rupeesText(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rest = abs % 100;
  return `${sign}${Math.floor(abs / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * How a site writes money: digit grouping and the two separators. `en-IN` (the default) groups as
 * Indian readers do, in lakhs and crores: 12,34,567.00. A site setting (`moneyLocale`) picks another
 * for other markets.
 */
export const MONEY_LOCALES = {
  'en-IN': { lakh: true, group: ',', decimal: '.' },
  'en-GB': { lakh: false, group: ',', decimal: '.' },
  'de-DE': { lakh: false, group: '.', decimal: ',' },
} as const;
export type MoneyLocale = keyof typeof MONEY_LOCALES;
export const DEFAULT_MONEY_LOCALE: MoneyLocale = 'en-IN';

export function isMoneyLocale(value: unknown): value is MoneyLocale {
  return typeof value === 'string' && Object.hasOwn(MONEY_LOCALES, value);
}

let siteLocale: MoneyLocale = DEFAULT_MONEY_LOCALE;

/**
 * The site's money locale, set once where a process learns its site's settings (the SPA's start, the
 * server that draws first screens); every {@link formatMoney} without a locale uses it.
 */
export function setMoneyLocale(locale: MoneyLocale): void {
  siteLocale = locale;
}

export function moneyLocale(): MoneyLocale {
  return siteLocale;
}

const LAKH_GROUPS = /\B(?=(\d{2})*\d{3}$)/g;
const THOUSAND_GROUPS = /\B(?=(\d{3})+$)/g;

/**
 * Paise → money with two decimals, grouped as the site's locale reads it: 123456789 → "12,34,567.89"
 * (en-IN), "1,234,567.89" (en-GB), "1.234.567,89" (de-DE); -10050 → "-100.50".
 * Exact integer arithmetic (no division into a float), and the same text everywhere: the server
 * draws a market page's first screen (server/first-screen.ts) and the app then renders the same
 * figures, so the two must print alike whatever locale each runs in. It also keeps ICU out of a page
 * that shows money but no dates: the first `Intl.NumberFormat` a page makes starts ICU, which was a
 * ~95 ms task on Lighthouse's phone (4× CPU) on a market page (bench/README.md, seventh pass).
 */
export function formatMoney(paise: Paise, locale: MoneyLocale = siteLocale): string {
  const { lakh, group, decimal } = MONEY_LOCALES[locale];
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const rupees = String(Math.floor(abs / 100)).replace(lakh ? LAKH_GROUPS : THOUSAND_GROUPS, group);
  return `${whole < 0 ? '-' : ''}${rupees}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** A profit or loss with its sign: +150.00, −100.00 (a true minus), 0.00. */
export function formatProfitLoss(paise: Paise): string {
  const text = formatMoney(Math.abs(paise));
  if (paise > 0) return `+${text}`;
  if (paise < 0) return `−${text}`;
  return text;
}

const trim = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1).replace(/\.0$/, ''));

/**
 * Money in a tight cell, whole rupees shortened as the site's locale counts: 950, 4.8k, 1.2L, 3.5Cr in
 * en-IN (lakhs and crores); 950, 4.8k, 1.2M elsewhere.
 */
export function formatMoneyShort(paise: Paise, locale: MoneyLocale = siteLocale): string {
  const rupees = paise / 100;
  const { lakh, decimal } = MONEY_LOCALES[locale];
  const short = (n: number, unit: string) => `${trim(n).replace('.', decimal)}${unit}`;
  if (lakh && rupees >= 10_000_000) return short(rupees / 10_000_000, 'Cr');
  if (lakh && rupees >= 100_000) return short(rupees / 100_000, 'L');
  if (!lakh && rupees >= 1_000_000) return short(rupees / 1_000_000, 'M');
  if (rupees >= 1_000) return short(rupees / 1_000, 'k');
  return String(Math.floor(rupees));
}
